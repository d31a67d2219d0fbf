import Foundation
import Testing

/// Bad conversations exit 65 and say where the problem is; unreadable input exits 66.
@Suite("invalid and unreadable input")
struct InvalidInputTests {
  @Test("malformed JSON exits 65 and names the file with line and column")
  func malformedJSON() async throws {
    try await withTemporaryDirectory { directory in
      // Line 3 lacks the comma that should end line 2.
      let json = "{\n  \"participants\": [{ \"id\": \"ann\" }]\n  \"messages\": []\n}\n"
      let input = try directory.write(json, to: "bad.json")
      let result = try await CLI.run(args: ["render", input.path, "-o", directory.appending(file: "out.png").path])
      expectExit(result, 65)
      #expect(result.stderr.contains("bad.json:3:"), "\(result.stderr)")
      #expect(result.stderr.contains("malformed JSON"))
      #expect(try directoryListing(directory) == ["bad.json"])
    }
  }

  @Test("malformed JSON on standard input is reported as <stdin>:LINE:COLUMN")
  func malformedStandardInput() async throws {
    let result = try await CLI.run(args: ["render", "-", "-o", "-"], stdin: Data("{\n\n  \"messages\": [,]\n}".utf8))
    expectExit(result, 65)
    #expect(result.stderr.contains("<stdin>:3:"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test("a semantic error exits 65 and names its JSON path", arguments: SemanticError.all)
  func semanticError(_ error: SemanticError) async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(error.json, to: "chat.json")
      let result = try await CLI.run(args: ["render", input.path, "-o", directory.appending(file: "out.png").path])
      expectExit(result, 65)
      #expect(
        DiagnosticLines.contains(result.stderr, file: "chat.json", path: error.path),
        "expected chat.json:LINE:COLUMN: \(error.path): ... in\n\(result.stderr)")
      #expect(result.stderr.contains(error.detail), "\(result.stderr)")
      #expect(DiagnosticLines.located(result.stderr, file: "chat.json").count == 1, "one problem, one line")
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }

  @Test("a file with three different errors reports all three")
  func threeErrors() async throws {
    try await withTemporaryDirectory { directory in
      let json = ChatJSON.document([
        #"{ "id": "1", "from": "zed", "text": "who?" }"#,
        #"{ "id": "2", "from": "ann", "time": "yesterday", "text": "when?" }"#,
        #"{ "id": "3", "from": "ann", "media": { "type": "vidoe" } }"#,
      ])
      let input = try directory.write(json, to: "chat.json")
      let result = try await CLI.run(args: ["render", input.path, "-o", directory.appending(file: "out.png").path])
      expectExit(result, 65)
      #expect(DiagnosticLines.located(result.stderr, file: "chat.json").count == 3, "\(result.stderr)")
      for (path, line) in [("messages[0].from", 5), ("messages[1].time", 6), ("messages[2].media.type", 7)] {
        #expect(DiagnosticLines.contains(result.stderr, file: "chat.json", path: path), "\(path)")
        #expect(result.stderr.contains("chat.json:\(line):"), "\(path) is on line \(line)")
      }
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }

  @Test("an unknown rich-text segment type renders with a warning")
  func unknownSegmentTypeWarns() async throws {
    try await withTemporaryDirectory { directory in
      let json = ChatJSON.document([
        #"{ "id": "1", "from": "ann", "text": ["Look: ", { "type": "sparkle", "text": "shiny" }] }"#
      ])
      let input = try directory.write(json, to: "chat.json")
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(args: ["render", input.path, "-o", output.path])
      expectExit(result, 0)
      #expect(result.stderr.contains("warning"), "\(result.stderr)")
      #expect(result.stderr.contains("messages[0].text[1].type"))
      #expect(result.stderr.contains("sparkle"))
      #expect(PNGInfo(contentsOf: output) != nil)
    }
  }

  @Test("a missing input file exits 66")
  func missingFile() async throws {
    try await withTemporaryDirectory { directory in
      let input = directory.appending(file: "nowhere.json")
      let result = try await CLI.run(args: ["render", input.path, "-o", directory.appending(file: "out.png").path])
      expectExit(result, 66)
      #expect(result.stderr.contains("nowhere.json"))
      #expect(try directoryListing(directory).isEmpty)
    }
  }

  @Test("a directory as input exits 66")
  func directoryInput() async throws {
    try await withTemporaryDirectory { directory in
      let folder = directory.appendingPathComponent("chats", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      let result = try await CLI.run(args: ["render", folder.path, "-o", directory.appending(file: "out.png").path])
      expectExit(result, 66)
      #expect(result.stderr.contains("chats"))
      #expect(try directoryListing(directory) == ["chats"])
    }
  }
}

/// A conversation with exactly one error, and where it must be reported.
struct SemanticError: Sendable, CustomTestStringConvertible {
  var name: String
  var json: String
  /// The JSON path named in the diagnostic.
  var path: String
  /// Text the diagnostic must also contain.
  var detail: String

  var testDescription: String { name }

  static let all: [SemanticError] = [
    one("unknown participant in from", #"{ "id": "1", "from": "zed", "text": "hi" }"#, "messages[0].from", "\"zed\""),
    SemanticError(
      name: "duplicate message id",
      json: ChatJSON.document([
        #"{ "id": "1", "from": "ann", "text": "one" }"#, #"{ "id": "1", "from": "me", "text": "two" }"#,
      ]),
      path: "messages[1].id", detail: "duplicate"),
    one(
      "unknown media type", #"{ "id": "1", "from": "ann", "media": { "type": "vidoe" } }"#,
      "messages[0].media.type", "\"vidoe\""),
    one(
      "bad time string", #"{ "id": "1", "from": "ann", "time": "yesterday", "text": "hi" }"#,
      "messages[0].time", "\"yesterday\""),
    one("text as a number", #"{ "id": "1", "from": "ann", "text": 42 }"#, "messages[0].text", "number"),
    one(
      "voice waveform value 99",
      #"{ "id": "1", "from": "ann", "media": { "type": "voice", "duration": 3, "waveform": [1, 99, 2] } }"#,
      "messages[0].media.waveform[1]", "99"),
    one(
      "reaction count 0",
      #"{ "id": "1", "from": "ann", "text": "hi", "reactions": [{ "emoji": "👍", "count": 0 }] }"#,
      "messages[0].reactions[0].count", "0"),
    SemanticError(
      name: "format bubbles/2",
      json: ChatJSON.document([#"{ "id": "1", "from": "ann", "text": "hi" }"#], header: #""format": "bubbles/2","#),
      path: "format", detail: "\"bubbles/2\""),
  ]

  private static func one(_ name: String, _ message: String, _ path: String, _ detail: String) -> SemanticError {
    SemanticError(name: name, json: ChatJSON.document([message]), path: path, detail: detail)
  }
}
