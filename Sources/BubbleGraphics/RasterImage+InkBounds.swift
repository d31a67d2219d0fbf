import BubbleCore
import CGraphics

extension RasterImage {
  /// The smallest pixel rectangle holding every pixel that is not fully transparent (a sticker's
  /// bubbles on a clear canvas); `nil` for an image with none.
  public func inkBounds() -> (x: Int, y: Int, width: Int, height: Int)? {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    for y in 0..<height {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      var first = -1
      var last = -1
      for x in 0..<width where row[x] >> 24 != 0 {
        if first < 0 { first = x }
        last = x
      }
      guard first >= 0 else { continue }
      minX = min(minX, first)
      maxX = max(maxX, last)
      minY = min(minY, y)
      maxY = y
    }
    guard maxX >= 0 else { return nil }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }
}

extension Canvas {
  /// Fills the whole canvas with `center` at its middle blending into `edge` at half its width
  /// from there, as a chat wallpaper's glow.
  public func fillRadially(from center: RGBColor, to edge: RGBColor) {
    let size = Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    let pattern = cairo_pattern_create_radial(
      size.width / 2, size.height / 2, 0, size.width / 2, size.height / 2, size.width / 2)
    cairo_pattern_add_color_stop_rgba(pattern, 0, center.red, center.green, center.blue, center.alpha)
    cairo_pattern_add_color_stop_rgba(pattern, 1, edge.red, edge.green, edge.blue, edge.alpha)
    cairo_set_source(cairo, pattern)
    cairo_paint(cairo)
    cairo_pattern_destroy(pattern)
  }
}
