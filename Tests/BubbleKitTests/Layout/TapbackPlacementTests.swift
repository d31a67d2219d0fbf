import Foundation
import Testing

@testable import BubbleKit

/// iMessage's tapbacks sit over the bubble's top corner, offset outwards, and neither the
/// badges nor their tail dots cover the text (they touched the first letter of a short bubble).
@Suite struct TapbackPlacementTests {
  static let tightTheme = #"""
    { "name": "tight", "extends": "imessage",
      "bubble": { "text_insets": { "top": 3, "left": 4, "bottom": 3, "right": 4 } },
      "reactions": { "tapback_overlap": 40, "tapback_outset": 0 } }
    """#

  @Test(arguments: ["imessage", tightTheme])
  func tapbacksLeaveTheTextClear(themeSource: String) async throws {
    let theme =
      themeSource.hasPrefix("{")
      ? try ThemeLoader.decode(Data(themeSource.utf8), source: "tight.json") : try ThemeLoader.load(themeSource)
    let renderer = try ConversationRenderer(theme: theme)
    let layout = await TestSupport.layout(
      try TestSupport.conversation(AppNodeVariantSnapshotTests.reactions), renderer: renderer)
    let rows = layout.rows.compactMap { $0.row as? MessageRowLayout }
    var checked = 0
    for row in rows {
      guard let placed = row.outside.first(where: { $0.layout is TapbackLayout }),
        let tapback = placed.layout as? TapbackLayout,
        let text = row.nodes.first(where: { $0.layout.kind == "text" })?.frame
      else { continue }
      let origin = placed.frame.origin
      let ring = -tapback.outline
      for shape in tapback.badges.map(\.frame) + tapback.tailDots {
        let drawn = shape.offsetBy(dx: origin.x, dy: origin.y)
          .insetBy(EdgeInsets(top: ring, left: ring, bottom: ring, right: ring))
        #expect(!drawn.intersects(text), "\(drawn) covers the text \(text)")
      }
      let corner = try #require(tapback.badges.first).frame.offsetBy(dx: origin.x, dy: origin.y)
      let bubble = placed.bubble
      #expect(corner.minY < bubble.minY, "above the top edge")
      let farEdge = corner.midX < bubble.midX ? bubble.minX : bubble.maxX
      #expect(
        corner.minX <= farEdge + tapback.outline && corner.maxX >= farEdge - tapback.outline,
        "over the corner: \(corner) \(bubble)")
      checked += 1
    }
    #expect(checked == 4)
  }

  /// Short bubbles, where the badges covered the text or were pushed off the bubble.
  @Test func shortBubblesSnapshot() throws {
    let conversation = try TestSupport.conversation(
      #"""
      { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "kim", "name": "Kim" }],
        "messages": [
          { "id": "1", "from": "kim", "time": "2026-03-01T09:00:00Z", "text": "Hi",
            "reactions": [{ "emoji": "❤️", "count": 1, "mine": true }] },
          { "id": "2", "from": "me", "time": "2026-03-01T09:01:00Z", "status": "read", "text": "Ok",
            "reactions": [{ "emoji": "😂", "count": 2 }, { "emoji": "👍", "count": 1 }, { "emoji": "🙏", "count": 1 }] },
          { "id": "3", "from": "me", "time": "2026-03-01T09:01:20Z", "status": "read", "text": "Amazing",
            "reactions": [{ "emoji": "👍", "count": 1 }] },
          { "id": "4", "from": "kim", "time": "2026-03-01T09:02:00Z", "text": "Yes",
            "reactions": [{ "emoji": "😂", "count": 1 }, { "emoji": "🎉", "count": 1, "mine": true }] }
        ] }
      """#)
    try Snapshot.assertRender(
      of: conversation, named: "tapbacks-short-imessage", theme: try ThemeLoader.load("imessage"))
  }
}
