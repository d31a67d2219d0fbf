import Foundation
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// Each text block is shaped once: the layout keeps what it measured and drawing reuses it.
/// A font system that records what it shapes shows any text laid out twice.
@Suite struct ShapingCountTests {
  private func recordingFonts() throws -> FontSystem {
    let fonts = try FontSystem()
    fonts.recordsShapedTexts = true
    return fonts
  }

  /// The default options with a page height and the suite's patience (counts are under test here,
  /// not time).
  private static func patient(maxPageHeight: Int) -> RenderOptions {
    var options = TestSupport.patientOptions()
    options.maxPageHeight = maxPageHeight
    return options
  }

  /// The texts shaped more than once (same text, same width), with how often.
  private func shapedTwice(_ fonts: FontSystem) -> [String] {
    var counts: [ShapedText: Int] = [:]
    for shaped in fonts.shapedTexts { counts[shaped, default: 0] += 1 }
    return counts.filter { $0.value > 1 }.map { "\($0.key) x\($0.value)" }.sorted()
  }

  @Test(arguments: ["direct-basics", "group-rich-text", "media-gallery", "scripts-and-emoji"])
  func aConversationShapesEachTextOnce(sample: String) async throws {
    let fonts = try recordingFonts()
    let renderer = ConversationRenderer(theme: try TestSupport.defaultTheme(), registry: .standard, fonts: fonts)
    let result = try await renderer.render(
      try TestSupport.corpusConversation(sample), options: Self.patient(maxPageHeight: 1024),
      baseDirectory: TestSupport.corpus)
    #expect(result.pages.count >= 1)
    #expect(fonts.shapedTextCount > 10)
    #expect(shapedTwice(fonts).isEmpty, "shaped twice: \(shapedTwice(fonts))")
  }

  @Test(arguments: [InputBarMode.text, .emoji, .plus])
  func aPhoneScreenShapesEachTextOnce(mode: InputBarMode) async throws {
    let fonts = try recordingFonts()
    let renderer = ScreenRenderer(theme: try TestSupport.defaultTheme(), registry: .standard, fonts: fonts)
    _ = try await renderer.render(
      try TestSupport.corpusConversation("group-rich-text"),
      screen: ScreenOptions(inputState: InputBarState(mode), draft: "See you at seven"),
      options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
    #expect(shapedTwice(fonts).isEmpty, "shaped twice: \(shapedTwice(fonts))")
  }

  @Test func anInboxShapesEachTextOnce() async throws {
    let fonts = try recordingFonts()
    _ = try await InboxRenderer(theme: try TestSupport.defaultTheme(), fonts: fonts).render(
      try InboxSnapshotTests.exampleInbox(), options: TestSupport.patientOptions())
    #expect(shapedTwice(fonts).isEmpty, "shaped twice: \(shapedTwice(fonts))")
  }

  @Test func aSecondRenderShapesNoText() async throws {
    let fonts = try recordingFonts()
    let renderer = ConversationRenderer(theme: try TestSupport.defaultTheme(), registry: .standard, fonts: fonts)
    let conversation = try TestSupport.corpusConversation("group-rich-text")
    let first = try await renderer.render(
      conversation, options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
    let shaped = fonts.shapedTextCount
    #expect(shaped > 20)
    let second = try await renderer.render(
      conversation, options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
    #expect(fonts.shapedTextCount == shaped)
    #expect(first.pages.map(\.png) == second.pages.map(\.png))
  }

  /// The renderer's statistics say the same: a second render of a conversation with images
  /// shapes no text, decodes no image and lays out no row.
  @Test func aSecondRenderRepeatsNoWork() async throws {
    let renderer = ConversationRenderer(
      theme: try TestSupport.defaultTheme(), registry: .standard, fonts: try FontSystem())
    let conversation = try TestSupport.corpusConversation("media-gallery")
    let first = try await renderer.render(
      conversation, options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus
    ).statistics
    #expect(first.textsShaped > 10 && first.imagesDecoded > 3 && first.rowsLaidOut > 5, "\(first)")
    let second = try await renderer.render(
      conversation, options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus
    ).statistics
    #expect(second.textsShaped == 0 && second.imagesDecoded == 0 && second.rowsLaidOut == 0, "\(second)")
  }

  /// Drawing only reads layouts: once laid out, a conversation, a phone screen, an inbox and a
  /// contact sheet draw without asking the font system for any text, shaped or not.
  @Test func drawingAsksForNoText() async throws {
    let fonts = try recordingFonts()
    let theme = try TestSupport.defaultTheme()
    let conversation = try TestSupport.corpusConversation("group-rich-text")
    let canvas = try Canvas(pixelWidth: 390, pixelHeight: 844, scale: 1)

    let list = ConversationRenderer(theme: theme, registry: .standard, fonts: fonts)
      .layout(conversation, options: TestSupport.patient(RenderOptions()), media: .empty)
    let screen = ScreenRenderer(theme: theme, registry: .standard, fonts: fonts)
      .layout(conversation, screen: ScreenOptions(inputState: InputBarState(.text), draft: "Hi"), media: .empty)
    let inboxRenderer = InboxRenderer(theme: theme, fonts: fonts)
    let inbox = inboxRenderer.layout(
      try InboxSnapshotTests.exampleInbox(), size: Size(width: 390, height: 844),
      options: TestSupport.patient(RenderOptions()), now: nil
    ).placingScene(totalUnread: 3, theme: theme, fonts: fonts, media: [:])
    #expect(screen.scene.textCount > 10)
    #expect(inbox.scene.textCount > 10)

    let requests = fonts.shapeRequestCount
    list.draw(visible: Rect(x: 0, y: 0, width: 390, height: list.height), context: DrawContext(canvas: canvas))
    screen.scene.draw(on: canvas)
    inbox.scene.draw(on: canvas)
    #expect(fonts.shapeRequestCount == requests)
  }

  /// The same text at the same width is shaped once and shared; another width is another text.
  @Test func aTextIsShapedOncePerWidth() async throws {
    let fonts = try recordingFonts()
    let text = StyledText("again", font: FontSpec(families: ["Noto Sans"], size: 16), color: .black)
    let first = fonts.shape(text, maxWidth: 100)
    #expect(fonts.shape(text, maxWidth: 100) === first)
    #expect(fonts.shape(text, maxWidth: 200) !== first)
    #expect(fonts.shapedTextCount == 2)
    #expect(shapedTwice(fonts).isEmpty)
  }

  @Test func theShapeCacheForgetsTheLeastRecentlyUsed() {
    var cache = LeastRecentlyUsed<Int, String>(capacity: 2)
    cache.insert("a", for: 1)
    cache.insert("b", for: 2)
    cache.insert("c", for: 3)
    _ = cache.value(for: 1)
    cache.insert("d", for: 4)  // four entries: the two used longest ago (2, 3) go
    #expect(cache.count == 2)
    #expect(cache.value(for: 1) == "a")
    #expect(cache.value(for: 2) == nil)
    #expect(cache.value(for: 4) == "d")
  }
}
