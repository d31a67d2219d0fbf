import Foundation
import Testing

@testable import BubbleCore

/// The built-in palettes colour every kind legibly on their own background.
struct SyntaxPaletteTests {
  @Test(arguments: ["light", "dark"])
  func everyKindIsColouredAndLegible(name: String) {
    let palette = name == "light" ? SyntaxPalette.light : .dark
    for kind in CodeTokenKind.allCases {
      guard let color = palette.color(for: kind) else {
        Issue.record("\(name) has no colour for \(kind)")
        continue
      }
      let contrast = Self.contrast(color, palette.background)
      #expect(contrast >= 4.5, "\(name) \(kind): contrast \(contrast) on its background")
    }
    #expect(Self.contrast(palette.foreground, palette.background) >= 7)
  }

  @Test func keywordsStringsAndCommentsLookApart() {
    for palette in [SyntaxPalette.light, .dark] {
      let main: [CodeTokenKind] = [.keyword, .string, .comment, .number, .function, .type]
      #expect(Set(main.compactMap { palette.color(for: $0) }).count == main.count)
    }
  }

  @Test func runsColourTheTokensInOrder() {
    let code = "let x = 1 // one"
    let tokens = CodeTokenizer.tokens(in: code, language: .swift)
    let runs = SyntaxPalette.light.runs(for: tokens)
    #expect(runs.map(\.utf8Range) == tokens.map(\.utf8Range))
    #expect(runs.first?.attributes.color == SyntaxPalette.light.color(for: .keyword))
    #expect(runs.last?.attributes.color == SyntaxPalette.light.color(for: .comment))
    var plain = SyntaxPalette.light
    plain.colors[.comment] = nil
    #expect(plain.runs(for: tokens).count == tokens.count - 1, "a kind without a colour keeps the text's")
  }

  /// WCAG's contrast ratio.
  static func contrast(_ a: RGBColor, _ b: RGBColor) -> Double {
    func luminance(_ color: RGBColor) -> Double {
      func channel(_ value: Double) -> Double {
        value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }
    let (lighter, darker) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
    return (lighter + 0.05) / (darker + 0.05)
  }
}
