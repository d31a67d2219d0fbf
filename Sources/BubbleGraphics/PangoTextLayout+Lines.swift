import BubbleCore
import CGraphics

/// One line of a shaped text, placed for drawing in a box of some width.
struct PlacedLine {
  let line: UnsafeMutablePointer<PangoLayoutLine>
  /// Where the line starts, and its baseline, from the box's top-left, in points.
  let x: Double
  let baseline: Double
  /// How far the line moved from where Pango put it at the shaping width.
  let shift: Double
  /// How far it moved down from where Pango put it, to sit on the text's line grid.
  let drop: Double
  /// The top and bottom of what the line covers, ink or logical, from the box's top, in points.
  let top: Double
  let bottom: Double
}

extension PangoTextLayout {
  /// The lines aligned in a box `width` points wide, as the text's alignment says: naturally
  /// aligned left-to-right lines stay, right-to-left ones move to the right edge (as Pango aligns
  /// them in a layout of that width), centred lines to the middle, and `.left` and `.right` text
  /// to that edge whatever its direction. The text keeps the line breaks it was shaped with:
  /// nothing is laid out again.
  func placedLines(inWidth width: Double?) -> [PlacedLine] {
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let boxWidth = width.map(pangoUnits) ?? logical.width
    let alignment = text.alignment
    var lines: [PlacedLine] = []
    var index = 0
    repeat {
      defer { index += 1 }
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
      var ink = PangoRectangle()
      var extents = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, &ink, &extents)
      let slack = boxWidth - extents.width
      let x: Int32 =
        switch alignment {
        case .center: slack / 2
        case .left: 0
        case .right: slack
        case .natural: pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL ? slack : 0
        }
      let box = lineBox(index)
      lines.append(
        PlacedLine(
          line: line, x: points(x), baseline: points(box.baseline), shift: points(x - extents.x),
          drop: points(box.drop), top: points(min(ink.y &+ box.drop, box.top)),
          bottom: points(max(ink.y &+ ink.height &+ box.drop, box.top &+ box.height))))
    } while pango_layout_iter_next_line(iterator) != 0
    return lines
  }
}
