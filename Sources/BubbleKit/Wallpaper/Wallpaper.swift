import BubbleCore
import BubbleGraphics

/// A theme's wallpaper as one render draws it: the tile's drawings, laid out once, and the tile
/// drawn once per scale it is drawn at (a page's strips on several threads share it), repeated
/// from the corner of the area it fills, with the gradient over the background under it.
final class Wallpaper: Sendable {
  let style: WallpaperStyle
  let tile: WallpaperTile
  /// The tile drawn at each scale asked for so far (one or two per render).
  private let images = Locked<[Double: TileImage]>([:])

  /// Widest tile drawn, in pixels: 400 points (the range's end) at scale 4 is 1,600; a theme
  /// built in code past the range gets a tile this big at most.
  static let maximumPixelSide = 4096

  /// `nil` when the style draws nothing: plain, without a gradient.
  init?(_ style: WallpaperStyle) {
    guard style.style != .plain || style.gradient.alpha > 0 else { return nil }
    self.style = style
    tile = WallpaperTile(style)
  }

  /// Fills the canvas's clip area: the gradient over the whole of `frame`'s height, the tiles from
  /// its top-left corner (current coordinates, in points).
  func draw(on canvas: Canvas, frame: Rect) {
    if style.gradient.alpha > 0 {
      canvas.fill(fadingIn: style.gradient, top: frame.minY, bottom: frame.maxY)
    }
    guard !tile.paints.isEmpty, let image = image(scale: canvas.scale) else { return }
    canvas.fill(tiling: image, from: Point(x: frame.minX, y: frame.minY), opacity: style.ink.alpha)
  }

  /// The tile at `scale`, drawn the first time it is asked for. A whole number of pixels across:
  /// at whole scales exactly `tile_size` points, so pages repeat it without resampling.
  private func image(scale: Double) -> TileImage? {
    // A theme built in code may bypass the loader's range: no tile rather than a NaN scale in Cairo.
    guard style.tileSize.isFinite, style.tileSize > 0, scale.isFinite, scale > 0 else { return nil }
    return images.withLock { images in
      if let known = images[scale] { return known }
      let side = Int.saturating(style.tileSize * scale, in: 1...Self.maximumPixelSide)
      let pointsPerPixel = style.tileSize / Double(side)
      // Opaque ink, made faint as a whole when repeated: crossing lines do not darken.
      var ink = style.ink
      ink.alpha = 1
      let made = try? TileImage.draw(pixelSide: side, scale: 1 / pointsPerPixel) { canvas in
        for paint in tile.paints {
          if let width = paint.lineWidth {
            canvas.stroke(paint.path, color: ink, lineWidth: width)
          } else {
            canvas.fill(paint.path, color: ink)
          }
        }
      }
      images[scale] = made
      return made
    }
  }
}
