import BubbleCore
import CGraphics

extension ShapedText {
  /// Where each inline box (`TextAttributes.inlineBox`, in the order of the text's runs) sits
  /// when the text is drawn in a box `width` wide: the left end of its baseline, from the box's
  /// top-left. A box cut off by truncation is left out.
  public func inlineBoxOrigins(inWidth width: Double?) -> [(box: InlineBox, origin: Point)] {
    SharedFontState.withLock { layout.inlineBoxOrigins(inWidth: width) }
  }
}

extension PangoTextLayout {
  func inlineBoxOrigins(inWidth width: Double?) -> [(box: InlineBox, origin: Point)] {
    let boxes = text.runs.compactMap { run in run.attributes.inlineBox.map { (run.utf8Range.lowerBound, $0) } }
    guard !boxes.isEmpty else { return [] }
    let lines = placedLines(inWidth: width)
    let length = text.string.utf8.count
    return boxes.sorted { $0.0 < $1.0 }.compactMap { index, box in
      guard index < length else { return nil }
      var line: Int32 = 0
      var x: Int32 = 0
      pango_layout_index_to_line_x(layout, Int32(clamping: index), 0, &line, &x)
      guard line >= 0, Int(line) < lines.count else { return nil }
      let placed = lines[Int(line)]
      return (box, Point(x: placed.x + points(x), y: placed.baseline))
    }
  }
}
