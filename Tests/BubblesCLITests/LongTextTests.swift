import Foundation
import Testing

/// Text that cannot break costs the CLI time in proportion to its length (issue 11): each of these
/// hung or ran for tens of seconds before, and each is drawn now, cut where a limit says so.
@Suite("long texts")
struct LongTextTests {
  @Test("--draft of 100,000 characters in screen mode draws the screen")
  func longDraft() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let output = directory.appending(file: "screen.png")
      let result = try await CLI.run(args: [
        "render", input.path, "-o", output.path, "--screen", "390x844", "--input-state", "text",
        "--draft", String(repeating: "a", count: 100_000),
      ])
      expectExit(result, 0)
      #expect(PNGInfo(contentsOf: output)?.width == 390 * 2)
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
}
