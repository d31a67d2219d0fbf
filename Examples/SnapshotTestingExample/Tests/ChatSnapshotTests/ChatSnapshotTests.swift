import BubbleSnapshotTesting
import Foundation
import Testing

// Snapshot tests of a chat, as a team building a chat app would write them. The first run
// records the references into __Snapshots__/ChatSnapshotTests/ next to this file (and fails,
// to say so); commit them. Later runs compare: a failure names the reference, the actual image
// and a diff image with the changed pixels in red. Re-record with SNAPSHOT_TESTING_RECORD=failed.
@Suite struct ChatSnapshotTests {
  static let json = """
    { "title": "Support", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "agent", "name": "Dana from Support" }],
      "messages": [
        { "id": "1", "from": "me", "time": "2026-05-04T09:12:00+02:00", "status": "read",
          "text": "Hi! My order #A-1042 hasn't arrived yet." },
        { "id": "2", "from": "agent", "time": "2026-05-04T09:13:00+02:00",
          "text": "Sorry about that! It left our warehouse yesterday and arrives tomorrow." },
        { "id": "3", "from": "agent", "time": "2026-05-04T09:13:30+02:00", "text": "Anything else I can do?" },
        { "id": "4", "from": "me", "time": "2026-05-04T09:14:00+02:00", "status": "delivered",
          "reply_to": "2", "text": "That's all, thanks 🙌", "reactions": [{ "emoji": "❤️", "count": 1 }] }
      ] }
    """

  static func conversation() throws -> Conversation {
    try ConversationDecoder.decode(Data(json.utf8)).get().conversation
  }

  /// The chat as a PNG (`png.1.png`), compared pixel by pixel with a small tolerance.
  @Test func png() throws {
    assertSnapshot(
      of: try Self.conversation(),
      as: .bubblePNG(theme: "default", options: RenderOptions(width: 390, scale: 2)))
  }

  /// The chat's layout as text (`layout.1.txt`): every bubble and part with its frame in points.
  /// It does not depend on how a font draws its glyphs, and a failure says which bubble moved.
  @Test func layout() throws {
    assertSnapshot(of: try Self.conversation(), as: .bubbleLayout(theme: "default", options: RenderOptions(width: 390)))
  }
}
