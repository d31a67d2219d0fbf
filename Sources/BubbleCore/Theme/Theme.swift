/// All of the look, none of the code: the analogue of NIMKit's NIMKitConfig.
/// Every layout number and colour the renderers use comes from here. Themes are
/// JSON files (`Themes/*.json`, keys in snake_case); see `ThemeLoader`.
public struct Theme: Sendable, Equatable, Codable {
  public var name: String
  public var description: String
  /// Where the numbers come from; free text for people, ignored by the renderer.
  public var notes: String?
  public var canvas: CanvasStyle
  public var fonts: FontStyle
  public var bubble: BubbleStyle
  public var layout: LayoutStyle
  public var incoming: SideStyle
  public var outgoing: SideStyle
  public var grouping: GroupingStyle
  public var avatar: AvatarStyle
  public var names: NameStyle
  public var footer: FooterStyle
  public var headers: HeaderStyle
  public var blocks: BlockStyle
  /// Markdown text: headings, lists, code, tables, math.
  public var markdown: MarkdownStyle
  public var links: LinkStyle
  public var reactions: ReactionStyle
  public var dateSeparator: PillStyle
  /// When separators appear: on each new day, or also after a pause (WeChat, NIMKit).
  public var timeHeaders: TimeHeaderStyle
  public var notice: PillStyle
  public var deleted: DeletedStyle
  public var unreadDivider: DividerStyle
  public var placeholder: PlaceholderStyle
  public var media: MediaStyle
  public var cards: CardStyle
  /// Words the presenter writes: notices, the unread divider, media in previews.
  public var strings: PresentationStrings
  /// How dates and times are written.
  public var dates: DateWording
  /// The phone screen around the bubbles and the conversation list (`ScreenStyle`).
  public var screen: ScreenStyle
  /// Content kinds' own sections (`kinds.voice`), by type name, as the theme files write them;
  /// read with `style(for:)`, or in layout with `NodeContext.style(for:)`. `default.json`'s
  /// sections are not here: they write out the kinds' own `defaultStyle`, which fills the gaps.
  public var kinds: [String: ThemeValue]?

  public func side(_ direction: Direction) -> SideStyle {
    direction == .outgoing ? outgoing : incoming
  }
}

public struct CanvasStyle: Sendable, Equatable, Codable {
  public var background: RGBColor
  /// Space above the first and below the last row of each page.
  public var paddingTop: Double
  public var paddingBottom: Double
  /// Distance from the canvas edge to a bubble's tail side.
  public var sideMargin: Double
  /// Drawn over `background` behind the rows: none, doodles or a pattern.
  public var wallpaper: WallpaperStyle
}

/// A wallpaper drawn by us: a tile of line drawings repeated from the page's (or screen's chat
/// area's) top-left corner, over the background and an optional gradient.
public struct WallpaperStyle: Sendable, Hashable, Codable {
  public var style: WallpaperKind
  /// The tile's side in points; a whole number, so it is a whole number of pixels at every
  /// page scale and strips repeat it exactly.
  public var tileSize: Double
  /// The drawings' colour (keep it faint: bubbles and pills sit on it).
  public var ink: RGBColor
  /// Laid over the background with an opacity rising from none at the top of the page (or chat
  /// area) to full at its bottom; transparent for none.
  public var gradient: RGBColor
  /// The drawings' line width in points.
  public var lineWidth: Double
}

public enum WallpaperKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// The background colour alone.
  case plain
  /// Scattered small line drawings (WhatsApp).
  case doodle
  /// Rows of small outlined shapes (Telegram).
  case pattern
}

public struct FontStyle: Sendable, Equatable, Codable {
  /// Fallback list for text; emoji come from fallback, never from this list
  /// (Noto Color Emoji here would draw digits and spaces as emoji glyphs).
  public var families: [String]
  public var monospaceFamilies: [String]
  /// The families emoji runs ask for, first match wins per emoji; Noto Color Emoji is always
  /// the last resort. A colour emoji font among `files` named first replaces Google's design.
  public var emojiFamilies: [String]
  /// Font files the families may name beyond the pinned Noto files (`ThemeFontFile`):
  /// Inter for the iOS-look themes. Pinned like them; a missing file stops rendering.
  public var files: [ThemeFontFile]
  public var textSize: Double
  /// Draw messages of 1 to 3 emoji large and without a bubble (Telegram, iMessage);
  /// WeChat and NIMKit keep them in a normal bubble.
  public var bigEmoji: Bool
  /// Sizes of big-emoji messages with 1, 2 and 3 emoji.
  public var bigEmojiSizes: [Double]
}

