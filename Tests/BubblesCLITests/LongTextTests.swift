import Foundation
import Testing

/// Text that cannot break costs the CLI time in proportion to its length (issue 11): each of these
/// hung or ran for tens of seconds before, and each is drawn now, cut where a limit says so.
@Suite("long texts")
struct LongTextTests {
  @Test("--draft: 4096 bytes draw the screen; 100,000 are refused as the service refuses them")
  func longDraft() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let output = directory.appending(file: "screen.png")
      let screen = ["render", input.path, "-o", output.path, "--screen", "390x844", "--input-state", "text"]
      let longest = try await CLI.run(args: screen + ["--draft", String(repeating: "a", count: 4096)])
      expectExit(longest, 0)
      #expect(PNGInfo(contentsOf: output)?.width == 390 * 2)
      let tooLong = try await CLI.run(args: screen + ["--draft", String(repeating: "a", count: 100_000)])
      expectExit(tooLong, 64)
      #expect(tooLong.stderr.contains("--draft must be at most 4096 bytes of UTF-8, not 100000"), "\(tooLong.stderr)")
    }
  }

  @Test("a contact sheet of a 64 KiB one-word message draws every column, cut at the image limit")
  func contactSheetOfALongWord() async throws {
    try await withTemporaryDirectory { directory in
      let word = String(repeating: "a", count: 64 * 1024)
      let input = try directory.write(
        ChatJSON.document([#"{ "id": "1", "from": "ann", "time": 1763600000, "text": "\#(word)" }"#]),
        to: "word.json")
      let output = directory.appending(file: "sheet.png")
      let result = try await CLI.run(args: [
        "contact-sheet", input.path, "-o", output.path, "--themes", "default,wechat",
      ])
      expectExit(result, 0)
      #expect(result.stderr.contains("the columns are cut at the bottom"))
      #expect(PNGInfo(contentsOf: output)?.width == 2 * 390 + 3 * 8)
    }
  }

  @Test("65,000 one-character styled segments (2 MB) are drawn up to the 1,000th styled run, on one page")
  func manyStyledSegments() async throws {
    try await withTemporaryDirectory { directory in
      let styles = ["bold", "code", "text_link", "spoiler", "plain"]
      let segments = (0..<65_000).map { #"{ "type": "\#(styles[$0 % styles.count])", "text": "a" }"# }
      let message =
        #"{ "id": "1", "from": "ann", "time": 1763600000, "text": ["#
        + segments.joined(separator: ",") + "] }"
      let input = try directory.write(ChatJSON.document([message]), to: "segments.json")
      #expect(try Data(contentsOf: input).count > 2_000_000)
      let output = directory.appending(file: "segments.png")
      // The default segment budget (50,000) refuses it, located; raised, it renders.
      let refused = try await CLI.run(args: ["render", input.path, "-o", output.path])
      expectExit(refused, 65)
      #expect(refused.stderr.contains("50000 segments"), "\(refused.stderr)")
      let result = try await CLI.run(args: ["render", input.path, "-o", output.path, "--max-segments", "100000"])
      expectExit(result, 0)
      // Cut at 1,000 runs the message fits one page; all 65,000 characters took seven.
      #expect(try directoryListing(directory).sorted() == ["segments.json", "segments.png"])
    }
  }

  /// The issue's growth paragraph: each family of text that cannot break, at the limit the issue
  /// timed (21 s for the word, 15 s for the name, in a release build), as one message of a chat.
  struct Family: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// The other participant, as JSON.
    var participant = #"{ "id": "ann", "name": "Ann" }"#
    /// The message's fields, as JSON: the long text among them unless it is the name.
    var fields: String
  }

  static let kib = 1024
  static let families: [Family] = [
    Family(testDescription: "one 64 KiB word", fields: #""text": "\#(String(repeating: "a", count: 64 * kib))""#),
    Family(
      testDescription: "32 KiB of combining marks",
      fields: #""text": "a\#(String(repeating: "\u{301}", count: 16 * kib - 1))""#),
    Family(
      testDescription: "a 64 KiB name of combining marks",
      participant: #"{ "id": "ann", "name": "a\#(String(repeating: "\u{301}", count: 32 * kib - 1))" }"#,
      fields: #""text": "Hello""#),
    Family(
      testDescription: "a 64 KiB pre block",
      fields: #""text": [{ "type": "pre", "text": "\#(String(repeating: "x=1;", count: 16 * kib))" }]"#),
    Family(
      testDescription: "64 KiB of ZWJ family emoji",
      fields: #""text": "\#(String(repeating: "👩\u{200D}👩\u{200D}👧\u{200D}👦", count: 64 * kib / 25))""#),
    Family(
      testDescription: "a 64 KiB reply preview",
      fields:
        #""text": "Hi", "reply_to": "gone", "reply_preview": { "from": "ann", "text": "\#(String(repeating: "a", count: 64 * kib))" }"#
    ),
  ]

  @Test("text that cannot break, at its limit, draws without a message", arguments: families)
  func unbreakableTextAtItsLimit(_ family: Family) async throws {
    try await withTemporaryDirectory { directory in
      let json = #"""
        { "format": "bubbles/1", "kind": "group", "me": "me",
          "participants": [{ "id": "me" }, \#(family.participant)],
          "messages": [{ "id": "1", "from": "ann", "time": 1763600000, \#(family.fields) }] }
        """#
      let input = try directory.write(json, to: "chat.json")
      expectExit(try await CLI.run(args: ["validate", input.path]), 0)
      let result = try await CLI.run(args: ["render", input.path, "-o", directory.appending(file: "out.png").path])
      expectExit(result, 0)
      #expect(result.stderr.isEmpty, "\(result.stderr.prefix(2000))")
      let pages = result.stdoutLines.compactMap { PNGInfo(contentsOf: URL(fileURLWithPath: $0)) }
      #expect(!pages.isEmpty && pages.count == result.stdoutLines.count, "\(result.stdoutText)")
    }
  }

  /// "10,000 messages of 64 KiB are within today's limits": past the 4 MiB budget for all texts,
  /// the 65th such message is refused, located, before anything is laid out.
  @Test("65 messages of 64 KiB pass the default budget for all texts: 65, located")
  func manyLongMessages() async throws {
    let word = String(repeating: "a", count: 64 * 1024)
    let json = ChatJSON.document((0..<65).map { #"{ "id": "m\#($0)", "from": "ann", "text": "\#(word)" }"# })
    let result = try await CLI.run(args: ["render", "-", "-o", "-"], stdin: Data(json.utf8))
    expectExit(result, 65)
    #expect(
      result.stderr.contains("messages[64].text: the messages' texts pass 4 MiB of UTF-8 here"), "\(result.stderr)")
  }
}
