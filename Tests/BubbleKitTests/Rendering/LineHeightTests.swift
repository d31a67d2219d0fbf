import BubbleKit
import Foundation
import Testing

@testable import BubbleGraphics

/// Lines are spaced by the theme's font, not by each fallback font's metrics: an Arabic line was
/// about 1.6 times as tall as a Latin one (Noto Sans Arabic's ascent and descent), a line mixing
/// English, Arabic and Chinese taller than its neighbours, and the inbox's right-to-left row
/// sat about 10 pt lower.
@Suite struct LineHeightTests {
  static let families = [
    "Noto Sans", "Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
  ]
  static let samples = [
    "Gate 7 at 7:30", "مرحبا بكم", "שלום לכולם", "周六见，好的", "नमस्ते दोस्तों", "👍🏽🎉", "English, العربية, 中文.",
  ]

  static func text(_ string: String, lineHeight: TextLineHeight = .font) -> StyledText {
    StyledText(string, font: FontSpec(families: families, size: 16), color: .black, lineHeight: lineHeight)
  }

  /// One line of any script is as tall as a Latin line, with its baseline where Latin's is.
  @Test func everyScriptsLineIsALatinLine() throws {
    let fonts = try FontSystem()
    let latin = fonts.shape(Self.text("Gate"), maxWidth: nil).metrics
    for sample in Self.samples {
      let metrics = fonts.shape(Self.text(sample), maxWidth: nil).metrics
      #expect(metrics.size.height == latin.size.height, "\(sample)")
      #expect(metrics.firstBaseline == latin.firstBaseline, "\(sample)")
    }
    // Without the grid, Pango makes the Arabic line about 1.55 times as tall.
    let arabic = fonts.shape(Self.text("مرحبا بكم", lineHeight: .glyphs), maxWidth: nil).metrics
    #expect(arabic.size.height > latin.size.height * 1.4)
  }

  /// Wrapped lines of mixed scripts are a Latin line's height apart, however they mix.
  @Test func wrappedLinesAreEvenlySpaced() throws {
    let fonts = try FontSystem()
    let pitch = fonts.shape(Self.text("Gate"), maxWidth: nil).size.height
    let mixed = Self.text(
      "English, العربية and 中文 on one line; שלום, नमस्ते and 👍🏽 on the next, then Latin alone and مرحبا بكم again")
    let shaped = fonts.shape(mixed, maxWidth: 150)
    let lines = shaped.layout.placedLines(inWidth: 150)
    #expect(lines.count == shaped.metrics.lineCount)
    #expect(lines.count >= 5)
    #expect(abs(shaped.size.height - pitch * Double(lines.count)) < 0.01)
    for (upper, lower) in zip(lines, lines.dropFirst()) {
      #expect(abs(lower.baseline - upper.baseline - pitch) < 0.01)
    }
  }

  static let scripts = """
    { "kind": "group", "me": "me", "participants": [
        { "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann Lee" }, { "id": "raj", "name": "ليلى" }
      ], "messages": [
      { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z",
        "text": "Two Latin lines, long enough to wrap inside the bubble at this width" },
      { "id": "2", "from": "raj", "time": "2026-03-01T10:01:00Z",
        "text": "مرحبا، هذه رسالة طويلة بما يكفي لتلتف على سطرين داخل الفقاعة" },
      { "id": "3", "from": "me", "time": "2026-03-01T10:02:00Z", "status": "read",
        "text": "English, العربية and 中文 on each line: English, العربية and 中文 again, then English, العربية, 中文." },
      { "id": "4", "from": "ann", "time": "2026-03-01T10:03:00Z", "text": "周六的天气预报看起来不错" }
    ] }
    """

  /// Four bubbles: two Latin lines, two Arabic lines of the same height, three evenly spaced
  /// mixed lines, and a Chinese line as tall as a Latin one.
  @Test func scriptsShareTheLineHeight() throws {
    let conversation = try TestSupport.conversation(Self.scripts)
    try Snapshot.assertRender(
      of: conversation, named: "line-height-scripts", options: TestSupport.patientOptions(scale: 2))
    try Snapshot.assertLayout(of: conversation, named: "line-height-scripts")
  }
}
