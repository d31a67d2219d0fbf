import BubbleCore
import CImageCodecs

enum PNGEncoder {
  static func encode(
    argb32 pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool,
    compressionLevel: Int
  ) throws(GraphicsError) -> [UInt8] {
    var buffer = bk_buffer(data: nil, length: 0, capacity: 0)
    defer { bk_buffer_free(&buffer) }
    var message = [CChar](repeating: 0, count: 256)
    let status = bk_png_encode_argb32(
      pixels, Int32(width), Int32(height), Int32(stride), opaque ? 1 : 0, Int32(compressionLevel), &buffer,
      &message, message.count)
    guard status == 0, let data = buffer.data else {
      throw GraphicsError(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return Array(UnsafeBufferPointer(start: data, count: buffer.length))
  }
}
