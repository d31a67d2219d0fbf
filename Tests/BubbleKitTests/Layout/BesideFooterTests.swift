import BubbleKit
import Foundation
import Testing

/// `footer.placement: beside` (LINE, KakaoTalk): the time on the canvas beside the bubble's
/// bottom, away from the sender, with the status in words above it; `same_minute: last`.
@Suite struct BesideFooterTests {
  private let chat = """
    { "kind": "direct", "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
      "messages": [
        { "id": "1", "from": "ann", "time": "2026-03-01T10:00:05Z", "text": "Hello there" },
        { "id": "2", "from": "ann", "time": "2026-03-01T10:00:40Z", "text": "Same minute" },
        { "id": "3", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "read", "text": "Read one" },
        { "id": "4", "from": "me", "time": "2026-03-01T10:02:00Z", "status": "delivered", "text": "Not read yet" }
      ] }
    """
  private let line = """
    { "footer": { "placement": "beside", "status": "words", "read_label": "Read", "unread_label": "1" } }
    """

  private func rows(_ themeJSON: String) throws -> [[(kind: String, frame: Rect)]] {
    let theme = try ThemeLoader.decode(Data(themeJSON.utf8), source: "test-theme.json")
    let layout = try ConversationRenderer(theme: theme).layout(try TestSupport.conversation(chat))
    return layout.rows.map { $0.row.parts }.filter { row in row.contains { $0.kind == "bubble" } }
  }

  private func part(_ kind: String, in row: [(kind: String, frame: Rect)]) -> Rect? {
    row.first { $0.kind == kind }?.frame
  }

  @Test func theTimeSitsBesideTheBubblesBottomAwayFromTheSender() throws {
    let rows = try rows(line)
    #expect(rows.allSatisfy { part("footer", in: $0) == nil }, "no time in the bubble")
    let theirs = try #require(part("footer_beside", in: rows[0]))
    let theirBubble = try #require(part("bubble", in: rows[0]))
    #expect(theirs.minX > theirBubble.maxX && abs(theirs.maxY - theirBubble.maxY) < 0.01)
    let mine = try #require(part("footer_beside", in: rows[2]))
    let myBubble = try #require(part("bubble", in: rows[2]))
    #expect(mine.maxX < myBubble.minX && abs(mine.maxY - myBubble.maxY) < 0.01)
    // "Read" (or "1") above the time: two lines, taller than the one-line time of theirs.
    #expect(mine.height > theirs.height * 1.5)
    #expect(try #require(part("footer_beside", in: rows[3])).height > theirs.height * 1.5)
  }

  @Test func theBubbleLeavesRoomForTheTime() throws {
    let long = String(repeating: "word ", count: 80)
    let theme = try ThemeLoader.decode(Data(line.utf8), source: "line.json")
    let conversation = try TestSupport.conversation(
      """
      { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
        "messages": [{ "id": "1", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "read", "text": "\(long)" }] }
      """)
    let row = try #require(try ConversationRenderer(theme: theme).layout(conversation).rows.last?.row.parts)
    let footer = try #require(part("footer_beside", in: row))
    let bubble = try #require(part("bubble", in: row))
    #expect(footer.minX >= theme.canvas.sideMargin - 0.01, "on the canvas, not past its margin")
    #expect(footer.maxX < bubble.minX, "beside the widest bubble, not over it")
  }

  @Test func sameMinuteLastShowsOneTimePerBurst() throws {
    let rows = try rows(#"{ "footer": { "placement": "beside", "same_minute": "last" } }"#)
    #expect(part("footer_beside", in: rows[0]) == nil, "10:00, followed by another 10:00 of Ann's")
    #expect(part("footer_beside", in: rows[1]) != nil)
    let inside = try self.rows(#"{ "footer": { "same_minute": "last" } }"#)
    #expect(part("footer", in: inside[0]) == nil && part("footer", in: inside[1]) != nil)
    #expect(try self.rows("{}").allSatisfy { part("footer", in: $0) != nil })
  }

  @Test func aFailedMessageHasItsBadgeAndNoTimeThatWouldMeetIt() throws {
    let theme = try ThemeLoader.decode(Data(line.utf8), source: "line.json")
    let conversation = try TestSupport.conversation(
      """
      { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
        "messages": [
          { "id": "1", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "failed", "text": "Did not go" },
          { "id": "2", "from": "me", "time": "2026-03-01T10:02:00Z", "status": "sent", "text": "Went" }] }
      """)
    let rows = try ConversationRenderer(theme: theme).layout(conversation).rows.map { $0.row.parts }
      .filter { row in row.contains { $0.kind == "bubble" } }
    #expect(part("failed_badge", in: rows[0]) != nil)
    #expect(part("footer_beside", in: rows[0]) == nil, "the time would sit under the badge")
    #expect(part("footer_beside", in: rows[1]) != nil)
  }
}
