import Foundation
import Testing

@testable import BubbleKit

/// Numbers a service passes in values it builds itself (an `Inbox`, a page height, a colour),
/// which no decoder has checked: past any documented range, they still never trap.
extension NumberSafetyTests {
  @Test func aPageHeightNearIntMaxNeverOverflows() {
    let pages = Paginator.pages(totalHeight: .infinity, rowBounds: [], scale: 1, maxPageHeight: .max - 1)
    #expect(pages == [0..<(.max - 1), (.max - 1)..<Int.max])
  }
}
