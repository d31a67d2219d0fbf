import Foundation
import Testing

@testable import BubbleKit

/// A theme's decoding errors are worded by one function (`ThemeLoader.problem(in:)`), located in
/// the file for the theme's own keys and by key path for a kind's section.
@Suite struct ThemeDecodingErrorWordingTests {
  @Test func keysOfTheThemeAreLocatedInTheFile() {
    #expect {
      try ThemeLoader.decode(Data(#"{ "bubble": { "radius": "round" } }"#.utf8), source: "t.json")
    } throws: { "\($0)".contains("bubble.radius (line 1, column 25): expected a number") }
    #expect {
      try ThemeLoader.decode(Data(#"{ "fonts": { "big_emoji_sizes": [48, "big"] } }"#.utf8), source: "t.json")
    } throws: { "\($0)".contains("fonts.big_emoji_sizes[1] (line 1, column 38): expected a number") }
  }

  @Test func keysOfAKindSectionAreNamedByPath() throws {
    var theme = try ThemeLoader.defaultTheme()
    theme.kinds = ["voice": .object(["bar_width": .string("thin")])]
    #expect(
      theme.kindSectionProblems(kinds: ContentNodeRegistry.standard.contentKinds) == [
        "kinds.voice.bar_width: expected a number"
      ])
  }
}
