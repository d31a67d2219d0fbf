import Foundation
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// Wallpapers drawn by us (issue 14): WhatsApp's doodles, Telegram's pattern over a gradient and
/// its dark variant, behind pages, screens and strips, compared with their references in
/// Snapshots/ (each looked at when recorded).
@Suite struct WallpaperTests {
  static let chat = """
    { "kind": "group", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "ana", "name": "Ana" }, { "id": "raj", "name": "Raj" }],
      "messages": [
        { "id": "1", "type": "system", "time": "2026-11-20T09:00:00Z", "text": "Ana created the group \\"Hike\\"" },
        { "id": "2", "from": "ana", "time": "2026-11-20T09:01:00Z", "text": "Saturday at 7:30, north gate?" },
        { "id": "3", "from": "raj", "time": "2026-11-20T09:02:00Z", "text": "I'm in 🥾" },
        { "id": "4", "from": "me", "time": "2026-11-20T09:03:00Z", "status": "read", "text": "Me too! I'll bring snacks." },
        { "id": "5", "from": "ana", "time": "2026-11-21T07:20:00Z", "text": "Leaving now" },
        { "id": "6", "type": "system", "time": "2026-11-21T07:21:00Z", "text": "Raj pinned a message" },
        { "id": "7", "from": "me", "time": "2026-11-21T07:22:00Z", "status": "delivered", "text": "See you there" }
      ] }
    """

  @Test(arguments: ["whatsapp", "telegram", "telegram-dark"])
  func page(theme name: String) throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(Self.chat), named: "wallpaper-\(name)", theme: try ThemeLoader.load(name))
  }

  /// The doodles fill the chat area between the navigation bar and the input bar.
  @Test func whatsAppScreen() async throws {
    let screen = try await ScreenFixtures.render(
      try TestSupport.conversation(ScreenFixtures.short), mode: .initial, theme: try ThemeLoader.load("whatsapp"))
    try Snapshot.assertMatches(screen.png, named: "screen-whatsapp-wallpaper")
  }

  /// A thumbnail at a fractional scale: the tile drawn at that scale, from the box's corner, the
  /// gradient over the box's height.
  @Test func telegramThumbnail() async throws {
    let thumbnail = try await ThumbnailFixtures.thumbnail(
      try TestSupport.conversation(Self.chat), 320, 320, fit: .end,
      renderer: try ConversationRenderer(theme: try ThemeLoader.load("telegram")))
    try Snapshot.assertMatches(thumbnail.png, named: "thumbnail-wallpaper-telegram")
  }

  /// Every page's strips, each on a canvas of its own, give the page drawn whole on one canvas,
  /// pixel for pixel: tiles and gradient start at the page's corner, not the strip's.
  @Test(arguments: ["whatsapp", "telegram", "telegram-dark"])
  func stripsJoinIntoThePageDrawnWhole(theme name: String) throws {
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load(name))
    let options = TestSupport.patient(RenderOptions(maxPageHeight: 1700, threads: 2))
    let rendered = try renderer.render(try PageStripTests.stripedConversation(), options: options, media: .empty)
    #expect(rendered.pages.count > 2)
    let layout = rendered.layout
    var top = 0
    for page in rendered.pages.prefix(2) {
      let strips = PageStrips(page: top..<top + page.pixelHeight, cuts: layout.rowGaps(scale: 2), pixelWidth: 780)
      #expect(strips.ranges.count > 3)
      let canvas = try Canvas(pixelWidth: page.pixelWidth, pixelHeight: page.pixelHeight, scale: 2)
      layout.draw(
        visible: Rect(x: 0, y: Double(top) / 2, width: layout.width, height: Double(page.pixelHeight) / 2),
        context: DrawContext(canvas: canvas))
      #expect(try ImageDecoder.decode(page.png).get().argbPixels() == canvas.argbPixels(), "\(name) at \(top)")
      top += page.pixelHeight
    }
  }

  /// A renderer that keeps strips gives the bytes of a fresh one after a message is appended:
  /// the strips of the last page now sit lower in a taller page, so they are drawn again.
  @Test func keptStripsFollowTheirPlaceInThePage() throws {
    let theme = try ThemeLoader.load("telegram")
    let conversation = try PageStripTests.stripedConversation()
    var longer = conversation
    longer.messages.append(conversation.messages[1])
    longer.messages[longer.messages.count - 1].id = "appended"
    let kept = try ConversationRenderer(theme: theme)
    let options = TestSupport.patient(RenderOptions(maxPageHeight: 1700))
    _ = try kept.render(conversation, options: options, media: .empty)
    let again = try kept.render(longer, options: options, media: .empty)
    let fresh = try ConversationRenderer(theme: theme).render(longer, options: options, media: .empty)
    // Compared as one Bool: a failure would print megabytes of bytes.
    let same = again.pages.map(\.png) == fresh.pages.map(\.png)
    #expect(same)
  }

  /// Date and notice pills stay readable where the wallpaper is darkest or lightest: the
  /// gradient at full strength under the ink, or the plain background.
  @Test(arguments: ["telegram", "telegram-dark", "whatsapp"])
  func pillsStayReadable(theme name: String) throws {
    let theme = try ThemeLoader.load(name)
    let wallpaper = theme.canvas.wallpaper
    let bottom = ServicePillContrastTests.composite(wallpaper.gradient, over: theme.canvas.background)
    let grounds = [theme.canvas.background, bottom].flatMap {
      [$0, ServicePillContrastTests.composite(wallpaper.ink, over: $0)]
    }
    for ground in grounds {
      for style in [theme.dateSeparator, theme.notice] {
        #expect(ServicePillContrastTests.contrast(style, on: ground) >= 2.7, "\(name) on \(ground)")
      }
    }
  }

  /// A theme built in code past the ranges (the loader would refuse it) neither traps nor hangs:
  /// the tile's pixel size saturates and is bounded.
  @Test(arguments: [1e300, -1e300, 0, .nan, 1e-300])
  func aWallpaperPastItsRangesDrawsWithoutTrapping(_ value: Double) throws {
    var theme = try ThemeLoader.load("telegram")
    for style in [WallpaperKind.doodle, .pattern] {
      theme.canvas.wallpaper.style = style
      theme.canvas.wallpaper.tileSize = value
      theme.canvas.wallpaper.lineWidth = value
      let rendered = try ConversationRenderer(theme: theme).render(
        try TestSupport.conversation(Self.chat), options: TestSupport.patientOptions(scale: 1), media: .empty)
      #expect(rendered.pages.count == 1)
    }
  }

  @Test func defaultIsPlainAndTileSizesAreWhole() throws {
    #expect(try TestSupport.defaultTheme().canvas.wallpaper.style == .plain)
    #expect(Wallpaper(try TestSupport.defaultTheme().canvas.wallpaper) == nil)
    #expect(throws: (any Error).self) {
      try ThemeLoader.decode(Data(#"{ "canvas": { "wallpaper": { "tile_size": 120.5 } } }"#.utf8), source: "t.json")
    }
    #expect(throws: (any Error).self) {
      try ThemeLoader.decode(Data(#"{ "canvas": { "wallpaper": { "style": "stripes" } } }"#.utf8), source: "t.json")
    }
  }
}
