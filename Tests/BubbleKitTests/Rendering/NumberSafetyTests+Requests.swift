import Foundation
import Testing

@testable import BubbleKit

/// Numbers a service passes in values it builds itself (an `Inbox`, a page height, a colour),
/// which no decoder has checked: past any documented range, they still never trap.
extension NumberSafetyTests {
  /// The tab bar's badge sums the unread counts of the rows; it shows "99+" however far past 99.
  @Test func unreadCountsPastTheirRangeStillSumToABadge() throws {
    let conversation = try TestSupport.corpusConversation("direct-basics")
    let inbox = Inbox(entries: [
      InboxEntry(conversation: conversation, unread: .max), InboxEntry(conversation: conversation, unread: .max),
      InboxEntry(conversation: conversation, unread: .min),
    ])
    let rendered = try InboxRenderer(theme: try TestSupport.defaultTheme()).render(inbox, media: [:])
    #expect(Self.texts(in: rendered.layout.scene.items).filter { $0 == "99+" }.count == 3, "two rows and the tab")
  }

  @Test func aPageHeightNearIntMaxNeverOverflows() {
    let pages = Paginator.pages(totalHeight: .infinity, rowBounds: [], scale: 1, maxPageHeight: .max - 1)
    #expect(pages == [0..<(.max - 1), (.max - 1)..<Int.max])
  }

  private static func texts(in items: [Scene.Item]) -> [String] {
    items.flatMap { item -> [String] in
      switch item {
      case .text(let text, _): [text.text.string]
      case .clipped(_, _, let inner): texts(in: inner)
      default: []
      }
    }
  }
}
