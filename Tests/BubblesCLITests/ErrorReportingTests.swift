import Foundation
import Testing

/// Every error is printed once, as `bubbles: error: MESSAGE` (never argument-parser's `Error: ` prefix),
/// with the exit status of its kind: 64 usage, 65 invalid input, 66 unreadable input, 1 runtime failure.
@Suite("error reporting")
struct ErrorReportingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var args: [String]
    var status: Int32
    /// Part of the message, expected exactly once on stderr.
    var message: String
    var testDescription: String { "bubbles \(args.joined(separator: " ")) -> \(status)" }
  }

  /// Run in a folder holding chat.json (valid), bad.json (an invalid conversation) and bad-theme.json.
  static let cases: [Case] = [
    Case(
      args: ["render", "chat.json", "-o", "out.png", "--no-such-option"], status: 64, message: "'--no-such-option'"),
    Case(args: ["paint", "chat.json"], status: 64, message: "unknown command 'paint'"),
    Case(args: [], status: 64, message: "missing command"),
    Case(args: ["render"], status: 64, message: "Missing expected argument '<inputs> ...'"),
    Case(args: ["render", "chat.json"], status: 64, message: "missing -o FILE"),
    Case(args: ["render", "chat.json", "-o", "out.png", "--scale"], status: 64, message: "Missing value for '--scale"),
    Case(args: ["render", "chat.json", "-o", "out.png", "--scale", "abc"], status: 64, message: "'abc' is invalid"),
    Case(args: ["render", "chat.json", "-o", "out.png", "--scale", "5"], status: 64, message: "--scale must be"),
    Case(args: ["render", "chat.json", "-o", "out.png", "--theme", "nosuch"], status: 64, message: "\"nosuch\""),
    Case(args: ["render", "chat.json", "-o", "out.png", "--screen", "390by844"], status: 64, message: "390by844"),
    Case(
      args: ["render", "chat.json", "-o", "out.png", "--draft", "hi"], status: 64, message: "--draft needs --screen"),
    Case(args: ["render", "chat.json", "-o", "."], status: 64, message: "is a folder"),
    Case(args: ["render", "chat.json", "-o", "chat.json", "--format", "png"], status: 64, message: "does not match"),
    Case(args: ["inbox", "inbox.json", "-o", "out.png", "--screen", "big"], status: 64, message: "--screen must be"),
    Case(args: ["diff", "a.png", "b.png", "--tolerance", "300"], status: 64, message: "--tolerance must be"),
    Case(args: ["render", "bad.json", "-o", "out.png"], status: 65, message: "bad.json: invalid conversation"),
    Case(
      args: ["render", "chat.json", "-o", "out.png", "--theme", "bad-theme.json"], status: 65, message: "invalid theme"),
    Case(args: ["render", "nowhere.json", "-o", "out.png"], status: 66, message: "nowhere.json: no such file"),
    Case(
      args: ["render", "chat.json", "-o", "out.png", "--theme", "gone.json"], status: 66, message: "gone.json: no such"),
    Case(args: ["diff", "a.png", "b.png"], status: 66, message: "a.png: no such file"),
    Case(args: ["render", "chat.json", "-o", "no-such-folder/out.png"], status: 1, message: "cannot write"),
  ]

  @Test("each error is printed once as bubbles: error: MESSAGE, with its exit status", arguments: cases)
  func printedOnce(_ example: Case) async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(ChatJSON.short, to: "chat.json")
      try directory.write(ChatJSON.document([#"{ "id": "1", "from": "zed", "text": "hi" }"#]), to: "bad.json")
      try directory.write(#"{ "name": "x", "canvas": 5 }"#, to: "bad-theme.json")
      let result = try await CLI.run(args: example.args, in: directory)
      expectExit(result, example.status)
      #expect(Self.occurrences(of: "bubbles: error: ", in: result.stderr) == 1, "\(result.stderr)")
      #expect(Self.occurrences(of: example.message, in: result.stderr) == 1, "\(result.stderr)")
      #expect(!result.stderr.contains("Error:"), "\(result.stderr)")
      #expect(result.stderr.hasPrefix("bubbles: error: "), "the message comes first:\n\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test("usage errors from argument parsing show the usage line after the message")
  func usageAfterMessage() async throws {
    let result = try await CLI.run(args: ["render", "chat.json", "-o", "out.png", "--no-such-option"])
    expectExit(result, 64)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.first?.hasPrefix("bubbles: error: ") == true)
    #expect(lines.contains { $0.hasPrefix("Usage: bubbles render") }, "\(result.stderr)")
  }

  @Test("--help still prints help on stdout and exits 0")
  func helpIsNoError() async throws {
    let result = try await CLI.run(args: ["--help"])
    expectExit(result, 0)
    #expect(result.stdoutText.contains("Exit status"))
    #expect(result.stdoutText.contains("64"))
    #expect(result.stderr.isEmpty)
  }

  static func occurrences(of part: String, in text: String) -> Int {
    text.components(separatedBy: part).count - 1
  }
}
