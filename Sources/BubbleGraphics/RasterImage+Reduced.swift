import BubbleCore
import CGraphics
import CImageCodecs

/// A pixel size an image was reduced to.
struct ReducedSize: Hashable {
  let width: Int
  let height: Int
}

extension RasterImage {
  /// How many reduced copies an image keeps: a photo is drawn at one or two sizes (a bubble and
  /// a reply's thumbnail), an avatar at one.
  static let maximumReducedCopies = 4

  /// A copy scaled down by area to `width` x `height` pixels, made once per size and kept: Cairo's
  /// good filter resamples the whole source at every draw (pixman's generic convolution, tens of
  /// nanoseconds a pixel), and a page's strips draw the same photo several times. `nil` for a size
  /// not smaller than the image or when memory is short (the caller draws the image itself).
  func reduced(toWidth width: Int, height: Int) -> RasterImage? {
    guard (1...self.width).contains(width), (1...self.height).contains(height),
      width < self.width || height < self.height
    else { return nil }
    let size = ReducedSize(width: width, height: height)
    if let copy = reducedCopies.withLock({ $0[size] }) { return copy }
    guard let copy = try? RasterImage.blank(width: width, height: height),
      let source = cairo_image_surface_get_data(surface)
    else { return nil }
    let sourceStride = cairo_image_surface_get_stride(surface)
    let reduced = copy.withMutablePixels { pixels, stride in
      bk_argb32_reduce(
        source, Int32(self.width), Int32(self.height), sourceStride, pixels, Int32(width), Int32(height),
        Int32(stride))
    }
    guard reduced == 1 else { return nil }
    return reducedCopies.withLock { copies in
      if let made = copies[size] { return made }
      if copies.count >= Self.maximumReducedCopies { copies.removeAll() }
      copies[size] = copy
      return copy
    }
  }
}
