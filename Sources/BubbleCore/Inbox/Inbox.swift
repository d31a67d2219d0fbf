import Foundation

/// A conversation list (format `bubbles-inbox/1`, docs/inbox-format.md): the conversations of
/// NIMKit's session list page with what the list shows beside them.
public struct Inbox: Sendable, Equatable {
  public var entries: [InboxEntry]
  /// The reference time for relative times ("18:05", "Tue", "Nov 14"); `nil` uses the newest
  /// message time across the inbox. Never the wall clock, so renders repeat exactly.
  public var now: Timestamp?

  public init(entries: [InboxEntry], now: Timestamp? = nil) {
    self.entries = entries
    self.now = now
  }
}

public struct InboxEntry: Sendable, Equatable {
  public var conversation: Conversation
  /// Pinned rows come first.
  public var pinned: Bool
  /// A muted chat's badge is grey and its title carries a crossed-out bell.
  public var muted: Bool
  /// `nil` counts the messages from the conversation's `unread_from` on.
  public var unread: Int?
  /// Unsent text; shown instead of the last message, marked as a draft.
  public var draft: String?
  /// Where the conversation's media paths resolve (its file's folder); `nil` for none.
  public var mediaDirectory: URL?

  public init(
    conversation: Conversation, pinned: Bool = false, muted: Bool = false, unread: Int? = nil, draft: String? = nil,
    mediaDirectory: URL? = nil
  ) {
    self.conversation = conversation
    self.pinned = pinned
    self.muted = muted
    self.unread = unread
    self.draft = draft
    self.mediaDirectory = mediaDirectory
  }

  /// The messages from `unread_from` on, counted before the decoder kept only what the list
  /// shows of the conversation (`keepingWhatTheListShows`).
  var countedUnread: Int?

  /// The unread count shown: the given one, or the messages from `unread_from` on.
  public var unreadCount: Int {
    if let unread { return unread }
    if let countedUnread { return countedUnread }
    guard let first = conversation.unreadFrom,
      let index = conversation.messages.firstIndex(where: { $0.id == first })
    else { return 0 }
    return conversation.messages[index...].filter { $0.kind == .message && $0.from != conversation.me }.count
  }
}

extension InboxEntry {
  /// The entry with only what a row of the list shows of its conversation: the last message
  /// (the preview), the last timed one (the time, the order), the participants that name and
  /// picture it, and the unread count. A thousand long conversations then hold a few messages
  /// each, not all of theirs.
  func keepingWhatTheListShows() -> InboxEntry {
    var entry = self
    entry.countedUnread = unread == nil ? unreadCount : nil
    let messages = conversation.messages
    let lastTimed = messages.lastIndex { $0.time != nil }
    let kept = Set([messages.indices.last, lastTimed].compactMap { $0 })
    entry.conversation.messages = messages.indices.filter(kept.contains).map { messages[$0] }
    // Me, the first people after me (an untitled group's name, a direct chat's other person) and
    // the senders of the messages kept.
    let others = conversation.participants.filter { $0.id != conversation.me }.prefix(3).map(\.id)
    let named = Set(others + [conversation.me, conversation.participants.first?.id].compactMap { $0 })
      .union(entry.conversation.messages.compactMap(\.from))
    entry.conversation.participants = conversation.participants.filter { named.contains($0.id) }
    return entry
  }
}

/// A valid inbox and the warnings found while reading it and its conversations.
public struct DecodedInbox: Sendable, Equatable {
  public var inbox: Inbox
  public var warnings: [DecodingIssue]
}
