import BubbleGraphics
import Foundation
import Testing

@testable import BubbleKit

/// A wallet card paints its band over the bubble: the bubble's own anti-aliased edge must not
/// show round the band as a hairline in the bubble's colour (KakaoTalk's dark kakaopay card drew
/// a yellow ring round its grey band).
@Suite struct WalletCardEdgeTests {
  @Test func theBandHasNoRingInTheBubblesColour() throws {
    let conversation = try TestSupport.conversation(
      #"{ "format": "bubbles/1", "kind": "direct", "me": "me", "participants": [{ "id": "me", "name": "Me" }, "#
        + #"{ "id": "a", "name": "Ann" }], "messages": [{ "id": "1", "from": "me", "time": "2026-11-20T09:10:00Z", "#
        + #""media": { "type": "transfer", "amount": "¥88.00", "accepted": true } }] }"#)
    let layout = try ConversationRenderer(theme: try ThemeLoader.load("kakaotalk-dark")).layout(conversation)
    let scale = 2
    let canvas = try Canvas(
      pixelWidth: Int(layout.width) * scale, pixelHeight: Int(layout.height.rounded(.up)) * scale,
      scale: Double(scale))
    layout.draw(
      visible: Rect(x: 0, y: 0, width: layout.width, height: layout.height), context: DrawContext(canvas: canvas))
    let pixels = try canvas.argbPixels()
    let placed = try #require(layout.rows.first { $0.row.parts.contains { $0.kind == "bubble" } })
    let bubble = try #require(placed.row.parts.first { $0.kind == "bubble" }?.frame.offsetBy(dx: 0, dy: placed.y))
    // The band's left edge, a few points above the bubble's bottom corner's curve.
    let y = Int((bubble.maxY - bubble.height * 0.12) * Double(scale))
    let edge = Int(bubble.minX * Double(scale))
    var yellowish: [String] = []
    for x in (edge - 3)...(edge + 3) {
      let pixel = pixels[y * canvas.pixelWidth + x]
      let red = Int(pixel >> 16 & 0xFF)
      let blue = Int(pixel & 0xFF)
      if red - blue > 10 { yellowish.append("x \(x): \(String(pixel & 0xFF_FFFF, radix: 16))") }
    }
    #expect(yellowish.isEmpty, "\(yellowish)")
  }
}
