import Foundation
import Testing

@testable import BubbleKit

/// WeChat's cards (issue 14): files, locations and contact cards on white cards in both
/// directions, calls as text bubbles, and NIMKit's calls as text too. One snapshot per behaviour,
/// each with an incoming and an outgoing message, and the layout rules behind them.
@Suite struct WeChatCardTests {
  @Test(arguments: [
    ("cards-wechat-file", "wechat", WeChatCardTests.file),
    ("cards-wechat-location", "wechat", WeChatCardTests.location),
    ("cards-wechat-contact", "wechat", WeChatCardTests.contact),
    ("cards-wechat-call", "wechat", WeChatCardTests.call),
    ("cards-nim-call", "nim", WeChatCardTests.call),
  ])
  func snapshot(name: String, theme: String, json: String) async throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(json), named: name, theme: try ThemeLoader.load(theme))
  }

  @Test func cardsAreFilledWithTheThemeColourInBothDirections() async throws {
    let theme = try ThemeLoader.load("wechat")
    for json in [Self.file, Self.location, Self.contact] {
      let rows = try await messageRows(json, theme: theme)
      #expect(rows.count >= 2)
      for row in rows {
        #expect(row.bubbleColor == RGBColor(rgb: 0xFFFFFF))
      }
    }
    // Other kinds keep the side's colour: an outgoing call is green.
    let calls = try await messageRows(Self.call, theme: theme)
    #expect(calls.first?.bubbleColor == theme.outgoing.bubble)
  }

  @Test func aWeChatFileCardPutsTheIconOnTheRightAndALabelUnderADivider() async throws {
    let rows = try await messageRows(Self.file, theme: try ThemeLoader.load("wechat"))
    for row in rows {
      let card = try #require(row.nodes.first?.layout as? FileCardLayout)
      #expect(abs(card.iconFrame.maxX - card.size.width) < 0.01)
      #expect(card.lines.allSatisfy { $0.text.width <= card.iconFrame.minX + 0.01 })
      let footer = try #require(card.footer)
      #expect(footer.dividerY >= card.iconFrame.maxY)
      #expect(abs(footer.bottom - card.size.height) < 0.01)
    }
  }

  @Test func aWeChatLocationPutsTheTextAboveAMapThatReachesTheBubblesEdges() async throws {
    let theme = try ThemeLoader.load("wechat")
    let rows = try await messageRows(Self.location, theme: theme)
    for row in rows {
      let node = try #require(row.nodes.first)
      let card = try #require(node.layout as? LocationCardLayout)
      let body = try #require(row.bubble?.body)
      let lastLine = try #require(card.lines.last)
      #expect(card.mapFrame.minY >= lastLine.y + lastLine.text.height)
      let map = card.mapFrame.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
      #expect(abs(map.minX - body.minX) < 0.01)
      #expect(abs(map.maxX - body.maxX) < 0.01)
      #expect(abs(map.maxY - body.maxY) < 0.01)
    }
  }

  @Test func aWeChatCallIsTextWithTheGlyphOnTheSendersSide() async throws {
    let rows = try await messageRows(Self.call, theme: try ThemeLoader.load("wechat"))
    let calls = try rows.map { try #require($0.nodes.first?.layout as? CallTextLayout) }
    #expect(
      calls.map { $0.text.text.text.string } == ["Duration 03:05", "Duration 00:42", "Canceled", "Missed", "Declined"])
    // Outgoing (the first, third and fifth): the glyph after the words; incoming: before them.
    for (index, call) in calls.enumerated() {
      let outgoing = index % 2 == 0
      #expect((call.glyphFrame.minX > call.textOrigin.x) == outgoing)
    }
    #expect(CallTextLayout.clock(seconds: 3725) == "1:02:05")
    #expect(CallTextLayout.clock(seconds: 59.6) == "01:00")
  }

  @Test func aWeChatVoiceNoteStopsGrowingAtSixtySecondsButSaysItsLength() throws {
    // WeChat stops recording at 60": the bubble is longest there. A longer note in the data
    // keeps its real duration as text (the image must not misstate it).
    let style = try ThemeLoader.load("wechat").style(for: VoiceKind.self)
    let sixty = VoiceGlyphLayout.bubbleWidth(duration: 60, style: style)
    #expect(VoiceGlyphLayout.bubbleWidth(duration: 65, style: style) == sixty)
    #expect(VoiceGlyphLayout.bubbleWidth(duration: 59, style: style) < sixty)
    #expect(VoiceGlyphLayout.label(seconds: 65) == "65\"")
  }

  private func messageRows(_ json: String, theme: Theme) async throws -> [MessageRowLayout] {
    let renderer = try ConversationRenderer(theme: theme)
    let layout = await TestSupport.layout(try TestSupport.conversation(json), renderer: renderer)
    return layout.rows.compactMap { $0.row as? MessageRowLayout }
  }

  static let file = """
    { "me": "me", "participants": [{ "id": "me", "name": "我" }, { "id": "li", "name": "李雷" }],
      "messages": [
        { "id": "f1", "from": "li", "time": "2026-03-01T10:00:00+08:00",
          "media": { "type": "file", "name": "2026年第三季度财务报告（终版，请勿外传）.pdf", "size": 3355443 } },
        { "id": "f2", "from": "me", "time": "2026-03-01T10:01:00+08:00",
          "media": { "type": "file", "name": "报价单.xlsx", "size": 48213 } }
      ] }
    """

  static let location = """
    { "me": "me", "participants": [{ "id": "me", "name": "我" }, { "id": "li", "name": "李雷" }],
      "messages": [
        { "id": "l1", "from": "li", "time": "2026-03-01T10:00:00+08:00",
          "media": { "type": "location", "latitude": 31.2397, "longitude": 121.4998, "title": "外滩观景平台",
            "address": "上海市黄浦区中山东一路" } },
        { "id": "l2", "from": "me", "time": "2026-03-01T10:01:00+08:00",
          "media": { "type": "location", "latitude": 31.2304, "longitude": 121.4737, "title": "Starbucks Reserve Roastery",
            "address": "789 West Nanjing Road, Jing'an District, Shanghai" } }
      ] }
    """

  static let contact = """
    { "me": "me", "participants": [{ "id": "me", "name": "我" }, { "id": "li", "name": "李雷" }],
      "messages": [
        { "id": "c1", "from": "li", "time": "2026-03-01T10:00:00+08:00",
          "media": { "type": "contact", "name": "Alice Chen", "phone": "+1 415 555 0100", "avatar": "media/avatar-alice.png" } },
        { "id": "c2", "from": "me", "time": "2026-03-01T10:01:00+08:00",
          "media": { "type": "contact", "name": "韩梅梅", "phone": "+86 138 0000 0000" } }
      ] }
    """

  static let call = """
    { "me": "me", "participants": [{ "id": "me", "name": "我" }, { "id": "li", "name": "李雷" }],
      "messages": [
        { "id": "k1", "from": "me", "time": "2026-03-01T10:00:00+08:00", "media": { "type": "call", "duration": 185 } },
        { "id": "k2", "from": "li", "time": "2026-03-01T10:01:00+08:00", "media": { "type": "call", "video": true, "duration": 42 } },
        { "id": "k3", "from": "me", "time": "2026-03-01T10:02:00+08:00", "media": { "type": "call", "missed": true } },
        { "id": "k4", "from": "li", "time": "2026-03-01T10:03:00+08:00", "media": { "type": "call", "video": true, "missed": true } },
        { "id": "k5", "from": "me", "time": "2026-03-01T10:04:00+08:00", "media": { "type": "call", "declined": true } }
      ] }
    """
}
