import BubbleCore
import CGraphics
import Foundation

/// A decoded bitmap owned as a Cairo image surface.
///
/// `@unchecked Sendable` is sound because the pixels never change once a public API hands the
/// image out: decoders fill it through the internal `withMutablePixels` before returning it, and
/// nothing public writes to it afterwards. Drawing only reads it as a Cairo source (a new pattern
/// per draw, with Cairo's atomic reference count), so many canvases on many threads may draw one
/// shared image at the same time; the decoded-image cache relies on this. The reduced copies kept
/// for drawing (`reduced(toWidth:height:)`) are made under their own lock and are read-only too.
public final class RasterImage: @unchecked Sendable {
  let surface: OpaquePointer
  public let width: Int
  public let height: Int
  /// Copies reduced to the pixel sizes this image was drawn at (`reduced(toWidth:height:)`).
  let reducedCopies = Locked<[ReducedSize: RasterImage]>([:])

  init(surface: OpaquePointer) {
    self.surface = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
  }

  deinit { cairo_surface_destroy(surface) }

  /// Bytes of decoded pixels held, and of the file kept for vector output (what a cache of
  /// decoded images counts).
  public var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * height + encodedByteCount }

  /// The size of the file attached by `attachEncoded`, 0 without one.
  private(set) var encodedByteCount = 0

  /// Keeps the file these pixels were decoded from with the surface, so a PDF or SVG embeds its
  /// bytes (a JPEG as DCT data) rather than the pixels deflated; raster canvases ignore it. Only
  /// a decoder calls this, before handing the image out.
  func attachEncoded(_ bytes: [UInt8], mimeType: String) {
    guard !bytes.isEmpty, let copy = malloc(bytes.count) else { return }
    bytes.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
    let status = cairo_surface_set_mime_data(
      surface, mimeType, copy.assumingMemoryBound(to: UInt8.self), UInt(bytes.count), { free($0) }, copy)
    if status == CAIRO_STATUS_SUCCESS { encodedByteCount = bytes.count } else { free(copy) }
  }

  /// Decodes PNG bytes with Cairo's reader. Callers check the header's size first.
  public static func decodePNG(_ bytes: [UInt8]) -> RasterImage? {
    final class Reader {
      let bytes: [UInt8]
      var offset = 0
      init(_ bytes: [UInt8]) { self.bytes = bytes }
    }
    let reader = Reader(bytes)
    let unmanaged = Unmanaged.passRetained(reader)
    defer { unmanaged.release() }
    let surface = cairo_image_surface_create_from_png_stream(
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        reader.bytes.withUnsafeBufferPointer { buffer in
          data.update(from: buffer.baseAddress! + reader.offset, count: count)
        }
        reader.offset += count
        return CAIRO_STATUS_SUCCESS
      }, unmanaged.toOpaque())
    guard let surface else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return RasterImage(surface: surface)
  }
}

extension RasterImage {
  /// The pixels as premultiplied ARGB words, row by row.
  public func argbPixels() -> [UInt32] {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    return argbWords(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)))
  }

  /// An image from premultiplied ARGB words (`width * height` of them); `nil` for a size Cairo
  /// cannot hold (checked before `width * height`, which would overflow for absurd sizes).
  public static func fromARGB(_ pixels: [UInt32], width: Int, height: Int) -> RasterImage? {
    guard (1...Canvas.maximumPixelSide).contains(width), (1...Canvas.maximumPixelSide).contains(height),
      pixels.count == width * height,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { row[x] = pixels[y * width + x] }
    }
    cairo_surface_mark_dirty(surface)
    return RasterImage(surface: surface)
  }

  /// The pixels as a PNG at `level` (`PNGEncoder`).
  public func pngData(level: Int = 6) throws(GraphicsError) -> [UInt8] {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { throw GraphicsError("no pixel data") }
    return try PNGEncoder(level: level).encode(
      copying: data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)), opaque: false)
  }
}

extension RasterImage {
  /// A copy scaled to `width` x `height` pixels with Cairo's good filter; `nil` when Cairo cannot
  /// make it.
  public func scaled(width: Int, height: Int) -> RasterImage? {
    guard let copy = try? RasterImage.blank(width: width, height: height) else { return nil }
    let cairo = cairo_create(copy.surface)
    defer { cairo_destroy(cairo) }
    cairo_scale(cairo, Double(width) / Double(self.width), Double(height) / Double(self.height))
    cairo_set_source_surface(cairo, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
    cairo_paint(cairo)
    guard cairo_status(cairo) == CAIRO_STATUS_SUCCESS else { return nil }
    cairo_surface_flush(copy.surface)
    return copy
  }

  /// A transparent ARGB32 image for a decoder to fill through `withMutablePixels`.
  static func blank(width: Int, height: Int) throws(GraphicsError) -> RasterImage {
    guard (1...Canvas.maximumPixelSide).contains(width), (1...Canvas.maximumPixelSide).contains(height) else {
      throw GraphicsError("invalid image size \(width) x \(height)")
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw GraphicsError(String(cString: cairo_status_to_string(status)))
    }
    return RasterImage(surface: surface)
  }

  /// Lends the pixel rows (premultiplied native-endian ARGB words, `stride`
  /// bytes apart) to `body`, then tells Cairo they changed.
  func withMutablePixels<Result>(
    _ body: (_ pixels: UnsafeMutablePointer<UInt8>, _ stride: Int) -> Result
  ) -> Result {
    cairo_surface_flush(surface)
    defer { cairo_surface_mark_dirty(surface) }
    // An ARGB32 image surface that reported success always has data.
    return body(cairo_image_surface_get_data(surface)!, Int(cairo_image_surface_get_stride(surface)))
  }
}

/// The `width` x `height` ARGB words of a Cairo image surface's `data`, rows `stride` bytes apart.
func argbWords(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> [UInt32] {
  var pixels = [UInt32](repeating: 0, count: width * height)
  for y in 0..<height {
    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
    for x in 0..<width { pixels[y * width + x] = row[x] }
  }
  return pixels
}
