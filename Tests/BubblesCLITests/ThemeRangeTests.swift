import BubbleKit
import Foundation
import Testing

/// Themes that crashed, hung or made Pango complain (issue 11) are now rejected before anything is
/// drawn: exit 65, each number out of range named with its line, column and range, no file written.
@Suite("theme number ranges")
struct ThemeRangeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var theme: String
    /// Parts of the error each out-of-range key gives: "path (line 1, column N): expected ... from A to B".
    var expected: [String]
    var screen: [String] = []
    var command = "render"
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "huge sizes (SIGILL before)",
      theme: #"""
        { "fonts": { "text_size": 1e308 }, "avatar": { "size": 1e9 }, "canvas": { "padding_top": 1e300 },
          "kinds": { "link_preview": { "title_max_lines": 1e9 } } }
        """#,
      expected: [
        "fonts.text_size (line 1, column 27): expected a number from 1 to 200, found 1e+308",
        "avatar.size (line 1, column 56): expected a number from 1 to 200, found 1000000000",
        "canvas.padding_top (line 1, column 90): expected a number from 0 to 2000, found 1e+300",
        "kinds.link_preview.title_max_lines (line 2, column 51): expected a whole number from 1 to 20, found 1000000000",
      ]),
    Case(
      name: "huge spacing, padding and text (a hang before)",
      theme: #"""
        { "bubble": { "group_spacing": 1e6, "text_insets": { "top": 1e9 } }, "fonts": { "text_size": 10000 } }
        """#,
      expected: [
        "bubble.group_spacing (line 1, column 32): expected a number from 0 to 2000, found 1000000",
        "bubble.text_insets.top (line 1, column 61): expected a number from 0 to 2000, found 1000000000",
        "fonts.text_size (line 1, column 94): expected a number from 1 to 200, found 10000",
      ]),
    Case(
      name: "an inbox row height of 0 (a hang before)",
      theme: #"{ "screen": { "inbox": { "row_height": 0 } } }"#,
      expected: ["screen.inbox.row_height (line 1, column 40): expected a number from 1 to 2000, found 0"],
      command: "inbox"),
    Case(
      name: "a negative big-emoji size (Pango-CRITICAL before)",
      theme: #"{ "fonts": { "big_emoji_sizes": [64, -52, 44] } }"#,
      expected: ["fonts.big_emoji_sizes[1] (line 1, column 38): expected a number from 1 to 200, found -52"]),
    Case(
      name: "emoji panel values in screen mode (SIGILL before)",
      theme: #"{ "screen": { "emoji_panel": { "columns": 1e300, "row_height": 0, "emoji_size": 1e9 } } }"#,
      expected: [
        "screen.emoji_panel.columns (line 1, column 43): expected a whole number from 1 to 24, found 1e+300",
        "screen.emoji_panel.row_height (line 1, column 64): expected a number from 1 to 2000, found 0",
        "screen.emoji_panel.emoji_size (line 1, column 81): expected a number from 1 to 200, found 1000000000",
      ],
      screen: ["--screen", "390x844", "--input-state", "emoji"]),
    Case(
      name: "a font size of 0 or below (Pango-CRITICAL and exit 0 before)",
      theme: #"{ "fonts": { "text_size": 0 }, "names": { "size": -3 } }"#,
      expected: [
        "fonts.text_size (line 1, column 27): expected a number from 1 to 200, found 0",
        "names.size (line 1, column 51): expected a number from 1 to 200, found -3",
      ]),
    Case(
      name: "Int64.max and 1e300 in integer keys (unlocated before)",
      theme:
        #"{ "screen": { "input_bar": { "max_lines": 9223372036854775807 }, "inbox": { "preview_lines": 1e300 } } }"#,
      expected: [
        "screen.input_bar.max_lines (line 1, column 43): expected a whole number from 1 to 20, found 9.223372036854776e+18",
        "screen.inbox.preview_lines (line 1, column 94): expected a whole number from 1 to 20, found 1e+300",
      ]),
  ]

  @Test(arguments: cases)
  func isALocatedErrorThatWritesNothing(_ testCase: Case) async throws {
    try await withTemporaryDirectory { directory in
      let theme = try directory.write(testCase.theme, to: "theme.json")
      let output = directory.appending(file: "out.png")
      let input =
        testCase.command == "inbox"
        ? Paths.packageRoot.appendingPathComponent("Examples/inbox.json").path
        : try directory.write(ChatJSON.short, to: "chat.json").path
      let result = try await CLI.run(
        args: [testCase.command, input, "-o", output.path, "--theme", theme.path, "--scale", "1"] + testCase.screen)
      expectExit(result, 65)
      #expect(result.stderr.contains("\(theme.path): invalid theme"), "\(result.stderr)")
      for expected in testCase.expected {
        #expect(result.stderr.contains(expected), "\(expected)\n\(result.stderr)")
      }
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }

  /// Every number at the end of its range draws, silently: Pango and Cairo see nothing out of range.
  @Test(arguments: ["minimum", "maximum"])
  func aThemeAtTheEndsOfTheRangesDrawsWithoutComplaint(_ end: String) async throws {
    try await withTemporaryDirectory { directory in
      let theme = try directory.write(try Self.themeAt(end), to: "\(end).json")
      let input = Paths.corpus.appending(file: "media-gallery.json").path
      for extra in [["--screen", "390x844", "--input-state", "text", "--draft", "A draft of a few words"], []] {
        let output = directory.appending(file: "out.png")
        let result = try await CLI.run(
          args: ["render", input, "-o", output.path, "--theme", theme.path, "--scale", "1", "--quiet"] + extra)
        expectExit(result, 0)
        #expect(result.stderr.isEmpty, "\(result.stderr.prefix(2000))")
      }
    }
  }

  /// The issue's first row set every size at once (1e9, paddings 1e300, the text size 1e308) and
  /// crashed; here every number of default.json at once, in the list and in a phone screen with
  /// the emoji panel: each one is named with its location, and nothing is drawn.
  @Test(arguments: [1e9, 1e300, 1e308, -1e6])
  func everyNumberOutOfRangeAtOnceIsNamed(_ value: Double) async throws {
    try await withTemporaryDirectory { directory in
      var keys = 0
      let json = try Self.numbers(of: Self.defaultTheme(), path: "") { _ in
        keys += 1
        return value
      }
      let theme = try directory.write(try #require(json), to: "theme.json")
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let output = directory.appending(file: "out.png")
      for extra in [[], ["--screen", "390x844", "--input-state", "emoji"]] {
        let result = try await CLI.run(args: ["render", input.path, "-o", output.path, "--theme", theme.path] + extra)
        expectExit(result, 65)
        let named = result.stderr.split(separator: "\n").filter { $0.contains("(line 1, column ") }
        #expect(keys > 250 && named.count == keys, "\(named.count) of \(keys) keys named")
        #expect(!result.stderr.contains("CRITICAL"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
      }
    }
  }

  /// The panels and the inbox rows the issue's rows broke (emoji panel columns and sizes, inbox
  /// row height) drawn with every number at the end of its range: silently, exit 0.
  @Test(arguments: ["minimum", "maximum"])
  func panelsAndTheInboxAtTheEndsOfTheRangesDrawWithoutComplaint(_ end: String) async throws {
    try await withTemporaryDirectory { directory in
      let theme = try directory.write(try Self.themeAt(end), to: "\(end).json")
      let chat = Paths.corpus.appending(file: "direct-basics.json").path
      let inbox = Paths.packageRoot.appendingPathComponent("Examples/inbox.json").path
      for command in [
        ["render", chat, "--screen", "390x844", "--input-state", "emoji"],
        ["render", chat, "--screen", "390x844", "--input-state", "plus"],
        ["inbox", inbox], ["inbox", inbox, "--screen", "390x844"],
      ] {
        let output = directory.appending(file: "out.png")
        let result = try await CLI.run(args: command + ["-o", output.path, "--theme", theme.path, "--scale", "1"])
        expectExit(result, 0)
        #expect(result.stderr.isEmpty, "\(command): \(result.stderr.prefix(2000))")
        #expect(PNGInfo(contentsOf: output) != nil)
      }
    }
  }

  /// default.json with the built-in kinds' sections: every key a theme may set.
  static func defaultTheme() throws -> JSONNode {
    try ThemeLoader.defaultThemeNode(kinds: ContentNodeRegistry.standard.contentKinds)
  }

  /// An overlay setting every number of the default theme to the `end` of its key's range.
  static func themeAt(_ end: String) throws -> String {
    numbers(of: try defaultTheme(), path: "") { path in
      let range = ThemeNumberRange.forKey(path)
      return end == "maximum" ? range.maximum : range.minimum
    } ?? "{}"
  }

  /// `node`'s numbers, and the objects and lists holding them, as JSON; `nil` where there are none.
  static func numbers(of node: JSONNode, path: String, value: (String) -> Double) -> String? {
    switch node.value {
    case .number: return "\(value(path))"
    case .array(let elements):
      let items = elements.enumerated().compactMap { numbers(of: $1, path: "\(path)[\($0)]", value: value) }
      return items.isEmpty || items.count < elements.count ? nil : "[" + items.joined(separator: ", ") + "]"
    case .object(let members):
      let items = members.compactMap { member in
        numbers(of: member.value, path: path.isEmpty ? member.key : "\(path).\(member.key)", value: value)
          .map { "\"\(member.key)\": \($0)" }
      }
      return items.isEmpty ? nil : "{" + items.joined(separator: ", ") + "}"
    default: return nil
    }
  }
}
