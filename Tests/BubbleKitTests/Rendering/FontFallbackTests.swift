import BubbleGraphics
import BubbleKit
import Testing

/// Font fallback through the private fontconfig set-up: emoji in colour,
/// CJK in the CJK face, and digits and punctuation never stolen by the emoji font.
@Suite struct FontFallbackTests {
  private func families(_ string: String) throws -> [(text: String, family: String)] {
    let theme = try TestSupport.defaultTheme()
    let text = StyledText(string, font: FontSpec(families: theme.fonts.families, size: 16), color: .black)
    return try FontSystem().fontFamilies(of: text)
  }

  private func family(of fragment: String, in runs: [(text: String, family: String)]) -> String? {
    runs.first { $0.text.contains(fragment) }?.family
  }

  @Test func eachScriptGetsItsFace() throws {
    let runs = try families("7:30 at the gate 👍 周六 ☀️ 1️⃣ © # 12 مرحبا שלום नमस्ते สวัสดี")
    #expect(family(of: "7:30", in: runs) == "Noto Sans")
    #expect(family(of: "👍", in: runs) == "Noto Color Emoji")
    #expect(family(of: "☀️", in: runs) == "Noto Color Emoji")
    #expect(family(of: "1️⃣", in: runs) == "Noto Color Emoji")
    #expect(family(of: "周六", in: runs) == "Noto Sans CJK SC")
    #expect(family(of: "مرحبا", in: runs) == "Noto Sans Arabic")
    #expect(family(of: "שלום", in: runs) == "Noto Sans Hebrew")
    #expect(family(of: "नमस्ते", in: runs) == "Noto Sans Devanagari")
    #expect(family(of: "สวัสดี", in: runs) == "Noto Sans Thai")
  }

  @Test func digitsAndPunctuationStayInTheTextFont() throws {
    let runs = try families("1 # © ™ 12:30, (ok)!")
    #expect(runs.allSatisfy { $0.family == "Noto Sans" }, "\(runs)")
  }

  @Test func emojiSequencesStayWhole() throws {
    let runs = try families("👨‍👩‍👧‍👦🇨🇳👋🏿")
    #expect(runs.allSatisfy { $0.family == "Noto Color Emoji" }, "\(runs)")
  }

  /// A theme names the emoji font first in `emoji_families`: the emoji it has are drawn from it,
  /// the others still in colour from Noto; digits stay in the text font. (Debian 12 has no
  /// second colour emoji font, so the monochrome Noto Sans Symbols2 stands in for one.)
  @Test func aThemePinsItsOwnEmojiFont() throws {
    var theme = try TestSupport.defaultTheme()
    theme.fonts.emojiFamilies = ["Noto Sans Symbols2"]
    let text = StyledText("☀️ 😂 12", font: FontSpec(families: theme.fonts.families, size: 16), color: .black)
    let pinned = try FontSystem(theme: theme).fontFamilies(of: text)
    #expect(family(of: "☀️", in: pinned) == "Noto Sans Symbols2")
    #expect(family(of: "😂", in: pinned) == "Noto Color Emoji")
    #expect(family(of: "12", in: pinned) == "Noto Sans")
    let standard = try FontSystem(theme: TestSupport.defaultTheme()).fontFamilies(of: text)
    #expect(family(of: "☀️", in: standard) == "Noto Color Emoji")
  }
}
