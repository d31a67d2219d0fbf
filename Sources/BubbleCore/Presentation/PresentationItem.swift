import Foundation

/// Which side a message is drawn on.
public enum Direction: String, Sendable, Hashable {
  case incoming, outgoing
}

/// Where a bubble sits in its group of consecutive messages.
public enum GroupPosition: String, Sendable, Hashable {
  case single, first, middle, last

  /// Only the last bubble of a group (or a single one) has a tail.
  public var hasTail: Bool { self == .single || self == .last }
  /// A neighbour of the same group sits above this bubble.
  public var hasNeighbourAbove: Bool { self == .middle || self == .last }
  /// A neighbour of the same group sits below this bubble.
  public var hasNeighbourBelow: Bool { self == .first || self == .middle }
}

/// What is drawn for a participant's avatar.
public struct AvatarPresentation: Sendable, Hashable {
  public var participantID: String
  /// One or two letters for the initials fallback.
  public var initials: String
  public var source: MediaSource?
  /// Background of the initials circle, derived from the id.
  public var color: RGBColor

  public init(participantID: String, initials: String, source: MediaSource?, color: RGBColor) {
    self.participantID = participantID
    self.initials = initials
    self.source = source
    self.color = color
  }
}

/// The quoted header of a reply.
public struct ReplyPresentation: Sendable, Hashable {
  /// The replied message's sender name, or `nil` for a deleted message.
  public var senderName: String?
  public var color: RGBColor
  /// One line: the text, a media description ("Photo", "Voice message 0:07"),
  /// or "Deleted message".
  public var preview: String
  /// The quoted message is mine: iMessage draws the quote on my side.
  public var isFromMe: Bool
  /// Bubbles on the quoted message's side keep an avatar column, so a quote drawn there lines up.
  public var sideReservesAvatarSpace: Bool
  /// The quoted author's avatar, for quotes that show it (Discord's).
  public var avatar: AvatarPresentation?
  /// "You replied to Maya" over the quote (`strings.replied_to` and its cases); `nil` for none.
  public var caption: String?

  public init(
    senderName: String?, color: RGBColor, preview: String, isFromMe: Bool = false,
    sideReservesAvatarSpace: Bool = false
  ) {
    self.senderName = senderName
    self.color = color
    self.preview = preview
    self.isFromMe = isFromMe
    self.sideReservesAvatarSpace = sideReservesAvatarSpace
  }
}

/// A message with everything the layout needs to know about its surroundings.
public struct PresentedMessage: Sendable, Hashable {
  public var message: Message
  public var direction: Direction
  public var position: GroupPosition
  /// Sender name above the content (first incoming bubble of a group, group chats).
  public var senderName: String?
  public var senderColor: RGBColor?
  /// Drawn beside this bubble (last incoming bubble of a group).
  public var avatar: AvatarPresentation?
  /// True for every incoming message of a chat that shows avatars, so bubbles
  /// of one group line up whether or not they carry the avatar.
  public var reservesAvatarSpace: Bool
  /// 1 to 3 emoji and nothing else: drawn large without a bubble.
  public var isBigEmoji: Bool
  /// Formatted time for the footer, e.g. "09:12".
  public var timeText: String?
  public var reply: ReplyPresentation?
  /// "Forwarded from NAME" header.
  public var forwardedFrom: String?
  /// The conversation's last message of mine: where iMessage writes "Delivered" or "Read".
  public var isLastOutgoing = false

  public init(
    message: Message, direction: Direction, position: GroupPosition = .single,
    senderName: String? = nil, senderColor: RGBColor? = nil, avatar: AvatarPresentation? = nil,
    reservesAvatarSpace: Bool = false, isBigEmoji: Bool = false, timeText: String? = nil,
    reply: ReplyPresentation? = nil, forwardedFrom: String? = nil
  ) {
    self.message = message
    self.direction = direction
    self.position = position
    self.senderName = senderName
    self.senderColor = senderColor
    self.avatar = avatar
    self.reservesAvatarSpace = reservesAvatarSpace
    self.isBigEmoji = isBigEmoji
    self.timeText = timeText
    self.reply = reply
    self.forwardedFrom = forwardedFrom
  }
}

/// One row of the rendered conversation, top to bottom.
public enum PresentationItem: Sendable, Hashable {
  /// A centred capsule with the day, e.g. "November 20, 2026".
  case dateSeparator(label: String)
  /// "Unread messages", right before the first unread message.
  case unreadDivider(label: String)
  /// System notices and recalled messages: a centred pill.
  case notice(messageID: String, text: String)
  case message(PresentedMessage)
}

/// Which chats show incoming avatars.
public enum AvatarVisibility: String, Sendable, Equatable, Codable, CaseIterable {
  /// Group chats only (Telegram).
  case group
  /// Every chat (WeChat, NIMKit).
  case always
  case never
}

public enum HourCycle: String, Sendable, Equatable, Codable, CaseIterable {
  /// "18:05"
  case h24
  /// "6:05 PM"
  case h12
}

