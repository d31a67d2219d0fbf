import BubbleCore
import CImageCodecs
import Foundation

/// Encodes Cairo pixels as PNG: our container around a zlib stream, rows unfiltered. Levels 1
/// and 2 use BubbleKit's writer for flat images (flat_deflate.c), the others libdeflate at that
/// level. Keeps its compressor between images; not thread-safe, so each thread or task owns one.
public final class PNGEncoder {
  let encoder: OpaquePointer
  public let level: Int
  /// Where strips are compressed before their pieces are copied out (`piece`).
  var pieceBuffer: [UInt8] = []

  /// The instructions the flat writer compares bytes with. Every choice writes the same bytes;
  /// `best` takes the widest the processor has.
  public enum Instructions: Int32, Sendable, CaseIterable {
    case best = 0, portable, sse2, avx2
  }

  /// `level` is 0...12: 0 stores, 1 and 2 are the flat writer, 3 and above libdeflate's levels.
  /// Throws when the processor lacks `instructions`.
  public init(level: Int, instructions: Instructions = .best) throws(GraphicsError) {
    guard (0...12).contains(level),
      let encoder = bk_png_encoder_new_with_instructions(Int32(level), instructions.rawValue)
    else {
      throw GraphicsError(
        "cannot make a PNG encoder at level \(level) with \(instructions) instructions "
          + "(0...12; the processor may lack them, or memory is short)")
    }
    self.encoder = encoder
    self.level = level
  }

  /// The instructions the flat writer uses, nil at a libdeflate level.
  public var instructions: Instructions? {
    Instructions(rawValue: bk_png_encoder_instructions(encoder))
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
