import Foundation

/// The file inside an export folder that holds the chat, as the registry's importers find it in
/// their order: Telegram's `result.json`, WhatsApp's `_chat.txt` or the folder's one `.txt`
/// file (Android names it after the chat).
public enum ExportFolder {
  public static func chatFile(in folder: URL, importers: ImporterRegistry = .standard) -> Result<URL, FileProblem> {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return .failure(.unreadable)
    }
    switch importers.chatFile(among: names) {
    case .found(let name): return .success(folder.appendingPathComponent(name))
    case .none: return .failure(notAnExport(importers, note: nil))
    case .ambiguous(let note): return .failure(notAnExport(importers, note: note))
    }
  }

  /// "no result.json (Telegram) or _chat.txt or one .txt file (WhatsApp)", from the importers.
  private static func notAnExport(_ importers: ImporterRegistry, note: String?) -> FileProblem {
    // Importers that look for the same file are named together: "conversations.json (ChatGPT, Claude)".
    var apps: [(file: String, names: [String])] = []
    for importer in importers.importers {
      guard let file = importer.chatFileDescription else { continue }
      if let index = apps.firstIndex(where: { $0.file == file }) {
        apps[index].names.append(importer.displayName)
      } else {
        apps.append((file, [importer.displayName]))
      }
    }
    let expected = apps.map { "\($0.file) (\($0.names.joined(separator: ", ")))" }
    return FileProblem(
      "a folder, but not an export: no \(expected.joined(separator: " or "))\(note.map { " (\($0))" } ?? "")")
  }
}

extension ImporterRegistry {
  /// The chat file among an export's file names: the first importer's that finds one; else why
  /// none was chosen, when an importer could not choose (several `.txt` files).
  public func chatFile(among names: [String], readingZip: Bool = false) -> ChatFileSearch {
    var result = ChatFileSearch.none
    for importer in importers where !readingZip || importer.readsZip {
      switch importer.chatFile(among: names) {
      case .found(let name): return .found(name)
      case .ambiguous(let note) where result == .none: result = .ambiguous(note)
      case .ambiguous, .none: continue
      }
    }
    return result
  }
}
