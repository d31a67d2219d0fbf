import BubbleKit
import Testing

/// Every PNG colour type, 16-bit samples, palettes with transparency and
/// interlacing all arrive as premultiplied ARGB.
@Suite struct ImageDecoderPNGTests {
  /// Cairo's premultiplication, which the decoder reproduces.
  static func premultiplied(red: Int, green: Int, blue: Int, alpha: Int) -> ARGBPixel {
    func multiply(_ color: Int) -> Int {
      let product = color * alpha + 0x80
      return (product + (product >> 8)) >> 8
    }
    return ARGBPixel(red: multiply(red), green: multiply(green), blue: multiply(blue), alpha: alpha)
  }

  @Test func grayscaleBecomesOpaqueGrey() throws {
    let png = TinyPNG.make(width: 3, height: 2, colorType: .gray, bitDepth: 8) { x, y in [UInt8(x * 50 + y)] }
    let pixels = PixelGrid(try ImageFixtures.decoded(png))
    #expect(pixels[2, 1] == ARGBPixel(red: 101, green: 101, blue: 101))
  }

  @Test func grayAlphaIsPremultiplied() throws {
    let png = TinyPNG.make(width: 2, height: 2, colorType: .grayAlpha, bitDepth: 8) { x, _ in [200, UInt8(x * 100)] }
    let pixels = PixelGrid(try ImageFixtures.decoded(png))
    #expect(pixels[0, 0] == ARGBPixel(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(pixels[1, 0] == Self.premultiplied(red: 200, green: 200, blue: 200, alpha: 100))
  }

  @Test func sixteenBitSamplesScaleToEight() throws {
    let rgb = TinyPNG.make(width: 2, height: 1, colorType: .rgb, bitDepth: 16) { _, _ in
      [0x12, 0x12, 0xAB, 0xAB, 0xFF, 0xFF]  // 0x1212 = 0x12 * 257, and so on.
    }
    #expect(PixelGrid(try ImageFixtures.decoded(rgb))[1, 0] == ARGBPixel(red: 0x12, green: 0xAB, blue: 0xFF))
    let rgba = TinyPNG.make(width: 1, height: 1, colorType: .rgba, bitDepth: 16) { _, _ in
      [0xC8, 0xC8, 0x64, 0x64, 0x00, 0x00, 0x80, 0x80]
    }
    let pixel = PixelGrid(try ImageFixtures.decoded(rgba))[0, 0]
    #expect(pixel == Self.premultiplied(red: 200, green: 100, blue: 0, alpha: 128))
  }

  @Test func paletteWithTransparencyIsExpanded() throws {
    let png = TinyPNG.make(
      width: 2, height: 1, colorType: .palette, bitDepth: 8, palette: [255, 0, 0, 0, 0, 255], transparency: [255, 64]
    ) { x, _ in [UInt8(x)] }
    let pixels = PixelGrid(try ImageFixtures.decoded(png))
    #expect(pixels[0, 0] == ARGBPixel(red: 255, green: 0, blue: 0))
    #expect(pixels[1, 0] == Self.premultiplied(red: 0, green: 0, blue: 255, alpha: 64))
  }

  @Test func interlacedRowsLandInPlace() throws {
    func color(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x * 20), UInt8(y * 20), UInt8(x * y)] }
    let png = TinyPNG.make(width: 11, height: 9, colorType: .rgb, bitDepth: 8, interlaced: true, pixel: color)
    let pixels = PixelGrid(try ImageFixtures.decoded(png))
    var mismatches = 0
    for y in 0..<9 {
      for x in 0..<11 {
        let c = color(x, y)
        if pixels[x, y] != ARGBPixel(red: Int(c[0]), green: Int(c[1]), blue: Int(c[2])) { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func damagedImageDataIsReported() throws {
    var png = TinyPNG.make(width: 4, height: 4, colorType: .rgb, bitDepth: 8) { _, _ in [1, 2, 3] }
    let idat = try #require(png.indices.first { png[$0..<$0 + 4].elementsEqual("IDAT".utf8) })
    png[idat + 6] ^= 0xFF  // The first deflate block header: libpng stops there.
    guard case .corrupt(.png, let detail) = ImageFixtures.failure(png) else {
      Issue.record("a PNG with a damaged IDAT decoded")
      return
    }
    #expect(detail.contains("IDAT"), "\(detail)")
  }
}

/// Small PNGs built from a pixel function, stored without compression.
enum TinyPNG {
  enum ColorType: UInt8 {
    case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6
  }

  static func make(
    width: Int, height: Int, colorType: ColorType, bitDepth: UInt8, palette: [UInt8] = [],
    transparency: [UInt8] = [], interlaced: Bool = false, pixel: (_ x: Int, _ y: Int) -> [UInt8]
  ) -> [UInt8] {
    var raw: [UInt8] = []
    for pass in interlaced ? adam7 : [(0, 0, 1, 1)] {
      let (startX, startY, stepX, stepY) = pass
      for y in stride(from: startY, to: height, by: stepY) {
        let columns = Array(stride(from: startX, to: width, by: stepX))
        guard !columns.isEmpty else { continue }
        raw += [0] + columns.flatMap { pixel($0, y) }  // Filter type 0 (none) per row.
      }
    }
    let header =
      ByteSurgery.bigEndian32(width) + ByteSurgery.bigEndian32(height) + [bitDepth, colorType.rawValue, 0, 0]
      + [interlaced ? 1 : 0]
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
    if !palette.isEmpty { png += chunk("PLTE", palette) }
    if !transparency.isEmpty { png += chunk("tRNS", transparency) }
    return png + chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
  }

  /// Adam7 passes: first column, first row, column step, row step.
  private static let adam7 = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
  ]

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return ByteSurgery.bigEndian32(data.count) + body + ByteSurgery.bigEndian32(Int(ByteSurgery.crc32(body)))
  }

  /// A zlib stream of one uncompressed deflate block (up to 65535 bytes).
  private static func storedZlib(_ data: [UInt8]) -> [UInt8] {
    let length = data.count
    let block: [UInt8] = [
      1, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF),
    ]
    var a = 1
    var b = 0
    for byte in data {
      a = (a + Int(byte)) % 65521
      b = (b + a) % 65521
    }
    return [0x78, 0x01] + block + data + ByteSurgery.bigEndian32(b << 16 | a)
  }
}
