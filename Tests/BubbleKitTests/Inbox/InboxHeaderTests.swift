import Foundation
import Testing

@testable import BubbleKit

/// The conversation list's header as theme data: its own colours, iOS's large title (WhatsApp,
/// iMessage) or a title left on the bar (LINE, KakaoTalk), icon buttons, WhatsApp's filter
/// chips, unread times in the accent colour and WeChat's white search field.
@Suite struct InboxHeaderTests {
  func rendered(_ theme: Theme) throws -> InboxLayout {
    let renderer = try InboxRenderer(theme: theme)
    let inbox = try InboxSnapshotTests.exampleInbox()
    return renderer.placed(
      renderer.layout(
        inbox, size: Size(width: 390, height: 844), options: TestSupport.patient(RenderOptions()), now: nil), of: inbox,
      media: [:])
  }

  @Test func whatsAppsLargeTitleSitsLeftUnderTheButtons() throws {
    let theme = try ThemeLoader.load("whatsapp")
    let layout = try rendered(theme)
    let row = try #require(layout.largeTitle)
    #expect(row.minY == layout.navigationBar.maxY && row.height == 52)
    let title = try #require(SceneQueries.texts(layout.scene, "Chats").first { $0.frame.intersects(row) })
    #expect(title.frame.minX == theme.screen.navigationBar.sideMargin + 8)
    #expect(abs(title.frame.midY - row.midY) < 0.001)
    #expect(layout.searchField.minY > row.maxY)
    // "Edit" left and the buttons right stay on the bar above it.
    let edit = try #require(SceneQueries.texts(layout.scene, "Edit").first)
    let camera = try #require(
      SceneQueries.icons(layout.scene, .camera).first { $0.frame.intersects(layout.navigationBar) })
    #expect(edit.frame.maxY <= row.minY && camera.frame.maxY <= row.minY)
  }

  @Test func whatsAppsFilterChipsSitUnderTheSearchField() throws {
    let style = try ThemeLoader.load("whatsapp").screen.inbox
    let layout = try rendered(try ThemeLoader.load("whatsapp"))
    let bar = try #require(layout.filterBar)
    #expect(bar.minY > layout.searchField.maxY && bar.maxY < layout.listArea.minY)
    let chips = try style.filters.map { try #require(SceneQueries.texts(layout.scene, $0).first) }
    #expect(chips.map(\.frame.minX) == chips.map(\.frame.minX).sorted())
    #expect(chips.allSatisfy { abs($0.frame.midY - bar.midY) < 0.001 })
    #expect(chips[0].color == style.filterSelectedText && chips[1].color == style.filterText)
    let selected = SceneQueries.fills(layout.scene, style.filterSelectedBackground)
    #expect(selected.count == 1 && selected[0].minX == 16 && selected[0].height == style.filterHeight)
    let frames = InboxFilterChips.frames(labelWidths: [20, 40], in: bar, leftInset: 16)
    #expect(frames[1].minX == frames[0].maxX + InboxFilterChips.gap && frames[0].width == 44)
  }

  @Test func unreadTimesTakeTheAccentColour() throws {
    let style = try ThemeLoader.load("whatsapp").screen.inbox
    let layout = try rendered(try ThemeLoader.load("whatsapp"))
    for (row, _) in layout.rows where !row.timeLabel.isEmpty {
      let expected = row.unreadBadge != nil && !row.muted ? style.unreadTimeColor : style.timeColor
      #expect(InboxRowScene.timeColor(row, style: style) == expected)
    }
    #expect(layout.rows.contains { $0.row.unreadBadge != nil && !$0.row.muted })
    let telegram = try ThemeLoader.load("telegram-dark").screen.inbox
    #expect(layout.rows.allSatisfy { InboxRowScene.timeColor($0.row, style: telegram) == telegram.timeColor })
  }

  @Test func theHeaderHasItsOwnColours() throws {
    let whatsapp = try rendered(try ThemeLoader.load("whatsapp"))
    #expect(SceneQueries.fills(whatsapp.scene, .white).contains(whatsapp.header))
    // Transparent: the navigation bar's, as before.
    let dark = try ThemeLoader.load("telegram-dark")
    let layout = try rendered(dark)
    #expect(SceneQueries.fills(layout.scene, dark.screen.navigationBar.background).contains(layout.header))
    #expect(layout.largeTitle == nil && layout.filterBar == nil)
    #expect(layout.listArea.minY == layout.searchField.maxY + 8)
  }

  @Test func weChatsSearchFieldIsWhiteOnGrey() throws {
    let theme = try ThemeLoader.load("wechat")
    let layout = try rendered(theme)
    #expect(SceneQueries.fills(layout.scene, RGBColor(hex: "#EDEDED")!).contains(layout.header))
    #expect(SceneQueries.fills(layout.scene, .white).contains(layout.searchField))
  }

  /// LINE's and KakaoTalk's look: the title left on the bar, icon buttons before the new-chat one.
  @Test func aLeadingTitleAndHeaderButtons() throws {
    var theme = try ThemeLoader.load("default")
    theme.screen.inbox.titleAlignment = .leading
    theme.screen.inbox.titleSize = 22
    theme.screen.inbox.editLabel = ""
    theme.screen.inbox.headerButtons = [.search, .settings]
    let layout = try rendered(theme)
    let title = try #require(
      SceneQueries.texts(layout.scene, "Chats").first { $0.frame.intersects(layout.navigationBar) })
    #expect(title.frame.minX == theme.screen.navigationBar.sideMargin + 8)
    let search = try #require(
      SceneQueries.icons(layout.scene, .search).first { $0.frame.intersects(layout.navigationBar) })
    let gear = try #require(SceneQueries.icons(layout.scene, .gear).first { $0.frame.intersects(layout.navigationBar) })
    let compose = try #require(SceneQueries.icons(layout.scene, .compose).first)
    #expect(title.frame.maxX < search.frame.minX && search.frame.maxX < gear.frame.minX)
    #expect(gear.frame.maxX + NavigationBarButtons.spacing == compose.frame.minX)
  }
}
