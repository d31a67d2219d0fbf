import BubbleKit
import Foundation
import Testing

/// The node variants a theme picks (issue 14), one small conversation per behaviour and app:
/// WeChat's and NIMKit's voice glyph, the reply styles, the reaction styles.
@Suite struct AppNodeVariantSnapshotTests {
  @Test(arguments: [
    ("voice-wechat", "wechat", AppNodeVariantSnapshotTests.voice),
    ("voice-nim", "nim", AppNodeVariantSnapshotTests.voice),
    ("replies-wechat", "wechat", AppNodeVariantSnapshotTests.replies),
    ("replies-whatsapp", "whatsapp", AppNodeVariantSnapshotTests.replies),
    ("replies-imessage", "imessage", AppNodeVariantSnapshotTests.replies),
    ("reactions-whatsapp", "whatsapp", AppNodeVariantSnapshotTests.reactions),
    ("reactions-imessage", "imessage", AppNodeVariantSnapshotTests.reactions),
    ("reactions-wechat", "wechat", AppNodeVariantSnapshotTests.reactions),
  ])
  func snapshot(name: String, theme: String, json: String) async throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(json), named: name, theme: try ThemeLoader.load(theme))
  }

  static let voice = """
    { "me": "me", "participants": [{ "id": "me", "name": "我" }, { "id": "li", "name": "李雷" }],
      "messages": [
        { "id": "v1", "from": "li", "time": "2026-03-01T10:00:00+08:00", "media": { "type": "voice", "duration": 1 } },
        { "id": "v2", "from": "li", "time": "2026-03-01T10:00:20+08:00", "media": { "type": "voice", "duration": 7, "played": true } },
        { "id": "v3", "from": "me", "time": "2026-03-01T10:01:00+08:00", "media": { "type": "voice", "duration": 23 } },
        { "id": "v4", "from": "me", "time": "2026-03-01T10:01:30+08:00", "media": { "type": "voice", "duration": 60 } },
        { "id": "v5", "from": "li", "time": "2026-03-01T10:02:00+08:00", "media": { "type": "voice", "duration": 45 } },
        { "id": "t1", "from": "me", "time": "2026-03-01T10:02:30+08:00", "text": "收到" }
      ] }
    """

  static let replies = """
    { "kind": "group", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }, { "id": "bo", "name": "Bo" }],
      "messages": [
        { "id": "r1", "from": "ann", "time": "2026-03-01T18:00:00Z", "text": "Dinner at the noodle place on Friday at seven? I'll book a table for four." },
        { "id": "r2", "from": "me", "time": "2026-03-01T18:01:00Z", "status": "read", "reply_to": "r1", "text": "Yes! Count me in" },
        { "id": "r3", "from": "bo", "time": "2026-03-01T18:02:00Z", "reply_to": "r2", "text": "Same 👍" },
        { "id": "r4", "from": "me", "time": "2026-03-01T18:03:00Z", "status": "read", "reply_to": "r3", "text": "Great, see you both there" },
        { "id": "r5", "from": "ann", "time": "2026-03-01T18:04:00Z", "reply_to": "gone", "text": "Old thread, sorry" }
      ] }
    """

  static let reactions = """
    { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "kim", "name": "Kim" }],
      "messages": [
        { "id": "x1", "from": "kim", "time": "2026-03-01T09:00:00Z", "text": "We got the apartment!!",
          "reactions": [{ "emoji": "❤️", "count": 1, "mine": true }] },
        { "id": "x2", "from": "kim", "time": "2026-03-01T09:00:10Z", "text": "Moving in on the 1st",
          "reactions": [{ "emoji": "🎉", "count": 1, "mine": true }, { "emoji": "😮", "count": 1 }] },
        { "id": "x3", "from": "me", "time": "2026-03-01T09:01:00Z", "status": "read", "text": "Amazing, congrats to you both",
          "reactions": [{ "emoji": "👍", "count": 1 }] },
        { "id": "x4", "from": "me", "time": "2026-03-01T09:01:20Z", "status": "read", "text": "Ok",
          "reactions": [{ "emoji": "😂", "count": 2 }, { "emoji": "👍", "count": 1 }, { "emoji": "🙏", "count": 1 }] },
        { "id": "x5", "from": "kim", "time": "2026-03-01T09:02:00Z", "text": "Housewarming next week, you are coming" }
      ] }
    """
}
