import Foundation
import Testing

@testable import BubbleKit

/// The navigation bar as theme data: a group's member count after its title (WeChat's
/// "Release crew 🚀(4)") and a list of icon buttons left of the trailing item (iMessage's FaceTime).
@Suite struct NavigationBarButtonsTests {
  func layout(_ theme: Theme, fixture: String = "group-rich-text") throws -> ScreenLayout {
    try ScreenRenderer(theme: theme).layout(
      try TestSupport.corpusConversation(fixture), screen: ScreenOptions(inputState: InputBarState(.initial)))
  }

  @Test func weChatCountsTheGroupsMembersAfterItsTitle() throws {
    let theme = try ThemeLoader.load("wechat")
    let screen = try layout(theme)
    let conversation = try TestSupport.corpusConversation("group-rich-text")
    let title = try #require(SceneQueries.texts(screen.scene, "Release crew 🚀").first)
    let count = try #require(SceneQueries.texts(screen.scene, "(\(conversation.participants.count))").first)
    #expect(abs(count.frame.minX - title.frame.maxX - NavigationBarTitle.countGap) < 0.001)
    #expect(abs(count.frame.midY - title.frame.midY) < 0.001)
    // Centred together on the bar.
    #expect(abs((title.frame.minX + count.frame.maxX) / 2 - screen.navigationBar.midX) < 0.001)
    #expect(count.color == theme.screen.navigationBar.groupCountColor)
  }

  @Test func aDirectChatHasNoCount() throws {
    let screen = try layout(try ThemeLoader.load("wechat"), fixture: "direct-basics")
    let title = try #require(SceneQueries.texts(screen.scene, "Alice").first)
    #expect(abs(title.frame.midX - screen.navigationBar.midX) < 0.001)
  }

  @Test func aLongTitleIsCutButItsCountStaysWhole() throws {
    var theme = try ThemeLoader.load("wechat")
    theme.screen.navigationBar.groupCount = "(%d members in total)"
    let screen = try ScreenRenderer(theme: theme).layout(
      try TestSupport.conversation(Self.longTitledGroup), screen: ScreenOptions(size: Size(width: 320, height: 600)))
    let count = try #require(SceneQueries.texts(screen.scene, "(3 members in total)").first)
    #expect(count.frame.maxX <= screen.navigationBar.maxX - 30)
  }

