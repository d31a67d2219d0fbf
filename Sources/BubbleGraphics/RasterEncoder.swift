import BubbleCore
import CGraphics
import CImageCodecs

/// WebP (libwebp) and JPEG (libjpeg-turbo) files of an image's pixels, beside `PNGEncoder`.
public enum RasterEncoder {
  /// Lossless without a `quality`, else lossy at `quality` 0...100.
  public static func webp(_ image: RasterImage, quality: Int?) throws(GraphicsError) -> [UInt8] {
    if let quality { try check(quality, range: 0...100) }
    return try encode(image, format: "WebP") { pixels, stride, out, error in
      bk_webp_encode_argb32(
        pixels, Int32(image.width), Int32(image.height), Int32(stride), Int32(quality ?? -1), out, error, 256)
    }
  }

  /// At `quality` 0...100 (libjpeg takes 0 as 1), flattened on `background`'s opaque colour:
  /// JPEG has no alpha.
  public static func jpeg(_ image: RasterImage, quality: Int, background: RGBColor) throws(GraphicsError) -> [UInt8] {
    try check(quality, range: 0...100)
    let channel = { (value: Double) in UInt32(Int.saturating(value * 255, in: 0...255)) }
    let rgb = channel(background.red) << 16 | channel(background.green) << 8 | channel(background.blue)
    return try encode(image, format: "JPEG") { pixels, stride, out, error in
      bk_jpeg_encode_argb32(
        pixels, Int32(image.width), Int32(image.height), Int32(stride), Int32(quality), rgb, out, error, 256)
    }
  }

  private static func check(_ quality: Int, range: ClosedRange<Int>) throws(GraphicsError) {
    guard range.contains(quality) else { throw GraphicsError("quality \(quality) is outside 0 to 100") }
  }

  private static func encode(
    _ image: RasterImage, format: String,
    _ body: (
      UnsafePointer<UInt8>, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<CChar>
    ) -> Int
  ) throws(GraphicsError) -> [UInt8] {
    var out: UnsafeMutablePointer<UInt8>?
    var message = [CChar](repeating: 0, count: 256)
    let size = image.withPixels { pixels, stride in
      message.withUnsafeMutableBufferPointer { body(pixels, stride, &out, $0.baseAddress!) }
    }
    guard size > 0, let out else {
      let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw GraphicsError("\(format) encoding failed for a \(image.width) x \(image.height) px image: \(detail)")
    }
    defer { bk_encoded_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }
}

extension RasterImage {
  /// Lends the pixel rows (premultiplied native-endian ARGB words, `stride` bytes apart) for reading.
  func withPixels<Result>(_ body: (_ pixels: UnsafePointer<UInt8>, _ stride: Int) -> Result) -> Result {
    cairo_surface_flush(surface)
    return body(cairo_image_surface_get_data(surface)!, Int(cairo_image_surface_get_stride(surface)))
  }
}
