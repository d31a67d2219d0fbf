import Foundation
import Testing

@testable import BubbleKit

/// Link previews placed as each app places them, and bare addresses linked in every theme:
/// layout facts and one snapshot per app.
@Suite struct LinkBehaviourTests {
  static let preview = """
    { "type": "link_preview", "url": "https://example.com/trails", "site_name": "Example Trails",
      "title": "Ten walks along the coast", "description": "Routes, maps and where to stop for lunch.",
      "image": "media/tiles.png" }
    """

  static let widePreview = """
    { "type": "link_preview", "url": "https://www.example.org/album/autumn", "site_name": "Example Photos",
      "title": "Autumn in the hills", "image": "media/mountains.jpg" }
    """

  static func conversation(_ messages: [String]) -> String {
    """
    { "kind": "direct", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann Lee" }],
      "messages": [\(messages.joined(separator: ",\n"))] }
    """
  }

  static func message(_ id: String, from: String, text: String?, media: String? = nil, minute: Int = 0) -> String {
    var fields = [#""id": "\#(id)""#, #""from": "\#(from)""#, #""time": "2026-03-01T10:0\#(minute):00Z""#]
    if let text { fields.append(#""text": "\#(text)""#) }
    if let media { fields.append(#""media": \#(media)"#) }
    if from == "me" { fields.append(#""status": "read""#) }
    return "{ " + fields.joined(separator: ", ") + " }"
  }

  static let previews = conversation([
    message("1", from: "ann", text: "Look at this https://example.com/trails", media: preview),
    message("2", from: "me", text: "https://example.com/trails", media: preview, minute: 1),
    message("3", from: "me", text: "Saved it, thanks!", minute: 2),
    message("4", from: "ann", text: "And the photos: www.example.org/album/autumn", media: widePreview, minute: 3),
    message("5", from: "me", text: nil, media: preview, minute: 4),
  ])

  static let autoLinks = """
    { "kind": "direct", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann Lee" }],
      "messages": [
        { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z",
          "text": "Tickets at www.example.org/tickets, or see example.com/faq (open all day)." },
        { "id": "2", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "read",
          "text": "看这个https://example.cn/路线很好。" },
        { "id": "3", "from": "ann", "time": "2026-03-01T10:02:00Z", "text": [
          { "type": "bold", "text": "Docs: https://swift.org/docs" }, " and run ",
          { "type": "code", "text": "curl https://example.com/api" }, " (https://example.com/a_(b))." ] }
      ] }
    """

  private func rows(_ json: String, theme: String) async throws -> [[(kind: String, frame: Rect)]] {
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load(theme))
    let layout = await TestSupport.layout(try TestSupport.conversation(json), renderer: renderer)
    return layout.rows.map { placed in placed.row.parts.map { ($0.kind, $0.frame.offsetBy(dx: 0, dy: placed.y)) } }
      .filter { parts in parts.contains { $0.kind == "bubble" || $0.kind == "rich_link" } }
  }

  private func frame(_ kind: String, in row: [(kind: String, frame: Rect)]) -> Rect? {
    row.first { $0.kind == kind }?.frame
  }

  @Test func whatsAppPutsThePreviewAboveTheText() async throws {
    let row = try await rows(Self.previews, theme: "whatsapp")[0]
    let card = try #require(frame("link_preview", in: row))
    let text = try #require(frame("text", in: row))
    #expect(card.maxY <= text.minY)
  }

  @Test func whatsAppPutsAWideImageAtTheTopOfTheCard() async throws {
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load("whatsapp"))
    let layout = await TestSupport.layout(try TestSupport.conversation(Self.previews), renderer: renderer)
    let messages = layout.rows.compactMap { $0.row as? MessageRowLayout }
    let card = messages[3].nodes.first { $0.layout.kind == "link_preview" }
    let preview = try #require(card?.layout as? LinkPreviewLayout)
    guard case .wide(_, let top, let height) = preview.imagePart else {
      Issue.record("expected a wide image")
      return
    }
    #expect(preview.lines.allSatisfy { $0.frame.minY >= top + height })
  }

  @Test func telegramKeepsThePreviewUnderTheText() async throws {
    let row = try await rows(Self.previews, theme: "telegram")[0]
    #expect(try #require(frame("link_preview", in: row)).minY >= (try #require(frame("text", in: row))).maxY)
  }

  @Test func iMessageDrawsARichLinkBubbleOfItsOwn() async throws {
    let rows = try await rows(Self.previews, theme: "imessage")
    // With other text: the text's bubble, then the card under it, outside it.
    let bubble = try #require(frame("bubble", in: rows[0]))
    let card = try #require(frame("rich_link", in: rows[0]))
    #expect(card.minY >= bubble.maxY && card.minX == bubble.minX)
    // Only the address: the card alone, no bubble and no repeated address.
    #expect(!rows[1].contains { $0.kind == "text" || $0.kind == "bubble" })
    #expect(frame("rich_link", in: rows[1]) != nil)
    // The next row starts below the card.
    #expect(try #require(frame("bubble", in: rows[2])).minY > card.maxY)
  }

  @Test func weChatShowsNoPreview() async throws {
    let rows = try await rows(Self.previews, theme: "wechat")
    #expect(!rows.joined().contains { $0.kind == "link_preview" || $0.kind == "rich_link" })
    #expect(rows[1].contains { $0.kind == "text" })
    // A preview without text still shows its address.
    #expect(rows[4].contains { $0.kind == "text" })
  }

  @Test func anUnknownPlacementIsAnErrorListingTheChoices() throws {
    let json = #"{ "kinds": { "link_preview": { "placement": "sideways" } } }"#
    #expect {
      _ = try ThemeLoader.decode(
        Data(json.utf8), source: "mine.json", kinds: ContentNodeRegistry.standard.contentKinds)
    } throws: { error in
      let text = "\(error)"
      return text.contains("kinds.link_preview.placement") && text.contains(#""above_text""#)
        && text.contains(#""sideways""#)
    }
  }

  @Test(arguments: ["whatsapp", "imessage", "wechat"])
  func previewSnapshot(theme: String) async throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(Self.previews), named: "links-preview-\(theme)",
      theme: try ThemeLoader.load(theme))
  }

  @Test(arguments: ["default", "imessage"])
  func autoLinkSnapshot(theme: String) async throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(Self.autoLinks), named: "links-auto-\(theme)", theme: try ThemeLoader.load(theme)
    )
  }
}