  /// Three buttons on the right, only a chevron on the left: a title too long for the centre
  /// moves left into the free room, up to the chevron, and is cut only there.
  @Test func aLongTitleUsesTheRoomBesideTheButtons() throws {
    var theme = try ThemeLoader.load("wechat")
    theme.screen.navigationBar.trailing = .none
    theme.screen.navigationBar.trailingButtons = [.search, .call, .menu]
    let screen = try ScreenRenderer(theme: theme).layout(
      try TestSupport.conversation(Self.longTitledGroup), screen: ScreenOptions())
    let title = try #require(
      NavigationBarButtonsTests.titleFrames(screen.scene).first { $0.text.hasPrefix("The very long") })
    let count = try #require(SceneQueries.texts(screen.scene, "(3)").first)
    let search = try #require(SceneQueries.icons(screen.scene, .search).first?.frame)
    let chevron = try #require(SceneQueries.icons(screen.scene, .chevronBack).first?.frame)
    #expect(title.frame.maxX <= count.frame.minX + 0.001, "cut before the count")
    #expect(title.frame.minX >= chevron.maxX && title.frame.midX < screen.navigationBar.midX - 20)
    #expect(count.frame.maxX <= search.minX - 8 && count.frame.maxX > search.minX - 12)
  }

  /// The text of each text item with its frame.
  static func titleFrames(_ scene: Scene) -> [(text: String, frame: Rect)] {
    SceneQueries.flat(scene.items).compactMap {
      guard case .text(let text, let frame) = $0 else { return nil }
      return (text.laidOutText.string, frame)
    }
  }

  static let longTitledGroup = """
    {
      "format": "bubbles/1", "kind": "group", "me": "me",
      "title": "The very long name of a group that plans the whole summer's hiking and camping trips",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "a", "name": "Ana" }, { "id": "b", "name": "Bo" }],
      "messages": [{ "id": "1", "from": "a", "text": "Hi" }]
    }
    """

  @Test func iMessageHasAFaceTimeButton() throws {
    let theme = try ThemeLoader.load("imessage")
    #expect(theme.screen.navigationBar.trailingButtons == [.video])
    let screen = try layout(theme, fixture: "direct-basics")
    let video = try #require(SceneQueries.icons(screen.scene, .videoCall).first)
    #expect(video.frame.intersects(screen.navigationBar))
    #expect(abs(video.frame.maxX - (screen.navigationBar.maxX - theme.screen.navigationBar.sideMargin - 4)) < 0.001)
    #expect(video.color == theme.screen.navigationBar.tint)
  }

  /// LINE's search, call and menu: left to right, evenly spaced, ending at the bar's margin.
  @Test func buttonsFollowEachOtherLeftToRight() throws {
    var theme = try ThemeLoader.load("default")
    theme.screen.navigationBar.trailing = .none
    theme.screen.navigationBar.trailingButtons = [.search, .call, .menu]
    let screen = try layout(theme)
    let search = try #require(SceneQueries.icons(screen.scene, .search).first?.frame)
    let menu = try #require(SceneQueries.icons(screen.scene, .menu).first?.frame)
    let call = try #require(SceneQueries.icons(screen.scene, .phone).first?.frame)
    #expect(search.maxX < call.minX && call.maxX < menu.minX)
    #expect(menu.maxX == screen.navigationBar.maxX - theme.screen.navigationBar.sideMargin - 4)
    let frames = NavigationBarButtons.frames(count: 3, endingAt: 100, midY: 0)
    let expected: [Double] = [-14, 30, 74]
    #expect(frames.map(\.minX) == expected)
  }

  func screen(theme: Theme, backUnread: Int?) throws -> ScreenLayout {
    try ScreenRenderer(theme: theme).layout(
      try TestSupport.conversation(ScreenFixtures.short), screen: ScreenOptions(backUnread: backUnread))
  }

  /// "< 12": the count replaces the back label, in the tint, right after the chevron.
  @Test func theBackButtonCountsTheOtherChatsUnreadMessages() throws {
    let theme = try ThemeLoader.load("telegram")
    let style = theme.screen.navigationBar
    let layout = try screen(theme: theme, backUnread: 12)
    let count = try #require(SceneQueries.texts(layout.scene, "12").first)
    let chevron = try #require(SceneQueries.icons(layout.scene, .chevronBack).first?.frame)
    #expect(count.color == style.tint && abs(count.frame.minX - chevron.maxX - 1) < 0.001)
    #expect(SceneQueries.texts(layout.scene, style.backLabel).isEmpty)
    #expect(try SceneQueries.texts(self.screen(theme: theme, backUnread: 0).scene, style.backLabel).count == 1)
    #expect(try SceneQueries.texts(self.screen(theme: theme, backUnread: 1234).scene, "99+").count == 1)
  }

  /// iMessage: the count on a capsule of the tint.
  @Test func iMessagesBackCountSitsOnACapsule() throws {
    let theme = try ThemeLoader.load("imessage")
    let layout = try screen(theme: theme, backUnread: 7)
    let count = try #require(SceneQueries.texts(layout.scene, "7").first)
    let capsule = try #require(
      SceneQueries.fills(layout.scene, theme.screen.navigationBar.tint).first { $0.intersects(layout.navigationBar) })
    #expect(count.color == .white)
    #expect(capsule.minX < count.frame.minX && count.frame.maxX < capsule.maxX)
    #expect(abs(capsule.midY - count.frame.midY) < 0.001)
    var hidden = theme
    hidden.screen.navigationBar.backUnread = .none
    #expect(try SceneQueries.texts(screen(theme: hidden, backUnread: 7).scene, "7").isEmpty)
  }

  @Test func aNegativeBackCountIsRefused() {
    #expect(ScreenOptions(backUnread: -1).rangeProblems.count == 1)
    #expect(ScreenOptions(backUnread: 0).rangeProblems.isEmpty)
    let problems = RenderRequest(job: .screen(ScreenOptions(backUnread: -3))).problems(spelling: .options)
    #expect(problems.map(\.message).contains { $0.hasPrefix("--back-unread must be from 0 to") })
  }

  /// Buttons left of the chat's avatar keep clear of it.
  @Test func buttonsStayLeftOfTheTrailingItem() throws {
    var theme = try ThemeLoader.load("telegram")
    theme.screen.navigationBar.trailingButtons = [.search]
    let screen = try layout(theme)
    let search = try #require(SceneQueries.icons(screen.scene, .search).first?.frame)
    let avatar = try #require(
      AppScreenChromeTests.avatars(screen.scene.items).first { $0.intersects(screen.navigationBar) })
    #expect(search.maxX < avatar.minX)
  }
}
