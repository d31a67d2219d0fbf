import ArgumentParser
import BubbleKit
import Foundation

/// Messages on stderr, in the `file:line:column: error: ...` form editors understand.
enum Diagnostics {
  static func printError(_ message: String) {
    FileHandle.standardError.write(Data(("bubbles: error: " + message + "\n").utf8))
  }

  static func printWarning(_ message: String) {
    FileHandle.standardError.write(Data(("bubbles: warning: " + message + "\n").utf8))
  }

  static func printNote(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// `chat.json:12:20: messages[3].media.type: unknown media type "vidoe"; expected ...`
  static func format(_ issue: DecodingIssue, file: String) -> String {
    var place = file
    if let location = issue.location { place += ":\(location.line):\(location.column)" }
    let path = issue.path.isEmpty ? "" : issue.path + ": "
    return "\(place): \(path)\(issue.message)"
  }

  /// Reports a rejected conversation and returns the exit status for it.
  static func report(_ error: ConversationDecodingError, file: String) -> ExitCode {
    switch error {
    case .syntax(let syntax):
      printError("\(file):\(syntax.line):\(syntax.column): malformed JSON: \(syntax.message)")
    case .invalid(let issues):
      printError("\(file): invalid conversation:")
      for issue in issues { printNote("  " + format(issue, file: file)) }
    }
    printNote("See docs/conversation-format.md for the format; `bubbles validate` checks a file without rendering.")
    return ExitStatus.invalidInput
  }
}