public enum TailStyle: String, Sendable, Equatable, Codable, CaseIterable {
  /// Telegram's curved hook at the bottom sender-side corner.
  case hook
  /// iMessage's soft tail sweeping out of the bottom sender-side corner.
  case curve
  /// WeChat's small triangle on the sender side, `tail_offset` below the top.
  case triangle
  /// WhatsApp's right-angled flap at the top sender-side corner.
  case corner
  case none
}

/// Which bubbles of a group carry the tail.
public enum TailPlacement: String, Sendable, Equatable, Codable, CaseIterable {
  /// Telegram, iMessage.
  case last
  /// WhatsApp.
  case first
  /// WeChat: every bubble.
  case every
}

public struct BubbleStyle: Sendable, Equatable, Codable {
  public var radius: Double
  /// Corners that face a neighbour of the same group.
  public var mergedRadius: Double
  public var tail: TailStyle
  public var tailPlacement: TailPlacement
  /// How far the tail reaches out of the bubble's body.
  public var tailWidth: Double
  /// `triangle`: from the bubble's top to the triangle's centre.
  public var tailOffset: Double
  /// Below this canvas width the bubble may be `canvas - maxWidthInset` wide...
  public var wideCanvasThreshold: Double
  public var maxWidthInset: Double
  /// ...above it, this fraction of the canvas.
  public var wideMaxWidthFraction: Double
  public var minWidth: Double
  /// Insets around text content (tail side excluded: the tail adds its own width).
  public var textInsets: EdgeInsets
  /// Insets around full-bleed media (Telegram: 2).
  public var mediaInsets: EdgeInsets
  /// Photos, videos, albums and maps with nothing else in the message draw bare,
  /// rounded, without bubble or tail (iMessage, WeChat).
  public var mediaWithoutBubble: Bool
  /// Vertical space between bubbles of one group.
  public var groupedSpacing: Double
  /// Vertical space between groups and around separators.
  public var groupSpacing: Double
  /// Vertical space between content nodes inside one bubble.
  public var nodeSpacing: Double
}

/// How message rows are arranged: bubbles on two sides (most apps), or a list (Discord, Slack).
public struct LayoutStyle: Sendable, Equatable, Codable {
  public var style: MessageArrangement
  /// `list`: between the sender's name and the time after it.
  public var headerSpacing: Double
}

public enum MessageArrangement: String, Sendable, Equatable, Codable, CaseIterable {
  /// Mine on the right, theirs on the left, each in a bubble.
  case bubbles
  /// Every message on the left without a bubble, under its sender's avatar, name and time.
  case list
  /// Mine on the right in a bubble; theirs across the page without one, as an AI assistant's
  /// answers are (ChatGPT, Claude).
  case answers
}

public struct SideStyle: Sendable, Equatable, Codable {
  public var bubble: RGBColor
  /// The bubble colour at the top of the page or screen, blending into `bubble` at its bottom,
  /// so a bubble's colour follows where it is (Messenger); transparent for one colour.
  public var bubbleGradientTop: RGBColor
  public var text: RGBColor
  public var link: RGBColor
  /// Time, "edited" and other secondary text.
  public var secondary: RGBColor
  public var ticks: RGBColor
  public var ticksRead: RGBColor
  public var failed: RGBColor
  public var codeText: RGBColor
  public var codeBackground: RGBColor
  /// Behind inline code and mentions, as a highlight of the words (Discord, Slack);
  /// transparent for none.
  public var inlineCodeBackground: RGBColor
  public var mentionBackground: RGBColor
  /// Blockquote bar and reply/forward accents.
  public var accent: RGBColor
  public var quoteBackground: RGBColor
  public var reactionBackground: RGBColor
  public var reactionMineBackground: RGBColor
  public var reactionText: RGBColor
  public var reactionMineText: RGBColor
}

public struct GroupingStyle: Sendable, Equatable, Codable {
  /// Consecutive messages of one sender closer than this many seconds form a group.
  public var windowSeconds: Double
}

public enum AvatarShape: String, Sendable, Equatable, Codable, CaseIterable {
  case circle, rounded, square
}

