import BubbleCore
import CGraphics

/// Lines a fixed pitch apart, from a text's own font (the first of its families), as the apps
/// space running text. Pango gives each line the height of the tallest font on it, so an Arabic
/// line (Noto Sans Arabic is 2.1 em from ascent to descent, Noto Sans 1.36) stood about 1.6
/// times as tall as a Latin one, and a line mixing scripts taller than its neighbours.
/// In Pango units.
struct LineGrid: Sendable, Hashable {
  /// From a line's top to its baseline.
  var ascent: Int32
  /// From one line's top to the next.
  var pitch: Int32

  /// The ascent and descent of `font`'s first family at its size and face: what a line of
  /// text in that font alone measures in Pango.
  static func of(_ font: FontSpec, context: OpaquePointer) -> LineGrid {
    let first = FontSpec(
      families: Array(font.families.prefix(1)), size: font.size, bold: font.bold, italic: font.italic)
    let description = PangoTextLayout.fontDescription(first)
    defer { pango_font_description_free(description) }
    let size = FontSystem.safeFontSize(font.size)
    // Noto Sans's proportions, should no font load (the fonts are pinned and checked: never seen).
    let fallback = LineGrid(ascent: pangoUnits(size * 1.069), pitch: pangoUnits(size * 1.362))
    guard let loaded = pango_context_load_font(context, description) else { return fallback }
    defer { bk_object_unref(UnsafeMutableRawPointer(loaded)) }
    guard let metrics = pango_font_get_metrics(loaded, nil) else { return fallback }
    defer { pango_font_metrics_unref(metrics) }
    let ascent = pango_font_metrics_get_ascent(metrics)
    let pitch = ascent &+ pango_font_metrics_get_descent(metrics)
    return pitch > 0 ? LineGrid(ascent: ascent, pitch: pitch) : fallback
  }

  /// The grid with lines `pitch` points apart, the difference split above and below each line
  /// (CSS's half-leading), so the text stays centred in its line.
  func spaced(to pitch: Double) -> LineGrid {
    let spaced = pangoUnits(pitch)
    return LineGrid(ascent: ascent &+ (spaced &- self.pitch) / 2, pitch: spaced)
  }
}

/// Where one line of a laid-out text sits as it is drawn, from the text's top, in Pango units.
struct LineBox: Sendable, Hashable {
  var top: Int32
  var height: Int32
  var baseline: Int32
  /// How far the line moves down from where Pango put it (up when negative).
  var drop: Int32
}

extension PangoTextLayout {
  /// Each line on `grid`, or where Pango put it without one.
  static func lineBoxes(_ layout: OpaquePointer, grid: LineGrid?) -> [LineBox] {
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var boxes: [LineBox] = []
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let baseline = pango_layout_iter_get_baseline(iterator)
      if let grid {
        let top = Int32(clamping: Int64(boxes.count) * Int64(grid.pitch))
        boxes.append(
          LineBox(top: top, height: grid.pitch, baseline: top &+ grid.ascent, drop: top &+ grid.ascent &- baseline))
      } else {
        boxes.append(LineBox(top: logical.y, height: logical.height, baseline: baseline, drop: 0))
      }
    } while pango_layout_iter_next_line(iterator) != 0
    return boxes
  }
}
