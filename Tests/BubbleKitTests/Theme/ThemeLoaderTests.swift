import BubbleKit
import Foundation
import Testing

@Suite struct ThemeLoaderTests {
  @Test func defaultThemeLoadsAndIsListed() throws {
    let theme = try ThemeLoader.defaultTheme()
    #expect(theme.name == "default")
    #expect(theme.bubble.radius == 16)
    #expect(ThemeLoader.builtInNames().contains("default"))
  }

  @Test func aPartialThemeOverridesOnlyWhatItSays() throws {
    let theme = try ThemeLoader.decode(
      Data(#"{ "name": "mine", "bubble": { "radius": 12 } }"#.utf8), source: "mine.json")
    let base = try ThemeLoader.defaultTheme()
    #expect(theme.bubble.radius == 12)
    #expect(theme.bubble.mergedRadius == base.bubble.mergedRadius)
    #expect(theme.incoming == base.incoming)
  }

  @Test func unknownKeysAreErrorsWithTheirPath() {
    #expect {
      try ThemeLoader.decode(Data(#"{ "bubble": { "radios": 12 } }"#.utf8), source: "t.json")
    } throws: { error in
      "\(error)".contains("bubble.radios (line 1, column 15): unknown key")
    }
  }

  @Test func badColoursAndTypesNameTheKey() {
    #expect {
      try ThemeLoader.decode(Data(##"{ "incoming": { "bubble": "#GGG" } }"##.utf8), source: "t.json")
    } throws: { error in
      "\(error)".contains("incoming.bubble") && "\(error)".contains("#RRGGBB")
    }
    #expect {
      try ThemeLoader.decode(Data(#"{ "bubble": { "radius": "big" } }"#.utf8), source: "t.json")
    } throws: { error in
      "\(error)".contains("bubble.radius") && "\(error)".contains("number")
    }
  }

  @Test func unknownThemeNamesListTheBuiltInOnes() {
    #expect {
      try ThemeLoader.load("nosuch")
    } throws: { error in
      "\(error)".contains("default")
    }
  }
}

@Suite struct ThemeLoaderLocationTests {
  @Test func errorsCarryLineAndColumn() {
    let json = """
      {
        "bubble": {
          "radius": "big"
        },
        "avatar": { "shape": "hexagon" }
      }
      """
    #expect {
      try ThemeLoader.decode(Data(json.utf8), source: "t.json")
    } throws: { error in
      "\(error)".contains("bubble.radius (line 3, column 15)")
    }
    #expect {
      try ThemeLoader.decode(Data(#"{ "avatar": { "shape": "hexagon" } }"#.utf8), source: "t.json")
    } throws: { error in
      "\(error)".contains("avatar.shape") && "\(error)".contains("\"circle\", \"rounded\", \"square\"")
    }
    #expect {
      try ThemeLoader.decode(Data("{ \"bubble\": ".utf8), source: "t.json")
    } throws: { error in
      "\(error)".contains("malformed JSON at line 1")
    }
  }
}
