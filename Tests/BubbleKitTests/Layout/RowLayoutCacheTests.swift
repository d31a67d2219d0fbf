import Foundation
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// Rows are values cached by the renderer: drawing a conversation again lays out nothing, and
/// appending a message lays out only the new row and the neighbour whose place in its group changed.
@Suite struct RowLayoutCacheTests {
  /// `count` text messages from two senders, a few per group, a minute apart.
  static func conversation(messages count: Int) throws -> Conversation {
    let messages = (0..<count).map { index in
      let sender = (index / 3) % 2 == 0 ? "ann" : "me"
      let minute = String(format: "%02d", index % 60)
      let hour = String(format: "%02d", 8 + index / 60)
      return """
        { "id": "m\(index)", "from": "\(sender)", "time": "2026-05-01T\(hour):\(minute):00Z",
          "text": "Message number \(index), long enough to wrap onto a second line in most themes" }
        """
    }
    return try TestSupport.conversation(
      """
      { "me": "me", "participants": [{ "id": "me" }, { "id": "ann", "name": "Ann" }],
        "messages": [\(messages.joined(separator: ",\n"))] }
      """)
  }

  @Test func appendingAMessageLaysOutOnlyWhatChanged() throws {
    let fonts = try FontSystem()
    let renderer = ConversationRenderer(theme: try TestSupport.defaultTheme(), registry: .standard, fonts: fonts)
    let full = try Self.conversation(messages: 201)
    var first200 = full
    first200.messages.removeLast()

    let before = renderer.layout(first200)
    let rowsLaidOut = renderer.rows.laidOutCount
    let shaped = fonts.shapedTextCount
    #expect(rowsLaidOut == before.rows.count)

    let after = renderer.layout(full)
    // The new message's row, and the previous one that is no longer last of its group.
    #expect(renderer.rows.laidOutCount - rowsLaidOut == 2)
    #expect(after.rows.count == before.rows.count + 1)
    // About the work of two rows, not of 200: under 10% of the first layout's shaping.
    #expect(
      Double(fonts.shapedTextCount - shaped) < 0.1 * Double(shaped), "\(fonts.shapedTextCount - shaped) of \(shaped)")

    _ = renderer.layout(full)
    #expect(renderer.rows.laidOutCount - rowsLaidOut == 2, "a third layout of the same conversation lays out nothing")
  }

  @Test func aCachedRowIsTheSameAsAFreshOne() throws {
    let conversation = try Self.conversation(messages: 30)
    let warm = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    _ = warm.layout(conversation)
    let cached = warm.layout(conversation)
    let fresh = try ConversationRenderer(theme: try TestSupport.defaultTheme()).layout(conversation)
    #expect(cached.dump == fresh.dump)
  }
}
