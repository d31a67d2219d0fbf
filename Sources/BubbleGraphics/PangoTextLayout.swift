import BubbleCore
import CGraphics
import Foundation

/// Owns one PangoLayout built from a `StyledText` with an attribute list.
final class PangoTextLayout {
  let layout: OpaquePointer
  /// The text asked for.
  let requested: StyledText
  /// The text laid out: `requested` within `TextLayoutLimits` (the same text when within them).
  let text: StyledText
  private(set) var metrics = TextMetrics(
    size: .zero, lineCount: 0, lastLineWidth: 0, lastLineIsRightToLeft: false, firstBaseline: 0)
  /// What drawing the text covers, ink and logical extents together, from its top-left.
  private(set) var drawnBounds = Rect(x: 0, y: 0, width: 0, height: 0)
  /// Where each line sits as drawn: on the text's line grid, when it has one.
  private(set) var lineBoxes: [LineBox] = []

  /// `grid`: the lines' spacing, for `TextLineHeight.font` (`nil`: Pango's own).
  init(text: StyledText, width: Double?, context: OpaquePointer, grid: LineGrid?) {
    requested = text
    let bounded = BoundedText.make(text, width: width)
    self.text = SharedFontState.withLock { Self.cutInTheMiddle(bounded, width: width, context: context) }
    layout = pango_layout_new(context)
    SharedFontState.withLock {
      configure(width: width)
      lineBoxes = Self.lineBoxes(layout, grid: grid)
      metrics = measure()
      drawnBounds = measureDrawnBounds()
    }
  }

  /// Line `index`'s box (an empty one past the last line).
  func lineBox(_ index: Int) -> LineBox {
    index < lineBoxes.count ? lineBoxes[index] : LineBox(top: 0, height: 0, baseline: 0, drop: 0)
  }

  /// From the top of the first line to the bottom of the last.
  private var linesHeight: Int32 { lineBoxes.last.map { $0.top &+ $0.height } ?? 0 }

  deinit {
    let layout = layout
    SharedFontState.withLock { bk_object_unref(UnsafeMutableRawPointer(layout)) }
  }

