import BubbleKit
import Foundation
import Testing

@testable import BubbleCore

/// Overrides laid over a loaded theme (`ThemeLoader.override`, the service's `theme-override`),
/// theme problems taken apart for placing (`ThemeError.locatedProblems`), and loaded themes as
/// request values (`LoadedTheme`).
@Suite struct ThemeOverrideTests {
  static let kinds = ContentNodeRegistry.standard.contentKinds

  @Test func anOverrideIsLaidOverTheThemeAsExtendsLaysAFile() throws {
    let telegram = try ThemeLoader.document(named: "telegram", kinds: Self.kinds)
    let overridden = try ThemeLoader.override(
      telegram, with: Data(##"{ "bubble": { "radius": 4 }, "outgoing": { "bubble": "#112233" } }"##.utf8),
      source: "theme-override", kinds: Self.kinds)
    let viaExtends = try ThemeLoader.decode(
      Data(##"{ "extends": "telegram", "bubble": { "radius": 4 }, "outgoing": { "bubble": "#112233" } }"##.utf8),
      source: "t.json", kinds: Self.kinds)
    #expect(overridden.theme == viaExtends)
    #expect(overridden.theme.fonts.files == telegram.theme.fonts.files)
    #expect(
      try ThemeLoader.override(telegram, with: Data("{}".utf8), source: "o", kinds: Self.kinds).theme == telegram.theme)
  }

  @Test func anOverrideNamesNoFileAndKeepsTheRanges() throws {
    let base = try ThemeLoader.document(named: "default", kinds: Self.kinds)
    let cases = [
      (#"{ "fonts": { "files": [] } }"#, "fonts.files", 1, 14),
      (#"{ "extends": "telegram" }"#, "extends", 1, 3),
      (#"{ "bubble": { "radius": -1 } }"#, "bubble.radius", 1, 25),
    ]
    for (text, keyPath, line, column) in cases {
      #expect {
        try ThemeLoader.override(base, with: Data(text.utf8), source: "theme-override", kinds: Self.kinds)
      } throws: { error in
        let problem = (error as? ThemeError)?.locatedProblems.first
        return problem?.keyPath == keyPath && problem?.location == JSONLocation(line: line, column: column)
      }
    }
  }

  @Test func problemsAreTakenApartIntoKeyPlaceAndMessage() {
    let problems = ThemeError(
      source: "/t/acme.json",
      problems: [
        "bubble.radius (line 3, column 14): expected a number from 0 to 2000, found 5000",
        "extends: a cycle or a chain deeper than 8: a -> b",
        "malformed JSON at line 2, column 5: unexpected end of input",
        "expected a JSON object at the top level, found an array",
        "fonts.big_emoji_sizes[1] (line 1, column 38): expected a number from 1 to 200, found -52",
      ]
    ).locatedProblems
    #expect(
      problems.map { $0.line(file: "acme.json") } == [
        "acme.json:3:14: bubble.radius: expected a number from 0 to 2000, found 5000",
        "acme.json: extends: a cycle or a chain deeper than 8: a -> b",
        "acme.json:2:5: malformed JSON: unexpected end of input",
        "acme.json: expected a JSON object at the top level, found an array",
        "acme.json:1:38: fonts.big_emoji_sizes[1]: expected a number from 1 to 200, found -52",
      ])
  }

  @Test func loadedThemesAreEqualByNameAndContent() throws {
    let theme = try ThemeLoader.load("default")
    var other = theme
    other.outgoing.bubble = RGBColor(red: 1, green: 0, blue: 0)
    #expect(LoadedTheme(name: "a", theme: theme) == LoadedTheme(name: "a", theme: theme))
    #expect(LoadedTheme(name: "a", theme: theme).hashValue == LoadedTheme(name: "a", theme: theme).hashValue)
    #expect(LoadedTheme(name: "a", theme: theme) != LoadedTheme(name: "a", theme: other))
    #expect(LoadedTheme(name: "a", theme: theme) != LoadedTheme(name: "b", theme: theme))
    let encoded = try JSONEncoder().encode(ThemeChoice.loaded(LoadedTheme(name: "a", theme: other)))
    #expect(try JSONDecoder().decode(ThemeChoice.self, from: encoded) == .loaded(LoadedTheme(name: "a", theme: other)))
  }
}
