/// The presentation stage: decides, without drawing anything, which rows a
/// conversation becomes and how each bubble relates to its neighbours.
public enum Presenter {
  /// Rows top to bottom: date separators, the unread divider, notices and
  /// messages with their direction, group position, name, avatar, time and reply header.
  public static func present(
    _ conversation: Conversation, settings: PresentationSettings
  ) -> [PresentationItem] {
    PresentationBuilder(conversation: conversation, settings: settings).items()
  }
}

/// One `present` call's state; lookups are indexed once because a conversation
/// may hold 10,000 messages.
struct PresentationBuilder {
  let conversation: Conversation
  let settings: PresentationSettings
  let clock: DisplayClock
  let participantsByID: [String: Participant]
  let messagesByID: [String: Message]
  let showsAvatars: Bool
  /// The last message's day, which relative date separators count back from.
  let today: LocalTime?

  /// Drawn for initials circles and deleted replies when a palette is empty.
  static let neutralColor = RGBColor(red: 0.56, green: 0.56, blue: 0.58)

  init(conversation: Conversation, settings: PresentationSettings) {
    self.conversation = conversation
    self.settings = settings
    clock = DisplayClock(timeZone: settings.timeZone, hourCycle: settings.hourCycle, wording: settings.dateWording)
    participantsByID = Dictionary(
      conversation.participants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    messagesByID = Dictionary(
      conversation.messages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    today = conversation.messages.lazy.compactMap(\.time).max { $0.secondsSince1970 < $1.secondsSince1970 }
      .flatMap(clock.localTime)
    switch settings.avatarVisibility {
    case .group: showsAvatars = conversation.kind == .group
    case .always: showsAvatars = true
    case .never: showsAvatars = false
    }
  }

  /// A row before decoration; bubbles are indexed so grouping can revise an earlier one.
  private enum Row {
    case fixed(PresentationItem)
    case bubble(Int)
  }

  func items() -> [PresentationItem] {
    var rows: [Row] = []
    var bubbles: [PresentedMessage] = []
    var currentDay: Int?
    var previousTime: Double?
    // The bubble the next message may join; `nil` after anything that breaks a group.
    var openGroupTail: Int?

    for message in conversation.messages where isShown(message) {
      let localTime = message.time.flatMap(clock.localTime)
      if let localTime,
        let label = separatorLabel(localTime, at: message.time, currentDay: currentDay, previousTime: previousTime)
      {
        rows.append(.fixed(.dateSeparator(label: label)))
        openGroupTail = nil
      }
      if let localTime {
        currentDay = localTime.dayNumber
        previousTime = message.time?.secondsSince1970
      }
      // After the day's separator, so the divider sits right above its message.
      if settings.showsUnreadDivider, message.id == conversation.unreadFrom {
        rows.append(.fixed(.unreadDivider(label: settings.strings.unreadMessages)))
        openGroupTail = nil
      }
      guard message.kind == .message || (message.kind == .recalled && settings.recalledAsBubble && message.from != nil)
      else {
        rows.append(.fixed(.notice(messageID: message.id, text: noticeText(message))))
        openGroupTail = nil
        continue
      }

      var bubble = presented(message, localTime: localTime)
      if let tail = openGroupTail, continuesGroup(bubbles[tail], with: bubble) {
        bubbles[tail].position = bubbles[tail].position == .single ? .first : .middle
        bubble.position = .last
      }
      openGroupTail = drawsWithoutBubble(bubble) ? nil : bubbles.count
      rows.append(.bubble(bubbles.count))
      bubbles.append(bubble)
    }

    if settings.timeOnLastOfMinute { dropTimesBeforeSameMinute(&bubbles) }
    if settings.marksLastOutgoing, let last = bubbles.lastIndex(where: { $0.direction == .outgoing }) {
      bubbles[last].isLastOutgoing = true
    }
    return rows.map { row in
      switch row {
      case .fixed(let item): return item
      case .bubble(let index): return .message(decorated(bubbles[index]))
      }
    }
  }

  /// A new day gets its date; with time headers on, the date and time, and a pause gets the time.
  private func separatorLabel(_ local: LocalTime, at time: Timestamp?, currentDay: Int?, previousTime: Double?)
    -> String?
  {
    guard settings.showsTimeSeparators else { return nil }
    let timeHeaders = settings.timeHeaderGap > 0
    if local.dayNumber != currentDay {
      return timeHeaders ? clock.dateAndTimeLabel(local) : clock.dateLabel(local, today: today)
    }
    guard timeHeaders, let time, let previousTime,
      time.secondsSince1970 - previousTime >= settings.timeHeaderGap
    else { return nil }
    return clock.timeText(local)
  }

  /// Everything that does not depend on the neighbours.
  private func presented(_ message: Message, localTime: LocalTime?) -> PresentedMessage {
    let isOutgoing = !settings.isList && conversation.me != nil && message.from == conversation.me
    return PresentedMessage(
      message: message,
      direction: isOutgoing ? .outgoing : .incoming,
      isBigEmoji: isBigEmoji(message),
      timeText: localTime.map(clock.timeText),
      reply: reply(for: message),
      forwardedFrom: message.forwardedFrom)
  }

  /// Name on the first bubble of an incoming group (group chats), avatar beside the last (or the
  /// first); a list names every group's sender.
  private func decorated(_ bubble: PresentedMessage) -> PresentedMessage {
    guard bubble.direction == .incoming else { return decoratedOutgoing(bubble) }
    var bubble = bubble
    bubble.reservesAvatarSpace = showsAvatars
    guard let senderID = bubble.message.from else { return bubble }
    if showsAvatars && carriesAvatar(bubble) {
      bubble.avatar = avatar(for: senderID)
    }
    // Big emoji and stickers have no bubble to put a name in; their avatar says who sent them.
    // Names drawn above bubbles name big emoji and stickers too (iMessage, WeChat).
    let namesSender =
      settings.isList || (namesChat && (settings.namesAboveBubbles || !drawsWithoutBubble(bubble)))
    // A sender an import left nameless (quote-api's `name: false`) is not named.
    let senderName = name(of: senderID)
    if namesSender && !bubble.position.hasNeighbourAbove && !senderName.isEmpty {
      bubble.senderName = senderName
      bubble.senderColor = nameColor(of: senderID)
    }
    return bubble
  }

  /// Outgoing bubbles carry my avatar only in themes that show it (WeChat, NIMKit).
  private func decoratedOutgoing(_ bubble: PresentedMessage) -> PresentedMessage {
    guard settings.showsOutgoingAvatars, showsAvatars, let me = bubble.message.from else { return bubble }
    var bubble = bubble
    bubble.reservesAvatarSpace = true
    if carriesAvatar(bubble) { bubble.avatar = avatar(for: me) }
    return bubble
  }

  private var namesChat: Bool {
    switch settings.nameVisibility {
    case .group: conversation.kind == .group
    case .always: true
    case .never: false
    }
  }

  private func carriesAvatar(_ bubble: PresentedMessage) -> Bool {
    settings.avatarOnFirst ? !bubble.position.hasNeighbourAbove : bubble.position.hasTail
  }

  private func continuesGroup(_ previous: PresentedMessage, with next: PresentedMessage) -> Bool {
    guard let sender = next.message.from, previous.message.from == sender,
      previous.direction == next.direction, !drawsWithoutBubble(next)
    else { return false }
    // Without both times there is nothing to measure: the same sender keeps the group.
    guard let before = previous.message.time, let after = next.message.time else { return true }
    return abs(after.secondsSince1970 - before.secondsSince1970) < settings.groupingWindow
  }

  /// KakaoTalk and Signal write one time under a burst: a message followed in its group by one
  /// of the same minute shows none.
  private func dropTimesBeforeSameMinute(_ bubbles: inout [PresentedMessage]) {
    for index in bubbles.indices.dropLast() where bubbles[index + 1].position.hasNeighbourAbove {
      guard let time = bubbles[index].message.time.flatMap(clock.localTime),
        let next = bubbles[index + 1].message.time.flatMap(clock.localTime),
        time.dayNumber == next.dayNumber, time.hour == next.hour, time.minute == next.minute
      else { continue }
      bubbles[index].timeText = nil
    }
  }

  private func isBigEmoji(_ message: Message) -> Bool {
    guard settings.bigEmoji, message.kind == .message, message.media == nil, let text = message.text, text.isPlain
    else { return false }
    return EmojiClassifier.bigEmojiCount(text.plainText) != nil
  }

  /// In a list nothing has a bubble, and nothing leaves its sender's group.
  private func drawsWithoutBubble(_ bubble: PresentedMessage) -> Bool {
    if settings.isList { return false }
    if bubble.message.media?.traits.isBubbleless == true { return true }
    return bubble.isBigEmoji
  }

  private func noticeText(_ message: Message) -> String {
    guard message.kind == .recalled else { return message.text?.plainText ?? "" }
    guard let senderID = message.from else { return settings.strings.deletedMessage }
    if senderID == conversation.me { return settings.strings.youRecalledMessage }
    return MediaSummary.fill(settings.strings.recalledMessage, with: name(of: senderID))
  }

  /// Deleted messages in themes that hide them, and media the app keeps no message of, are left out.
  private func isShown(_ message: Message) -> Bool {
    if settings.hidesRecalled && message.kind == .recalled { return false }
    if let type = message.media?.typeName, settings.hiddenMediaTypes.contains(type) { return false }
    return true
  }

  // MARK: Participants

  /// An id missing from the participants (the decoder rejects it) shows as itself.
  func name(of participantID: String) -> String {
    participantsByID[participantID]?.name ?? participantID
  }

  func nameColor(of participantID: String) -> RGBColor? {
    participantsByID[participantID]?.color ?? paletteColor(of: participantID, in: settings.namePalette)
  }

  /// The participant's own palette place when the input gives one, else by the id's hash.
  private func paletteColor(of participantID: String, in palette: [RGBColor]) -> RGBColor? {
    guard let index = participantsByID[participantID]?.paletteIndex, !palette.isEmpty else {
      return ParticipantAppearance.paletteColor(for: participantID, in: palette)
    }
    return palette[index % palette.count]
  }

  func avatar(for participantID: String) -> AvatarPresentation {
    let initials =
      [name(of: participantID), participantID]
      .lazy.map(ParticipantAppearance.initials).first { !$0.isEmpty } ?? "?"
    return AvatarPresentation(
      participantID: participantID, initials: initials,
      source: participantsByID[participantID]?.avatar,
      color: paletteColor(of: participantID, in: settings.avatarPalette) ?? Self.neutralColor)
  }
}
