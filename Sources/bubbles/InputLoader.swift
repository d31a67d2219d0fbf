import ArgumentParser
import BubbleKit
import Foundation

/// A conversation file (or stdin) read and decoded, with warnings printed.
struct LoadedConversation {
  var conversation: Conversation
  /// Media paths resolve against this folder; `nil` for stdin.
  var baseDirectory: URL?
  var displayName: String
  /// The built-in theme of the app it was exported from, for `--theme auto`.
  var appTheme: String? = nil
  /// Keeps a zip export's extracted pictures until the conversation is drawn.
  var extracted: ConversationSource? = nil
}

enum InputLoader {
  /// Reads `path` (`-` for stdin; an export's folder reads its chat file, a zip its chat and
  /// pictures: `ConversationSource`) within `options.limits` and imports it as `format`; fails
  /// with 66 if unreadable, 65 if invalid or larger than `limits.maxInputBytes` (read no further
  /// than that), 64 if `--chat` or `--me` must name something in it.
  static func load(
    _ path: String, from format: ImportFormat = .auto, options: ImportOptions, reporter: Reporter
  ) throws -> LoadedConversation {
    if path == "-" {
      let data = try readStandardInput(maxBytes: options.limits.maxInputBytes)
      let result = ConversationImport.importConversation(data, from: format, options: options)
      return try loaded(result, data: data, displayName: "<stdin>", from: format, options: options, reporter: reporter)
    }
    let source = try open(path, limits: options.limits)
    for warning in source.warnings { reporter.warning(warning) }
    return try load(source, from: format, options: options, reporter: reporter)
  }

  /// The conversation of an opened `source` (`open`), its warnings printed.
  static func load(
    _ source: ConversationSource, from format: ImportFormat, options: ImportOptions, reporter: Reporter
  ) throws -> LoadedConversation {
    var loaded = try loaded(
      source.importConversation(from: format, options: options), data: source.data, displayName: source.displayName,
      from: format, options: options, reporter: reporter)
    loaded.extracted = source
    return loaded
  }

  /// `path` opened, its problems worded for the command line.
  static func open(_ path: String, limits: DecodingLimits) throws(CommandFailure) -> ConversationSource {
    switch ConversationSource.open(path, limits: limits) {
    case .success(let source): return source
    case .failure(let problem):
      switch problem.kind {
      case .notFound: throw .unreadableInput(problem.message + " (or pass - to read standard input)")
      case .unreadable: throw .unreadableInput(problem.message)
      case .invalid: throw .invalidInput(problem.message)
      case .overInputLimit:
        throw .invalidInput(problem.message, notes: ["Raise --max-input-bytes to read a larger input."])
      case .system: throw .failure(problem.message)
      }
    }
  }

  private static func loaded(
    _ result: Result<ImportedConversation, ImportError>, data: Data, displayName: String, from format: ImportFormat,
    options: ImportOptions, reporter: Reporter
  ) throws -> LoadedConversation {
    switch result {
    case .failure(.invalid(let error)):
      let read = format == .auto ? ConversationImport.detectedFormat(of: data, limits: options.limits) : format
      throw read == .bubbles
        ? Diagnostics.failure(error, file: displayName)
        : Diagnostics.failure(
          error, file: displayName, kind: "\(read.displayName) export",
          hint: "See docs/importing.md for what is read of an export; `bubbles validate` checks it without rendering.")
    case .failure(.choiceNeeded(let message, let choices)):
      throw CommandFailure.usage("\(displayName): \(message)", notes: choices.map { "  " + $0 })
    case .failure(.chatNeeded(let message, let chats)):
      throw CommandFailure.usage("\(displayName): \(message)", notes: chats.map { "  " + $0.label })
    case .failure(.unrecognized(let message)):
      throw CommandFailure.invalidInput("\(displayName): \(message)")
    case .success(let imported):
      for warning in imported.warnings { reporter.warning(Diagnostics.format(warning, file: displayName)) }
      return LoadedConversation(
        conversation: imported.conversation, baseDirectory: imported.baseDirectory, displayName: displayName,
        appTheme: imported.appTheme)
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
