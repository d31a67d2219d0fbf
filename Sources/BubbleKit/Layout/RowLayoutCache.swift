/// Row layouts kept between renders of one renderer, so a conversation drawn again, or with a
/// message appended, lays out only the rows that changed: a row is a value of its presented
/// item (which holds its place in its group), the width and the images it draws. The renderer's
/// theme, registry and font system are fixed, so they need no place in the key.
final class RowLayoutCache {
  struct Key: Hashable, Sendable {
    var item: PresentationItem
    var width: Double
    /// The decoded images the row draws (the same image object for the same bytes, from the
    /// image cache), or `nil` where a placeholder is drawn.
    var images: [ObjectIdentifier?]
  }

  private var rows = LeastRecentlyUsed<Key, any RowLayout>(capacity: 4096)
  /// How many rows were laid out rather than found here.
  private(set) var laidOutCount = 0

  func row(for key: Key, make: () -> any RowLayout) -> any RowLayout {
    if let known = rows.value(for: key) { return known }
    laidOutCount += 1
    let row = make()
    rows.insert(row, for: key)
    return row
  }
}
