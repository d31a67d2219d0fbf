import BubbleCore
import CGraphics

extension MathLayout {
  /// Draws the formula with its baseline's left end at `baselineOrigin`: glyphs as text of the
  /// math font (a PDF keeps them as text, vector), rules as filled rectangles.
  public func draw(on canvas: Canvas, baselineOrigin: Point, color: RGBColor) {
    canvas.drawMath(self, at: baselineOrigin, color: color)
  }
}

extension Canvas {
  func drawMath(_ layout: MathLayout, at origin: Point, color: RGBColor) {
    for rule in layout.rules {
      fill(rule.offsetBy(dx: origin.x, dy: origin.y), color: color)
    }
    guard !layout.glyphs.isEmpty, let face = MathFontFace.shared.face else { return }
    SharedFontState.withLock {
      cairo_save(cairo)
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
      cairo_set_font_face(cairo, face)
      let options = cairo_font_options_create()
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      cairo_set_font_options(cairo, options)
      cairo_font_options_destroy(options)
      // One call per run of glyphs of one size.
      var start = 0
      while start < layout.glyphs.count {
        let size = layout.glyphs[start].size
        var end = start
        var run: [cairo_glyph_t] = []
        while end < layout.glyphs.count, layout.glyphs[end].size == size {
          let glyph = layout.glyphs[end]
          run.append(
            cairo_glyph_t(
              index: UInt(glyph.glyph), x: CairoSafe.coordinate(origin.x + glyph.x),
              y: CairoSafe.coordinate(origin.y + glyph.y)))
          end += 1
        }
        cairo_set_font_size(cairo, FontSystem.safeFontSize(size))
        cairo_show_glyphs(cairo, run, Int32(run.count))
        start = end
      }
      cairo_restore(cairo)
    }
  }
}

/// The cairo font face of the math font, made once from its file (FreeType through cairo, as
/// Pango's own faces are): it never goes through fontconfig's matching, so no other font on the
/// machine can stand in for it.
final class MathFontFace: @unchecked Sendable {
  static let shared = MathFontFace(path: MathFont.file.path)

  let face: OpaquePointer?

  private init(path: String) {
    guard let pattern = FcPatternCreate() else {
      face = nil
      return
    }
    defer { FcPatternDestroy(pattern) }
    _ = path.withCString {
      FcPatternAddString(pattern, FC_FILE, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
    }
    FcPatternAddInteger(pattern, FC_INDEX, 0)
    let made = cairo_ft_font_face_create_for_pattern(pattern)
    if let made, cairo_font_face_status(made) != CAIRO_STATUS_SUCCESS {
      cairo_font_face_destroy(made)
      face = nil
    } else {
      face = made
    }
  }

  deinit {
    if let face { cairo_font_face_destroy(face) }
  }
}
