import BubbleCore
import CImageCodecs
import Foundation

/// A strip of an image's rows compressed as one piece of its PNG's zlib stream (png_piece.c):
/// strips are compressed on any thread, in any order, and joined top to bottom. A value: a piece
/// made once can be kept and joined into later images with the same strip.
public struct DeflatePiece: Sendable, Equatable {
  public let bytes: [UInt8]
  /// The Adler-32 of the strip's scanlines, and their length: the stream's checksum is combined
  /// from its pieces'.
  public let adler: UInt32
  public let scanlineBytes: Int
  /// Whether the piece ends the stream (the image's bottom strip).
  public let isLast: Bool
}

extension PNGEncoder {
  /// `pixels`' rows as a piece; opaque rows are converted inside `pixels`, so they are spent.
  func piece(
    _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool, last: Bool
  ) throws(GraphicsError) -> DeflatePiece {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw GraphicsError("PNG encoding failed: invalid strip size \(width)x\(height)")
    }
    let bound = bk_png_piece_bound(encoder, Int32(width), Int32(height), opaque ? 1 : 0)
    // Compressed into the encoder's own buffer, then copied at its size: a piece made in a
    // buffer of the bound would keep the bound's capacity (the strip's size) for as long as
    // the piece is kept.
    if pieceBuffer.count < bound { pieceBuffer = [UInt8](repeating: 0, count: bound) }
    var adler: UInt32 = 0
    var scanlineBytes = 0
    let written = pieceBuffer.withUnsafeMutableBufferPointer { buffer in
      bk_png_piece(
        encoder, pixels, Int32(width), Int32(height), Int32(stride), opaque ? 1 : 0, last ? 1 : 0,
        buffer.baseAddress, bound, &adler, &scanlineBytes)
    }
    guard written > 0 else { throw GraphicsError("PNG encoding failed for a \(width)x\(height) strip") }
    return DeflatePiece(
      bytes: Array(pieceBuffer[..<written]), adler: adler, scanlineBytes: scanlineBytes, isLast: last)
  }

  /// The PNG of an image's pieces, top to bottom, made at `level`; the last one must end the
  /// stream.
  public static func png(width: Int, height: Int, opaque: Bool, level: Int, pieces: [DeflatePiece])
    throws(GraphicsError) -> [UInt8]
  {
    let streamLength = pieces.reduce(2 + 4) { $0 + $1.bytes.count }
    // One IDAT chunk holds at most 2^31 - 1 bytes; the page budgets keep streams far below it.
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max), pieces.last?.isLast == true,
      pieces.dropLast().allSatisfy({ !$0.isLast }), streamLength <= Int(Int32.max), (0...12).contains(level)
    else { throw GraphicsError("cannot join \(pieces.count) pieces into a \(width)x\(height) PNG") }
    var png = [UInt8](repeating: 0, count: Int(BK_PNG_JOIN_HEAD_BYTES))
    png.reserveCapacity(png.count + streamLength + 4 + 12)
    png.withUnsafeMutableBufferPointer { head in
      bk_png_join_head(Int32(level), Int32(width), Int32(height), opaque ? 1 : 0, streamLength, head.baseAddress)
    }
    // The chunk's CRC covers its type and data: from "IDAT" on.
    var crc = png[37...].withUnsafeBufferPointer { bk_crc32(0, $0.baseAddress, $0.count) }
    var adler: UInt32 = 1
    for (index, piece) in pieces.enumerated() {
      png.append(contentsOf: piece.bytes)
      crc = piece.bytes.withUnsafeBufferPointer { bk_crc32(crc, $0.baseAddress, $0.count) }
      adler = index == 0 ? piece.adler : bk_adler32_combine(adler, piece.adler, piece.scanlineBytes)
    }
    let checksum = bigEndianBytes(adler)
    png.append(contentsOf: checksum)
    crc = checksum.withUnsafeBufferPointer { bk_crc32(crc, $0.baseAddress, $0.count) }
    png.append(contentsOf: bigEndianBytes(crc))
    png.append(contentsOf: [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])  // IEND and its CRC
    return png
  }
}

private func bigEndianBytes(_ value: UInt32) -> [UInt8] {
  [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
}
