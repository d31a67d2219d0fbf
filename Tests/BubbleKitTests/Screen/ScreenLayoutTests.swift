import Foundation
import Testing

@testable import BubbleKit

/// Frames of the screen's parts: bars, the anchored list, the input bar over its panel, the
/// growing field, and the keys, emoji cells and action tiles inside the panels.
@Suite struct ScreenLayoutTests {
  let renderer: ScreenRenderer
  let theme: Theme

  init() throws {
    theme = try TestSupport.defaultTheme()
    renderer = try ScreenRenderer(theme: theme)
  }

  func layout(
    _ conversation: Conversation, _ state: InputBarState = .initial, draft: String = "",
    size: Size = Size(width: 390, height: 844)
  ) -> ScreenLayout {
    renderer.layout(
      conversation, screen: ScreenOptions(size: size, inputState: state, draft: draft))
  }

  @Test func restingScreenStacksBarsListAndInputBar() throws {
    let screen = layout(try TestSupport.conversation(ScreenFixtures.short))
    #expect(screen.statusBar == Rect(x: 0, y: 0, width: 390, height: 47))
    #expect(screen.navigationBar == Rect(x: 0, y: 47, width: 390, height: 44))
    // Field 36 + padding 8 + 8; the home indicator's 34 pt below.
    #expect(screen.inputBar.frame == Rect(x: 0, y: 844 - 34 - 52, width: 390, height: 52))
    #expect(screen.panel == Rect(x: 0, y: 810, width: 390, height: 34))
    #expect(screen.panelKind == .none)
    #expect(screen.listViewport == Rect(x: 0, y: 91, width: 390, height: 758 - 91))
    // Few messages sit on the input bar (`list_anchor: bottom`).
    #expect(screen.listContentTop + screen.conversation.height == 758)
  }

  @Test func longConversationsAreAnchoredAboveTheInputBar() throws {
    let screen = layout(try TestSupport.corpusConversation("group-rich-text"))
    #expect(screen.conversation.height > screen.listViewport.height)
    #expect(screen.listContentTop + screen.conversation.height == screen.inputBar.frame.minY)
  }

  @Test(arguments: [
    (InputBarState(.text), InputBarPanel.keyboard, 336.0),
    (InputBarState(.text, keyboardHeight: 291), .keyboard, 291),
    (InputBarState(.emoji), .emoji, 300),
    (InputBarState(.plus), .plus, 300),
    (InputBarState(.voice), InputBarPanel.none, 34),
  ])
  func panelsHangUnderTheInputBar(state: InputBarState, panel: InputBarPanel, height: Double) throws {
    let screen = layout(try TestSupport.conversation(ScreenFixtures.short), state)
    #expect(screen.panelKind == panel)
    #expect(screen.panel.height == height)
    #expect(screen.panel.maxY == 844)
    #expect(screen.inputBar.frame.maxY == screen.panel.minY)
    #expect(screen.listViewport.maxY == screen.inputBar.frame.minY)
  }

  @Test func theDraftGrowsTheFieldUpToFiveLines() throws {
    let conversation = try TestSupport.conversation(ScreenFixtures.short)
    let empty = layout(conversation, InputBarState(.text))
    let oneLine = layout(conversation, InputBarState(.text), draft: "On my way")
    let long = layout(conversation, InputBarState(.text), draft: ScreenFixtures.longDraft)
    #expect(empty.inputBar.field.height == 36)
    #expect(oneLine.inputBar.field.height == 36)
    let lineHeight = long.inputBar.lineHeight
    #expect(try #require(long.inputBar.draftMetrics).lineCount > 5)
    #expect(abs(long.inputBar.field.height - (5 * lineHeight + 12)) < 0.001)
    // The bar grows upwards; buttons stay level with the last line.
    #expect(long.inputBar.frame.maxY == empty.inputBar.frame.maxY)
    #expect(long.inputBar.leftButtons[0].frame.midY == long.inputBar.field.maxY - 18)
  }

  /// The field shows a draft's end: a draft of 100,000 characters (which hung) lays out an
  /// ellipsis and its last 4,096, and fills the field as a long draft does.
  @Test func aDraftOf100000CharactersLaysOutItsLast4096() throws {
    let draft = String(repeating: "a", count: 99_990) + "0123456789"
    let screen = layout(try TestSupport.conversation(ScreenFixtures.short), InputBarState(.text), draft: draft)
    let shown = try #require(screen.inputBar.draft).laidOutText.string
    #expect(shown == "\u{2026}" + draft.suffix(InputBarLayout.maxDraftCharacters))
    #expect(abs(screen.inputBar.field.height - (5 * screen.inputBar.lineHeight + 12)) < 0.001)
    // A draft within the limit is laid out whole.
    let within = String(draft.suffix(InputBarLayout.maxDraftCharacters))
    let whole = layout(try TestSupport.conversation(ScreenFixtures.short), InputBarState(.text), draft: within)
    #expect(try #require(whole.inputBar.draft).laidOutText.string == within)
  }

