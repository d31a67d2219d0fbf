import Foundation
import Testing

@testable import BubbleKit

/// The emoji panel's toolbar and the keyboard's return key as theme data: Telegram's Emoji /
/// Stickers / GIFs tabs without a Send button, the iOS emoji keyboard's row (iMessage), and
/// WeChat's tinted "Send" return key.
@Suite struct PanelToolbarTests {
  func layout(theme name: String, _ mode: InputBarMode) throws -> ScreenLayout {
    try ScreenRenderer(theme: try ThemeLoader.load(name)).layout(
      try TestSupport.corpusConversation("direct-basics"), screen: ScreenOptions(inputState: InputBarState(mode)))
  }

  func toolbar(_ screen: ScreenLayout, style: ScreenStyle) -> Rect {
    let top = EmojiPanelChrome.toolbarTop(
      screen.panel, style: style.emojiPanel, homeArea: style.homeIndicator.areaHeight)
    return Rect(x: 0, y: top, width: screen.size.width, height: style.emojiPanel.toolbarHeight)
  }

  @Test(arguments: ["telegram", "telegram-dark"])
  func telegramShowsTabsAndNoSendButton(theme name: String) throws {
    let style = try ThemeLoader.load(name).screen
    let screen = try layout(theme: name, .emoji)
    let bar = toolbar(screen, style: style)
    #expect(SceneQueries.texts(screen.scene, "Send").isEmpty)
    let tabs = try ["Emoji", "Stickers", "GIFs"].map { try #require(SceneQueries.texts(screen.scene, $0).first).frame }
    #expect(tabs[0].maxX < tabs[1].minX && tabs[1].maxX < tabs[2].minX)
    #expect(tabs.allSatisfy { bar.intersects($0) && abs($0.midY - bar.midY) < 1 })
    // Centred under the grid.
    #expect(abs((tabs[0].minX + tabs[2].maxX) / 2 - bar.midX) < 14)
  }

  @Test func iMessageShowsTheEmojiKeyboardsRow() throws {
    let style = try ThemeLoader.load("imessage").screen
    let screen = try layout(theme: "imessage", .emoji)
    let bar = toolbar(screen, style: style)
    let abc = try #require(SceneQueries.texts(screen.scene, "ABC").first).frame
    let delete = try #require(SceneQueries.icons(screen.scene, .delete).first).frame
    let clock = try #require(SceneQueries.icons(screen.scene, .clock).first).frame
    #expect(abc.minX < 30 && delete.maxX > screen.size.width - 30)
    #expect(abc.maxX < clock.minX && clock.maxX < delete.minX)
    #expect([abc, delete, clock].allSatisfy { abs($0.midY - bar.midY) < 1 })
    #expect(SceneQueries.texts(screen.scene, "Send").isEmpty)
  }

  @Test func weChatKeepsItsCategoriesAndSendButton() throws {
    let screen = try ScreenRenderer(theme: try ScreenFixtures.wechatTheme()).layout(
      try TestSupport.corpusConversation("direct-basics"), screen: ScreenOptions(inputState: InputBarState(.emoji)))
    #expect(SceneQueries.texts(screen.scene, "Send").count == 1)
    #expect(SceneQueries.texts(screen.scene, "ABC").isEmpty)
  }

  @Test func weChatsReturnKeyIsATintedSendKey() throws {
    let style = try ThemeLoader.load("wechat").screen.keyboard
    let keys = KeyboardChrome.keys(in: Rect(x: 0, y: 500, width: 390, height: 336), style: style, capitalized: true)
    let send = try #require(keys.first { $0.isReturn })
    #expect(send.label == "Send")
    #expect(KeyboardChrome.fill(of: send, style: style) == RGBColor(hex: "#007AFF"))
    #expect(KeyboardChrome.labelColor(of: send, style: style) == .white)
    let screen = try layout(theme: "wechat", .text)
    #expect(
      SceneQueries.fills(screen.scene, RGBColor(hex: "#007AFF")!).contains { abs($0.width - send.frame.width) < 0.001 })
  }

  /// A transparent return key is drawn as the other special keys (Telegram's grey "return").
  @Test func otherReturnKeysStayGrey() throws {
    let style = try ThemeLoader.load("telegram-dark").screen.keyboard
    let keys = KeyboardChrome.keys(in: Rect(x: 0, y: 500, width: 390, height: 336), style: style, capitalized: true)
    let enter = try #require(keys.first { $0.isReturn })
    #expect(KeyboardChrome.fill(of: enter, style: style) == style.specialKey)
    #expect(KeyboardChrome.labelColor(of: enter, style: style) == style.keyText)
  }
}
