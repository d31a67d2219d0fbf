import BubbleKit
import Foundation
import Testing

/// Parts a theme draws outside the bubble (issue 14: WeChat's voice duration and reply box,
/// WhatsApp's reaction pill, iMessage's quoted bubble and tapbacks) sit where the app puts them,
/// inside their row's reserved height, so rows never overlap.
@Suite struct OutsidePartLayoutTests {
  struct Part {
    var kind: String
    var frame: Rect
  }

  /// Each message row's parts in conversation coordinates, checking on the way that every part
  /// lies within its row and the canvas and that each row starts below the one before.
  private func messageRows(_ json: String, theme: String, width: Double = 390) async throws -> [[Part]] {
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load(theme))
    let layout = await TestSupport.layout(
      try TestSupport.conversation(json), renderer: renderer, options: TestSupport.patient(RenderOptions(width: width)))
    var previousBottom = 0.0
    var rows: [[Part]] = []
    for placed in layout.rows {
      #expect(placed.y >= previousBottom - 1e-6, "rows overlap")
      previousBottom = placed.maxY
      let parts = placed.row.parts.map { Part(kind: $0.kind, frame: $0.frame.offsetBy(dx: 0, dy: placed.y)) }
      for part in parts {
        #expect(
          part.frame.minY >= placed.y - 1e-6 && part.frame.maxY <= placed.maxY + 1e-6, "\(part.kind) leaves its row")
        #expect(part.frame.minX >= 0 && part.frame.maxX <= width, "\(part.kind) leaves the canvas")
      }
      if parts.contains(where: { $0.kind == "bubble" }) { rows.append(parts) }
    }
    return rows
  }

  private func part(_ kind: String, in row: [Part]) throws -> Rect {
    try #require(row.first { $0.kind == kind }?.frame, "no \(kind) in \(row.map(\.kind))")
  }

  @Test(arguments: ["wechat", "nim"])
  func theVoiceDurationSitsBesideTheBubbleAwayFromTheSender(theme: String) async throws {
    let rows = try await messageRows(AppNodeVariantSnapshotTests.voice, theme: theme)
    let incoming = rows[0]
    let bubble = try part("bubble", in: incoming)
    let duration = try part("voice_duration", in: incoming)
    let dot = try part("voice_unread_dot", in: incoming)
    #expect(duration.minX > bubble.maxX && dot.minX > bubble.maxX)
    #expect(abs(duration.midY - bubble.midY) < 2, "the duration is centred on the bubble")
    #expect(!duration.intersects(dot))
    let played = rows[1]
    #expect(played.allSatisfy { $0.kind != "voice_unread_dot" }, "a played note has no dot")
    let outgoing = rows[2]
    let outBubble = try part("bubble", in: outgoing)
    #expect(try part("voice_duration", in: outgoing).maxX < outBubble.minX)
    #expect(outgoing.allSatisfy { $0.kind != "voice_unread_dot" }, "my own notes have no unread dot")
    // Longer notes have longer bubbles: 23 s, then 60 s.
    #expect(try part("bubble", in: rows[3]).width > outBubble.width)
  }

  @Test func theWaveformStyleKeepsItsDurationInside() async throws {
    let rows = try await messageRows(AppNodeVariantSnapshotTests.voice, theme: "telegram")
    #expect(rows.allSatisfy { row in row.allSatisfy { $0.kind != "voice_duration" } })
  }

  @Test func weChatPutsTheQuoteInABoxUnderTheBubble() async throws {
    let rows = try await messageRows(AppNodeVariantSnapshotTests.replies, theme: "wechat")
    let mine = rows[1]
    let bubble = try part("bubble", in: mine)
    let box = try part("reply_box", in: mine)
    #expect(box.minY >= bubble.maxY && abs(box.maxX - bubble.maxX) < 0.01, "under my bubble, flush with its right edge")
    let theirs = rows[2]
    #expect(abs(try part("reply_box", in: theirs).minX - part("bubble", in: theirs).minX) < 0.01)
    #expect(mine.allSatisfy { $0.kind != "reply_header" })
  }

  @Test func iMessageShowsTheQuotedMessageAboveOnItsWritersSide() async throws {
    let rows = try await messageRows(AppNodeVariantSnapshotTests.replies, theme: "imessage")
    let mine = rows[1]
    let bubble = try part("bubble", in: mine)
    let quote = try part("reply_bubble", in: mine)
    #expect(quote.maxY <= bubble.minY, "above the reply")
    #expect(quote.midX < 195, "Ann's message, on the left")
    let toMe = rows[2]
    #expect(try part("reply_bubble", in: toMe).midX > 195, "my message, on the right")
  }

  @Test func whatsAppKeepsTheQuoteInside() async throws {
    let rows = try await messageRows(AppNodeVariantSnapshotTests.replies, theme: "whatsapp")
    let bubble = try part("bubble", in: rows[1])
    let quote = try part("reply_header", in: rows[1])
    #expect(quote.minY > bubble.minY && quote.maxY < bubble.maxY)
  }

  @Test func whatsAppHangsAPillOffTheBottomEdge() async throws {
    let rows = try await messageRows(AppNodeVariantSnapshotTests.reactions, theme: "whatsapp")
    for row in rows.prefix(4) {
      let bubble = try part("bubble", in: row)
      let pill = try part("reaction_pill", in: row)
      #expect(pill.minY < bubble.maxY && pill.maxY > bubble.maxY, "overlapping the bottom edge")
    }
  }

  @Test func iMessagePutsTapbacksOnTheTopCornerAwayFromTheSender() async throws {
    let rows = try await messageRows(AppNodeVariantSnapshotTests.reactions, theme: "imessage")
    let incoming = try part("bubble", in: rows[0])
    let badge = try part("tapback", in: rows[0])
    #expect(badge.minY < incoming.minY && badge.maxY > incoming.minY, "over the top edge")
    #expect(badge.maxX > incoming.maxX && badge.minX < incoming.maxX, "over the right corner")
    let outgoing = try part("bubble", in: rows[2])
    let mine = try part("tapback", in: rows[2])
    #expect(mine.minX < outgoing.minX && mine.maxX > outgoing.minX, "over the left corner")
  }

  @Test func weChatDrawsNoReactions() async throws {
    let rows = try await messageRows(AppNodeVariantSnapshotTests.reactions, theme: "wechat")
    let kinds = Set(rows.flatMap { $0.map(\.kind) })
    #expect(kinds.isDisjoint(with: ["reactions", "reaction_pill", "tapback"]))
    let telegram = try await messageRows(AppNodeVariantSnapshotTests.reactions, theme: "telegram")
    #expect(telegram[0].contains { $0.kind == "reactions" }, "chips inside, as before")
  }
}
