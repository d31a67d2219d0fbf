import BubbleCore
import CImageCodecs
import Foundation

/// Encodes Cairo pixels as PNG: our container around a libdeflate zlib stream, rows unfiltered.
/// Keeps its compressor between images; not thread-safe, so each thread or task owns one.
public final class PNGEncoder {
  let encoder: OpaquePointer
  public let level: Int
  /// Where strips are compressed before their pieces are copied out (`piece`).
  var pieceBuffer: [UInt8] = []

  /// `level` is libdeflate's, 0...12 (1 is fast and as small as zlib's level 3).
  public init(level: Int) throws(GraphicsError) {
    guard (0...12).contains(level), let encoder = bk_png_encoder_new(Int32(level)) else {
      throw GraphicsError("cannot make a PNG encoder at level \(level) (0...12; or out of memory)")
    }
    self.encoder = encoder
    self.level = level
  }

  deinit { bk_png_encoder_free(encoder) }

  /// An RGB PNG of opaque pixels, converted inside their own buffer: the pixels are spent.
  func encode(spending pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
    throws(GraphicsError) -> [UInt8]
  {
    try write(width: width, height: height, opaque: true) { out, capacity in
      bk_png_encode_opaque_in_place(encoder, pixels, Int32(width), Int32(height), Int32(stride), out, capacity)
    }
  }

  /// A PNG of the pixels, left as they are: RGB when `opaque`, else straight RGBA.
  func encode(copying pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool)
    throws(GraphicsError) -> [UInt8]
  {
    try write(width: width, height: height, opaque: opaque) { out, capacity in
      bk_png_encode_copy(encoder, pixels, Int32(width), Int32(height), Int32(stride), opaque ? 1 : 0, out, capacity)
    }
  }

  private func write(
    width: Int, height: Int, opaque: Bool, _ encode: (UnsafeMutablePointer<UInt8>, Int) -> Int
  ) throws(GraphicsError) -> [UInt8] {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw GraphicsError("PNG encoding failed: invalid size \(width)x\(height)")
    }
    let bound = bk_png_encoder_bound(encoder, Int32(width), Int32(height), opaque ? 1 : 0)
    // malloc, not `allocate`: a bound of hundreds of megabytes that is not there is an error, not a trap.
    guard bound > 0, let out = malloc(bound)?.assumingMemoryBound(to: UInt8.self) else {
      throw GraphicsError("PNG encoding failed: out of memory for a \(width)x\(height) image")
    }
    defer { free(out) }
    let written = encode(out, bound)
    guard written > 0 else { throw GraphicsError("PNG encoding failed for a \(width)x\(height) image") }
    return Array(UnsafeBufferPointer(start: out, count: written))
  }
}
