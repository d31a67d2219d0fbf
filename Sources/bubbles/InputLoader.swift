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
  /// Reads and decodes `path` (`-` for stdin) within `limits`; fails with 66 if unreadable, 65 if
  /// invalid or larger than `limits.maxInputBytes` (read no further than that).
  static func load(_ path: String, limits: DecodingLimits, reporter: Reporter) throws -> LoadedConversation {
    let data: Data
    let displayName = path == "-" ? "<stdin>" : path
    let baseDirectory: URL?
    if path == "-" {
      data = try readStandardInput(maxBytes: limits.maxInputBytes)
      baseDirectory = nil
    } else {
      data = try readFile(
        path, maxBytes: limits.maxInputBytes, option: "--max-input-bytes",
        missingHint: "check the path (or pass - to read standard input)")
      baseDirectory = URL(fileURLWithPath: path).deletingLastPathComponent()
    }
    switch ConversationDecoder.decode(data, limits: limits) {
    case .failure(let error):
      throw Diagnostics.failure(error, file: displayName)
    case .success(let decoded):
      for warning in decoded.warnings { reporter.warning(Diagnostics.format(warning, file: displayName)) }
      return LoadedConversation(
        conversation: decoded.conversation, baseDirectory: baseDirectory, displayName: displayName)
    }
  }

  /// The contents of a regular file (symlinks followed), read no further than `maxBytes`
  /// (checked against its size before reading). A missing file fails with 66, and so does
  /// anything that is not a regular file: a folder, a FIFO or a device is refused before it is
  /// opened, so `/dev/zero` or a FIFO without a writer cannot hang the command. A larger file
  /// fails with 65, naming `option`, which raises the limit, when there is one.
  static func readFile(
    _ path: String, maxBytes: Int = DecodingLimits.default.maxInputBytes, option: String? = nil,
    missingHint: String = "check the path"
  ) throws(CommandFailure) -> Data {
    switch RegularFile.contents(of: URL(fileURLWithPath: path), maxBytes: maxBytes) {
    case .success(let contents):
      return contents
    case .failure(let problem) where problem == .notFound:
      throw .unreadableInput("\(path): no such file; \(missingHint)")
    case .failure(let problem) where problem.isOverLimit:
      throw tooLarge(path, problem, option: option)
    case .failure(let problem):
      throw .unreadableInput("\(path): cannot read the file: \(problem)")
    }
  }

  /// Standard input up to `maxBytes`: an endless stream (`/dev/zero`) stops there, with 65.
  static func readStandardInput(maxBytes: Int) throws(CommandFailure) -> Data {
    switch RegularFile.contents(ofOpenDescriptor: FileHandle.standardInput.fileDescriptor, maxBytes: maxBytes) {
    case .success(let data): return data
    case .failure(let problem) where problem.isOverLimit:
      throw tooLarge("<stdin>", problem, option: "--max-input-bytes")
    case .failure(let problem): throw .unreadableInput("<stdin>: \(problem)")
    }
  }

  private static func tooLarge(_ name: String, _ problem: FileProblem, option: String?) -> CommandFailure {
    .invalidInput("\(name): \(problem)", notes: option.map { ["Raise \($0) to read a larger input."] } ?? [])
  }
}
