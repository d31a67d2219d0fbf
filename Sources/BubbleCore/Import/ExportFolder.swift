import Foundation

/// The file inside an export folder that holds the chat: Telegram's `result.json`, WhatsApp's
/// `_chat.txt`, or the folder's one `.txt` file (Android names it after the chat).
public enum ExportFolder {
  public static func chatFile(in folder: URL) -> Result<URL, FileProblem> {
    let manager = FileManager.default
    for name in ["result.json", "_chat.txt"] {
      let file = folder.appendingPathComponent(name)
      if manager.fileExists(atPath: file.path) { return .success(file) }
    }
    guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return .failure(.unreadable) }
    let texts = names.filter { $0.lowercased().hasSuffix(".txt") }.sorted()
    if texts.count == 1 { return .success(folder.appendingPathComponent(texts[0])) }
    let found = texts.isEmpty ? "" : " (it has \(texts.count) .txt files: \(texts.prefix(5).joined(separator: ", ")))"
    return .failure(
      FileProblem(
        "a folder, but not an export: no result.json (Telegram) or _chat.txt or one .txt file (WhatsApp)\(found)"))
  }
}
