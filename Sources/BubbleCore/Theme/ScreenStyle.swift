/// The phone screen around the bubbles (`--screen`) and the conversation list (`bubbles inbox`):
/// status bar, navigation bar, input bar, keyboard, panels and inbox rows. Theme key `screen`.
public struct ScreenStyle: Sendable, Equatable, Codable {
  public var listAnchor: ScreenListAnchor
  public var statusBar: StatusBarStyle
  public var navigationBar: NavigationBarStyle
  public var inputBar: InputBarStyle
  public var keyboard: KeyboardStyle
  public var emojiPanel: EmojiPanelStyle
  public var plusPanel: PlusPanelStyle
  public var homeIndicator: HomeIndicatorStyle
  public var inbox: InboxStyle
}

/// Which end of the list's viewport a chat too short to fill it sits at.
public enum ScreenListAnchor: String, Sendable, Equatable, Codable, CaseIterable {
  /// The first message under the navigation bar, bare wallpaper under the last (WeChat).
  case top
  /// The last message just above the input bar, bare wallpaper above the first (Telegram,
  /// WhatsApp, iMessage).
  case bottom
}

public struct StatusBarStyle: Sendable, Equatable, Codable {
  public var height: Double
  /// The clock shown; fixed, so screens are the same on every run (Apple's "9:41").
  public var time: String
  public var text: RGBColor
  public var size: Double
  /// 0...1
  public var batteryLevel: Double
}

/// What the navigation bar shows right of the title.
public enum NavigationTrailingItem: String, Sendable, Equatable, Codable, CaseIterable {
  /// The chat's avatar (Telegram).
  case avatar
  /// A "more" ellipsis (WeChat).
  case more
  /// Video and voice call buttons (WhatsApp).
  case calls
  case none
}

/// An icon button of the navigation bar, drawn in its tint.
public enum NavigationBarButton: String, Sendable, Equatable, Codable, CaseIterable {
  case search
  /// A telephone handset.
  case call
  /// A video camera (WhatsApp, iMessage's FaceTime).
  case video
  /// Three lines (LINE, KakaoTalk).
  case menu
  /// An ellipsis.
  case more
}

/// How the back button shows the other chats' unread count (`ScreenOptions.backUnread`).
public enum NavigationBackUnread: String, Sendable, Equatable, Codable, CaseIterable {
  /// The count after the chevron in the tint, instead of the back label ("< 12").
  case text
  /// The count on a capsule of the tint, instead of the back label (iMessage).
  case badge
  /// Not shown.
  case none
}

/// Where the navigation bar's title sits.
public enum NavigationTitleAlignment: String, Sendable, Equatable, Codable, CaseIterable {
  /// Centred on the bar (Telegram, WeChat, iMessage).
  case center
  /// Left-aligned after the back item and any leading avatar (WhatsApp).
  case leading
  /// The chat's avatar centred at the top, the title small under it with a chevron, no subtitle
  /// (iMessage); the chat's bar grows to fit them.
  case belowAvatar = "below_avatar"
}

public struct NavigationBarStyle: Sendable, Equatable, Codable {
  public var height: Double
  /// Also behind the status bar.
  public var background: RGBColor
  public var separator: RGBColor
  public var titleSize: Double
  public var titleColor: RGBColor
  public var subtitleSize: Double
  public var subtitleColor: RGBColor
  /// Back chevron and label.
  public var tint: RGBColor
  /// Beside the back chevron ("Chats"); empty for none.
  public var backLabel: String
  public var backUnread: NavigationBackUnread
  public var trailing: NavigationTrailingItem
  /// Icon buttons left of `trailing`, left to right.
  public var trailingButtons: [NavigationBarButton]
  /// The chat's avatar right of the back chevron (WhatsApp).
  public var leadingAvatar: Bool
  public var titleAlignment: NavigationTitleAlignment
  public var avatarSize: Double
  /// Under the title of a direct chat; empty for none.
  public var directSubtitle: String
  /// Under a group's title; "%d" is the number of participants; empty for none.
  public var groupSubtitle: String
  /// After a group's title; "%d" is the number of participants; empty for none.
  public var groupCount: String
  public var groupCountColor: RGBColor
  public var groupCountSize: Double
  public var sideMargin: Double
}

