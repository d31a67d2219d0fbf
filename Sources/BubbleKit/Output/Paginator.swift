/// Splits a tall conversation into pages at row boundaries, so no page is
/// taller than a PNG viewer (and Cairo, 32767 px) can handle. A single row
/// taller than a page is cut inside it, as the only way to show all of it.
public enum Paginator {
  /// Page ranges in pixels of the full-height image, top to bottom.
  /// `rowBounds` are rows' (top, bottom) in points.
  public static func pages(
    totalHeight: Double, rowBounds: [(top: Double, bottom: Double)], scale: Double, maxPageHeight: Int
  ) -> [Range<Int>] {
    pages(
      totalHeight: totalHeight, cuts: cuts(rowBounds: rowBounds, scale: scale), scale: scale,
      maxPageHeight: maxPageHeight)
  }

  /// The same with the cuts made beforehand (`cuts(rowBounds:scale:)`), as the renderer makes
  /// them once for the pages and their strips. `innerCuts` lie inside rows taller than a page
  /// (between an answer's blocks): a page ends at the last gap or inner cut on it, else at its full
  /// height.
  public static func pages(
    totalHeight: Double, cuts: [Int], innerCuts: [Int] = [], scale: Double, maxPageHeight: Int
  ) -> [Range<Int>] {
    let maxPageHeight = max(1, maxPageHeight)
    let total = max(1, Int.saturating(totalHeight * scale, rounding: .up))
    guard total > maxPageHeight else { return [0..<total] }
    var pages: [Range<Int>] = []
    var start = 0
    while start < total {
      // What is left is compared before the page's end is added up: `start + maxPageHeight`
      // would overflow for a page height near `Int.max` (a value passed in code, past the range).
      if total - start <= maxPageHeight {
        pages.append(start..<total)
        break
      }
      let limit = start + maxPageHeight
      let gap = cuts.last { $0 > start && $0 <= limit }
      let inner = innerCuts.last { $0 > start && $0 <= limit }
      let end = max(gap ?? 0, inner ?? 0) > start ? max(gap ?? 0, inner ?? 0) : limit
      pages.append(start..<end)
      start = end
    }
    return pages
  }

  /// The pixel rows midway through the gap above each row, ascending: where pages and their
  /// strips are cut, never through a row.
  public static func cuts(rowBounds: [(top: Double, bottom: Double)], scale: Double) -> [Int] {
    var cuts: [Int] = []
    var previousBottom = 0.0
    for bounds in rowBounds {
      let cut = Int.saturating((previousBottom + bounds.top) / 2 * scale, rounding: .down)
      if cut > (cuts.last ?? 0) { cuts.append(cut) }
      previousBottom = bounds.bottom
    }
    return cuts
  }
}
