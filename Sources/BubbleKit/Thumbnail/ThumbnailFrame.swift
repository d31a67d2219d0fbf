/// Where a laid-out conversation goes in a thumbnail's box, and which of its rows show: pure
/// arithmetic on the layout's row bounds, so tests and a service can ask what a thumbnail shows
/// without drawing it.
///
/// The layout's width maps onto the box's width (`scale` = pixel width / layout width, any
/// positive fraction: Cairo scales by a double), so the box is `pixelHeight / scale` points high.
/// Only whole rows are shown: a row the box would cut is left out, the background showing in its
/// place, so no text line is sliced at an edge. The one exception is a box too short for even the
/// one row nearest its fit's end: that row is drawn cut by the far edge (for `.end`, its bottom
/// with the time; for `.start`, its top), since an image of background alone shows nothing.
public struct ThumbnailFrame: Sendable, Equatable {
  /// Pixels per point.
  public var scale: Double
  /// Indices in `ConversationLayout.rows` of the rows drawn, ascending and contiguous.
  public var rows: Range<Int>
  /// Where the layout's top (y = 0) is in the box, in points: 0 for `.start`, negative when older
  /// rows are above the box. A whole number of pixels (`* scale`), so the same rows land on the
  /// same pixel grid however the chat above them grows.
  public var contentTop: Double

  /// `layout` laid out at the width that is to fill `size`.
  public init(layout: ConversationLayout, size: ThumbnailSize, fit: ThumbnailFit) {
    scale = Double(size.pixelWidth) / layout.width
    let boxHeight = Double(size.pixelHeight) / scale
    // A short chat sits at its fit's edge; a tall one shows its fit's end of the chat.
    let exactTop = fit == .start ? 0 : boxHeight - layout.height
    let top = (exactTop * scale).rounded() / scale
    contentTop = top
    let placed = layout.rows
    let first = placed.firstIndex { top + $0.y >= 0 } ?? placed.count
    let end = placed[first...].firstIndex { top + $0.maxY > boxHeight } ?? placed.count
    if first < end || placed.isEmpty {
      rows = first..<end
    } else {
      // Not one row fits whole: the one nearest the fit's end, cut.
      let nearest = fit == .start ? 0 : placed.count - 1
      rows = nearest..<nearest + 1
    }
  }
}