/// How input bar buttons are drawn.
public enum InputBarIconStyle: String, Sendable, Equatable, Codable, CaseIterable {
  /// Outlined glyphs inside a thin circle (WeChat).
  case circled
  /// Bare glyphs (Telegram).
  case plain
}

/// How the `plus` button is drawn.
public enum InputBarPlusShape: String, Sendable, Equatable, Codable, CaseIterable {
  /// In a thin ring (WeChat).
  case ring
  /// On a filled disc of `plus_disc` (iMessage).
  case disc
  /// Alone (WhatsApp).
  case bare
}

/// The glyph on the round send button.
public enum InputBarSendGlyph: String, Sendable, Equatable, Codable, CaseIterable {
  /// An arrow pointing up (Telegram, iMessage).
  case arrow
  /// A paper plane pointing right (WhatsApp).
  case plane
}

/// What the input bar shows in the voice state.
public enum InputBarVoiceMode: String, Sendable, Equatable, Codable, CaseIterable {
  /// "Hold to Talk" covers the field; the voice button turns into the keyboard button (WeChat).
  case holdToTalk = "hold_to_talk"
  /// The resting bar, its mic shown and not yet held: the mic is held to record (Telegram,
  /// WhatsApp, iMessage).
  case idleMic = "idle_mic"
  /// The mic held: the bar becomes the recording strip, a red mark and the timer at the left,
  /// "< Slide to cancel" in the middle, the mic swollen into a disc with a lock above it
  /// (Telegram, WhatsApp, Signal).
  case recording
}

/// What marks a recording at the left of its strip.
public enum InputBarRecordingMark: String, Sendable, Equatable, Codable, CaseIterable {
  /// A red dot (Telegram).
  case dot
  /// A red microphone (WhatsApp, Signal).
  case mic
}

public struct InputBarStyle: Sendable, Equatable, Codable {
  public var background: RGBColor
  public var separator: RGBColor
  /// Around the field and buttons.
  public var padding: EdgeInsets
  public var buttonSize: Double
  public var buttonSpacing: Double
  public var icon: RGBColor
  public var iconStyle: InputBarIconStyle
  /// The resting bar's buttons, in order: left of the field, inside it at its right end, right of it.
  public var leftButtons: [InputBarButton]
  public var fieldButtons: [InputBarButton]
  public var rightButtons: [InputBarButton]
  public var fieldButtonSize: Double
  public var plusShape: InputBarPlusShape
  public var plusDisc: RGBColor
  /// Where the send button goes once a draft is typed.
  public var sendButton: InputBarSendPlacement
  public var sendGlyph: InputBarSendGlyph
  public var sendBackground: RGBColor
  public var sendForeground: RGBColor
  public var fieldBackground: RGBColor
  public var fieldBorder: RGBColor
  public var fieldRadius: Double
  public var fieldMinHeight: Double
  public var fieldPadding: EdgeInsets
  public var textSize: Double
  public var text: RGBColor
  public var placeholder: String
  public var placeholderColor: RGBColor
  /// A draft grows the field up to this many lines; longer drafts show their end, as a field
  /// scrolled to the caret does.
  public var maxLines: Int
  public var caret: RGBColor
  public var voiceMode: InputBarVoiceMode
  public var holdToTalkLabel: String
  public var holdToTalkText: RGBColor
  public var holdToTalkBackground: RGBColor
  /// `recording`: the strip's words, colours and the swollen mic.
  public var recordingLabel: String
  public var recordingMark: InputBarRecordingMark
  public var recordingRed: RGBColor
  public var recordingText: RGBColor
  public var recordingDisc: RGBColor
  public var recordingDiscIcon: RGBColor
  public var recordingDiscSize: Double
  public var recordingLock: Bool
}

public struct KeyboardStyle: Sendable, Equatable, Codable {
  /// Including the suggestion bar and the home indicator's area.
  public var height: Double
  public var background: RGBColor
  public var key: RGBColor
  public var specialKey: RGBColor
  public var keyShadow: RGBColor
  public var keyText: RGBColor
  public var keyRadius: Double
  public var keyHeight: Double
  public var keyGap: Double
  public var rowGap: Double
  public var sideMargin: Double
  public var labelSize: Double
  public var suggestionBarHeight: Double
  public var suggestionSize: Double
  /// The suggestion bar's words when there is no draft.
  public var suggestions: [String]
  public var spaceLabel: String
  public var returnLabel: String
  /// The return key's fill and label; transparent: as the other special keys (a tinted "Send" key: WeChat).
  public var returnKey: RGBColor
  public var returnText: RGBColor
  public var numbersLabel: String
}