public struct AvatarStyle: Sendable, Equatable, Codable {
  public var size: Double
  /// Space between the avatar and the bubble's tail.
  public var gap: Double
  public var shape: AvatarShape
  public var visibility: AvatarVisibility
  /// Also show my own avatar beside outgoing bubbles (WeChat, NIMKit).
  public var showOutgoing: Bool
  /// Beside the bubble's bottom (Telegram) or top (WeChat).
  public var alignment: VerticalAlignment
  /// Which message of a group the avatar is beside: the last (Telegram) or the first (WhatsApp).
  public var placement: RunMessage
  /// Initials-circle colours, chosen by a stable hash of the participant id.
  public var palette: [RGBColor]
  /// The top colour of each palette colour's vertical gradient, by position (Telegram's
  /// avatars); empty for flat colours.
  public var gradientTops: [RGBColor]
  public var initialsColor: RGBColor
  public var initialsSize: Double
  /// Without a picture: the initials (Telegram, iMessage, Signal) or a person's silhouette in
  /// `initials_color` (WhatsApp, WeChat, KakaoTalk, which never write initials).
  public var fallback: AvatarFallback
}

public enum AvatarFallback: String, Sendable, Equatable, Codable, CaseIterable {
  case initials, silhouette
}

public struct NameStyle: Sendable, Equatable, Codable {
  public var size: Double
  /// Sender name colours in group chats (Telegram's seven).
  public var palette: [RGBColor]
  /// Space between the name and the content below it.
  public var spacing: Double
  /// In the bubble (Telegram, WhatsApp) or above it, small and grey (iMessage, WeChat).
  public var placement: NamePlacement
  /// Colour of names drawn outside bubbles.
  public var outsideColor: RGBColor
  /// Which chats name their senders: group chats (most apps), every chat (LINE, KakaoTalk), none.
  public var visibility: AvatarVisibility
}

public enum NamePlacement: String, Sendable, Equatable, Codable, CaseIterable {
  case inside, outside
}

/// One end of a group of messages.
public enum RunMessage: String, Sendable, Equatable, Codable, CaseIterable {
  case first, last
}

public enum VerticalAlignment: String, Sendable, Equatable, Codable, CaseIterable {
  case top, bottom
}

public struct TimeHeaderStyle: Sendable, Equatable, Codable {
  /// A separator with the time also appears after a pause this long (seconds); 0: only on new days.
  public var gapSeconds: Double
  /// `false`: no separators at all (ChatGPT and Claude show no dates).
  public var shown: Bool
}

public enum StatusStyle: String, Sendable, Equatable, Codable, CaseIterable {
  /// Clock, one tick, two ticks, coloured ticks, failed badge.
  case ticks
  /// No delivery status (WeChat).
  case none
  /// Words under the bubble, not in it: "Delivered" or "Read" under the last outgoing message,
  /// "Not Delivered" in red under a failed one, "Edited" under an edited one (iMessage).
  case below
  /// Words above a time beside the bubble (`placement: beside`): "Read" (LINE), or until read
  /// KakaoTalk's unread "1".
  case words
}

/// Where the time goes: in the bubble's corner, or on the canvas beside its bottom.
public enum FooterPlacement: String, Sendable, Equatable, Codable, CaseIterable {
  case inside, beside
}

public enum TickStyle: String, Sendable, Equatable, Codable, CaseIterable {
  case checks, circles
}

/// Which messages of one sender within one minute show the time.
public enum SameMinuteTimes: String, Sendable, Equatable, Codable, CaseIterable {
  case every, last
}

public struct FooterStyle: Sendable, Equatable, Codable {
  /// Time (and status) inside bubbles; WeChat shows times only in centred headers.
  public var timeInBubble: Bool
  /// In the bubble (Telegram) or beside its bottom on the canvas (LINE, KakaoTalk).
  public var placement: FooterPlacement
  /// `status: ticks` drawn as ticks (Telegram, WhatsApp) or circled checks (Signal).
  public var tickStyle: TickStyle
  /// `beside`: from the bubble (or its tail) to the time.
  public var besideGap: Double
  /// `beside`: the time's colour, on the canvas rather than on a bubble.
  public var besideColor: RGBColor
  /// `status: words`: above the time of my messages not yet read (KakaoTalk "1"); empty: none.
  public var unreadLabel: String
  /// `last`: of one sender's messages in one group and one minute, only the last shows the time
  /// (KakaoTalk, Signal).
  public var sameMinute: SameMinuteTimes
  public var status: StatusStyle
  public var size: Double
  /// Space between the end of the last text line and an inline footer.
  public var inlineGap: Double
  /// Space between time, "edited", pin and ticks.
  public var itemSpacing: Double
  public var tickSize: Double
  public var hourCycle: HourCycle
  public var editedLabel: String
  /// Around the footer when it sits on a capsule (bubble-less messages, media).
  public var capsulePadding: EdgeInsets
  /// The capsule over media (a photo without caption, a sticker).
  public var overlayBackground: RGBColor
  public var overlayText: RGBColor
  /// Distance of that capsule from the media's bottom and trailing edges.
  public var overlayMargin: Double
  /// The red badge beside a bubble that failed to send, and its distance from the bubble.
  public var failedBadgeSize: Double
  public var failedBadgeGap: Double
  /// The badge on the bubble's free side (Telegram, WeChat) or past its tail (iMessage).
  public var failedBadgePlacement: FailedBadgePlacement
  /// `status: below`: the words under the bubble, in this colour (failures in `failed`).
  public var statusLineColor: RGBColor
  public var deliveredLabel: String
  public var readLabel: String
  public var notDeliveredLabel: String
}

