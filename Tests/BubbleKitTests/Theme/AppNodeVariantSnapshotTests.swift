import BubbleKit
import Foundation
import Testing

/// The node variants a theme picks (issue 14), one small conversation per behaviour and app:
/// WeChat's and NIMKit's voice glyph, the reply styles, the reaction styles.
@Suite struct AppNodeVariantSnapshotTests {
  @Test(arguments: [
    ("voice-wechat", "wechat", AppNodeVariantSnapshotTests.voice),
    ("voice-nim", "nim", AppNodeVariantSnapshotTests.voice),
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
}
