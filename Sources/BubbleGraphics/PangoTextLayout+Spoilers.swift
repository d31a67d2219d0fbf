import BubbleCore
import CGraphics

extension PangoTextLayout {
  /// Rectangles covered by the hidden runs, for spoiler speckles: in layout coordinates, each
  /// line moved by its `shifts` entry (where drawing placed it), line by line and run by run.
  /// Each line asks only about the runs that reach into it: asking every line about every run
  /// cost lines times runs.
  func hiddenRunRects(shifts: [Double]) -> [Rect] {
    runRects(shifts: shifts, fullLines: true, where: \.hidden).map(\.rect)
  }

  /// Rectangles behind the runs with a rounded background, each with its run: as tall as the
  /// line's own fonts (not its grid pitch), where the line is drawn.
  func backgroundRunRects(shifts: [Double]) -> [(rect: Rect, run: StyledRun)] {
    runRects(shifts: shifts, fullLines: false) { $0.background != nil && $0.backgroundRadius > 0 }
  }

  /// `fullLines`: each rectangle as tall as its line's box on the grid; otherwise as tall as
  /// the fonts on the line, moved with it onto the grid, and without the spaces a wrapped run
  /// leaves at either end of a line (a chip ends at its last letter).
  private func runRects(
    shifts: [Double], fullLines: Bool, where matches: (TextAttributes) -> Bool
  ) -> [(rect: Rect, run: StyledRun)] {
    let matching = text.runs.filter { matches($0.attributes) }.sorted {
      $0.utf8Range.lowerBound < $1.utf8Range.lowerBound
    }
    guard !matching.isEmpty, let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var rects: [(rect: Rect, run: StyledRun)] = []
    let bytes = fullLines ? [] : Array(text.string.utf8)
    var lineIndex = -1
    var firstOpen = 0
    repeat {
      lineIndex += 1
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
      let lineStart = Int(line.pointee.start_index)
      let lineEnd = lineStart + Int(line.pointee.length)
      // An empty line has no width for speckles.
      guard lineEnd > lineStart else { continue }
      while firstOpen < matching.count, matching[firstOpen].utf8Range.upperBound <= lineStart { firstOpen += 1 }
      let shift = lineIndex < shifts.count ? shifts[lineIndex] : 0
      var lineRect = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
      // The line where it is drawn.
      if fullLines {
        lineRect.y = lineBox(lineIndex).top
        lineRect.height = lineBox(lineIndex).height
      } else {
        lineRect.y = lineRect.y &+ lineBox(lineIndex).drop
      }
      for run in matching[firstOpen...] {
        // Runs are in order: the rest start after this line.
        if run.utf8Range.lowerBound >= lineEnd { break }
        guard run.utf8Range.upperBound > lineStart else { continue }
        var range = max(run.utf8Range.lowerBound, lineStart)..<min(run.utf8Range.upperBound, lineEnd)
        if !fullLines { range = Self.trimmingSpaces(range, in: bytes) }
        guard !range.isEmpty else { continue }
        rects += Self.rects(of: range, in: line, lineRect: lineRect, shift: shift).map { ($0, run) }
      }
    } while pango_layout_iter_next_line(iterator) != 0
    return rects
  }

  /// `range` without the spaces and line breaks at its ends.
  private static func trimmingSpaces(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    func isSpace(_ index: Int) -> Bool { index < bytes.count && [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) }
    var lower = range.lowerBound
    var upper = range.upperBound
    while upper > lower, isSpace(upper - 1) { upper -= 1 }
    while lower < upper, isSpace(lower) { lower += 1 }
    return lower..<upper
  }

  private static func rects(
    of range: Range<Int>, in line: UnsafeMutablePointer<PangoLayoutLine>, lineRect: PangoRectangle, shift: Double
  ) -> [Rect] {
    var ranges: UnsafeMutablePointer<Int32>?
    var count: Int32 = 0
    pango_layout_line_get_x_ranges(
      line, Int32(clamping: range.lowerBound), Int32(clamping: range.upperBound), &ranges, &count)
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
