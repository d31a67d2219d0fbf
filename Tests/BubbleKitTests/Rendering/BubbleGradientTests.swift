import BubbleGraphics
import Foundation
import Testing

@testable import BubbleKit

/// `bubble_gradient_top`: Messenger's own bubbles take their colour from where they sit on the
/// page, violet at the top blending into blue at the bottom; other themes keep one colour.
@Suite struct BubbleGradientTests {
  /// Twelve of my messages, one per minute.
  func conversation() throws -> Conversation {
    let messages = (0..<12).map { index in
      #"{ "id": "m\#(index)", "from": "me", "time": "2026-11-20T09:\#(10 + index):00Z", "text": "Message \#(index)" }"#
    }
    return try TestSupport.conversation(
      #"{ "format": "bubbles/1", "kind": "direct", "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "a", "name": "Ann" }], "#
        + #""messages": [\#(messages.joined(separator: ","))] }"#)
  }

  /// The colour just inside the left end of each bubble, top to bottom.
  func bubbleEdges(theme name: String) throws -> (first: UInt32, last: UInt32) {
    let layout = try ConversationRenderer(theme: try ThemeLoader.load(name)).layout(try conversation())
    let canvas = try Canvas(pixelWidth: Int(layout.width), pixelHeight: Int(layout.height.rounded(.up)), scale: 1)
    layout.draw(
      visible: Rect(x: 0, y: 0, width: layout.width, height: layout.height), context: DrawContext(canvas: canvas))
    let pixels = try canvas.argbPixels()
    let bubbles = layout.rows.compactMap { placed in
      placed.row.parts.first { $0.kind == "bubble" }.map { $0.frame.offsetBy(dx: 0, dy: placed.y) }
    }
    func pixel(_ bubble: Rect) -> UInt32 {
      pixels[Int(bubble.midY) * canvas.pixelWidth + Int(bubble.minX) + 3] & 0xFF_FFFF
    }
    return (pixel(try #require(bubbles.first)), pixel(try #require(bubbles.last)))
  }

  @Test func messengersBubblesFollowThePage() throws {
    let (first, last) = try bubbleEdges(theme: "messenger")
    let red = { (pixel: UInt32) in Int(pixel >> 16) }
    // #A033FF at the top, #0A7CFF at the bottom: the first bubble is redder than the last.
    #expect(red(first) > red(last) + 60, "\(String(first, radix: 16)) \(String(last, radix: 16))")
    #expect(abs(red(last) - 0x0A) < 40)
  }

  @Test func otherThemesKeepOneColour() throws {
    let (first, last) = try bubbleEdges(theme: "telegram")
    #expect(first == last)
  }
}
