import Foundation
import Testing

@testable import BubbleKit

/// `screen.list_anchor`: Telegram, WhatsApp and iMessage keep a short chat's last message just
/// above the input bar, at rest, in the voice state and over a panel; WeChat keeps it at the top.
@Suite struct ListAnchorTests {
  static let anchors: [(String, ScreenListAnchor)] = [
    ("default", .bottom), ("telegram", .bottom), ("telegram-dark", .bottom), ("whatsapp", .bottom),
    ("imessage", .top), ("wechat", .top), ("nim", .top),
  ]

  @Test(arguments: anchors)
  func themesSayWhereTheirListSits(theme name: String, anchor: ScreenListAnchor) throws {
    #expect(try ThemeLoader.load(name).screen.listAnchor == anchor)
  }

  func layout(theme name: String, _ mode: InputBarMode) throws -> ScreenLayout {
    try ScreenRenderer(theme: try ThemeLoader.load(name)).layout(
      try TestSupport.conversation(ScreenFixtures.short), screen: ScreenOptions(inputState: InputBarState(mode)))
  }

  @Test(arguments: ["telegram", "telegram-dark", "default", "whatsapp"], InputBarMode.allCases)
  func aShortChatSitsOnTheInputBar(theme name: String, mode: InputBarMode) throws {
    let screen = try layout(theme: name, mode)
    #expect(screen.conversation.height < screen.listViewport.height)
    #expect(abs(screen.listContentTop + screen.conversation.height - screen.inputBar.frame.minY) < 0.001)
    #expect(screen.listContentTop > screen.listViewport.minY, "bare wallpaper above the first message")
  }

  @Test(arguments: InputBarMode.allCases)
  func weChatsShortChatStartsUnderTheNavigationBar(mode: InputBarMode) throws {
    let screen = try layout(theme: "wechat", mode)
    #expect(screen.listContentTop == screen.navigationBar.maxY)
  }

  /// A bottom-anchored list rises with the input bar whatever its length; older messages that
  /// no longer fit go under the navigation bar.
  @Test(arguments: [0.0, 200, 500, 662, 663, 5000])
  func aBottomAnchoredListRisesWithThePanel(content: Double) {
    var geometry = KeyboardAvoidanceTests.phone
    geometry.anchor = .bottom
    geometry.listContentHeight = content
    let outcome = KeyboardAvoidance.resolve(geometry)
    #expect(outcome.case == .everythingRises)
    #expect(outcome.listRise == 302)
    #expect(outcome.listContentTop + content == outcome.inputBarTop)
    geometry.panelHeight = geometry.restingInset
    let resting = KeyboardAvoidance.resolve(geometry)
    #expect(resting.listContentTop + content == geometry.restingInputBarTop && resting.listRise == 0)
  }
}

/// `screen.input_bar.voice_mode`: WeChat's (and NIM's) "Hold to Talk" covers the field; apps
/// whose mic is held show the recording strip (`RecordingStripTests`); the others their resting
/// bar with an idle mic.
@Suite struct VoiceModeTests {
  func layout(theme: Theme, _ mode: InputBarMode) throws -> ScreenLayout {
    try ScreenRenderer(theme: theme).layout(
      try TestSupport.conversation(ScreenFixtures.short), screen: ScreenOptions(inputState: InputBarState(mode)))
  }

  @Test(arguments: ["default", "imessage", "messenger", "line", "kakaotalk"])
  func theVoiceStateKeepsTheFieldAndTheMic(theme name: String) throws {
    let theme = try ThemeLoader.load(name)
    #expect(theme.screen.inputBar.voiceMode == .idleMic)
    let voice = try layout(theme: theme, .voice)
    let resting = try layout(theme: theme, .initial)
    #expect(voice.inputBar.field == resting.inputBar.field)
    let buttons = { (bar: InputBarLayout) in (bar.leftButtons + bar.fieldButtons + bar.rightButtons).map(\.button) }
    #expect(buttons(voice.inputBar) == buttons(resting.inputBar))
    #expect(!buttons(voice.inputBar).contains(.keyboard))
    #expect(SceneQueries.texts(voice.scene, theme.screen.inputBar.holdToTalkLabel).isEmpty)
    #expect(voice.panelKind == .none && voice.state.mode == .voice)
  }

  @Test(arguments: ["wechat", "nim"])
  func weChatHoldsToTalk(theme name: String) throws {
    let theme = try ThemeLoader.load(name)
    let voice = try layout(theme: theme, .voice)
    #expect(voice.inputBar.leftButtons.map(\.button) == [.keyboard])
    let label = try #require(SceneQueries.texts(voice.scene, "Hold to Talk").first)
    #expect(label.frame.minX > voice.inputBar.field.minX && label.frame.maxX < voice.inputBar.field.maxX)
    #expect(abs(label.frame.midY - voice.inputBar.field.midY) < 1)
  }

  @Test func anIdleMicStateIsShownAsTheRestingOne() {
    let voice = InputBarState(.voice, keyboardHeight: 291)
    #expect(voice.shown(voice: .idleMic) == InputBarState(.initial, keyboardHeight: 291))
    #expect(voice.shown(voice: .holdToTalk) == voice)
    #expect(InputBarState(.emoji).shown(voice: .idleMic) == InputBarState(.emoji))
  }
}