  private func configure(width: Double?) {
    let description = Self.fontDescription(text.font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    if let width { pango_layout_set_width(layout, pangoUnits(max(1, width))) }
    pango_layout_set_alignment(layout, text.alignment == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
    switch text.truncation {
    case .none: break
    case .end(let maxLines):
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      pango_layout_set_height(layout, -Int32(clamping: max(1, maxLines)))
    case .middle:
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
      pango_layout_set_height(layout, -1)
    }
    text.string.withCString { pango_layout_set_text(layout, $0, -1) }
    let attributes = pango_attr_list_new()
    // Pango (1.44 and later) adds a hyphen where it breaks a word; the apps break without one,
    // and a word with hyphens of its own got more ("ious-", a lone "m-").
    if let noHyphens = pango_attr_insert_hyphens_new(0) { pango_attr_list_insert(attributes, noHyphens) }
    for run in text.runs { insert(run, into: attributes) }
    insertItemBoundaries(into: attributes)
    keepHangulWordsTogether(into: attributes)
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
  }

  private func insert(_ run: StyledRun, into list: OpaquePointer?) {
    let style = run.attributes
    var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
    if style.bold { attributes.append(pango_attr_weight_new(PANGO_WEIGHT_BOLD)) }
    if style.italic { attributes.append(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
    if style.underline { attributes.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
    if style.strikethrough { attributes.append(pango_attr_strikethrough_new(1)) }
    if style.monospace, !text.monospaceFamilies.isEmpty {
      let families = text.monospaceFamilies.joined(separator: ",")
      attributes.append(families.withCString { pango_attr_family_new($0) })
    }
    if let color = style.color {
      attributes.append(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
      if color.alpha < 1 { attributes.append(pango_attr_foreground_alpha_new(alphaChannel(color.alpha))) }
    }
    // A rounded background is drawn by the canvas, under the text (`backgroundRunRects`).
    if let background = style.background, !(style.backgroundRadius > 0) {
      attributes.append(
        pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)))
      if background.alpha < 1 {
        attributes.append(pango_attr_background_alpha_new(alphaChannel(background.alpha)))
      }
    }
    if let scale = style.scale, scale.isFinite, scale > 0 {
      attributes.append(pango_attr_scale_new(min(max(scale, 0.1), 10)))
    }
    // Alpha 0 means "unset" to Pango; 1/65535 is invisible.
    if style.hidden { attributes.append(pango_attr_foreground_alpha_new(1)) }
    if let box = style.inlineBox {
      let width = pangoUnits(CairoSafe.radius(box.width))
      let ascent = pangoUnits(CairoSafe.radius(box.ascent))
      let descent = pangoUnits(CairoSafe.radius(box.descent))
      var rect = PangoRectangle(x: 0, y: -ascent, width: width, height: ascent &+ descent)
      attributes.append(pango_attr_shape_new(&rect, &rect))
    }
    for attribute in attributes {
      guard let attribute else { continue }
      attribute.pointee.start_index = UInt32(clamping: run.utf8Range.lowerBound)
      attribute.pointee.end_index = UInt32(clamping: run.utf8Range.upperBound)
      pango_attr_list_insert(list, attribute)
    }
  }

  static func fontDescription(_ font: FontSpec) -> OpaquePointer? {
    let description = pango_font_description_new()
    font.families.joined(separator: ",").withCString { pango_font_description_set_family(description, $0) }
    pango_font_description_set_absolute_size(description, Double(pangoUnits(FontSystem.safeFontSize(font.size))))
    pango_font_description_set_weight(description, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }

  /// Each line's ink where it is drawn (on the grid), and the lines' logical box.
  private func measureDrawnBounds() -> Rect {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    var minX = logical.x
    var maxX = logical.x + logical.width
    var minY: Int32 = 0
    var maxY = linesHeight
    if let iterator = pango_layout_get_iter(layout) {
      defer { pango_layout_iter_free(iterator) }
      var index = 0
      repeat {
        var ink = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, &ink, nil)
        minX = min(minX, ink.x)
        maxX = max(maxX, ink.x + ink.width)
        let drop = lineBox(index).drop
        minY = min(minY, ink.y &+ drop)
        maxY = max(maxY, ink.y &+ ink.height &+ drop)
        index += 1
      } while pango_layout_iter_next_line(iterator) != 0
    }
    return Rect(x: points(minX), y: points(minY), width: points(maxX - minX), height: points(maxY - minY))
  }

  private func measure() -> TextMetrics {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let lineCount = Int(pango_layout_get_line_count(layout))
    var lastWidth = 0.0
    var lastIsRTL = false
    if lineCount > 0, let line = pango_layout_get_line_readonly(layout, Int32(lineCount - 1)) {
      var lineRect = PangoRectangle()
      pango_layout_line_get_extents(line, nil, &lineRect)
      lastWidth = points(lineRect.width)
      lastIsRTL = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
    }
    return TextMetrics(
      size: Size(width: points(logical.width), height: points(linesHeight)),
      lineCount: lineCount, lastLineWidth: lastWidth, lastLineIsRightToLeft: lastIsRTL,
      firstBaseline: points(lineBoxes.first?.baseline ?? pango_layout_get_baseline(layout)))
  }
}

/// Pango units (1/1024 pt) in an `Int32`: saturated, so no length can trap the conversion.
func pangoUnits(_ points: Double) -> Int32 { Int32.saturating(points * Double(PANGO_SCALE)) }
func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
/// A colour channel from 0...1 in Pango's 16 bits: saturated, so a channel out of range (or NaN, from a
/// colour built in code) is drawn at its nearest end (NaN as 0) instead of trapping the conversion.
private func channel(_ value: Double) -> UInt16 { UInt16.saturating(value * 65535) }
/// An alpha channel: as `channel`, but never 0, which Pango reads as "unset" and draws opaque;
/// 1/65535 is invisible.
private func alphaChannel(_ value: Double) -> UInt16 { max(1, channel(value)) }

/// What Pango chose to draw one run of a text with.
public struct FontRun: Sendable, Hashable, CustomStringConvertible {
  public var text: String
  public var family: String
  /// The font file, or "" when Pango did not load the font through fontconfig.
  public var file: String
  public var description: String { "\(text) -> \(file)" }
}

extension PangoTextLayout {
  /// The font Pango chose for each run of the text, in logical order.
  func fontRuns() -> [FontRun] {
    var result: [(offset: Int, run: FontRun)] = []
    let bytes = Array(text.string.utf8)
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item else { continue }
      let start = Int(item.pointee.offset)
      let end = start + Int(item.pointee.length)
      guard let font = item.pointee.analysis.font, start >= 0, end <= bytes.count else { continue }
      let description = pango_font_describe(font)
      let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
      pango_font_description_free(description)
      let file = bk_font_file(font).map { String(cString: $0) } ?? ""
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      result.append((start, FontRun(text: text, family: family, file: file)))
    } while pango_layout_iter_next_run(iterator) != 0
    return result.sorted { $0.offset < $1.offset }.map(\.run)
  }
}

extension FontSystem {
  /// Which font family draws each run of `text`: for checking font fallback.
  public func fontFamilies(of text: StyledText) -> [(text: String, family: String)] {
    fontRuns(of: text).map { ($0.text, $0.family) }
  }

  /// Which font (family and file) draws each run of `text`, in logical order.
  public func fontRuns(of text: StyledText) -> [FontRun] {
    let shaped = shape(text, maxWidth: nil)
    return SharedFontState.withLock { shaped.layout.fontRuns() }
  }

  /// How many characters of `text` no visible font can draw (they would show as boxes).
  public func unknownGlyphCount(in text: StyledText) -> Int {
    let shaped = shape(text, maxWidth: nil)
    return SharedFontState.withLock { Int(pango_layout_get_unknown_glyphs_count(shaped.layout.layout)) }
  }
}
