import Foundation
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// Messages far longer than a page: their cost grows with their length (issue 11), they are cut
/// where a limit says so, and a page draws only what reaches into it, the same pixels as the
/// whole image.
@Suite struct LongMessageTests {
  private func message(_ text: String) -> String {
    #"{ "me": "me", "participants": [{ "id": "me" }, { "id": "ann", "name": "Ann" }], "messages": ["#
      + #"{ "id": "1", "from": "ann", "time": 1763600000, "text": \#(text) }] }"#
  }

  private func segments(_ count: Int, styles: [String]) -> String {
    "[" + (0..<count).map { #"{ "type": "\#(styles[$0 % styles.count])", "text": "a" }"# }.joined(separator: ",") + "]"
  }

  @Test func sixtyFiveThousandOneCharacterSegmentsAreCutAtTheThousandthRun() async throws {
    // Past the default segment budget (50,000): raised, to see what the text layout does.
    var limits = DecodingLimits()
    limits.maxSegments = 100_000
    let json = message(segments(65_000, styles: ["bold", "code", "text_link", "spoiler", "plain"]))
    let conversation = try ConversationDecoder.decode(Data(json.utf8), limits: limits).get().conversation
    let fonts = try FontSystem()
    fonts.recordsShapedTexts = true
    let renderer = ConversationRenderer(theme: try TestSupport.defaultTheme(), registry: .standard, fonts: fonts)
    let result = try await renderer.render(conversation, options: TestSupport.patientOptions(), baseDirectory: nil)
    let paragraph = try #require(fonts.shapedTexts.first { $0.text.string.utf8.count == 65_000 })
    // The plain stretches carry no run: 1,000 runs reach the 1,250th character.
    #expect(paragraph.text.runs.count == 52_000)
    #expect(paragraph.laidOutText.runs.count == TextLayoutLimits.styledRuns)
    #expect(paragraph.laidOutText.string == String(repeating: "a", count: 1250) + "\u{2026}")
    #expect(result.pages.count == 1)
  }

  @Test func aContactSheetOfA64KiBWordDrawsEachColumnCutAtTheImageLimit() async throws {
    let word = String(repeating: "a", count: 64 * 1024)
    let conversation = try TestSupport.conversation(message("\"\(word)\""))
    let columns = try ["default", "wechat"].map { ContactSheet.Column(name: $0, theme: try ThemeLoader.load($0)) }
    let sheet = try await ContactSheet.render(
      conversation, columns: columns, options: TestSupport.patientOptions(scale: 1), baseDirectory: nil)
    #expect(sheet.truncated)
    #expect(sheet.pixelHeight == TestSupport.patient(RenderOptions(scale: 1)).maxPageHeight)
    #expect(RasterImage.decodePNG(sheet.png)?.width == 2 * 390 + 3 * 8)
  }

  /// Code blocks, quotes, spoilers and a long word over several pages: each page draws only the
  /// blocks, lines and speckles that reach into it, and the pages stacked are the whole image.
  @Test func pagesOfATallMessageStackToTheWholeImage() async throws {
    let parts = (0..<40).map { index in
      switch index % 4 {
      case 0: #"{ "type": "pre", "text": "let x\#(index) = 1" }"#
      case 1: #"{ "type": "blockquote", "text": "quoted \#(index)" }"#
      case 2: #"{ "type": "spoiler", "text": "hidden words over a line or two, \#(index)" }"#
      default: #""\#(String(repeating: "w", count: 300)) ""#
      }
    }
    let conversation = try TestSupport.conversation(message("[" + parts.joined(separator: ",") + "]"))
    let whole = try await TestSupport.render(
      conversation, options: TestSupport.patient(RenderOptions(scale: 1)), baseDirectory: nil)
    let paged = try await TestSupport.render(
      conversation, options: TestSupport.patient(RenderOptions(scale: 1, maxPageHeight: 256)), baseDirectory: nil)
    #expect(whole.pages.count == 1)
    #expect(paged.pages.count > 4)
    let wholePixels = try #require(RasterImage.decodePNG(whole.pages[0].png)).argbPixels()
    let pagePixels = try paged.pages.flatMap { try #require(RasterImage.decodePNG($0.png)).argbPixels() }
    #expect(pagePixels == wholePixels)
  }
}