/// Everything the presenter takes from the theme and render options.
public struct PresentationSettings: Sendable, Equatable {
  /// Consecutive messages of one sender closer than this form a group.
  public var groupingWindow: TimeInterval
  public var avatarVisibility: AvatarVisibility
  /// Sender name colours in group chats, chosen by a stable hash of the id.
  public var namePalette: [RGBColor]
  /// Initials-circle colours, chosen the same way.
  public var avatarPalette: [RGBColor]
  /// Display time zone; `nil` shows each timestamp in its own offset.
  public var timeZone: TimeZone?
  public var hourCycle: HourCycle
  public var strings: PresentationStrings
  /// Also a centred time header after a pause this long (WeChat, NIMKit); 0: day separators only.
  public var timeHeaderGap: TimeInterval
  /// My own avatar beside outgoing bubbles too (WeChat, NIMKit).
  public var showsOutgoingAvatars: Bool
  /// Messages of 1 to 3 emoji are drawn large without a bubble (Telegram's rule).
  public var bigEmoji: Bool
  /// Recalled messages stay bubbles of their sender's ("This message was deleted", WhatsApp)
  /// instead of centred notices.
  public var recalledAsBubble = false
  /// Mark the last message of mine (`PresentedMessage.isLastOutgoing`), for themes that write its
  /// status under it; off, appending a message leaves the rows before it as they were.
  public var marksLastOutgoing = false
  /// The avatar beside a group's first message, not its last (WhatsApp, lists).
  public var avatarOnFirst = false
  /// A list (Discord, Slack): every message on the incoming side, each group headed by its
  /// sender's avatar and name in every chat, mine included.
  public var isList = false
  /// Names go above bubbles, so bubble-less messages can carry one too.
  public var namesAboveBubbles = false
  /// Recalled messages leave nothing behind (Discord).
  public var hidesRecalled = false
  /// Media types whose messages are left out (`media.hidden_kinds`).
  public var hiddenMediaTypes: Set<String> = []
  /// Quotes carry their author's avatar (Discord's reply line).
  public var quotesShowAvatars = false
  /// `false`: the app draws no unread divider (iMessage, WeChat), and none breaks a group.
  public var showsUnreadDivider = true
  /// `false`: no date or time separators (ChatGPT, Claude).
  public var showsTimeSeparators = true
  /// Which chats name their senders.
  public var nameVisibility = AvatarVisibility.group
  /// Of one sender's messages in a group within one minute, only the last keeps its time.
  public var timeOnLastOfMinute = false
  /// The theme's date and time patterns and names.
  public var dateWording = DateWording.english
  /// The sender name of a quoted message of mine (WhatsApp: "You"); `nil`: my display name.
  public var selfName: String?

  public init(
    groupingWindow: TimeInterval = 300, avatarVisibility: AvatarVisibility = .group,
    namePalette: [RGBColor], avatarPalette: [RGBColor], timeZone: TimeZone? = nil,
    hourCycle: HourCycle = .h24, strings: PresentationStrings = .english, timeHeaderGap: TimeInterval = 0,
    showsOutgoingAvatars: Bool = false, bigEmoji: Bool = true
  ) {
    self.bigEmoji = bigEmoji
    self.timeHeaderGap = timeHeaderGap
    self.showsOutgoingAvatars = showsOutgoingAvatars
    self.groupingWindow = groupingWindow
    self.avatarVisibility = avatarVisibility
    self.namePalette = namePalette
    self.avatarPalette = avatarPalette
    self.timeZone = timeZone
    self.hourCycle = hourCycle
    self.strings = strings
  }
}

/// User-visible words the presenter produces (a theme's `strings` section).
public struct PresentationStrings: Sendable, Equatable, Codable {
  public var unreadMessages = "Unread messages"
  /// "%@" is the sender's name.
  public var recalledMessage = "%@ recalled a message"
  /// The notice for a message recalled by `me`.
  public var youRecalledMessage = "You recalled a message"
  public var deletedMessage = "Deleted message"
  public var photo = "Photo"
  public var album = "Album"
  public var video = "Video"
  /// "%@" is the duration, e.g. "0:07".
  public var voiceMessage = "Voice message %@"
  public var audio = "Audio"
  public var file = "File"
  public var location = "Location"
  public var contact = "Contact"
  public var sticker = "Sticker"
  public var call = "Call"
  public var videoCall = "Video call"
  public var missedCall = "Missed call"
  public var poll = "Poll"
  public var redPacket = "Red packet"
  public var transfer = "Transfer"
  /// A message of a kind the app does not have (`media.unsupported_kinds`), or of one nobody
  /// registered; "%@" is the kind's name.
  public var unsupportedMessage = "Unsupported message (%@)"
  /// A caption over a reply's quote (Messenger); empty for none. "%@"s are the replier and the
  /// quoted sender, in that order.
  public var repliedTo = ""
  public var youRepliedTo = ""
  public var repliedToYou = ""
  public var youRepliedToYourself = ""
  public var repliedToThemself = ""

  public static let english = PresentationStrings()
}