/// The emoji panel's bottom row.
public enum EmojiToolbarStyle: String, Sendable, Equatable, Codable, CaseIterable {
  /// Category icons on the left, the Send button on the right (WeChat).
  case categories
  /// The `tabs`' labels, the first one open (Telegram's Emoji / Stickers / GIFs).
  case tabs
  /// The iOS emoji keyboard: the `keyboard_label` key, category icons, a delete key (iMessage).
  case keyboard
}

public struct EmojiPanelStyle: Sendable, Equatable, Codable {
  /// Including the home indicator's area.
  public var height: Double
  public var background: RGBColor
  public var title: String
  public var titleSize: Double
  public var titleColor: RGBColor
  /// The grid, one emoji per grapheme cluster, in order.
  public var emoji: String
  public var emojiSize: Double
  public var columns: Int
  public var rowHeight: Double
  public var padding: EdgeInsets
  public var sendLabel: String
  public var sendBackground: RGBColor
  public var sendText: RGBColor
  public var toolbarHeight: Double
  public var toolbarBackground: RGBColor
  public var toolbarStyle: EmojiToolbarStyle
  public var tabs: [String]
  /// The key back to the letters (`keyboard` toolbar).
  public var keyboardLabel: String
}

/// Built-in glyphs for plus-panel actions.
public enum PanelActionIcon: String, Sendable, Equatable, Codable, CaseIterable {
  case album, camera, videoCall = "video_call", call, location, redPacket = "red_packet", transfer, favorites,
    contact, file, music, poll
}

public struct PanelAction: Sendable, Equatable, Codable {
  public var icon: PanelActionIcon
  public var label: String
}

/// What the plus (attach) button opens.
public enum PlusPanelVariant: String, Sendable, Equatable, Codable, CaseIterable {
  /// A panel of action tiles under the input bar (WeChat, NIM).
  case grid
  /// A sheet over the dimmed chat: a grid of recent photos and a tab bar of the actions (Telegram).
  case sheet
  /// A sheet over the dimmed chat listing the actions, a glyph and a label a row (WhatsApp's
  /// attach sheet, iMessage's apps menu).
  case list
}

/// How a `list` row shows its action's glyph.
public enum PanelRowIcon: String, Sendable, Equatable, Codable, CaseIterable {
  /// The glyph in the action's colour (WhatsApp).
  case glyph
  /// A white glyph on a disc of the action's colour (iMessage).
  case disc
}

public struct PlusPanelStyle: Sendable, Equatable, Codable {
  public var style: PlusPanelVariant
  /// Including the home indicator's area.
  public var height: Double
  public var background: RGBColor
  public var separator: RGBColor
  public var tileBackground: RGBColor
  public var tileSize: Double
  public var tileRadius: Double
  public var icon: RGBColor
  public var labelSize: Double
  public var labelColor: RGBColor
  public var columns: Int
  public var rowSpacing: Double
  public var padding: EdgeInsets
  /// The first page shows `columns * 2`; page dots say there are more.
  public var actions: [PanelAction]
  public var pageDot: RGBColor
  public var pageDotCurrent: RGBColor
  /// `sheet` only: over the chat above the sheet.
  public var dim: RGBColor
  public var sheetRadius: Double
  /// Above the photo grid.
  public var title: String
  public var titleSize: Double
  public var titleColor: RGBColor
  /// The photo grid's placeholder tiles cycle through these (the first tile is the camera's).
  public var photoColors: [RGBColor]
  public var photoGap: Double
  public var tabBarHeight: Double
  /// The first tab, the one open.
  public var tabTint: RGBColor
  /// `list`: each action's colour, by position (`icon` past the end).
  public var actionColors: [RGBColor]
  public var rowIcon: PanelRowIcon
}

public struct HomeIndicatorStyle: Sendable, Equatable, Codable {
  /// The strip at the bottom kept free when no panel is open.
  public var areaHeight: Double
  public var width: Double
  public var thickness: Double
  public var color: RGBColor
}

