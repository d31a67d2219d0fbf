import BubbleCore
import BubbleGraphics

/// Compressed strips kept between renders of one renderer, bounded in bytes: a conversation
/// drawn again, or with a message appended, draws and compresses only the strips whose rows
/// changed (a chat that grows by a message redraws its last strip or two). The strips of one page
/// are made on several threads, so it takes a lock.
final class StripCache: Sendable {
  /// Everything a strip's pixels and piece follow from. Strips are cut between rows, so a strip
  /// is its rows at their offsets from its top, on a canvas of its size and background.
  struct Key: Hashable, Sendable {
    var rows: [RowLayoutCache.Key]
    /// Each row's top below the strip's, in points.
    var offsets: [Double]
    var width: Double
    var pixelWidth: Int
    var pixelHeight: Int
    var scale: Int
    var background: RGBColor
    /// The wallpaper, and the strip's place in its page (top below the page's top, page height, in
    /// pixels), which place the tiles and the gradient; `nil` and empty without a wallpaper.
    var wallpaper: WallpaperStyle?
    var placeInPage: [Int]
    var opaque: Bool
    var level: Int
    /// The page's bottom strip ends the stream; others do not.
    var last: Bool
  }

  /// A piece, and the rows it was drawn from: holding them holds their images, whose identities
  /// are in the key and must not be reused by other images while the entry lives.
  private struct Entry: Sendable {
    var piece: DeflatePiece
    var rows: [any RowLayout]
  }

  private let entries: Locked<LeastRecentlyUsed<Key, Entry>>

  /// Compressed bytes kept (`ConversationRenderer.defaultStripCacheBytes`).
  init(byteLimit: Int) {
    entries = Locked(LeastRecentlyUsed(capacity: byteLimit))
  }

  /// The key of `rows` drawn in `strip` (pixels of the full-height image), or `nil` when a row
  /// has no identity to compare.
  static func key(
    rows: ArraySlice<PlacedRow>, strip: Range<Int>, page: Range<Int>, layout: ConversationLayout, pixelWidth: Int,
    scale: Int, opaque: Bool, level: Int, last: Bool
  ) -> Key? {
    var identities: [RowLayoutCache.Key] = []
    for placed in rows {
      guard let identity = placed.identity else { return nil }
      identities.append(identity)
    }
    let top = Double(strip.lowerBound) / Double(scale)
    return Key(
      rows: identities, offsets: rows.map { $0.y - top }, width: layout.width,
      pixelWidth: pixelWidth, pixelHeight: strip.count, scale: scale,
      background: layout.background, wallpaper: layout.wallpaper?.style,
      placeInPage: layout.wallpaper == nil ? [] : [strip.lowerBound - page.lowerBound, page.count], opaque: opaque,
      level: level, last: last)
  }

  func piece(for key: Key) -> DeflatePiece? {
    entries.withLock { $0.value(for: key)?.piece }
  }

  func insert(_ piece: DeflatePiece, drawnFrom rows: ArraySlice<PlacedRow>, for key: Key) {
    let entry = Entry(piece: piece, rows: rows.map(\.row))
    entries.withLock { $0.insert(entry, for: key, cost: piece.bytes.count) }
  }
}
