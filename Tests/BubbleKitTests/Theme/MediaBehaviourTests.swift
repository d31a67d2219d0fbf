import Foundation
import Testing

@testable import BubbleKit

/// Photos, videos and albums as each app draws them (issue 14): WeChat sends an album's photos one
/// by one and a caption as a text bubble of its own; iMessage draws photos bare with the caption
/// in a bubble under them. Telegram keeps one bubble.
@Suite struct MediaBehaviourTests {
  @Test(arguments: [
    ("media-wechat-bare", "wechat", MediaBehaviourTests.wechat),
    ("media-imessage-captions", "imessage", MediaBehaviourTests.imessage),
  ])
  func snapshot(name: String, theme: String, json: String) async throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(json), named: name, theme: try ThemeLoader.load(theme))
  }

  @Test func weChatDrawsAnAlbumAsBarePhotosAndTheCaptionAsATextBubble() throws {
    let rows = try messageRows(Self.albumWithCaption, theme: "wechat")
    #expect(rows.map(\.kinds) == [["image"], ["image"], ["video"], ["bubble", "text"]])
  }

  @Test func telegramKeepsTheAlbumAndCaptionInOneBubble() throws {
    let rows = try messageRows(Self.albumWithCaption, theme: "telegram")
    #expect(rows.count == 1)
    #expect(rows[0].kinds.starts(with: ["bubble", "album", "text"]))
  }

  @Test func iMessageKeepsTheAlbumAsOneBarePictureAndPutsTheCaptionUnderIt() throws {
    let rows = try messageRows(Self.albumWithCaption, theme: "imessage")
    #expect(rows.map(\.kinds) == [["album"], ["bubble", "text"]])
    // Grouped: the two rows sit closer than two groups would.
    let theme = try ThemeLoader.load("imessage")
    #expect(abs(rows[1].top - rows[0].bottom - theme.bubble.groupedSpacing) < 0.01)
  }

  @Test func iMessagePilesAnAlbumWithTheFirstItemOnTop() throws {
    let layout = try ConversationRenderer(theme: try ThemeLoader.load("imessage"))
      .layout(try TestSupport.conversation(Self.albumWithCaption))
    let stacks = layout.rows.compactMap { placed in
      (placed.row as? MessageRowLayout)?.nodes.lazy.compactMap { $0.layout as? AlbumStackLayout }.first
    }
    let stack = try #require(stacks.first)
    // Three cards, the top one (drawn last) straight, the two under it turned opposite ways.
    #expect(stack.cards.count == 3)
    #expect(stack.cards.last?.angle == 0)
    #expect(stack.cards[0].angle == -stack.cards[1].angle && stack.cards[0].angle != 0)
    #expect(stack.frame.minX > 0 && stack.frame.maxX < stack.size.width)
  }

  @Test func theCaptionPieceCarriesTheFooterAndStatus() throws {
    let whole = PresentedMessage(
      message: Message(
        id: "m", from: "me", text: RichText(plain: "Caption"), media: .album([.image(ImageMedia(src: nil))]),
        status: .read, reactions: [Message.Reaction(emoji: "👍", count: 1)]),
      direction: .outgoing, position: .last, senderName: "Me", timeText: "10:00")
    var styles = AlbumKind.defaultStyle
    styles.layout = .separate
    styles.caption = .separate
    let rows = try #require(
      AlbumKind.rows(of: [.image(ImageMedia(src: nil)), .image(ImageMedia(src: nil))], style: styles))
    let pieces = MessageRowSplit.pieces(of: whole, rows: rows)
    #expect(pieces.map(\.position) == [.middle, .middle, .last])
    #expect(pieces.map(\.senderName) == ["Me", nil, nil])
    #expect(pieces.map(\.timeText) == [nil, nil, "10:00"])
    #expect(pieces.map(\.message.status) == [nil, nil, .read])
    #expect(pieces.map(\.message.reactions.count) == [0, 0, 1])
    #expect(pieces.map { $0.message.text?.plainText } == [nil, nil, "Caption"])
  }

  /// Discord and Slack (`media.text_first`, a list): the words first, under the sender's header.
  @Test func textFirstPutsTheTextAboveTheMediaUnderTheHeader() throws {
    let whole = PresentedMessage(
      message: Message(
        id: "m", from: "bob", text: RichText(plain: "Look"), media: .image(ImageMedia(src: nil)),
        reactions: [Message.Reaction(emoji: "👍", count: 1)]),
      direction: .incoming, position: .single, senderName: "Bob", timeText: "10:00")
    let pieces = MessageRowSplit.pieces(
      of: whole, rows: MessageRows(media: [.image(ImageMedia(src: nil))], captionApart: true), textFirst: true,
      headerFirst: true)
    #expect(pieces.map { $0.message.text?.plainText } == ["Look", nil])
    #expect(pieces.map { $0.message.media == nil } == [true, false])
    #expect(pieces.map(\.senderName) == ["Bob", nil])
    #expect(pieces.map(\.timeText) == ["10:00", nil])
    #expect(pieces.map(\.message.reactions.count) == [0, 1])
    for theme in ["discord", "slack"] {
      let rows = try messageRows(Self.albumWithCaption, theme: theme)
      #expect(rows.map { $0.kinds.contains("text") } == [true, false], "\(theme): \(rows.map(\.kinds))")
      #expect(rows.count == 2 && rows[0].bottom <= rows[1].top)
    }
  }

  // MARK: Helpers

  struct Row {
    var kinds: [String]
    var top: Double
    var bottom: Double
  }

  /// Message rows: their parts' kinds (the footer and outside parts left out) and vertical extent.
  private func messageRows(_ json: String, theme: String) throws -> [Row] {
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load(theme))
    let layout = renderer.layout(try TestSupport.conversation(json))
    let ignored: Set<String> = ["footer", "avatar", "date_separator", "notice", "status_line"]
    return layout.rows.compactMap { placed in
      let kinds = placed.row.parts.map(\.kind).filter { !ignored.contains($0) }
      guard !kinds.isEmpty else { return nil }
      return Row(kinds: kinds, top: placed.y, bottom: placed.maxY)
    }
  }

  static let albumWithCaption = """
    { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "li", "name": "Li" }],
      "messages": [
        { "id": "a1", "from": "li", "time": "2026-03-01T10:00:00Z", "text": "From the hike",
          "media": { "type": "album", "items": [
            { "type": "image", "src": "\(Pictures.landscape)" },
            { "type": "image", "src": "media/tiles.png" },
            { "type": "video", "poster": "\(Pictures.sea)", "duration": 12 } ] } }
      ] }
    """

  static let wechat = """
    { "me": "me", "participants": [{ "id": "me", "name": "我" }, { "id": "li", "name": "李雷" }],
      "messages": [
        { "id": "w1", "from": "li", "time": "2026-03-01T10:00:00+08:00",
          "media": { "type": "image", "src": "\(Pictures.landscape)" } },
        { "id": "w2", "from": "me", "time": "2026-03-01T10:01:00+08:00", "status": "read", "text": "周末爬山拍的",
          "media": { "type": "album", "items": [
            { "type": "image", "src": "\(Pictures.portrait)" },
            { "type": "image", "src": "media/tiles.png" },
            { "type": "image", "src": "\(Pictures.sea)" } ] } },
        { "id": "w3", "from": "li", "time": "2026-03-01T10:02:00+08:00", "text": "海边那段",
          "media": { "type": "video", "poster": "\(Pictures.sea)", "duration": 15 } },
        { "id": "w4", "from": "me", "time": "2026-03-01T10:02:30+08:00", "status": "read", "text": "好看！" }
      ] }
    """

  static let imessage = """
    { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "kim", "name": "Kim" }],
      "messages": [
        { "id": "i1", "from": "kim", "time": "2026-03-01T09:00:00Z", "text": "Look at this view",
          "media": { "type": "image", "src": "\(Pictures.landscape)" } },
        { "id": "i2", "from": "me", "time": "2026-03-01T09:01:00Z", "status": "read",
          "media": { "type": "image", "src": "\(Pictures.square)" } },
        { "id": "i3", "from": "kim", "time": "2026-03-01T09:02:00Z", "text": "More from the trip",
          "media": { "type": "album", "items": [
            { "type": "image", "src": "\(Pictures.portrait)" },
            { "type": "image", "src": "media/tiles.png" },
            { "type": "image", "src": "\(Pictures.sea)" } ] } },
        { "id": "i4", "from": "me", "time": "2026-03-01T09:03:00Z", "status": "read", "text": "Wow, jealous" }
      ] }
    """
}
