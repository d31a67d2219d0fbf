import BubbleCore
import CGraphics

/// A small picture drawn once and repeated over an area (`Canvas.fill(tiling:from:)`): a
/// wallpaper's tile at one scale, owned as a Cairo image surface.
///
/// `@unchecked Sendable` for the reasons `RasterImage` is: its pixels are drawn before `draw`
/// returns it and never change afterwards, and canvases only read it as the source of a pattern of
/// their own (taking the shared lock, as for images).
public final class TileImage: @unchecked Sendable {
  let surface: OpaquePointer
  /// Pixels per side of the square tile.
  public let pixelSide: Int

  private init(surface: OpaquePointer, pixelSide: Int) {
    self.surface = surface
    self.pixelSide = pixelSide
  }

  deinit { cairo_surface_destroy(surface) }

  /// A tile `pixelSide` pixels square, transparent, painted by `body` on a canvas of that size
  /// whose points are `scale` pixels.
  public static func draw(pixelSide: Int, scale: Double, _ body: (Canvas) -> Void) throws(GraphicsError) -> TileImage {
    let canvas = try Canvas(pixelWidth: pixelSide, pixelHeight: pixelSide, scale: scale)
    body(canvas)
    cairo_surface_flush(canvas.surface)
    // The tile keeps a reference of its own; the canvas drops its one when it goes.
    return TileImage(surface: cairo_surface_reference(canvas.surface), pixelSide: pixelSide)
  }
}

extension Canvas {
  /// Repeats `tile` pixel for pixel over the clip area, a tile's top-left corner at `origin`
  /// (points, in the current coordinates) snapped to a whole device pixel: a page drawn in strips
  /// then repeats it exactly as the page drawn whole, with no resampling. `opacity` fades it.
  public func fill(tiling tile: TileImage, from origin: Point, opacity: Double = 1) {
    SharedFontState.withLock {
      // Whole tiles off the offset change nothing, and keep it inside pixman's 16.16 fixed point.
      let side = Double(tile.pixelSide)
      let corner = devicePixel(origin)
      let offset = Point(
        x: corner.x.truncatingRemainder(dividingBy: side), y: corner.y.truncatingRemainder(dividingBy: side))
      cairo_save(cairo)
      cairo_identity_matrix(cairo)
      let pattern = cairo_pattern_create_for_surface(tile.surface)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_translate(&matrix, -offset.x, -offset.y)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
      cairo_set_source(cairo, pattern)
      cairo_paint_with_alpha(cairo, opacity.isNaN ? 1 : min(max(opacity, 0), 1))
      cairo_pattern_destroy(pattern)
      cairo_restore(cairo)
    }
  }

  /// Fills the clip area with `color` at an opacity rising from none at `top` to full at `bottom`
  /// (points, in the current coordinates; both snapped to whole device pixels, as tiles are).
  public func fill(fadingIn color: RGBColor, top: Double, bottom: Double) {
    let start = devicePixel(Point(x: 0, y: top)).y
    let end = max(devicePixel(Point(x: 0, y: bottom)).y, start + 1)
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    let pattern = cairo_pattern_create_linear(0, start, 0, end)
    cairo_pattern_add_color_stop_rgba(pattern, 0, color.red, color.green, color.blue, 0)
    cairo_pattern_add_color_stop_rgba(pattern, 1, color.red, color.green, color.blue, color.alpha)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cairo, pattern)
    cairo_paint(cairo)
    cairo_pattern_destroy(pattern)
    cairo_restore(cairo)
  }

  /// `point` in device pixels, rounded to the nearest whole pixel.
  private func devicePixel(_ point: Point) -> Point {
    var (x, y) = (CairoSafe.coordinate(point.x), CairoSafe.coordinate(point.y))
    cairo_user_to_device(cairo, &x, &y)
    return Point(x: CairoSafe.coordinate(x.rounded()), y: CairoSafe.coordinate(y.rounded()))
  }
}
