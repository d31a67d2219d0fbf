import Foundation
import PropertyBased
import Testing

@testable import BubbleKit

/// What holds for every valid conversation, checked on random ones (`RandomConversation`):
/// small conversations at scale 1 with short pages, so that a few dozen cases run in seconds.
/// A failure prints the conversation's JSON and a seed to reproduce it with `.fixedSeed`.
@Suite("Layout properties of random conversations")
struct LayoutPropertyTests {
  static let maxPageHeight = 256
  /// Frames are computed in doubles; a part may touch an edge to within this.
  static let tolerance = 1e-6

  @Test func everyRowStaysInsideTheCanvasAndBelowTheOneBefore() async throws {
    await propertyCheck(count: 25, input: RandomConversation.generator) { random in
      let result = try Self.render(random)
      let layout = result.layout
      // A theme hides the kinds its app does not show (iMessage's calls): no row for those.
      let hidden = try ThemeLoader.load(random.theme).media.hiddenKinds
      let shown = random.messages.filter { message in
        message.media.map { !hidden.contains(RandomConversation.media[$0]["type"] as? String ?? "") } ?? true
      }
      #expect(layout.rows.count >= shown.count, "a row for every message the theme shows")
      var previousBottom = 0.0
      for (index, placed) in layout.rows.enumerated() {
        #expect(placed.y >= previousBottom - Self.tolerance, "row \(index) starts above the end of row \(index - 1)")
        #expect(placed.row.height >= 0, "row \(index) has a negative height")
        for part in placed.row.parts {
          #expect(
            part.frame.minX >= -Self.tolerance && part.frame.maxX <= random.width + Self.tolerance,
            "row \(index): \(part.kind) at x \(part.frame.minX)...\(part.frame.maxX) on a \(random.width) pt canvas")
          #expect(
            part.frame.minY >= -Self.tolerance && part.frame.maxY <= placed.row.height + Self.tolerance,
            "row \(index): \(part.kind) at y \(part.frame.minY)...\(part.frame.maxY) in a row \(placed.row.height) pt high"
          )
        }
        previousBottom = placed.maxY
      }
      #expect(previousBottom <= layout.height + Self.tolerance, "the last row ends below the conversation")
    }
  }

  @Test func pagesTileTheWholeHeight() async throws {
    await propertyCheck(count: 25, input: RandomConversation.generator) { random in
      let result = try Self.render(random)
      let heights = result.pages.map(\.pixelHeight)
      #expect(heights.allSatisfy { (1...Self.maxPageHeight).contains($0) }, "page heights \(heights)")
      #expect(heights.reduce(0, +) == max(1, Int(result.layout.height.rounded(.up))), "page heights \(heights)")
      #expect(result.pages.allSatisfy { $0.pixelWidth == Int(random.width) })
    }
  }

  @Test func twoRendersGiveTheSameBytes() async throws {
    await propertyCheck(count: 15, input: RandomConversation.generator) { random in
      // Separate renderers: nothing laid out or shaped by the first is reused by the second.
      let first = try Self.render(random)
      let second = try Self.render(random)
      #expect(first.pages.map(\.png) == second.pages.map(\.png))
    }
  }

  /// Decodes (the generated conversation must be valid) and renders with no media resolved.
  static func render(_ random: RandomConversation) throws -> RenderResult {
    let conversation = try #require(
      try? ConversationDecoder.decode(random.json).get().conversation, "generated an invalid conversation: \(random)")
    let renderer = try ConversationRenderer(theme: ThemeLoader.load(random.theme))
    let options = TestSupport.patient(RenderOptions(width: random.width, scale: 1, maxPageHeight: maxPageHeight))
    return try renderer.render(conversation, options: options, media: .empty)
  }
}
