import ArgumentParser
import BubbleKit
import Foundation

/// A conversation file (or stdin) read and decoded, with warnings printed.
struct LoadedConversation {
  var conversation: Conversation
  /// Media paths resolve against this folder; `nil` for stdin.
  var baseDirectory: URL?
  var displayName: String
}

enum InputLoader {
  /// Reads and decodes `path` (`-` for stdin); fails with 66 if unreadable, 65 if invalid.
  static func load(_ path: String, reporter: Reporter) throws -> LoadedConversation {
    let data: Data
    let displayName = path == "-" ? "<stdin>" : path
    let baseDirectory: URL?
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
      baseDirectory = nil
    } else {
      data = try readFile(path, missingHint: "check the path (or pass - to read standard input)")
      baseDirectory = URL(fileURLWithPath: path).deletingLastPathComponent()
    }
    switch ConversationDecoder.decode(data) {
    case .failure(let error):
      throw Diagnostics.failure(error, file: displayName)
    case .success(let decoded):
      for warning in decoded.warnings { reporter.warning(Diagnostics.format(warning, file: displayName)) }
      return LoadedConversation(
        conversation: decoded.conversation, baseDirectory: baseDirectory, displayName: displayName)
    }
  }

  /// The contents of a regular file; a missing file, a folder or an unreadable one fails with 66.
  static func readFile(_ path: String, missingHint: String = "check the path") throws(CommandFailure) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .unreadableInput("\(path): no such file; \(missingHint)")
    }
    guard !isDirectory.boolValue, let contents = FileManager.default.contents(atPath: path) else {
      throw .unreadableInput("\(path): cannot read the file (is it a directory, or unreadable?)")
    }
    return contents
  }
}
