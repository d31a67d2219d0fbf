import Foundation
import Testing

@Suite("screens and the conversation list")
struct ScreenAndInboxCommandTests {
  @Test(
    "--screen draws one phone screen at the render scale", arguments: ["initial", "text", "voice", "emoji", "plus"])
  func screen(state: String) async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "screen.png")
      let input = Paths.corpus.appending(file: "direct-basics.json").path
      let result = try await CLI.run(
        args: ["render", input, "-o", output.path, "--screen", "390x844", "--input-state", state, "--draft", "Hi"])
      expectExit(result, 0)
      let png = try #require(PNGInfo(contentsOf: output))
      #expect(png.width == 780 && png.height == 1688)
    }
  }

  @Test("a bad screen size or input state is a usage error")
  func badScreenOptions() async throws {
    let input = Paths.corpus.appending(file: "direct-basics.json").path
    for args in [["--screen", "390by844"], ["--screen", "390x844", "--input-state", "typing"]] {
      let result = try await CLI.run(args: ["render", input, "-o", "-"] + args)
      expectExit(result, 64)
    }
  }

  @Test("contact-sheet --screen puts one phone screen per theme side by side, at the scale")
  func screensContactSheet() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "screens.png")
      let input = Paths.corpus.appending(file: "direct-basics.json").path
      let result = try await CLI.run(
        args: [
          "contact-sheet", input, "-o", output.path, "--themes", "telegram,wechat", "--screen", "320x568",
          "--input-state", "plus", "--scale", "2",
        ])
      expectExit(result, 0)
      let png = try #require(PNGInfo(contentsOf: output))
      // Two 320-point screens between three 8-point gutters, under a 44-point label, over an 8-point gutter.
      #expect(png.width == (2 * 320 + 3 * 8) * 2 && png.height == (44 + 568 + 8) * 2)
    }
  }

  @Test("bubbles inbox renders the example inbox as a phone screen")
  func inbox() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "list.png")
      let inbox = Paths.packageRoot.appendingPathComponent("Examples/inbox.json").path
      let result = try await CLI.run(args: ["inbox", inbox, "-o", output.path])
      expectExit(result, 0)
      let png = try #require(PNGInfo(contentsOf: output))
      #expect(png.width == 780 && png.height == 1688)
    }
  }

  @Test("an invalid inbox exits 65 with a located message, a missing one 66")
  func invalidInbox() async throws {
    try await withTemporaryDirectory { directory in
      let bad = try directory.write(#"{ "conversations": [ { "file": 5 } ] }"#, to: "inbox.json")
      let result = try await CLI.run(args: ["inbox", bad.path, "-o", directory.appending(file: "x.png").path])
      expectExit(result, 65)
      #expect(result.stderr.contains("conversations[0].file"))
      let missing = try await CLI.run(args: ["inbox", directory.appending(file: "nope.json").path, "-o", "-"])
      expectExit(missing, 66)
    }
  }
}