  @Test func holdToTalkHidesTheDraft() throws {
    let screen = try ScreenRenderer(theme: try ScreenFixtures.wechatTheme()).layout(
      try TestSupport.conversation(ScreenFixtures.short),
      screen: ScreenOptions(inputState: InputBarState(.voice), draft: ScreenFixtures.longDraft))
    #expect(screen.inputBar.draft == nil)
    #expect(screen.inputBar.field.height == 40)
    #expect(screen.inputBar.leftButtons.map(\.button) == [.keyboard])
  }

  @Test func theKeyboardHasThreeLetterRowsAndABottomRow() {
    let panel = Rect(x: 0, y: 500, width: 390, height: 336)
    let keys = KeyboardChrome.keys(in: panel, style: theme.screen.keyboard, capitalized: false)
    let letters = keys.filter { $0.label.count == 1 }
    #expect(letters.map(\.label).joined() == "qwertyuiopasdfghjklzxcvbnm")
    #expect(keys.contains { $0.glyph == .shift } && keys.contains { $0.glyph == .delete })
    #expect(keys.map(\.label).contains("space") && keys.map(\.label).contains("return"))
    for key in keys {
      #expect(key.frame.minX >= panel.minX && key.frame.maxX <= panel.maxX && key.frame.maxY < panel.maxY)
    }
    // No two keys overlap.
    for (index, key) in keys.enumerated() {
      for other in keys[(index + 1)...] { #expect(!key.frame.intersects(other.frame)) }
    }
  }

  @Test func emojiCellsStayAboveTheToolbar() {
    let style = theme.screen.emojiPanel
    let panel = Rect(x: 0, y: 544, width: 390, height: 300)
    let cells = EmojiPanelChrome.cells(in: panel, style: style, homeArea: 34, count: style.emoji.count)
    #expect(cells.count % style.columns == 0 && cells.count >= 3 * style.columns)
    let toolbar = EmojiPanelChrome.toolbarTop(panel, style: style, homeArea: 34)
    #expect(cells.allSatisfy { $0.maxY <= toolbar && $0.minY >= panel.minY })
  }

  @Test func thePlusPanelShowsTwoRowsOfActions() {
    let style = theme.screen.plusPanel
    let tiles = PlusPanelChrome.tiles(
      in: Rect(x: 0, y: 544, width: 390, height: 300), style: style, count: style.actions.count)
    #expect(style.actions.count == 9)
    #expect(tiles.count == 8)
    #expect(Set(tiles.map(\.minY)).count == 2)
  }

  @Test func screenSizesParse() {
    #expect(ScreenOptions.size(parsing: "390x844") == Size(width: 390, height: 844))
    #expect(ScreenOptions.size(parsing: "430X932") == Size(width: 430, height: 932))
    for bad in ["390", "390x", "x844", "390x844x2", "-390x844", "100x844", "390x10000", "abc"] {
      #expect(ScreenOptions.size(parsing: bad) == nil, "\(bad)")
    }
  }

  @Test func theTitleAndAvatarComeFromTheOtherPersonOrTheGroup() throws {
    let direct = ConversationIdentity(try TestSupport.conversation(ScreenFixtures.short), palette: [.black])
    #expect(direct.title == "Sam Rivera")
    #expect(direct.avatar.initials == "SR")
    let basics = ConversationIdentity(try TestSupport.corpusConversation("direct-basics"), palette: [.black])
    #expect(basics.title == "Alice")
    #expect(basics.avatar.source == MediaSource("media/avatar-alice.png"))
    let group = ConversationIdentity(try TestSupport.corpusConversation("group-rich-text"), palette: [.black])
    #expect(group.title == "Release crew 🚀")
    #expect(group.avatar.initials == "RC")
    #expect(group.avatar.source == nil)
  }

  @Test func theDumpNamesTheCase() throws {
    let screen = layout(try TestSupport.corpusConversation("group-rich-text"), InputBarState(.text))
    #expect(screen.dump.contains("state=text case=everything rises"))
    #expect(screen.dump.contains("panel keyboard x=0 y=508 w=390 h=336"))
  }
}
