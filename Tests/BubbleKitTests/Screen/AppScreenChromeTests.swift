import Foundation
import Testing

@testable import BubbleKit

/// Telegram's attachment sheet and WhatsApp's navigation bar, as frames and placed items.
@Suite struct AppScreenChromeTests {
  func layout(theme name: String, _ mode: InputBarMode, draft: String = "") throws -> ScreenLayout {
    try ScreenRenderer(theme: try ThemeLoader.load(name)).layout(
      try TestSupport.conversation(ScreenFixtures.short),
      screen: ScreenOptions(inputState: InputBarState(mode), draft: draft))
  }

  @Test func telegramsSheetCoversTheChatAtRest() throws {
    let resting = try layout(theme: "telegram", .initial)
    let open = try layout(theme: "telegram", .plus)
    let sheet = try #require(open.sheet)
    #expect(resting.sheet == nil)
    // The chat does not move: the sheet lies over it, from the bottom.
    #expect(open.inputBar.frame == resting.inputBar.frame && open.listViewport == resting.listViewport)
    #expect(sheet.maxY == 844 && sheet.height == 500 && sheet.minY < open.inputBar.frame.minY)
    #expect(open.dump.hasSuffix("sheet x=0 y=344 w=390 h=500"))
  }

  @Test func wechatsPlusPanelStaysAGridUnderTheBar() throws {
    let screen = try ScreenRenderer(theme: try ScreenFixtures.wechatTheme()).layout(
      try TestSupport.conversation(ScreenFixtures.short), screen: ScreenOptions(inputState: InputBarState(.plus)))
    #expect(screen.sheet == nil && screen.panel.minY == screen.inputBar.frame.maxY)
  }

  @Test func theSheetsPhotosFillThreeColumnsAboveTheTabs() throws {
    let style = try ThemeLoader.load("telegram").screen.plusPanel
    let sheet = Rect(x: 0, y: 344, width: 390, height: 500)
    let tiles = AttachmentSheetChrome.photoTiles(in: sheet, style: style, homeArea: 34)
    let grid = AttachmentSheetChrome.gridArea(sheet, style: style, homeArea: 34)
    #expect(Set(tiles.map(\.minX)).count == 3)
    #expect(abs(tiles[2].maxX - 390) < 0.001 && abs(tiles[0].width - (390 - 4) / 3) < 0.001)
    // Rows reach the tab bar, the last one cut by it, as in a scrolled grid.
    #expect(tiles.allSatisfy { $0.minY < grid.maxY } && (tiles.last?.maxY ?? 0) >= grid.maxY)
    #expect(grid.maxY == AttachmentSheetChrome.tabBarTop(sheet, style: style, homeArea: 34))
  }

  /// WhatsApp: the avatar beside the back chevron and a left-aligned title; Telegram's stays centred.
  @Test func whatsAppsTitleFollowsTheAvatarOnTheLeft() throws {
    let whatsapp = try layout(theme: "whatsapp", .initial)
    let telegram = try layout(theme: "telegram", .initial)
    let avatar = try #require(Self.avatars(whatsapp.scene.items).first)
    #expect(avatar.minX < 60)
    let title = try #require(Self.texts(whatsapp.scene.items, containing: "Sam Rivera").first)
    #expect(title.minX > avatar.maxX && title.minX < avatar.maxX + 16)
    let centred = try #require(Self.texts(telegram.scene.items, containing: "Sam Rivera").first)
    #expect(abs(centred.midX - 195) < 1)
  }

  static func avatars(_ items: [Scene.Item]) -> [Rect] {
    items.compactMap { if case .avatar(let avatar) = $0 { avatar.frame } else { nil } }
  }

  static func texts(_ items: [Scene.Item], containing string: String) -> [Rect] {
    items.compactMap {
      if case .text(let text, let frame) = $0, text.text.string.contains(string) { frame } else { nil }
    }
  }
}
