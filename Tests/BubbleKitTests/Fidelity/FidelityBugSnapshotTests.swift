import BubbleKit
import Foundation
import Testing

/// One focused snapshot per bug a daily user of an app found in its theme (issue 25), each
/// looked at when recorded. The import bug (no ticks on `--me`'s messages) has its own in
/// `TelegramImportTests` and the WhatsApp import snapshots.
@Suite(.serialized) struct FidelityBugSnapshotTests {
  /// telegram-dark: the band under WeChat's red packet and transfer stayed default's white on
  /// the night canvas.
  @Test func telegramDarkWalletCardsHaveANightBand() throws {
    let conversation = try TestSupport.conversation(
      """
      { "format": "bubbles/1", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "bob", "name": "Bob" }],
        "messages": [
          { "id": "1", "from": "bob", "time": "2026-11-20T09:12:00Z",
            "media": { "type": "red_packet", "greeting": "恭喜发财，大吉大利", "opened": false } },
          { "id": "2", "from": "me", "time": "2026-11-20T09:13:00Z", "status": "read",
            "media": { "type": "transfer", "amount": "¥88.00", "note": "Snacks", "accepted": true } },
          { "id": "3", "from": "bob", "time": "2026-11-20T09:14:00Z",
            "media": { "type": "transfer", "amount": "¥20.00", "note": "Coffee", "accepted": false } }
        ] }
      """)
    // Telegram has no such cards and writes its "not supported" line instead; a theme laid over
    // telegram-dark that draws them (a user's own) keeps the night band.
    let drawing = try ThemeLoader.decode(
      Data(#"{ "extends": "telegram-dark", "media": { "unsupported_kinds": [] } }"#.utf8), source: "wallet.json")
    try Snapshot.assertRender(of: conversation, named: "fidelity-telegram-dark-wallet-cards", theme: drawing)
  }

  /// WeChat and NIM have no ticks: a message being sent showed nothing, where the apps spin an
  /// activity indicator beside the bubble (where a failure's red badge goes).
  @Test(arguments: ["wechat", "nim"])
  func aSendingMessageSpinsBesideItsBubble(theme: String) throws {
    let conversation = try TestSupport.conversation(
      """
      { "format": "bubbles/1", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "bob", "name": "Bob" }],
        "messages": [
          { "id": "1", "from": "bob", "time": "2026-11-20T09:12:00Z", "text": "到了吗？" },
          { "id": "2", "from": "me", "time": "2026-11-20T09:13:00Z", "status": "read", "text": "马上到" },
          { "id": "3", "from": "me", "time": "2026-11-20T09:13:30Z", "status": "sending", "text": "Sending this one now" },
          { "id": "4", "from": "me", "time": "2026-11-20T09:14:00Z", "status": "failed", "text": "This one did not go through" }
        ] }
      """)
    try Snapshot.assertRender(
      of: conversation, named: "fidelity-\(theme)-sending-spinner", theme: try ThemeLoader.load(theme))
  }

  /// WhatsApp: in a run the name and tail were on the first bubble but the avatar beside the
  /// last; and a reaction pill on a short bubble covered its time ("😂" over "9:07 AM ✓✓").
  @Test func whatsAppAvatarHeadsItsRunAndPillsClearTheTime() throws {
    let conversation = try TestSupport.conversation(
      """
      { "format": "bubbles/1", "kind": "group", "title": "Trip", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann Lee" }, { "id": "raj", "name": "Raj" }],
        "messages": [
          { "id": "1", "from": "ann", "time": "2026-11-20T09:01:00Z", "text": "Who's driving tomorrow?" },
          { "id": "2", "from": "ann", "time": "2026-11-20T09:02:00Z", "text": "I can take four people" },
          { "id": "3", "from": "ann", "time": "2026-11-20T09:03:00Z", "text": "Leaving at 7" },
          { "id": "4", "from": "raj", "time": "2026-11-20T09:05:00Z", "text": "Me!", "reactions": [{ "emoji": "😂", "count": 1 }] },
          { "id": "5", "from": "me", "time": "2026-11-20T09:07:00Z", "status": "read", "text": "ok",
            "reactions": [{ "emoji": "😂", "count": 2 }] },
          { "id": "6", "from": "raj", "time": "2026-11-20T09:08:00Z", "text": "Bringing coffee for everyone in the car",
            "reactions": [{ "emoji": "❤️", "count": 1 }, { "emoji": "👍", "count": 1 }] }
        ] }
      """)
    try Snapshot.assertRender(
      of: conversation, named: "fidelity-whatsapp-avatar-and-pill", theme: try ThemeLoader.load("whatsapp"))
  }

  /// iMessage: a reply's tapback sat on the quoted preview above it and covered its text; a
  /// narrow bubble's "👍 3" badge hid the 🎉 behind it (iOS shows no counts).
  @Test func iMessageTapbacksSitOnTheirBubbleWithoutCounts() throws {
    let conversation = try TestSupport.conversation(
      """
      { "format": "bubbles/1", "kind": "group", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }, { "id": "li", "name": "李雷" }],
        "messages": [
          { "id": "1", "from": "ann", "time": "2026-11-20T09:01:00Z", "text": "Are we still on for the hike on Saturday morning?" },
          { "id": "2", "from": "me", "time": "2026-11-20T09:02:00Z", "reply_to": "1", "text": "Yes! Meet at the north gate",
            "status": "read", "reactions": [{ "emoji": "❤️", "count": 1 }] },
          { "id": "3", "from": "li", "time": "2026-11-20T09:03:00Z", "text": "好的",
            "reactions": [{ "emoji": "👍", "count": 3 }, { "emoji": "🎉", "count": 1 }] },
          { "id": "4", "from": "ann", "time": "2026-11-20T09:04:00Z", "reply_to": "2", "text": "Perfect, see you then",
            "reactions": [{ "emoji": "😂", "count": 1, "mine": true }] }
        ] }
      """)
    try Snapshot.assertRender(
      of: conversation, named: "fidelity-imessage-tapbacks", theme: try ThemeLoader.load("imessage"))
  }

  /// default: a notice wrapped with `🚀"` alone on its second line; two lines are balanced.
  @Test func aTwoLineNoticeIsBalanced() throws {
    let conversation = try TestSupport.conversation(
      """
      { "format": "bubbles/1", "kind": "group", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "bob", "name": "Bob Martin" }],
        "messages": [
          { "id": "1", "type": "system", "time": "2026-11-19T10:00:00Z", "text": "Bob Martin created the group \\"Release crew 🚀\\"" },
          { "id": "2", "from": "bob", "time": "2026-11-19T10:01:00Z", "text": "Welcome!" }
        ] }
      """)
    try Snapshot.assertRender(
      of: conversation, named: "fidelity-default-notice-balanced", theme: try ThemeLoader.load("default"))
  }

  /// Signal: delivery was drawn as Telegram's ticks; Signal circles its checks (footer.tick_style).
  @Test func signalCirclesItsChecks() throws {
    let conversation = try TestSupport.conversation(
      """
      { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
        "messages": [
          { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "Hello there" },
          { "id": "2", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "sending", "text": "Sending" },
          { "id": "3", "from": "me", "time": "2026-03-01T10:02:00Z", "status": "sent", "text": "Sent" },
          { "id": "4", "from": "me", "time": "2026-03-01T10:03:00Z", "status": "delivered", "text": "Delivered" },
          { "id": "5", "from": "me", "time": "2026-03-01T10:04:00Z", "status": "read", "text": "Read" }
        ] }
      """)
    try Snapshot.assertRender(
      of: conversation, named: "fidelity-signal-status-circles", theme: try ThemeLoader.load("signal"))
  }

  /// Kinds an app does not have (WeChat's red packet in Telegram) are drawn as the app draws a
  /// message it cannot show (`media.unsupported_kinds`, `strings.unsupported_message`).
  @Test func telegramWritesItsNotSupportedLineForWeChatsCards() throws {
    let conversation = try TestSupport.conversation(
      """
      { "format": "bubbles/1", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "bob", "name": "Bob" }],
        "messages": [
          { "id": "1", "from": "bob", "time": "2026-11-20T09:12:00Z",
            "media": { "type": "red_packet", "greeting": "恭喜发财，大吉大利", "opened": false } },
          { "id": "2", "from": "me", "time": "2026-11-20T09:13:00Z", "status": "read", "text": "Thanks!" }
        ] }
      """)
    try Snapshot.assertRender(
      of: conversation, named: "fidelity-telegram-unsupported-kind", theme: try ThemeLoader.load("telegram"))
  }
}
