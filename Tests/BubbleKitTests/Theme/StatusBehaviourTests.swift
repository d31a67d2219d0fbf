import BubbleKit
import Foundation
import Testing

/// Delivery status, edits, forwards and deletions as each app shows them: iMessage's words under
/// bubbles, WhatsApp's "Forwarded" label and deleted-message bubbles.
@Suite struct StatusBehaviourTests {
  static let participants = """
    "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann Lee" }]
    """

  static let iMessageStatuses = """
    { "kind": "direct", "me": "me", \(participants), "messages": [
      { "id": "1", "from": "me", "time": "2026-03-01T10:00:00Z", "status": "delivered", "text": "Are we still on for lunch?" },
      { "id": "2", "from": "ann", "time": "2026-03-01T10:01:00Z", "edited": true, "text": "Yes! 12:30 at the usual place" },
      { "id": "3", "from": "me", "time": "2026-03-01T10:02:00Z", "status": "failed", "text": "Great, see you there" },
      { "id": "4", "from": "me", "time": "2026-03-01T10:03:00Z", "status": "read", "edited": true, "text": "Booked a table 🍜" }
    ] }
    """

  static let whatsAppForwardsAndDeletions = """
    { "kind": "direct", "me": "me", \(participants), "messages": [
      { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "forwarded_from": "Bob", "text": "Road closed on Main St until Friday" },
      { "id": "2", "from": "ann", "time": "2026-03-01T10:01:00Z", "type": "recalled" },
      { "id": "3", "from": "me", "time": "2026-03-01T10:02:00Z", "type": "recalled" },
      { "id": "4", "from": "me", "time": "2026-03-01T10:03:00Z", "status": "read", "forwarded_from": "Ann Lee", "text": "Thanks, passing it on" }
    ] }
    """

  private func rows(_ json: String, theme: String) async throws -> [[(kind: String, frame: Rect)]] {
    try await rows(json, renderer: try ConversationRenderer(theme: try ThemeLoader.load(theme)))
  }

  private func rows(_ json: String, renderer: ConversationRenderer) async throws -> [[(kind: String, frame: Rect)]] {
    let layout = await TestSupport.layout(try TestSupport.conversation(json), renderer: renderer)
    return layout.rows.map { placed in placed.row.parts.map { ($0.kind, $0.frame.offsetBy(dx: 0, dy: placed.y)) } }
      .filter { parts in !parts.contains { $0.kind == "date_separator" } }
  }

  private func frame(_ kind: String, in row: [(kind: String, frame: Rect)]) -> Rect? {
    row.first { $0.kind == kind }?.frame
  }

  @Test func iMessageWritesStatusUnderTheBubbleAndReservesItsSpace() async throws {
    let rows = try await rows(Self.iMessageStatuses, theme: "imessage")
    // "Delivered" only under the last message of mine: not under the first.
    #expect(frame("status_line", in: rows[0]) == nil)
    for index in 1...3 {
      let bubble = try #require(frame("bubble", in: rows[index]))
      let line = try #require(frame("status_line", in: rows[index]))
      #expect(line.minY >= bubble.maxY)
      // On the sender's side: "Edited" left under Ann's, the others right under mine.
      #expect(index == 1 ? line.minX == bubble.minX : abs(line.maxX - bubble.maxX) < 0.01)
      if index < 3 { #expect(try #require(frame("bubble", in: rows[index + 1])).minY > line.maxY) }
    }
    // The (!) right of the failed bubble, past its tail, inside the canvas.
    let badge = try #require(frame("failed_badge", in: rows[2]))
    let failed = try #require(frame("bubble", in: rows[2]))
    #expect(badge.minX > failed.maxX && badge.maxX <= 390)
    // No ticks in iMessage bubbles.
    #expect(!rows.joined().contains { $0.kind == "footer" })
  }

  /// The status line and a reaction pill both hang under the bubble (`BelowBubbleLayout` and the
  /// pill's `.below` anchor): they stack, and the next row starts under both.
  @Test func theStatusLineGoesUnderAReactionPill() async throws {
    let theme = try ThemeLoader.decode(
      Data(#"{ "extends": "whatsapp", "footer": { "status": "below" } }"#.utf8), source: "t.json",
      kinds: ContentNodeRegistry.standard.contentKinds)
    let json = """
      { "kind": "direct", "me": "me", \(Self.participants), "messages": [
        { "id": "1", "from": "me", "time": "2026-03-01T10:00:00Z", "status": "read", "text": "Booked",
          "reactions": [{ "emoji": "👍", "count": 1 }] },
        { "id": "2", "from": "ann", "time": "2026-03-01T10:01:00Z", "text": "Great" }
      ] }
      """
    let rows = try await rows(json, renderer: try ConversationRenderer(theme: theme))
    let pill = try #require(frame("reaction_pill", in: rows[0]))
    let line = try #require(frame("status_line", in: rows[0]))
    #expect(pill.maxY <= line.minY)
    #expect(try #require(frame("bubble", in: rows[1])).minY > line.maxY)
  }

  @Test func telegramKeepsTicksInTheBubble() async throws {
    let rows = try await rows(Self.iMessageStatuses, theme: "telegram")
    #expect(!rows.joined().contains { $0.kind == "status_line" })
  }

  @Test func whatsAppKeepsADeletedMessageAsABubble() async throws {
    let rows = try await rows(Self.whatsAppForwardsAndDeletions, theme: "whatsapp")
    #expect(rows.count == 4)
    for index in [1, 2] {
      #expect(frame("bubble", in: rows[index]) != nil && frame("deleted", in: rows[index]) != nil)
    }
    #expect(frame("forward_header", in: rows[0]) != nil)
    // The default theme writes a notice; Telegram, which never announces a deletion, nothing.
    let notices = try await self.rows(Self.whatsAppForwardsAndDeletions, theme: "default")
    #expect(notices[1].contains { $0.kind == "notice" })
    let telegram = try await self.rows(Self.whatsAppForwardsAndDeletions, theme: "telegram")
    #expect(telegram.count == 2 && !telegram.joined().contains { $0.kind == "notice" || $0.kind == "deleted" })
  }

  @Test(arguments: [
    ("whatsapp", "ann", "This message was deleted"), ("whatsapp", "me", "You deleted this message"),
    ("telegram", "ann", "Ann Lee recalled a message"),
  ])
  func theChatListWordsADeletedMessageAsTheChatDoes(theme: String, sender: String, expected: String) throws {
    let conversation = try TestSupport.conversation(
      """
      { "kind": "direct", "me": "me", \(Self.participants), "messages": [
        { "id": "1", "from": "\(sender)", "time": "2026-03-01T10:00:00Z", "type": "recalled" }] }
      """)
    let settings = InboxPresentationSettings(theme: try ThemeLoader.load(theme))
    let row = InboxPresenter.rows(Inbox(entries: [InboxEntry(conversation: conversation)]), settings: settings)[0]
    #expect(row.previewText == expected)
  }

  @Test func iMessageStatusSnapshot() async throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(Self.iMessageStatuses), named: "status-imessage",
      theme: try ThemeLoader.load("imessage"))
  }

  @Test func whatsAppForwardedAndDeletedSnapshot() async throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(Self.whatsAppForwardsAndDeletions), named: "status-whatsapp",
      theme: try ThemeLoader.load("whatsapp"))
  }
}
