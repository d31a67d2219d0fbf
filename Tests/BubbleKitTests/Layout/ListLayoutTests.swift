import BubbleKit
import Foundation
import Testing

/// `layout.style: list` (Discord, Slack): every message on the left without a bubble, each group
/// headed by its sender's avatar, name and time, mine included, in every chat.
@Suite struct ListLayoutTests {
  private let direct = """
    { "kind": "direct", "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
      "messages": [
        { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "Hello there" },
        { "id": "2", "from": "ann", "time": "2026-03-01T10:00:30Z", "text": "Second line of Ann's" },
        { "id": "3", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "read", "text": "Mine", "edited": true },
        { "id": "4", "from": "me", "time": "2026-03-01T10:01:10Z", "text": "👍" }
      ] }
    """
  private let list = #"{ "layout": { "style": "list" }, "avatar": { "visibility": "always" } }"#

  private func rows(_ themeJSON: String) throws -> [[(kind: String, frame: Rect)]] {
    let theme = try ThemeLoader.decode(Data(themeJSON.utf8), source: "test-theme.json")
    let renderer = try ConversationRenderer(theme: theme)
    let layout = renderer.layout(try TestSupport.conversation(direct))
    return layout.rows.map { $0.row.parts }.filter { row in row.contains { $0.kind == "text" || $0.kind == "big_emoji" }
    }
  }

  private func part(_ kind: String, in row: [(kind: String, frame: Rect)]) -> Rect? {
    row.first { $0.kind == kind }?.frame
  }

  @Test func everyGroupIsHeadedOnTheLeftByItsSender() throws {
    let rows = try rows(list)
    #expect(rows.count == 4)
    #expect(rows.allSatisfy { part("bubble", in: $0) == nil })
    let annAvatar = try #require(part("avatar", in: rows[0]))
    let myAvatar = try #require(part("avatar", in: rows[2]))
    #expect(annAvatar.minX == myAvatar.minX, "mine on the left too")
    #expect(annAvatar.minY == 0 && myAvatar.minY == 0, "the avatar heads the group")
    #expect(part("avatar", in: rows[1]) == nil && part("avatar", in: rows[3]) == nil)
    // Names in a direct chat, mine included, on the first message of each group only.
    #expect(part("sender_name", in: rows[0]) != nil && part("sender_name", in: rows[2]) != nil)
    #expect(part("sender_name", in: rows[1]) == nil && part("sender_name", in: rows[3]) == nil)
    // Every message's content starts at one column, after the avatar.
    let columns = Set(rows.compactMap { (part("text", in: $0) ?? part("big_emoji", in: $0))?.minX })
    #expect(columns.count == 1)
    #expect(try #require(columns.first) >= annAvatar.maxX)
  }

  @Test func theTimeIsInTheHeaderAndTheFooterOnlySaysEdited() throws {
    let rows = try rows(list)
    // No ticks and no time at the message: "edited" alone, on the text's last line.
    #expect(part("footer", in: rows[0]) == nil && part("footer", in: rows[1]) == nil)
    let footer = try #require(part("footer", in: rows[2]))
    let text = try #require(part("text", in: rows[2]))
    #expect(footer.maxY <= text.maxY + 0.01)
    let bubbles = try self.rows(#"{ "names": { "placement": "inside" } }"#)
    #expect(part("sender_name", in: bubbles[0]) == nil, "a direct chat in bubbles names nobody")
  }

  @Test func avatarPlacementFirstPutsItBesideTheGroupsFirstBubble() throws {
    let first = try rows(#"{ "avatar": { "visibility": "always", "placement": "first" } }"#)
    #expect(part("avatar", in: first[0]) != nil && part("avatar", in: first[1]) == nil)
    let last = try rows(#"{ "avatar": { "visibility": "always" } }"#)
    #expect(part("avatar", in: last[0]) == nil && part("avatar", in: last[1]) != nil)
  }

  @Test func aReplysSpineLineSitsAboveTheNameAndTheAvatarUnderIt() throws {
    let theme = try ThemeLoader.decode(
      Data(
        #"{ "layout": { "style": "list" }, "avatar": { "visibility": "always" }, "headers": { "reply_style": "spine_above" } }"#
          .utf8), source: "list.json")
    let conversation = try TestSupport.conversation(
      """
      { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
        "messages": [
          { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "Hello there" },
          { "id": "2", "from": "me", "time": "2026-03-01T10:01:00Z", "reply_to": "1", "text": "Hi" }
        ] }
      """)
    let rows = try ConversationRenderer(theme: theme).layout(conversation).rows.map { $0.row.parts }
    let reply = try #require(rows.last)
    let spine = try #require(part("reply_spine", in: reply))
    let name = try #require(part("sender_name", in: reply))
    let avatar = try #require(part("avatar", in: reply))
    #expect(spine.maxY <= name.minY && spine.minX == name.minX)
    #expect(avatar.minY >= spine.maxY && abs(avatar.minY - name.minY) < 0.01, "the avatar stays level with the name")
  }

  @Test func dividersAndSeparatorsCanBeLinesOrNothing() throws {
    let conversation = try TestSupport.conversation(
      """
      { "me": "me", "unread_from": "2", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
        "messages": [
          { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "Hello there" },
          { "id": "2", "from": "ann", "time": "2026-03-01T10:01:00Z", "text": "Unread" }
        ] }
      """)
    func parts(_ json: String) throws -> [(kind: String, frame: Rect)] {
      let theme = try ThemeLoader.decode(Data(json.utf8), source: "t.json")
      return try ConversationRenderer(theme: theme).layout(conversation).rows.flatMap { $0.row.parts }
    }
    let line = try parts(#"{ "unread_divider": { "style": "line" } }"#)
    let divider = try #require(part("unread_divider", in: line))
    let tag = try #require(part("unread_tag", in: line))
    #expect(divider.height == 1 && divider.maxX <= tag.minX && tag.maxX <= 390)
    #expect(try part("unread_divider", in: parts(#"{ "unread_divider": { "style": "none" } }"#)) == nil)
    #expect(try part("unread_divider", in: parts("{}"))?.width == 390, "the band by default")
  }
}
