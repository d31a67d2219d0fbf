import BubbleCore
import CGraphics

extension ShapedText {
  /// Where the character starting at `index` of `laidOutText.string` is drawn, in points from
  /// the text's top-left: the middle of its logical box. What a test of a script's order asks
  /// (a right-to-left paragraph's first word is drawn right of its second); `nil` past the end.
  public func center(ofCharacterAt index: String.Index) -> Point? {
    let string = laidOutText.string
    guard index < string.endIndex else { return nil }
    let byte = string.utf8.distance(from: string.startIndex, to: index)
    var box = PangoRectangle()
    SharedFontState.withLock { pango_layout_index_to_pos(layout.layout, Int32(byte), &box) }
    let scale = Double(PANGO_SCALE)
    return Point(
      x: (Double(box.x) + Double(box.width) / 2) / scale, y: (Double(box.y) + Double(box.height) / 2) / scale)
  }
}
