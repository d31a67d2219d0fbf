import Foundation
import Testing

/// The options several commands share are checked once (`RenderOptionChecks`, with
/// `RenderOptions`'s own sentences), so every command says the same about them.
@Suite("shared options")
struct SharedOptionTests {
  @Test func everyCommandWordsASharedOptionAlike() async throws {
    try await withTemporaryDirectory { directory in
      let chat = try directory.write(ChatJSON.short, to: "chat.json")
      let output = directory.appending(file: "out.png").path
      let cases = [
        (["--width", "100"], "--width must be between 200 and 2000 points, not 100.0"),
        (["--scale", "5"], "--scale must be 1, 2 or 3, not 5"),
        (
          ["--timezone", "Mars/Olympus"],
          "--timezone: unknown time zone \"Mars/Olympus\"; use a name like Europe/Berlin or an offset like +08:00"
        ),
      ]
      for (option, message) in cases {
        for command in ["render", "contact-sheet"] {
          let result = try await CLI.run(args: [command, chat.path, "-o", output] + option)
          expectExit(result, 64)
          #expect(result.stderr.contains(message), "\(command): \(result.stderr)")
        }
      }
    }
  }

  /// Too many columns for one image is the options' fault (64), found before any column is laid out.
  @Test func aContactSheetTooWideForAnImageIsAUsageError() async throws {
    try await withTemporaryDirectory { directory in
      let chat = try directory.write(ChatJSON.short, to: "chat.json")
      let output = directory.appending(file: "out.png").path
      let themes = Array(repeating: "default", count: 6).joined(separator: ",")
      let result = try await CLI.run(args: [
        "contact-sheet", chat.path, "-o", output, "--themes", themes, "--width", "2000", "--scale", "3",
      ])
      expectExit(result, 64)
      #expect(
        result.stderr.contains("a contact sheet of 6 columns 2000 points wide at scale 3 is 36168 px wide"),
        "\(result.stderr)")
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }
}
