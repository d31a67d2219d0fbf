import BubbleKit
import Testing

@Suite struct PaginatorTests {
  @Test func shortConversationIsOnePage() {
    let pages = Paginator.pages(totalHeight: 100, rowBounds: [(10, 50), (60, 90)], scale: 2, maxPageHeight: 1000)
    #expect(pages == [0..<200])
  }

  @Test func cutsFallBetweenRowsAndPagesStayUnderTheLimit() {
    // Rows of 40 pt with 10 pt gaps, scale 2: 100 px per row.
    let rows: [(top: Double, bottom: Double)] = (0..<50).map { index in
      let top = Double(index) * 50 + 10
      return (top: top, bottom: top + 40)
    }
    let pages = Paginator.pages(totalHeight: 2510, rowBounds: rows, scale: 2, maxPageHeight: 1000)
    #expect(pages.count > 1)
    #expect(pages.first?.lowerBound == 0)
    #expect(pages.last?.upperBound == 5020)
    for (page, next) in zip(pages, pages.dropFirst()) { #expect(page.upperBound == next.lowerBound) }
    for page in pages {
      #expect(page.count <= 1000)
      // Every cut lies in a gap, never inside a row.
      let cut = Double(page.upperBound) / 2
      #expect(!rows.contains { $0.top < cut && cut < $0.bottom })
    }
  }

  @Test func aRowTallerThanAPageIsCutInside() {
    let pages = Paginator.pages(totalHeight: 3000, rowBounds: [(0, 3000)], scale: 1, maxPageHeight: 1000)
    #expect(pages == [0..<1000, 1000..<2000, 2000..<3000])
  }
}
