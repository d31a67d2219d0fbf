import Foundation

/// An unzipped WhatsApp export: the chat's text file and the media beside it. iOS names the
/// text `_chat.txt` (in `WhatsApp Chat - NAME`), Android `WhatsApp Chat with NAME.txt`.
public struct WhatsAppExportFolder: Sendable {
  public var folder: URL
  /// The chat file's name inside the folder.
  public var chatFileName: String
  /// The folder's regular files by name, with their sizes (`WhatsAppImportOptions.files`).
  public var files: [String: Int]
  /// The chat's name as the export's file or folder names it, if they do.
  public var title: String?

  /// Files listed at most: an export of a long chat holds thousands, not millions.
  public static let maxFiles = 100_000

  /// The export in `folder`, or why it is not one.
  public static func open(_ folder: URL) -> Result<WhatsAppExportFolder, FileProblem> {
    let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey]
    guard
      let entries = try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: keys, options: [.skipsSubdirectoryDescendants])
    else { return .failure(.unreadable) }
    guard entries.count <= maxFiles else {
      return .failure(FileProblem("the folder holds more than \(maxFiles) files"))
    }
    var files: [String: Int] = [:]
    for entry in entries {
      guard let values = try? entry.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
      files[entry.lastPathComponent] = values.fileSize ?? 0
    }
    guard let chat = chatFile(among: files.keys) else {
      return .failure(
        FileProblem(
          "no WhatsApp chat in the folder (expected \(WhatsAppChatImporter.chatFileName) or "
            + "\"WhatsApp Chat with NAME.txt\")"))
    }
    return .success(
      WhatsAppExportFolder(
        folder: folder, chatFileName: chat, files: files, title: title(chatFile: chat, folder: folder)))
  }

  /// Whether `folder` holds a WhatsApp chat file (for choosing the importer).
  public static func holdsChat(_ folder: URL) -> Bool {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return false }
    return chatFile(among: names) != nil
  }

  /// `_chat.txt`, else the one `WhatsApp Chat….txt`.
  static func chatFile(among names: some Collection<String>) -> String? {
    if names.contains(WhatsAppChatImporter.chatFileName) { return WhatsAppChatImporter.chatFileName }
    let candidates = names.filter { $0.hasPrefix("WhatsApp Chat") && $0.lowercased().hasSuffix(".txt") }
    return candidates.count == 1 ? candidates.first : nil
  }

  /// "Marta Reis" from `WhatsApp Chat with Marta Reis.txt` or `WhatsApp Chat - Marta Reis/`.
  static func title(chatFile: String, folder: URL) -> String? {
    for (name, prefix) in [
      (String(chatFile.dropLast(4)), "WhatsApp Chat with "), (folder.lastPathComponent, "WhatsApp Chat - "),
    ] where name.hasPrefix(prefix) && name.count > prefix.count {
      return String(name.dropFirst(prefix.count))
    }
    return nil
  }

  /// The chat's bytes, at most `limits.maxInputBytes`.
  public func chatData(limits: DecodingLimits) -> Result<Data, FileProblem> {
    ContainedFolder(folder, name: "the export's folder").read(chatFileName, maxBytes: limits.maxInputBytes).map(\.data)
  }
}