/// Where the unread count goes in a conversation-list row.
public enum UnreadBadgePlacement: String, Sendable, Equatable, Codable, CaseIterable {
  /// Right of the preview (Telegram).
  case trailing
  /// On the avatar's top-right corner (WeChat).
  case avatar
  /// A dot, no count, in the margin left of the avatar (iMessage).
  case leadingDot = "leading_dot"
}

/// Built-in glyphs for the conversation list's tab bar.
public enum InboxTabIcon: String, Sendable, Equatable, Codable, CaseIterable {
  case chats, contacts, calls, settings, discover, me
}

public struct InboxTab: Sendable, Equatable, Codable {
  public var icon: InboxTabIcon
  public var label: String
}

/// The conversation list's "new chat" button, right of the title.
public enum InboxNewChatIcon: String, Sendable, Equatable, Codable, CaseIterable {
  /// A pencil on a square (Telegram).
  case compose
  /// A plus in a circle (WeChat).
  case plus
  case none
}

/// An icon button in the conversation list's header, left of the new-chat button.
public enum InboxHeaderButton: String, Sendable, Equatable, Codable, CaseIterable {
  case camera, search, settings, more, menu
}

/// Where the conversation list's title sits.
public enum InboxTitleAlignment: String, Sendable, Equatable, Codable, CaseIterable {
  /// Centred on the bar, between "Edit" and the buttons (Telegram, WeChat).
  case center
  /// Left on the bar, the buttons on its right (LINE, KakaoTalk).
  case leading
  /// iOS's large title: left, on a row of its own under the bar's buttons (WhatsApp, iMessage).
  case large
}

public struct InboxStyle: Sendable, Equatable, Codable {
  public var title: String
  public var titleSize: Double
  public var titleAlignment: InboxTitleAlignment
  /// Left of the title, in the navigation bar's tint; empty for none.
  public var editLabel: String
  public var newChatIcon: InboxNewChatIcon
  public var headerButtons: [InboxHeaderButton]
  /// Behind the status bar, title, search field and filter chips; transparent: the navigation bar's.
  public var headerBackground: RGBColor
  /// Under the header; transparent: the navigation bar's.
  public var headerSeparator: RGBColor
  public var background: RGBColor
  public var searchPlaceholder: String
  public var searchBackground: RGBColor
  public var searchText: RGBColor
  public var searchHeight: Double
  /// Filter chips under the search field, the first one selected; empty for none.
  public var filters: [String]
  public var filterHeight: Double
  public var filterSize: Double
  public var filterBackground: RGBColor
  public var filterText: RGBColor
  public var filterSelectedBackground: RGBColor
  public var filterSelectedText: RGBColor
  public var rowHeight: Double
  public var avatarSize: Double
  public var sidePadding: Double
  public var avatarGap: Double
  public var nameSize: Double
  public var nameBold: Bool
  public var nameColor: RGBColor
  public var previewSize: Double
  public var previewColor: RGBColor
  public var previewLines: Int
  public var timeSize: Double
  public var timeColor: RGBColor
  /// The time of a row with unread messages; transparent: `time_color`.
  public var unreadTimeColor: RGBColor
  public var badgePlacement: UnreadBadgePlacement
  public var badgeBackground: RGBColor
  public var mutedBadgeBackground: RGBColor
  public var badgeText: RGBColor
  public var badgeSize: Double
  public var badgeHeight: Double
  public var mutedIcon: RGBColor
  public var pinIcon: RGBColor
  public var pinnedBackground: RGBColor
  public var separator: RGBColor
  /// Before a draft's text, in `draft_color` ("Draft:", WeChat's "[Draft]").
  public var draftLabel: String
  public var draftColor: RGBColor
  /// Sender of my own last message in a group ("You: ...").
  public var youLabel: String
  public var yesterdayLabel: String
  public var tabs: [InboxTab]
  /// Which tab is selected (index into `tabs`); it carries the total unread count.
  public var selectedTab: Int
  public var tabBarHeight: Double
  public var tabBarBackground: RGBColor
  public var tabTint: RGBColor
  public var tabInactive: RGBColor
  public var tabLabelSize: Double
  /// The selected tab's total unread count (muted chats left out).
  public var tabBadgeBackground: RGBColor
}
