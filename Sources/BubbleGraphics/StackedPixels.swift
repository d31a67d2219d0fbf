import BubbleCore
import CGraphics

/// An image assembled from canvases stacked top to bottom: a page drawn strip by strip, as its
/// PNG is, handed whole to an encoder that reads pixels (WebP, JPEG), so every format of a page
/// has the same pixels. Not thread-safe: one page's strips are stacked in order by one owner.
public final class StackedPixels {
  private let image: RasterImage
  /// The first row not yet filled.
  public private(set) var filledRows = 0

  public init(pixelWidth: Int, pixelHeight: Int) throws(GraphicsError) {
    guard (1...Canvas.maximumPixelSide).contains(pixelWidth), (1...Canvas.maximumPixelSide).contains(pixelHeight),
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    else {
      throw GraphicsError("cannot create a \(pixelWidth) x \(pixelHeight) px image")
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw GraphicsError("cannot create a \(pixelWidth) x \(pixelHeight) px image")
    }
    image = RasterImage(surface: surface)
  }

  /// Copies `canvas`'s rows below the rows filled so far; it must be as wide as the image and fit.
  public func append(_ canvas: Canvas) throws(GraphicsError) {
    guard !canvas.isVector, canvas.pixelWidth == image.width, filledRows + canvas.pixelHeight <= image.height else {
      throw GraphicsError(
        "a \(canvas.pixelWidth) x \(canvas.pixelHeight) px strip does not fit below row \(filledRows)")
    }
    try canvas.withPixels { source, sourceStride throws(GraphicsError) in
      image.withMutablePixels { target, targetStride in
        for row in 0..<canvas.pixelHeight {
          (target + (filledRows + row) * targetStride).update(
            from: source + row * sourceStride, count: canvas.pixelWidth * 4)
        }
      }
    }
    filledRows += canvas.pixelHeight
  }

  /// The assembled image, once every row is filled.
  public func finish() throws(GraphicsError) -> RasterImage {
    guard filledRows == image.height else {
      throw GraphicsError("only \(filledRows) of \(image.height) rows were drawn")
    }
    return image
  }
}
