import ArgumentParser
import BubbleKit
import Foundation

/// Messages on stderr, in the `file:line:column: error: ...` form editors understand, and the
/// informational lines of stdout. Every line of text `bubbles` prints goes through `write`, the
/// one place where control characters from input are escaped (`TerminalText`).
enum Diagnostics {
  static func printError(_ message: String) {
    write("bubbles: error: " + message, to: STDERR_FILENO)
  }

  static func printWarning(_ message: String) {
    write("bubbles: warning: " + message, to: STDERR_FILENO)
  }

  static func printNote(_ message: String) {
    write(message, to: STDERR_FILENO)
  }

  /// A line of a result on stdout: a path written, a comparison's outcome.
  static func printLine(_ line: String) {
    write(line, to: STDOUT_FILENO)
  }

  /// A failure's message and its notes, together: lines of failures printed at once (by a
  /// batch's workers) do not mix.
  static func printFailure(_ failure: CommandFailure) {
    write(["bubbles: error: " + failure.message] + failure.notes, to: STDERR_FILENO)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    write([text], to: descriptor)
  }

  /// Out of the way of a progress bar (`StatusLine`). A line that cannot be written (stderr on a
  /// full disk, stdout into a closed pipe) is dropped: there is nowhere left to say so, and the
  /// exit status still tells.
  private static func write(_ lines: [String], to descriptor: Int32) {
    let bytes = Array(lines.map { TerminalText.escaped($0) + "\n" }.joined().utf8)
    StatusLine.shared.printing { _ = DescriptorWriter.write(bytes, to: descriptor) }
  }

  /// `chat.json:12:20: messages[3].media.type: unknown media type "vidoe"; expected ...`
  static func format(_ issue: DecodingIssue, file: String) -> String {
    // A problem in another file of the export: that file, beside the chat file.
    let folder = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
    var place = issue.file.map { folder + $0 } ?? file
    if let location = issue.location { place += ":\(location.line):\(location.column)" }
    let path = issue.path.isEmpty ? "" : issue.path + ": "
    return "\(place): \(path)\(issue.message)"
  }

  /// A rejected conversation (65), every problem on its own line.
  static func failure(_ error: ConversationDecodingError, file: String) -> CommandFailure {
    let hint = "See docs/conversation-format.md for the format; `bubbles validate` checks a file without rendering."
    return failure(error, file: file, kind: "conversation", hint: hint)
  }

  /// A rejected conversation or inbox (65): the syntax error, or the list of problems.
  static func failure(_ error: ConversationDecodingError, file: String, kind: String, hint: String) -> CommandFailure {
    switch error {
    case .syntax(let syntax):
      return .invalidInput("\(file):\(syntax.line):\(syntax.column): malformed JSON: \(syntax.message)", notes: [hint])
    case .invalid(let issues):
      return .invalidInput(
        "\(file): invalid \(kind):", notes: issues.map { "  " + format($0, file: file) } + [hint])
    }
  }
}

/// What a command says besides its errors: warnings on stderr and informational lines on stdout
/// (the paths written). `-q` silences both; errors always print.
struct Reporter {
  var quiet: Bool

  func warning(_ message: String) {
    if !quiet { Diagnostics.printWarning(message) }
  }

  func info(_ line: String) {
    if !quiet { Diagnostics.printLine(line) }
  }

  /// An informational line on stderr, where stdout holds a result.
  func note(_ line: String) {
    if !quiet { Diagnostics.printNote(line) }
  }
}

/// `-q/--quiet`, for every command that prints warnings or the paths it wrote.
struct QuietOption: ParsableArguments {
  @Flag(name: .shortAndLong, help: "Print errors only: no warnings, no list of the files written.")
  var quiet = false

  var reporter: Reporter { Reporter(quiet: quiet) }
}
