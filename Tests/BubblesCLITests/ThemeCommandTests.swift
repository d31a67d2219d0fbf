import Foundation
import Testing

@Suite("themes and contact sheets")
struct ThemeCommandTests {
  @Test("bubbles themes lists every built-in theme with a description")
  func listsThemes() async throws {
    let result = try await CLI.run(args: ["themes"])
    expectExit(result, 0)
    let lines = result.stdoutText.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("default ") && $0.count > 20 })
  }

  @Test("a contact sheet puts every chosen theme side by side")
  func contactSheet() async throws {
    try await withTemporaryDirectory { directory in
      let theme = try directory.write(
        ##"{ "name": "mine", "description": "Mine", "canvas": { "background": "#000000" } }"##, to: "mine.json")
      let output = directory.appending(file: "sheet.png")
      let input = Paths.corpus.appending(file: "direct-basics.json").path
      let result = try await CLI.run(args: [
        "contact-sheet", input, "-o", output.path, "--themes", "default,\(theme.path)",
      ])
      expectExit(result, 0)
      // Two 390 pt columns and three 8 pt gutters at scale 1.
      #expect(PNGInfo(contentsOf: output)?.width == 2 * 390 + 3 * 8)
    }
  }

  @Test("an unknown theme in a contact sheet is a usage error (64) that lists the built-in ones")
  func unknownTheme() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "sheet.png")
      let input = Paths.corpus.appending(file: "direct-basics.json").path
      let result = try await CLI.run(args: ["contact-sheet", input, "-o", output.path, "--themes", "nosuch"])
      expectExit(result, 64)
      #expect(result.stderr.contains("default"))
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }
}