public struct HeaderStyle: Sendable, Equatable, Codable {
  /// Reply and forward headers.
  public var size: Double
  public var replyBarWidth: Double
  public var replyPadding: EdgeInsets
  public var replyRadius: Double
  public var forwardedLabel: String
  /// Where a reply's quote goes: inside the bubble (Telegram, WhatsApp), in a box under it
  /// (WeChat) or as a faded bubble above it (iMessage).
  public var replyStyle: ReplyStyle
  /// The quote's bar and name: the accent in my bubbles (Telegram) or always the quoted
  /// sender's colour (WhatsApp).
  public var replyNameColor: ReplyNameColor
  /// The quoted text in the side's `text` or `secondary` colour (WhatsApp: secondary).
  public var replyPreviewColor: ReplyPreviewColor
  /// `quote_inside`: a quote whose bar is the quoted sender's colour is tinted with it at this
  /// opacity (Telegram); 0 keeps the side's `quote_background`.
  public var replyTintOpacity: Double
  /// `box_below` and `bubble_above`: distance from the bubble, and lines of quoted text.
  public var replyGap: Double
  public var replyMaxLines: Int
  /// `box_below`: WeChat's grey box and its text.
  public var replyBoxBackground: RGBColor
  public var replyBoxText: RGBColor
  /// `bubble_above`: the quoted bubble's opacity and the line joining it to the reply.
  public var replyFadedOpacity: Double
  public var replyLineWidth: Double
  public var replyLineColor: RGBColor
  /// `bubble_above`: the quote on the side of whoever wrote it (iMessage) or of the replier
  /// (Messenger).
  public var replySide: ReplySide
  /// "Forwarded from NAME" in the accent colour (Telegram), or a grey italic "Forwarded" with an
  /// arrow (WhatsApp).
  public var forwardedStyle: ForwardedStyle
  /// `forwarded_style: label`: the word.
  public var forwardedShortLabel: String
  /// The name a quote of my own message carries (WhatsApp: "You"); empty: my display name.
  public var selfName: String
}

public enum ReplySide: String, Sendable, Equatable, Codable, CaseIterable {
  case quoted, replier
}

public enum ReplyStyle: String, Sendable, Equatable, Codable, CaseIterable {
  case quoteInside = "quote_inside"
  case boxBelow = "box_below"
  case bubbleAbove = "bubble_above"
  /// Discord: one line above the sender's name, a spine curving up from the avatar to a small
  /// avatar of the quoted author, their name and the quote.
  case spineAbove = "spine_above"
}

public enum ReplyNameColor: String, Sendable, Equatable, Codable, CaseIterable {
  case accentInMine = "accent_in_mine"
  case sender
}

public enum ReplyPreviewColor: String, Sendable, Equatable, Codable, CaseIterable {
  case text, secondary
}

public enum FailedBadgePlacement: String, Sendable, Equatable, Codable, CaseIterable {
  /// Left of an outgoing bubble.
  case leading
  /// Right of it, the bubble moved in to make room.
  case trailing
}

public enum ForwardedStyle: String, Sendable, Equatable, Codable, CaseIterable {
  case fromName = "from_name"
  case label
  /// No mark at all (WeChat, iMessage, LINE, KakaoTalk, Signal).
  case none
}

/// Deleted (recalled) messages.
public struct DeletedStyle: Sendable, Equatable, Codable {
  /// A centred notice "NAME recalled a message" (WeChat, Telegram), or a bubble of the sender's
  /// with a crossed-circle glyph and grey italic words (WhatsApp).
  public var style: DeletedMessageStyle
  /// `bubble`: the words in others' and in my own deleted messages.
  public var label: String
  public var mineLabel: String
}

