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
  /// Reads and decodes `path` (`-` for stdin); exits 66 if unreadable, 65 if invalid.
  static func load(_ path: String) throws -> LoadedConversation {
    let data: Data
    let displayName = path == "-" ? "<stdin>" : path
    let baseDirectory: URL?
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
      baseDirectory = nil
    } else {
      let url = URL(fileURLWithPath: path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        Diagnostics.printError("\(path): no such file; check the path (or pass - to read standard input)")
        throw ExitStatus.unreadableInput
      }
      guard !isDirectory.boolValue, let contents = FileManager.default.contents(atPath: url.path) else {
        Diagnostics.printError("\(path): cannot read the file (is it a directory, or unreadable?)")
        throw ExitStatus.unreadableInput
      }
      data = contents
      baseDirectory = url.deletingLastPathComponent()
    }
    switch ConversationDecoder.decode(data) {
    case .failure(let error):
      throw Diagnostics.report(error, file: displayName)
    case .success(let decoded):
      for warning in decoded.warnings { Diagnostics.printWarning(Diagnostics.format(warning, file: displayName)) }
      return LoadedConversation(
        conversation: decoded.conversation, baseDirectory: baseDirectory, displayName: displayName)
    }
  }
}
