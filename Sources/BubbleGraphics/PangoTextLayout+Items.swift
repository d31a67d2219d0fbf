import BubbleCore
import CGraphics

extension PangoTextLayout {
  /// Splits each stretch of the text with no line break opportunity into items of
  /// `clustersPerUnbreakableItem` grapheme clusters. Pango 1.50, breaking a line inside a word,
  /// shapes the whole rest of the item to measure a break at its end, once per line: an item as
  /// long as the word makes a long word cost the square of its length. An attribute that only
  /// restates the default (font fallback on) starts a new item wherever it starts.
  func insertItemBoundaries(into attributes: OpaquePointer?) {
    let boundaries = Self.itemBoundaries(
      of: text.string, language: pango_context_get_language(pango_layout_get_context(layout)))
    for (index, start) in boundaries.enumerated() {
      guard let attribute = pango_attr_fallback_new(1) else { continue }
      attribute.pointee.start_index = UInt32(start)
      // Each ends where the next starts, so no attribute runs over ordinary text into a new item
      // (the last to the end of the text: PANGO_ATTR_INDEX_TO_TEXT_END, G_MAXUINT, does not import).
      attribute.pointee.end_index =
        index + 1 < boundaries.count ? UInt32(boundaries[index + 1]) : UInt32.max
      pango_attr_list_insert(attributes, attribute)
    }
  }

  /// UTF-8 offsets where a new item starts: every `clustersPerUnbreakableItem` grapheme clusters
  /// after the last line break opportunity, as Pango finds them.
  static func itemBoundaries(of string: String, language: OpaquePointer?) -> [Int] {
    let perItem = TextLayoutLimits.clustersPerUnbreakableItem
    return string.withCString { pointer -> [Int] in
      // Pango reads the text up to its first NUL, as `pango_layout_set_text` does.
      let length = strlen(pointer)
      // A stretch of more clusters than that needs more bytes.
      guard length > perItem else { return [] }
      let scalars = String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
        .unicodeScalars
      var logAttributes = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars.count + 1)
      pango_get_log_attrs(
        pointer, Int32(clamping: length), -1, language, &logAttributes, Int32(clamping: logAttributes.count))
      var boundaries: [Int] = []
      var offset = 0
      var clustersSinceBreak = 0
      for (index, scalar) in scalars.enumerated() {
        let attribute = logAttributes[index]
        if attribute.is_line_break != 0 { clustersSinceBreak = 0 }
        if attribute.is_cursor_position != 0 {
          if clustersSinceBreak == perItem {
            boundaries.append(offset)
            clustersSinceBreak = 0
          }
          clustersSinceBreak += 1
        }
        offset += scalar.utf8.count
      }
      return boundaries
    }
  }
}
