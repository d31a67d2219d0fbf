import BubbleCore
import CGraphics

extension PangoTextLayout {
  /// Rectangles covered by the hidden runs, for spoiler speckles: in layout coordinates, each
  /// line moved by its `shifts` entry (where drawing placed it), line by line and run by run.
  /// Each line asks only about the runs that reach into it: asking every line about every run
  /// cost lines times runs.
  func hiddenRunRects(shifts: [Double]) -> [Rect] {
    let hidden = text.runs.filter(\.attributes.hidden).sorted { $0.utf8Range.lowerBound < $1.utf8Range.lowerBound }
    guard !hidden.isEmpty, let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var rects: [Rect] = []
    var lineIndex = -1
    var firstOpen = 0
    repeat {
      lineIndex += 1
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
      let lineStart = Int(line.pointee.start_index)
      let lineEnd = lineStart + Int(line.pointee.length)
      // An empty line has no width for speckles.
      guard lineEnd > lineStart else { continue }
      while firstOpen < hidden.count, hidden[firstOpen].utf8Range.upperBound <= lineStart { firstOpen += 1 }
      let shift = lineIndex < shifts.count ? shifts[lineIndex] : 0
      var lineRect = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
      // The line where it is drawn.
      lineRect.y = lineBox(lineIndex).top
      lineRect.height = lineBox(lineIndex).height
      for run in hidden[firstOpen...] {
        // Runs are in order: the rest start after this line.
        if run.utf8Range.lowerBound >= lineEnd { break }
        guard run.utf8Range.upperBound > lineStart else { continue }
        rects += Self.rects(of: run, in: line, lineRect: lineRect, shift: shift)
      }
    } while pango_layout_iter_next_line(iterator) != 0
    return rects
  }

  private static func rects(
    of run: StyledRun, in line: UnsafeMutablePointer<PangoLayoutLine>, lineRect: PangoRectangle, shift: Double
  ) -> [Rect] {
    var ranges: UnsafeMutablePointer<Int32>?
    var count: Int32 = 0
    pango_layout_line_get_x_ranges(
      line, Int32(clamping: run.utf8Range.lowerBound), Int32(clamping: run.utf8Range.upperBound), &ranges, &count)
    guard let ranges else { return [] }
    defer { g_free(ranges) }
    var rects: [Rect] = []
    for index in 0..<Int(count) {
      // A range that runs to the end of a line reaches the layout's edge: keep it to the
      // line's own text, so no speckles fall where nothing is hidden.
      let lineStart = points(lineRect.x)
      let lineEnd = points(lineRect.x + lineRect.width)
      let start = max(lineStart, points(ranges[2 * index]))
      let end = min(lineEnd, points(ranges[2 * index + 1]))
      if end > start {
        rects.append(Rect(x: start + shift, y: points(lineRect.y), width: end - start, height: points(lineRect.height)))
      }
    }
    return rects
  }
}
