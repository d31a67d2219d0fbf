import BubbleKit
import Foundation
import Testing

/// Rows of the list: order, previews that name media and senders, drafts, badges, times.
@Suite struct InboxPresenterTests {
  static let settings = InboxPresentationSettings(
    time: RelativeTimeFormat(), avatarPalette: [.black], draftLabel: "Draft:", youLabel: "You")

  /// A conversation whose last message is `last` (JSON), sent at `time`.
  static func conversation(kind: String = "direct", title: String? = nil, last: String, time: String) throws
    -> Conversation
  {
    let titleField = title.map { #""title": "\#($0)","# } ?? ""
    return try TestSupport.conversation(
      """
      { \(titleField) "kind": "\(kind)", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "alice", "name": "Alice Chen" }, { "id": "bo", "name": "Bo" }],
        "messages": [{ "id": "m", "time": "\(time)", \(last) }] }
      """)
  }

  static func preview(_ conversation: Conversation, draft: String? = nil) -> String {
    let row = InboxPresenter.rows(
      Inbox(entries: [InboxEntry(conversation: conversation, draft: draft)]), settings: settings)[0]
    return [row.previewPrefix, row.previewText].compactMap { $0 }.joined(separator: " ")
  }

  static let time = "2026-11-22T18:00:00+08:00"

  @Test(arguments: [
    ("direct", #""from": "alice", "text": "See you"#, "See you"),
    ("direct", #""from": "alice", "media": { "type": "image" }"#, "Photo"),
    ("direct", #""from": "alice", "media": { "type": "voice", "duration": 7 }"#, "Voice message 0:07"),
    ("direct", #""from": "me", "text": "Sure"#, "Sure"),
    ("group", #""from": "alice", "text": "Lunch?"#, "Alice: Lunch?"),
    ("group", #""from": "alice", "media": { "type": "file", "name": "plan.pdf" }"#, "Alice: plan.pdf"),
    ("group", #""from": "me", "media": { "type": "call", "missed": true }"#, "You: Missed call"),
    ("group", #""from": "bo", "text": "line one\nline two"#, "Bo: line one line two"),
    ("group", #""type": "system", "text": "Bo joined the group"#, "Bo joined the group"),
    ("group", #""type": "recalled", "from": "alice"#, "Alice Chen recalled a message"),
    ("direct", #""type": "recalled", "from": "me"#, "You recalled a message"),
  ])
  func previews(kind: String, last: String, expected: String) throws {
    let last = last.hasSuffix("}") || last.hasSuffix("\"") ? last : last + "\""
    #expect(Self.preview(try Self.conversation(kind: kind, last: last, time: Self.time)) == expected)
  }

  @Test func aDraftReplacesTheLastMessage() throws {
    let conversation = try Self.conversation(
      kind: "group", last: #""from": "alice", "text": "Lunch?""#, time: Self.time)
    let row = InboxPresenter.rows(
      Inbox(entries: [InboxEntry(conversation: conversation, draft: "Maybe\ntomorrow")]), settings: Self.settings)[0]
    #expect(row.previewIsDraft)
    #expect(row.previewPrefix == "Draft:")
    #expect(row.previewText == "Maybe tomorrow")
  }

  @Test(arguments: [(0, nil), (1, "1"), (99, "99"), (100, "99+"), (5000, "99+")] as [(Int, String?)])
  func badges(count: Int, expected: String?) {
    #expect(InboxPresenter.badge(for: count) == expected)
  }

  @Test func pinnedFirstThenNewestFirst() throws {
    func entry(_ title: String, _ time: String, pinned: Bool = false) throws -> InboxEntry {
      InboxEntry(
        conversation: try Self.conversation(title: title, last: #""from": "alice", "text": "x""#, time: time),
        pinned: pinned)
    }
    let inbox = Inbox(entries: [
      try entry("old", "2026-11-01T10:00:00Z"),
      try entry("new", "2026-11-22T10:00:00Z"),
      try entry("pinned old", "2026-10-01T10:00:00Z", pinned: true),
      try entry("mid", "2026-11-10T10:00:00Z"),
      try entry("pinned new", "2026-11-20T10:00:00Z", pinned: true),
      try entry("also new", "2026-11-22T10:00:00Z"),
    ])
    let rows = InboxPresenter.rows(inbox, settings: Self.settings)
    #expect(rows.map(\.title) == ["pinned new", "pinned old", "new", "also new", "mid", "old"])
    // "Now" is the newest message across the inbox.
    #expect(rows.map(\.timeLabel) == ["Fri", "Oct 1", "10:00", "10:00", "Nov 10", "Nov 1"])
  }

  @Test func anExplicitNowWins() throws {
    let conversation = try Self.conversation(last: #""from": "alice", "text": "x""#, time: "2026-11-20T10:00:00Z")
    let inbox = Inbox(
      entries: [InboxEntry(conversation: conversation)], now: Timestamp(secondsSince1970: 1_795_341_600))
    #expect(InboxPresenter.rows(inbox, settings: Self.settings)[0].timeLabel == "Fri")
    let later = Timestamp(secondsSince1970: 1_795_341_600 + 30 * 86_400)
    #expect(InboxPresenter.rows(inbox, settings: Self.settings, now: later)[0].timeLabel == "Nov 20")
  }

  @Test func unreadComesFromTheEntryOrFromUnreadFrom() throws {
    let conversation = try TestSupport.corpusConversation("group-rich-text")
    #expect(InboxEntry(conversation: conversation).unreadCount == 3)
    #expect(InboxEntry(conversation: conversation, unread: 120).unreadCount == 120)
    let row = InboxPresenter.rows(
      Inbox(entries: [InboxEntry(conversation: conversation, muted: true, unread: 120)]), settings: Self.settings)[0]
    #expect(row.unreadBadge == "99+" && row.muted)
    #expect(row.title == "Release crew 🚀")
    #expect(row.previewPrefix == "Dana:")
  }

  @Test func untitledChatsAreNamedAfterPeople() throws {
    let direct = try Self.conversation(last: #""from": "alice", "text": "x""#, time: Self.time)
    let group = try Self.conversation(kind: "group", last: #""from": "alice", "text": "x""#, time: Self.time)
    let rows = InboxPresenter.rows(
      Inbox(entries: [InboxEntry(conversation: direct), InboxEntry(conversation: group)]), settings: Self.settings)
    #expect(rows.map(\.title) == ["Alice Chen", "Alice, Bo"])
    #expect(rows.map(\.avatar.initials) == ["AC", "AB"])
  }

  @Test func anEmptyChatHasNoPreviewOrTime() throws {
    let empty = try TestSupport.conversation(#"{ "participants": [{ "id": "a", "name": "Ana" }], "messages": [] }"#)
    let row = InboxPresenter.rows(Inbox(entries: [InboxEntry(conversation: empty)]), settings: Self.settings)[0]
    #expect(row.previewText.isEmpty && row.timeLabel.isEmpty && row.unreadBadge == nil)
    #expect(row.title == "Ana")
  }
}
