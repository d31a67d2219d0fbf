import CGraphics

/// A decoded bitmap owned as a Cairo image surface.
public final class RasterImage {
  let surface: OpaquePointer
  public let width: Int
  public let height: Int

  init(surface: OpaquePointer) {
    self.surface = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
  }

  deinit { cairo_surface_destroy(surface) }

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
