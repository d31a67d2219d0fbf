import CImageCodecs
import Foundation

/// A PNG's chunks written one after another in memory; a chunk's data can be changed afterwards
/// and its CRC sealed again (APNG's frame count and delays, known only later).
struct PNGChunks {
  private(set) var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// Appends a chunk of `type` holding `parts` one after another; returns where its data starts.
  @discardableResult
  mutating func append(_ type: String, _ parts: [UInt8]...) -> Int {
    let length = parts.reduce(0) { $0 + $1.count }
    bytes.reserveCapacity(bytes.count + 12 + length)
    bytes.append(contentsOf: Self.bigEndian(UInt32(length)))
    let start = bytes.count
    bytes.append(contentsOf: Array(type.utf8))
    for part in parts { bytes.append(contentsOf: part) }
    bytes.append(contentsOf: Self.bigEndian(crc(of: start..<bytes.count)))
    return start + 4
  }

  /// Overwrites the data of the chunk whose data starts at `data`, from `position` on, and seals
  /// the chunk again.
  mutating func patch(chunkDataAt data: Int, position: Int, with replacement: [UInt8]) {
    bytes.replaceSubrange(data + position..<data + position + replacement.count, with: replacement)
    let length = bytes[data - 8..<data - 4].reduce(0) { $0 << 8 | Int($1) }
    let sealed = Self.bigEndian(crc(of: data - 4..<data + length))
    bytes.replaceSubrange(data + length..<data + length + 4, with: sealed)
  }

  /// A chunk's CRC: of its type and data.
  private func crc(of range: Range<Int>) -> UInt32 {
    bytes[range].withUnsafeBufferPointer { bk_crc32(0, $0.baseAddress, $0.count) }
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
  }

  static func bigEndian(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xff)] }
}

extension PNGEncoder {
  /// The zlib stream of `rect` of `image` as PNG scanlines (RGB when `opaque`, else straight
  /// RGBA): what APNG's IDAT and fdAT chunks hold.
  func zlibStream(_ image: RasterImage, _ rect: PixelRect, opaque: Bool) throws(GraphicsError) -> [UInt8] {
    let (width, height) = (Int32(rect.width), Int32(rect.height))
    let bound = bk_png_zlib_bound(encoder, width, height, opaque ? 1 : 0)
    // malloc, not `allocate`: a bound that is not there is an error, not a trap.
    guard bound > 0, let out = malloc(bound)?.assumingMemoryBound(to: UInt8.self) else {
      throw GraphicsError("APNG encoding failed: out of memory for a \(rect.width) x \(rect.height) px frame")
    }
    defer { free(out) }
    let written = image.withPixels(from: rect) { pixels, stride in
      bk_png_zlib_copy(encoder, pixels, width, height, Int32(stride), opaque ? 1 : 0, out, bound)
    }
    guard written > 0 else { throw GraphicsError("APNG encoding failed for a \(rect.width) x \(rect.height) px frame") }
    return Array(UnsafeBufferPointer(start: out, count: written))
  }
}
