import Foundation
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// Defence in depth (issue 11): even a number that got past the edge (a theme built in code, an
/// option passed straight from a request) cannot trap a conversion, hang a loop or reach Pango and
/// Cairo out of their range.
@Suite struct NumberSafetyTests {
  @Test func saturatingConversionsNeverTrap() {
    #expect(Int.saturating(2.5) == 3)
    #expect(Int.saturating(-2.5) == -3)
    #expect(Int.saturating(2.9, rounding: .down) == 2)
    #expect(Int.saturating(1e300) == .max && Int.saturating(-1e300) == .min)
    #expect(Int.saturating(.infinity) == .max && Int.saturating(-.infinity) == .min)
    #expect(Int.saturating(.nan) == 0)
    #expect(Int.saturating(9_223_372_036_854_775_807.0) == .max, "2^63 rounds past Int.max")
    #expect(Int32.saturating(3e9) == .max && Int32.saturating(-3e9) == .min)
    #expect(Int.saturating(.nan, in: 1...5) == 1 && Int.saturating(1e300, in: 1...5) == 5)
  }

  @Test func pangoNeverSeesAFontSizeOutOfRange() throws {
    let fonts = try FontSystem()
    var sizes: [Double] = []
    for size in [0, -5, .nan, 1e-300, 1e300, .infinity] {
      let text = StyledText(
        "Hello", font: FontSpec(families: ["Noto Sans"], size: size), color: RGBColor(red: 0, green: 0, blue: 0))
      let metrics = fonts.measure(text, maxWidth: 1e300)
      #expect(metrics.size.width.isFinite && metrics.size.height.isFinite, "\(size)")
      sizes.append(metrics.size.height)
    }
    let smallest = fonts.measure(
      StyledText("Hello", font: FontSpec(families: ["Noto Sans"], size: 1), color: RGBColor(red: 0, green: 0, blue: 0)),
      maxWidth: nil)
    #expect(sizes[0] == smallest.size.height, "0 pt is drawn at the smallest size, 1 pt")
    #expect(sizes[4] > sizes[0] && sizes[4] < 2000, "1e300 pt is drawn at the largest, 1000 pt")
  }

  @Test func aWaveformOfHairlineBarsIsBounded() {
    #expect(VoiceWaveform.barCount(width: 200, barWidth: 1e-300, gap: 0) == VoiceWaveform.maxBarCount)
    #expect(VoiceWaveform.barCount(width: 200, barWidth: 3, gap: 2) == 40)
  }

  @Test func theEmojiGridHasNoMoreCellsThanEmoji() throws {
    var style = try ThemeLoader.defaultTheme().screen.emojiPanel
    style.rowHeight = 1e-300
    style.columns = .max
    let panel = Rect(x: 0, y: 0, width: 390, height: 300)
    #expect(EmojiPanelChrome.cells(in: panel, style: style, homeArea: 34, count: 5).count == 5)
    style.rowHeight = 0
    #expect(EmojiPanelChrome.cells(in: panel, style: style, homeArea: 34, count: 5).count <= 5)
    var plus = try ThemeLoader.defaultTheme().screen.plusPanel
    plus.columns = .max
    #expect(PlusPanelChrome.tiles(in: panel, style: plus, count: 9).count == 9)
  }

  @Test func pagesOfAnAbsurdHeightNeverLoopForever() {
    #expect(Paginator.pages(totalHeight: .nan, rowBounds: [], scale: 2, maxPageHeight: 1000) == [0..<1])
    let pages = Paginator.pages(totalHeight: 100, rowBounds: [(0, 100)], scale: 1, maxPageHeight: 0)
    #expect(pages.count == 100 && pages.allSatisfy { $0.count == 1 })
  }

  // MARK: Options passed straight to a renderer

  @Test func aRendererRefusesOptionsOutOfRangeNamingThem() async throws {
    let conversation = try TestSupport.corpusConversation("direct-basics")
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let cases: [(RenderOptions, String)] = [
      (TestSupport.patient(RenderOptions(width: 1e300)), "width must be between 200 and 2000 points"),
      (TestSupport.patient(RenderOptions(width: .nan)), "width must be between 200 and 2000 points"),
      (TestSupport.patient(RenderOptions(scale: .max)), "scale must be 1, 2 or 3"),
      (TestSupport.patient(RenderOptions(maxPageHeight: 0)), "maxPageHeight must be between 256 and 32767"),
      (TestSupport.patient(RenderOptions(pngCompressionLevel: .max)), "pngCompressionLevel must be between 0 and 9"),
    ]
    for (options, message) in cases {
      await #expect {
        try await renderer.render(conversation, options: options, baseDirectory: TestSupport.corpus)
      } throws: { error in
        "\(error)".contains(message)
      }
    }
  }

  @Test func screenAndInboxRenderersRefuseSizesOutOfRange() async throws {
    let conversation = try TestSupport.conversation(ScreenFixtures.short)
    let screens = try ScreenRenderer(theme: try TestSupport.defaultTheme())
    await #expect {
      try await screens.render(
        conversation, screen: ScreenOptions(size: Size(width: 1e300, height: 844)), baseDirectory: nil)
    } throws: { "\($0)".contains("the screen must be 240 to 1400 points wide and 480 to 3000 high") }
    await #expect {
      try await screens.render(
        conversation, screen: ScreenOptions(inputState: InputBarState(.text, keyboardHeight: 1e300)), baseDirectory: nil
      )
    } throws: { "\($0)".contains("the keyboard must be 100 to 590 points high") }
    let inboxes = try InboxRenderer(theme: try TestSupport.defaultTheme())
    await #expect {
      try await inboxes.render(try InboxSnapshotTests.exampleInbox(), size: Size(width: 390, height: .infinity))
    } throws: { "\($0)".contains("the screen must be 240 to 1400 points wide") }
  }
}
