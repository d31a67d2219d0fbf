import Foundation

/// What the folder of an unzipped WhatsApp export tells the importer: which files the chat's
/// attachments may name, and the chat's name. iOS names the folder `WhatsApp Chat - NAME` (the
/// text `_chat.txt`), Android the text `WhatsApp Chat with NAME.txt`.
public enum WhatsAppExportFolder {
  /// Files listed at most: an export of a long chat holds thousands, not millions.
  public static let maxFiles = 100_000

  /// The folder's regular files by name, with their sizes (`WhatsAppImportOptions.files`);
  /// `nil` when it cannot be listed or holds more than `maxFiles` entries (attachments are then
  /// only checked when rendering).
  public static func files(in folder: URL) -> [String: Int]? {
    let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey]
    guard
      let entries = try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: keys, options: [.skipsSubdirectoryDescendants]),
      entries.count <= maxFiles
    else { return nil }
    var files: [String: Int] = [:]
    for entry in entries {
      guard let values = try? entry.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
      files[entry.lastPathComponent] = values.fileSize ?? 0
    }
    return files
  }

  /// The chat among an export's file names: `_chat.txt`, else the one `.txt` file (Android names
  /// it after the chat), as `ExportFolder` finds it in a folder.
  public static func chatFileName(among names: [String]) -> String? {
    if names.contains(WhatsAppChatImporter.chatFileName) { return WhatsAppChatImporter.chatFileName }
    let texts = names.filter { $0.lowercased().hasSuffix(".txt") }
    return texts.count == 1 ? texts.first : nil
  }

  /// "Marta Reis" from a folder holding `WhatsApp Chat with Marta Reis.txt` or named
  /// `WhatsApp Chat - Marta Reis`.
  public static func title(folder: URL, files: [String: Int]?) -> String? {
    let prefix = "WhatsApp Chat with "
    let chats = (files ?? [:]).keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".txt") }
    if chats.count == 1, let chat = chats.first, chat.count > prefix.count + 4 {
      return String(chat.dropFirst(prefix.count).dropLast(4))
    }
    let folderPrefix = "WhatsApp Chat - "
    let name = folder.lastPathComponent
    return name.hasPrefix(folderPrefix) && name.count > folderPrefix.count
      ? String(name.dropFirst(folderPrefix.count)) : nil
  }
}
