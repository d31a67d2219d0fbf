import Foundation

/// One row of the conversation list, decided without drawing anything.
public struct InboxRow: Sendable, Equatable {
  /// Position of the entry in the inbox file.
  public var entryIndex: Int
  public var title: String
  public var avatar: AvatarPresentation
  /// "Draft:", "Alice:", "You:" or nothing; drawn before the text in its own colour.
  public var previewPrefix: String?
  public var previewIsDraft: Bool
  public var previewText: String
  /// Relative to the inbox's "now"; empty for a chat without times.
  public var timeLabel: String
  /// "3", "99+"; `nil` when nothing is unread.
  public var unreadBadge: String?
  public var muted: Bool
  public var pinned: Bool
}

/// What the presenter takes from the theme and the render options.
public struct InboxPresentationSettings: Sendable {
  public var time: RelativeTimeFormat
  public var strings: PresentationStrings
  public var avatarPalette: [RGBColor]
  public var draftLabel: String
  /// Empty: my own messages in groups get no prefix (WeChat).
  public var youLabel: String

  public init(
    time: RelativeTimeFormat, strings: PresentationStrings = .english, avatarPalette: [RGBColor],
    draftLabel: String, youLabel: String
  ) {
    self.time = time
    self.strings = strings
    self.avatarPalette = avatarPalette
    self.draftLabel = draftLabel
    self.youLabel = youLabel
  }

  public init(theme: Theme, timeZone: TimeZone? = nil, hourCycle: HourCycle? = nil) {
    let style = theme.screen.inbox
    self.init(
      time: RelativeTimeFormat(
        timeZone: timeZone, hourCycle: hourCycle ?? theme.footer.hourCycle, yesterdayLabel: style.yesterdayLabel,
        wording: theme.dates),
      strings: theme.strings, avatarPalette: theme.avatar.palette, draftLabel: style.draftLabel,
      youLabel: style.youLabel)
    // A theme that keeps deleted messages as bubbles words them the same in the list (WhatsApp).
    if theme.deleted.style == .bubble {
      strings.recalledMessage = theme.deleted.label
      strings.youRecalledMessage = theme.deleted.mineLabel
    }
  }
}

/// NIMKit's session list as data: rows sorted pinned first, then newest first, each with a
/// title, a one-line preview that names media, a relative time and the unread badge.
public enum InboxPresenter {
  public static let maxBadgeCount = 99

  /// `now` overrides the inbox's own reference time.
  public static func rows(_ inbox: Inbox, settings: InboxPresentationSettings, now: Timestamp? = nil) -> [InboxRow] {
    let reference = now ?? inbox.now ?? newestTime(inbox)
    let rows = inbox.entries.enumerated().map { index, entry in
      row(entry, index: index, now: reference, settings: settings)
    }
    // Pinned first, then the most recent activity; the file's order breaks ties.
    let activity = inbox.entries.map { lastTime($0.conversation)?.secondsSince1970 ?? -.infinity }
    return rows.sorted { lhs, rhs in
      if lhs.pinned != rhs.pinned { return lhs.pinned }
      let left = activity[lhs.entryIndex]
      let right = activity[rhs.entryIndex]
      return left != right ? left > right : lhs.entryIndex < rhs.entryIndex
    }
  }

  /// The newest message time across the inbox: the list looks as it did right after it.
  public static func newestTime(_ inbox: Inbox) -> Timestamp? {
    inbox.entries.compactMap { lastTime($0.conversation) }.max()
  }

  /// "99+" past 99; `nil` for none.
  public static func badge(for count: Int) -> String? {
    guard count > 0 else { return nil }
    return count > maxBadgeCount ? "\(maxBadgeCount)+" : "\(count)"
  }

  static func row(_ entry: InboxEntry, index: Int, now: Timestamp?, settings: InboxPresentationSettings) -> InboxRow {
    let conversation = entry.conversation
    let identity = ConversationIdentity(conversation, palette: settings.avatarPalette)
    let preview = preview(entry, settings: settings)
    let time = lastTime(conversation)
    return InboxRow(
      entryIndex: index, title: identity.title, avatar: identity.avatar, previewPrefix: preview.prefix,
      previewIsDraft: preview.isDraft, previewText: preview.text,
      timeLabel: time.flatMap { time in now.map { settings.time.label(for: time, now: $0) } } ?? "",
      unreadBadge: badge(for: entry.unreadCount), muted: entry.muted, pinned: entry.pinned)
  }

  /// The draft if there is one, else the last message: "Alice: Photo", "Voice message 0:07".
  static func preview(_ entry: InboxEntry, settings: InboxPresentationSettings) -> (
    prefix: String?, isDraft: Bool, text: String
  ) {
    if let draft = entry.draft, !MediaSummary.singleLine(draft).isEmpty {
      return (settings.draftLabel.isEmpty ? nil : settings.draftLabel, true, MediaSummary.singleLine(draft))
    }
    let conversation = entry.conversation
    guard let message = conversation.messages.last else { return (nil, false, "") }
    let strings = settings.strings
    switch message.kind {
    case .system:
      return (nil, false, MediaSummary.oneLine(text: message.text, media: nil, strings: strings))
    case .recalled:
      if message.from != nil, message.from == conversation.me { return (nil, false, strings.youRecalledMessage) }
      let name = message.from.flatMap(conversation.participant)?.name ?? message.from ?? ""
      return (nil, false, MediaSummary.fill(strings.recalledMessage, with: name))
    case .message:
      let text = MediaSummary.oneLine(text: message.text, media: message.media, strings: strings)
      return (senderPrefix(message, in: conversation, settings: settings), false, text)
    }
  }

  /// Groups name the sender by first name ("Alice:"), or "You:" for my own messages.
  private static func senderPrefix(
    _ message: Message, in conversation: Conversation, settings: InboxPresentationSettings
  ) -> String? {
    guard conversation.kind == .group, let from = message.from else { return nil }
    if from == conversation.me { return settings.youLabel.isEmpty ? nil : settings.youLabel + ":" }
    let name = conversation.participant(from)?.name ?? from
    let first = name.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? name
    return first + ":"
  }

  /// The time of the newest timed message.
  static func lastTime(_ conversation: Conversation) -> Timestamp? {
    conversation.messages.lazy.reversed().compactMap(\.time).first
  }
}
