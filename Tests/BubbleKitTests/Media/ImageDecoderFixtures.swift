import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// Corpus bytes, pixel access and byte surgery for the ImageDecoder suites.
enum ImageFixtures {
  static func media(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: TestSupport.corpus.appendingPathComponent("media/\(name)")))
  }

  static func decoded(_ bytes: [UInt8], targetSize: (width: Int, height: Int)? = nil) throws -> RasterImage {
    try ImageDecoder.decode(bytes, targetSize: targetSize).get()
  }

  /// The error, or `nil` (and a recorded issue) when the bytes decoded.
  static func failure(
    _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) -> ImageDecodingError? {
    switch ImageDecoder.decode(bytes) {
    case .success(let image):
      Issue.record("decoded a \(image.width) x \(image.height) image", sourceLocation: sourceLocation)
      return nil
    case .failure(let error): return error
    }
  }

  /// Deterministic noise (a linear congruential generator), so failures reproduce.
  static func noise(count: Int, seed: UInt64 = 42) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
  }
}

/// One premultiplied ARGB pixel split into channels.
struct ARGBPixel: Equatable, CustomStringConvertible {
  var alpha, red, green, blue: Int

  init(_ word: UInt32) {
    alpha = Int(word >> 24)
    red = Int(word >> 16 & 0xFF)
    green = Int(word >> 8 & 0xFF)
    blue = Int(word & 0xFF)
  }

  init(red: Int, green: Int, blue: Int, alpha: Int = 255) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// The largest difference over the four channels.
  func distance(to other: ARGBPixel) -> Int {
    max(abs(alpha - other.alpha), abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
  }

  var description: String { "argb(\(alpha), \(red), \(green), \(blue))" }
}

/// An image's pixels read once, addressed by column and row.
struct PixelGrid {
  let width: Int
  let height: Int
  let words: [UInt32]

  init(_ image: RasterImage) {
    width = image.width
    height = image.height
    words = image.argbPixels()
  }

  subscript(x: Int, y: Int) -> ARGBPixel { ARGBPixel(words[y * width + x]) }
}

/// Builds and damages JPEG, PNG and WebP files.
enum ByteSurgery {
  /// The offset of the first SOF0-SOF2 marker (frame header with the size).
  static func jpegFrameHeader(_ jpeg: [UInt8]) -> Int? {
    var offset = 2
    while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
      let marker = jpeg[offset + 1]
      if (0xC0...0xC2).contains(marker) { return offset }
      offset += 2 + (Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3]))
    }
    return nil
  }

  /// The JPEG with its frame header claiming another size (the data stays small).
  static func jpeg(_ jpeg: [UInt8], claimingWidth width: Int, height: Int) -> [UInt8] {
    guard let frame = jpegFrameHeader(jpeg) else { return jpeg }
    var patched = jpeg
    patched.replaceSubrange(frame + 5..<frame + 9, with: bigEndian16(height) + bigEndian16(width))
    return patched
  }

  /// An APP1 segment holding EXIF with one IFD0 entry: orientation.
  static func exifSegment(orientation: Int, bigEndian: Bool = true) -> [UInt8] {
    func u16(_ value: Int) -> [UInt8] { bigEndian ? bigEndian16(value) : bigEndian16(value).reversed() }
    func u32(_ value: Int) -> [UInt8] { bigEndian ? bigEndian32(value) : bigEndian32(value).reversed() }
    let byteOrder: [UInt8] = Array((bigEndian ? "MM" : "II").utf8)
    let tiff =
      byteOrder + u16(42) + u32(8) + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0) + u32(0)
    return app1(Array("Exif".utf8) + [0, 0] + tiff)
  }

  static func app1(_ payload: [UInt8]) -> [UInt8] { [0xFF, 0xE1] + bigEndian16(payload.count + 2) + payload }

  /// The JPEG with `segment` right after its SOI marker.
  static func jpeg(_ jpeg: [UInt8], inserting segment: [UInt8]) -> [UInt8] {
    Array(jpeg[0..<2]) + segment + Array(jpeg[2...])
  }

  /// The PNG with IHDR claiming another size; `fixingCRC` recomputes the chunk CRC.
  static func png(_ png: [UInt8], claimingWidth width: Int, height: Int, fixingCRC: Bool) -> [UInt8] {
    var patched = png
    patched.replaceSubrange(16..<24, with: bigEndian32(width) + bigEndian32(height))
    if fixingCRC { patched.replaceSubrange(29..<33, with: bigEndian32(Int(crc32(Array(patched[12..<29]))))) }
    return patched
  }

  /// An animated WebP whose single frame is `still`'s VP8L chunk, placed at
  /// (`x`, `y`) (even numbers) on a transparent canvas.
  static func animatedWebP(
    framing still: [UInt8], frameWidth: Int, frameHeight: Int, canvasWidth: Int, canvasHeight: Int, x: Int, y: Int
  ) -> [UInt8] {
    let frameChunk = Array(still[12...])  // "VP8L", size, data and padding.
    let alphaAndAnimation: UInt8 = 0x10 | 0x02
    let vp8x = chunk("VP8X", [alphaAndAnimation, 0, 0, 0] + little24(canvasWidth - 1) + little24(canvasHeight - 1))
    let anim = chunk("ANIM", [0, 0, 0, 0, 0, 0])
    let frameHeader =
      little24(x / 2) + little24(y / 2) + little24(frameWidth - 1) + little24(frameHeight - 1) + little24(100) + [0x02]
    let body = Array("WEBP".utf8) + vp8x + anim + chunk("ANMF", frameHeader + frameChunk)
    return Array("RIFF".utf8) + little32(body.count) + body
  }

  private static func chunk(_ name: String, _ payload: [UInt8]) -> [UInt8] {
    Array(name.utf8) + little32(payload.count) + payload + (payload.count % 2 == 1 ? [0] : [])
  }

  static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
  static func bigEndian32(_ value: Int) -> [UInt8] { bigEndian16(value >> 16) + bigEndian16(value) }
  static func little24(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)]
  }
  static func little32(_ value: Int) -> [UInt8] { little24(value) + [UInt8(value >> 24 & 0xFF)] }

  /// The CRC-32 PNG chunks end with (bitwise; only for a few bytes).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

