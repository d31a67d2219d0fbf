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

  /// The unread count shown: the given one, or the messages from `unread_from` on.
  public var unreadCount: Int {
    if let unread { return unread }
    guard let first = conversation.unreadFrom,
      let index = conversation.messages.firstIndex(where: { $0.id == first })
    else { return 0 }
    return conversation.messages[index...].filter { $0.kind == .message && $0.from != conversation.me }.count
  }
}

/// A valid inbox and the warnings found while reading it and its conversations.
public struct DecodedInbox: Sendable, Equatable {
  public var inbox: Inbox
  public var warnings: [DecodingIssue]
}
