import BubbleKit
import BubbleSnapshotTesting
import CGraphics
import Foundation
import Testing

@testable import BubbleGraphics

/// Where text breaks and is cut: a long hyphenated word breaks without hyphens of Pango's own
/// ("ious-", a lone "m-"), a file name cut in the middle has no gap after its "…", and
/// Telegram's system notice does not wrap a line early, leaving a character alone.
@Suite struct TextBreakTests {
  static let word =
    "Supercalifragilisticexpialidocious-antidisestablishmentarianism-pneumonoultramicroscopicsilicovolcanoconiosis"

  static func text(_ string: String, bold: Bool = false, truncation: TextTruncation = .none) -> StyledText {
    StyledText(
      string, font: FontSpec(families: ["Noto Sans"], size: 16, bold: bold), color: .black, truncation: truncation)
  }

  /// The glyphs a layout draws, over all its lines.
  static func glyphCount(_ shaped: ShapedText) -> Int {
    var count = 0
    for index in 0..<Int(pango_layout_get_line_count(shaped.layout.layout)) {
      var runs = pango_layout_get_line_readonly(shaped.layout.layout, Int32(index))?.pointee.runs
      while let node = runs {
        if let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
          count += Int(run.pointee.glyphs.pointee.num_glyphs)
        }
        runs = node.pointee.next
      }
    }
    return count
  }

  /// Broken over lines at any width, the word draws the glyphs it draws on one line: no hyphen
  /// is added at a break.
  @Test func breakingAWordAddsNoHyphen() throws {
    let fonts = try FontSystem()
    let whole = Self.glyphCount(fonts.shape(Self.text(Self.word), maxWidth: nil))
    for width in stride(from: 120.0, through: 300, by: 7) {
      let shaped = fonts.shape(Self.text(Self.word), maxWidth: width)
      #expect(shaped.metrics.lineCount > 1)
      #expect(Self.glyphCount(shaped) == whole, "width \(width)")
    }
  }

  /// A name cut in the middle is as wide as its text: the "…" is not stretched over what was cut.
  @Test func aMiddleCutLeavesNoGap() throws {
    let fonts = try FontSystem()
    let name = "hiking-route-final-version-2026-11-22.gpx"
    for width in stride(from: 80.0, through: 300, by: 11) {
      let shaped = fonts.shape(Self.text(name, bold: true, truncation: .middle), maxWidth: width)
      let shown = shaped.laidOutText
      #expect(shaped.metrics.lineCount == 1)
      #expect(shaped.size.width <= width)
      var whole = shown
      whole.truncation = .none
      let natural = fonts.shape(whole, maxWidth: nil).size.width
      #expect(abs(shaped.size.width - natural) < 0.01, "width \(width): \(shown.string)")
      if shown.string != name {
        #expect(shown.string.filter { $0 == "…" }.count == 1, "width \(width): \(shown.string)")
        #expect(shown.string.hasPrefix("hik") && shown.string.hasSuffix("gpx"), "\(shown.string)")
      }
    }
  }

  static let breaks = """
    { "kind": "group", "me": "me", "participants": [
        { "id": "me", "name": "Me" }, { "id": "bob", "name": "Bob Martin" }
      ], "messages": [
      { "id": "1", "type": "system", "time": "2026-11-19T10:00:00Z", "text": "Bob Martin created the group \\"Release crew 🚀\\"" },
      { "id": "2", "from": "bob", "time": "2026-11-19T10:01:00Z", "text": "\(word)" },
      { "id": "3", "from": "me", "time": "2026-11-19T10:02:00Z", "status": "read",
        "media": { "type": "file", "name": "hiking-route-final-version-2026-11-22.gpx", "size": 48213 } }
    ] }
    """

  /// The three in iMessage (narrow bubbles: the word breaks often) and Telegram (the notice).
  @Test(arguments: ["imessage", "telegram"])
  func breaksAndCuts(theme: String) throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(Self.breaks), named: "text-breaks-\(theme)", theme: try ThemeLoader.load(theme),
      options: TestSupport.patientOptions(scale: 2))
  }

  /// Telegram's notice "Bob Martin created the group "Release crew 🚀"" is one line at 390 pt, as
  /// tall as the date pill above it (it wrapped at 80% of the width, leaving `🚀"` alone).
  @Test func telegramsNoticeFitsOneLine() throws {
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load("telegram"))
    let text = BubbleLayoutText.text(of: try TestSupport.conversation(Self.breaks), renderer: renderer)
    let lines = text.split(separator: "\n")
    func pillHeight(after heading: String) throws -> Substring {
      let index = try #require(lines.firstIndex { $0.hasPrefix(heading) })
      return try #require(lines[index + 1].split(separator: " ").last)
    }
    #expect(try pillHeight(after: "notice 1") == pillHeight(after: "date_separator"))
  }
}