public enum DeletedMessageStyle: String, Sendable, Equatable, Codable, CaseIterable {
  case notice, bubble
  /// Nothing at all: the message is gone (Discord).
  case hidden
}

public struct BlockStyle: Sendable, Equatable, Codable {
  /// `pre` blocks: code on a tinted rounded box.
  public var codePadding: EdgeInsets
  public var codeRadius: Double
  public var codeSizeRatio: Double
  /// Inline code's background as a rounded chip this round (0: a square tint behind the letters).
  public var inlineCodeRadius: Double
  /// Lines of message text this many text sizes apart (CSS's `line-height`); 0: the font's own.
  public var lineHeightRatio: Double
  /// Blockquotes: a bar at the leading edge.
  public var quoteBarWidth: Double
  public var quotePadding: EdgeInsets
  public var quoteRadius: Double
  /// Vertical space around blocks.
  public var spacing: Double
  /// `false`: the app draws no bold, italic, code, quotes or spoilers (WeChat, LINE, KakaoTalk):
  /// the words are written plainly, links still coloured.
  public var formatting: Bool
}

/// Links in message text: `link` and `text_link` segments, and addresses found in plain text.
public struct LinkStyle: Sendable, Equatable, Codable {
  /// Web addresses written in plain text are drawn as links (every app does).
  public var autoLink: Bool
  /// Links are underlined as well as coloured (iMessage).
  public var underline: Bool
}

public struct ReactionStyle: Sendable, Equatable, Codable {
  public var size: Double
  public var height: Double
  public var padding: Double
  public var spacing: Double
  /// Chips inside the bubble (Telegram), a pill hanging off its bottom edge (WhatsApp),
  /// tapback badges on its top corner (iMessage), or nothing (WeChat).
  public var style: ReactionDisplay
  /// `pill_below`: WhatsApp's pill, how far it reaches up into the bubble and in from its
  /// sender-side edge.
  public var pillBackground: RGBColor
  public var pillText: RGBColor
  public var pillOverlap: Double
  public var pillInset: Double
  /// `pill_below` and `tapback`: a ring in the canvas colour that sets the badge off the bubble.
  public var outlineWidth: Double
  /// `tapback`: the badge's diameter, how far it reaches down into the bubble and out past its
  /// far edge.
  public var tapbackSize: Double
  public var tapbackOverlap: Double
  public var tapbackOutset: Double
}

public enum ReactionDisplay: String, Sendable, Equatable, Codable, CaseIterable {
  case chipsInside = "chips_inside"
  case pillBelow = "pill_below"
  case tapback
  case none
}

/// Centred capsules: date separators and service notices.
public struct PillStyle: Sendable, Equatable, Codable {
  public var size: Double
  public var bold: Bool
  public var text: RGBColor
  public var background: RGBColor
  public var padding: EdgeInsets
  public var radius: Double
  /// Space above and below the pill.
  public var margin: Double
  /// Widest a pill may be, as a fraction of the canvas.
  public var maxWidthFraction: Double
  /// A line across the canvas through the pill's middle, stopping at its edges (Discord, Slack);
  /// transparent: none.
  public var rule: RGBColor
  public var ruleWidth: Double
  /// A ring around the pill (Slack); transparent: none.
  public var border: RGBColor
}

public struct DividerStyle: Sendable, Equatable, Codable {
  public var style: DividerKind
  public var size: Double
  public var text: RGBColor
  public var background: RGBColor
  public var height: Double
  public var margin: Double
  /// `line`: the line's colour and width, and the tag behind the label at its end.
  public var lineColor: RGBColor
  public var lineWidth: Double
  public var tagBackground: RGBColor
}

/// How the unread divider is drawn.
public enum DividerKind: String, Sendable, Equatable, Codable, CaseIterable {
  /// A full-width band with the label centred (Telegram, WhatsApp).
  case band
  /// A thin line with the label in a tag at its trailing end (Discord "NEW", Slack "New").
  case line
  /// Not drawn (iMessage, WeChat).
  case none
}

/// Boxes drawn for media that cannot be shown.
public struct PlaceholderStyle: Sendable, Equatable, Codable {
  public var background: RGBColor
  /// The picture glyph on the box.
  public var text: RGBColor
  /// Width over height of media placeholders without size hints.
  public var defaultAspectRatio: Double
}