/// Tiny 16 x 8 JPEGs written with libjpeg: left half one colour, right half another.
enum TinyJPEGs {
  /// Grey 40 on the left, 200 on the right.
  static let grayscale = decode(
    """
    /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoK
    CgoKBggLDAsKDAkKCgr/wAALCAAIABABAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF
    BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW
    V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi
    4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APyfr+oCv//Z
    """)

  /// Photoshop-style inverted CMYK (Adobe marker): red (M + Y ink) on the
  /// left, 50% black on the right.
  static let adobeCMYK = decode(
    """
    /9j/7gAOQWRvYmUAZAAAAAAA/9sAQwACAQEBAQECAQEBAgICAgIEAwICAgIFBAQDBAYFBgYGBQYGBgcJCAYHCQcGBggLCAkKCgoK
    CgYICwwLCgwJCgoK/8AAFAgACAAQBEMRAE0RAFkRAEsRAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIB
    AwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZH
    SElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV
    1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/aAA4EQwBNAFkASwAAPwD9/K/n/r+f+v38or+/yv7/ACv5/wCv/9k=
    """)

  /// The same colours stored as YCCK (Adobe transform 2).
  static let adobeYCCK = decode(
    """
    /9j/7gAOQWRvYmUAZAAAAAAC/9sAQwACAQEBAQECAQEBAgICAgIEAwICAgIFBAQDBAYFBgYGBQYGBgcJCAYHCQcGBggLCAkKCgoK
    CgYICwwLCgwJCgoK/9sAQwECAgICAgIFAwMFCgcGBwoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK
    CgoKCgoK/8AAFAgACAAQBAERAAIRAQMRAQQRAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMF
    BQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RV
    VldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh
    4uPk5ebn6Onq8fLz9PX29/j5+v/EAB8BAAMBAQEBAQEBAQEAAAAAAAABAgMEBQYHCAkKC//EALURAAIBAgQEAwQHBQQEAAECdwAB
    AgMRBAUhMQYSQVEHYXETIjKBCBRCkaGxwQkjM1LwFWJy0QoWJDThJfEXGBkaJicoKSo1Njc4OTpDREVGR0hJSlNUVVZXWFlaY2Rl
    ZmdoaWpzdHV2d3h5eoKDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uLj5OXm5+jp
    6vLz9PX29/j5+v/aAA4EAQACEQMRBAAAPwD7Mr+rD/n/AD9/K/kzr+Uz/oAP5/6//9k=
    """)

  private static func decode(_ base64: String) -> [UInt8] {
    Array(Data(base64Encoded: base64.filter { !$0.isWhitespace })!)
  }
}
