import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// Layout rules checked on frames, without pixels.
@Suite struct LayoutRuleTests {
  private func parts(_ json: String, width: Double = 390) throws -> [(kind: String, frame: Rect, rowY: Double)] {
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let layout = renderer.layout(
      try TestSupport.conversation(json), options: TestSupport.patient(RenderOptions(width: width)))
    return layout.rows.flatMap { row in row.row.parts.map { ($0.kind, $0.frame, row.y) } }
  }

  private func message(_ text: String, status: String = "read") -> String {
    """
    { "me": "me", "participants": [{ "id": "me" }], "messages": [
      { "id": "1", "from": "me", "time": "2026-01-01T10:00:00Z", "status": "\(status)", "text": \(text) }
    ] }
    """
  }

  @Test func footerSharesAShortLastLine() throws {
    let all = try parts(message("\"Hello\""))
    let text = try #require(all.first { $0.kind == "text" })
    let footer = try #require(all.first { $0.kind == "footer" })
    // Same line: the footer's bottom is the text's bottom, and it sits to the right of the text.
    #expect(abs(footer.frame.maxY - text.frame.maxY) < 0.01)
    #expect(footer.frame.minX >= text.frame.minX + text.frame.width)
  }

  @Test func footerTakesItsOwnLineWhenTheLastLineIsFull() throws {
    // The longest run of "x" that still fits on one line: no room left for the time.
    let theme = try TestSupport.defaultTheme()
    let fonts = try FontSystem()
    let contentMax = 390 - theme.bubble.maxWidthInset - theme.bubble.textInsets.horizontal
    let font = FontSpec(families: theme.fonts.families, size: theme.fonts.textSize)
    let count = (1...300).last {
      fonts.measure(StyledText(String(repeating: "x", count: $0), font: font, color: .black), maxWidth: nil).size.width
        < contentMax - 2
    }!
    let all = try parts(message("\"\(String(repeating: "x", count: count))\""))
    let text = try #require(all.first { $0.kind == "text" })
    let footer = try #require(all.first { $0.kind == "footer" })
    #expect(footer.frame.minY >= text.frame.maxY - 0.01)
  }

  @Test func footerGoesBelowARightToLeftLastLine() throws {
    let all = try parts(message("\"שלום\""))
    let text = try #require(all.first { $0.kind == "text" })
    let footer = try #require(all.first { $0.kind == "footer" })
    #expect(footer.frame.minY >= text.frame.maxY - 0.01)
  }

  @Test func bubbleNeverExceedsTheTelegramMaximumWidth() throws {
    let all = try parts(message("\"" + String(repeating: "x", count: 400) + "\""))
    let bubble = try #require(all.first { $0.kind == "bubble" })
    #expect(bubble.frame.width <= 390 - 36 + 0.01)
    let wide = try parts(message("\"" + String(repeating: "x y ", count: 200) + "\""), width: 800)
    let wideBubble = try #require(wide.first { $0.kind == "bubble" })
    #expect(wideBubble.frame.width <= 800 * 0.85 + 0.01)
  }

  @Test func outgoingBubblesHugTheTrailingEdge() throws {
    let all = try parts(message("\"Hi\""))
    let bubble = try #require(all.first { $0.kind == "bubble" })
    let theme = try TestSupport.defaultTheme()
    #expect(abs(bubble.frame.maxX - (390 - theme.canvas.sideMargin - theme.bubble.tailWidth)) < 0.01)
  }

  @Test func bigEmojiHasNoBubble() throws {
    let all = try parts(message("\"🙂\""))
    #expect(!all.contains { $0.kind == "bubble" })
    #expect(all.contains { $0.kind == "big_emoji" })
  }

  @Test func cornersFacingAGroupNeighbourTighten() {
    let body = Rect(x: 0, y: 0, width: 100, height: 40)
    func shape(_ direction: Direction, _ position: GroupPosition) -> BubbleShape {
      BubbleShape(
        body: body, direction: direction, position: position, radius: 16, mergedRadius: 8, tail: .hook, tailWidth: 6)
    }
    #expect(shape(.outgoing, .first).radii == CornerRadii(topLeft: 16, topRight: 16, bottomLeft: 16, bottomRight: 8))
    #expect(shape(.outgoing, .middle).radii == CornerRadii(topLeft: 16, topRight: 8, bottomLeft: 16, bottomRight: 8))
    #expect(shape(.incoming, .middle).radii == CornerRadii(topLeft: 8, topRight: 16, bottomLeft: 8, bottomRight: 16))
    #expect(shape(.incoming, .last).hasTail)
    #expect(!shape(.incoming, .first).hasTail)
    #expect(shape(.outgoing, .single).hasTail)
    // Below a radius of 14 the tail degrades to a square corner.
    var small = shape(.outgoing, .single)
    small.radius = 10
    #expect(!small.hasTail)
  }

  @Test func layoutIsTheSameEveryTime() async throws {
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let conversation = try TestSupport.corpusConversation("group-rich-text")
    let first = await TestSupport.layout(conversation, renderer: renderer).dump
    let second = await TestSupport.layout(conversation, renderer: renderer).dump
    #expect(first == second)
    #expect(first.contains("reply_header"))
    #expect(first.contains("forward_header"))
  }
}
