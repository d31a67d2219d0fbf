import ArgumentParser
import BubbleKit
import Foundation

/// A conversation file (or stdin) read and decoded, with warnings printed.
struct LoadedConversation {
  var conversation: Conversation
  /// Media paths resolve against this folder; `nil` for stdin.
  var baseDirectory: URL?
  var displayName: String
  /// Keeps a zip export's extracted pictures until the conversation is drawn.
  var extracted: TemporaryFolder? = nil
}

enum InputLoader {
  /// Reads `path` (`-` for stdin; an export's folder reads its chat file, `ExportFolder`) within
  /// `options.limits` and imports it as `format`; fails with 66 if unreadable, 65 if invalid or
  /// larger than `limits.maxInputBytes` (read no further than that), 64 if `--chat` or `--me`
  /// must name something in it.
  static func load(
    _ path: String, from format: ImportFormat = .auto, options: ImportOptions, reporter: Reporter
  ) throws -> LoadedConversation {
    if isZip(path) { return try loadZip(path, from: format, options: options, reporter: reporter) }
    let data: Data
    let displayName: String
    let baseDirectory: URL?
    if path == "-" {
      data = try readStandardInput(maxBytes: options.limits.maxInputBytes)
      (displayName, baseDirectory) = ("<stdin>", nil)
    } else {
      let file = try chatFile(path)
      data = try readFile(
        file, maxBytes: options.limits.maxInputBytes, option: "--max-input-bytes",
        missingHint: "check the path (or pass - to read standard input)")
      (displayName, baseDirectory) = (file, URL(fileURLWithPath: file).deletingLastPathComponent())
    }
    return try imported(
      data, displayName: displayName, baseDirectory: baseDirectory, from: format, options: options, reporter: reporter)
  }

  /// A WhatsApp export's zip: its chat read from the archive, its pictures from a temporary folder.
  private static func loadZip(
    _ path: String, from format: ImportFormat, options: ImportOptions, reporter: Reporter
  ) throws -> LoadedConversation {
    let zip = try WhatsAppZip.open(path, limits: options.limits)
    for warning in zip.warnings { reporter.warning(warning) }
    var options = options
    options.exportFiles = zip.files
    var loaded = try imported(
      zip.chat, displayName: path + "/" + zip.chatName, baseDirectory: zip.folder, from: format, options: options,
      reporter: reporter)
    loaded.extracted = zip.keeper
    return loaded
  }

  private static func isZip(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return path.lowercased().hasSuffix(".zip") && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  private static func imported(
    _ data: Data, displayName: String, baseDirectory: URL?, from format: ImportFormat, options: ImportOptions,
    reporter: Reporter
  ) throws -> LoadedConversation {
    switch ConversationImport.importConversation(data, from: format, options: options, baseDirectory: baseDirectory) {
    case .failure(.invalid(let error)):
      let read = format == .auto ? ConversationImport.detectedFormat(of: data, limits: options.limits) : format
      throw read == .bubbles
        ? Diagnostics.failure(error, file: displayName)
        : Diagnostics.failure(
          error, file: displayName, kind: "\(read.displayName) export",
          hint: "See docs/importing.md for what is read of an export; `bubbles validate` checks it without rendering.")
    case .failure(.choiceNeeded(let message, let choices)):
      throw CommandFailure.usage("\(displayName): \(message)", notes: choices.map { "  " + $0 })
    case .success(let imported):
      for warning in imported.warnings { reporter.warning(Diagnostics.format(warning, file: displayName)) }
      return LoadedConversation(
        conversation: imported.conversation, baseDirectory: imported.baseDirectory, displayName: displayName)
    }
  }

  /// `path`, or the chat file inside it when it is an export's folder.
  private static func chatFile(_ path: String) throws(CommandFailure) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      return path
    }
    switch ExportFolder.chatFile(in: URL(fileURLWithPath: path)) {
    case .success(let file): return (path.hasSuffix("/") ? path : path + "/") + file.lastPathComponent
    case .failure(let problem): throw .unreadableInput("\(path): \(problem)")
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
