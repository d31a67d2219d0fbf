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

  /// The contents of a regular file (symlinks followed); a missing file fails with 66, and so does
  /// anything that is not a regular file: a folder, a FIFO or a device is refused before it is
  /// opened, so `/dev/zero` or a FIFO without a writer cannot hang the command.
  static func readFile(_ path: String, missingHint: String = "check the path") throws(CommandFailure) -> Data {
    switch RegularFile.contents(of: URL(fileURLWithPath: path)) {
    case .success(let contents):
      return contents
    case .failure(let problem) where problem == .notFound:
      throw .unreadableInput("\(path): no such file; \(missingHint)")
    case .failure(let problem):
      throw .unreadableInput("\(path): cannot read the file: \(problem)")
    }
  }
}
