import BubbleKit
import Foundation
import Testing

/// Layout choices of app-style themes, checked on frames.
@Suite struct AppStyleLayoutTests {
  private let group = """
    { "kind": "group", "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
      "messages": [
        { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "Hello there" },
        { "id": "2", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "failed", "text": "Did not send" },
        { "id": "3", "from": "me", "time": "2026-03-01T10:02:00Z", "status": "read", "text": "Sent" }
      ] }
    """

  private func rows(_ themeJSON: String) throws -> [[(kind: String, frame: Rect)]] {
    let theme = try ThemeLoader.decode(Data(themeJSON.utf8), source: "test-theme.json")
    let renderer = try ConversationRenderer(theme: theme)
    let layout = renderer.layout(try TestSupport.conversation(group))
    return layout.rows.map { $0.row.parts }
  }

  private func part(_ kind: String, in row: [(kind: String, frame: Rect)]) -> Rect? {
    row.first { $0.kind == kind }?.frame
  }

  @Test func namesOutsideSitAboveTheBubble() throws {
    let all = try rows(#"{ "names": { "placement": "outside" } }"#)
    let first = all[1]
    let name = try #require(part("sender_name_outside", in: first))
    let bubble = try #require(part("bubble", in: first))
    #expect(name.maxY <= bubble.minY)
    #expect(part("sender_name", in: first) == nil)
    let inside = try rows("{}")[1]
    #expect(part("sender_name", in: inside) != nil)
  }

  @Test func weChatStyleHasAvatarsOnBothSidesAndNoTimesInBubbles() throws {
    let all = try rows(
      #"{ "avatar": { "visibility": "always", "show_outgoing": true, "alignment": "top" }, "grouping": { "window_seconds": 0 }, "footer": { "time_in_bubble": false } }"#
    )
    let incoming = all[1]
    let outgoing = all[3]
    let inAvatar = try #require(part("avatar", in: incoming))
    let outAvatar = try #require(part("avatar", in: outgoing))
    let outBubble = try #require(part("bubble", in: outgoing))
    #expect(inAvatar.minX < 20)
    #expect(outAvatar.maxX > 370)
    #expect(outBubble.maxX < outAvatar.minX)
    #expect(outAvatar.minY == 0, "top-aligned")
    #expect(all.allSatisfy { part("footer", in: $0) == nil })
  }

  @Test func aFailedMessageHasItsBadgeBesideTheBubble() throws {
    let failed = try rows("{}")[2]
    let badge = try #require(part("failed_badge", in: failed))
    let bubble = try #require(part("bubble", in: failed))
    #expect(badge.maxX <= bubble.minX)
    #expect(abs(badge.midY - bubble.midY) < 0.01)
  }

  @Test func tailPlacementPicksTheBubbles() {
    let body = Rect(x: 0, y: 0, width: 100, height: 40)
    func carries(_ placement: TailPlacement, _ position: GroupPosition, _ tail: TailStyle = .corner) -> Bool {
      BubbleShape(
        body: body, direction: .incoming, position: position, radius: 8, mergedRadius: 4, tail: tail, tailWidth: 6,
        tailPlacement: placement
      ).hasTail
    }
    #expect(carries(.first, .first) && !carries(.first, .last) && carries(.first, .single))
    #expect(carries(.last, .last) && !carries(.last, .first))
    #expect(carries(.every, .middle))
    #expect(!carries(.every, .middle, .none))
    // The corner flap squares the top sender-side corner; a triangle leaves corners alone.
    let corner = BubbleShape(
      body: body, direction: .outgoing, position: .single, radius: 8, mergedRadius: 4, tail: .corner, tailWidth: 6)
    #expect(corner.radii.topRight == 0 && corner.radii.bottomRight == 8)
    let triangle = BubbleShape(
      body: body, direction: .outgoing, position: .single, radius: 4, mergedRadius: 4, tail: .triangle, tailWidth: 6)
    #expect(triangle.radii == CornerRadii(all: 4))
  }
}

@Suite struct AppStyleMediaAndEmojiTests {
  private func parts(_ json: String, theme: String) throws -> [String] {
    let renderer = try ConversationRenderer(
      theme: try ThemeLoader.decode(Data(theme.utf8), source: "test-theme.json"))
    // Part kinds do not depend on pictures, so no media are resolved.
    let layout = renderer.layout(try TestSupport.conversation(json))
    return layout.rows.flatMap { $0.row.parts.map(\.kind) }
  }

  @Test func bigEmojiCanStayInABubble() throws {
    let json = #"{ "participants": [{ "id": "a" }], "messages": [{ "id": "1", "from": "a", "text": "😀" }] }"#
    #expect(try parts(json, theme: "{}").contains("big_emoji"))
    let wechat = try parts(json, theme: #"{ "fonts": { "big_emoji": false } }"#)
    #expect(!wechat.contains("big_emoji"))
    #expect(wechat.contains("bubble") && wechat.contains("text"))
  }

  @Test func mediaAloneMayGoBare() throws {
    let photo = """
      { "participants": [{ "id": "a" }], "messages": [
        { "id": "1", "from": "a", "media": { "type": "image", "src": "media/tiles.png" } },
        { "id": "2", "from": "a", "text": "With a caption", "media": { "type": "image", "src": "media/tiles.png" } }
      ] }
      """
    let bare = try parts(photo, theme: #"{ "bubble": { "media_without_bubble": true } }"#)
    // The photo alone has no bubble; the one with a caption keeps its bubble.
    #expect(bare.filter { $0 == "bubble" }.count == 1)
    #expect(try parts(photo, theme: "{}").filter { $0 == "bubble" }.count == 2)
  }
}
