import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// PNGs and still WebPs decoded straight to the size they are drawn (issue 24): no buffer of
/// the full size, and pixels that look like the old "decode whole, then scale with Cairo".
@Suite(.serialized) struct ImageDecoderScalingTests {
  /// A pattern with smooth gradients, fine stripes and varying alpha: what averaging must get
  /// right (flat colour would hide a wrong box).
  static func patterned(width: Int, height: Int, alpha: Bool) -> RasterImage? {
    var words = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let a = alpha ? UInt32(128 + (x + y) % 128) : 255
        let red = UInt32(x * 255 / width), green = UInt32(y * 255 / height)
        let blue: UInt32 = (x / 7 + y / 5) % 2 == 0 ? 255 : 0
        func premultiplied(_ channel: UInt32) -> UInt32 { (channel * a + 127) / 255 }
        words[y * width + x] = a << 24 | premultiplied(red) << 16 | premultiplied(green) << 8 | premultiplied(blue)
      }
    }
    return RasterImage.fromARGB(words, width: width, height: height)
  }

  /// The mean difference per channel (0...255) of two images of one size.
  static func meanDifference(_ first: RasterImage, _ second: RasterImage) -> Double {
    let (a, b) = (PixelGrid(first), PixelGrid(second))
    var total = 0
    for (left, right) in zip(a.words, b.words) {
      for shift in stride(from: 0, through: 24, by: 8) {
        total += abs(Int(left >> UInt32(shift) & 0xFF) - Int(right >> UInt32(shift) & 0xFF))
      }
    }
    return Double(total) / Double(4 * a.words.count)
  }

  /// What decoding did before issue 24: the whole image, then Cairo's scaling (CAIRO_FILTER_GOOD).
  static func decodedWholeThenScaled(_ bytes: [UInt8], width: Int, height: Int) throws -> RasterImage {
    try #require(try ImageFixtures.decoded(bytes).scaled(width: width, height: height))
  }

  @Test func aBigPNGDecodesStraightToTheTargetSize() throws {
    let words = [UInt32](repeating: 0xff33_6699, count: 3000 * 3000)
    let png = try #require(RasterImage.fromARGB(words, width: 3000, height: 3000)).pngData()
    let decoded = try ImageFixtures.decoded(png, targetSize: (600, 600))
    #expect(decoded.width == 600 && decoded.height == 600, "decoded at \(decoded.width) x \(decoded.height)")
    #expect(Set(PixelGrid(decoded).words) == [0xff33_6699], "a flat colour averages to itself")
    #expect(ImageDecoder.decodedSize(of: png, targetSize: (600, 600)).map { [$0.width, $0.height] } == [600, 600])
  }

  // Tolerance: both sides average the same source pixels over boxes of 4 x 4 here; Cairo's GOOD
  // filter weighs a box's edges a little differently and rounds once more (measured: a mean of
  // 0.05 to 0.08 levels; libwebp's rescaler 0.2). A mean of 1 level (0.4 %) cannot be seen,
  // while boxes off by a stripe would be: the blue channel flips between 0 and 255 every 5 to 7 px.
  @Test(arguments: [false, true]) func aScaledPNGLooksLikeTheWholeImageScaled(alpha: Bool) throws {
    let png = try #require(Self.patterned(width: 1200, height: 800, alpha: alpha)).pngData()
    let scaled = try ImageFixtures.decoded(png, targetSize: (300, 200))
    #expect(scaled.width == 300 && scaled.height == 200)
    let difference = Self.meanDifference(scaled, try Self.decodedWholeThenScaled(png, width: 300, height: 200))
    #expect(difference < 1, "mean difference \(difference)")
  }

  @Test func anInterlacedPNGAveragesToTheSamePixelsAsAPlainOne() throws {
    func color(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x * 3 % 256), UInt8(y * 5 % 256), UInt8((x ^ y) & 0xFF)] }
    let plain = TinyPNG.make(width: 97, height: 61, colorType: .rgb, bitDepth: 8, pixel: color)
    let interlaced = TinyPNG.make(width: 97, height: 61, colorType: .rgb, bitDepth: 8, interlaced: true, pixel: color)
    let fromPlain = try ImageFixtures.decoded(plain, targetSize: (24, 15))
    let fromInterlaced = try ImageFixtures.decoded(interlaced, targetSize: (24, 15))
    #expect(fromInterlaced.width == 24 && fromInterlaced.height == 15)
    #expect(PixelGrid(fromPlain).words == PixelGrid(fromInterlaced).words)
  }

  @Test func aPNGLessThanTwiceTheTargetDecodesWhole() throws {
    let png = try #require(Self.patterned(width: 500, height: 400, alpha: false)).pngData()
    let decoded = try ImageFixtures.decoded(png, targetSize: (300, 300))
    #expect(decoded.width == 500 && decoded.height == 400)
  }

  @Test func aScaledWebPLooksLikeTheWholeImageScaled() throws {
    let image = try #require(Self.patterned(width: 1200, height: 800, alpha: false))
    let webp = try RasterEncoder.webp(image, quality: nil)
    let scaled = try ImageFixtures.decoded(webp, targetSize: (300, 200))
    #expect(scaled.width == 300 && scaled.height == 200, "decoded at \(scaled.width) x \(scaled.height)")
    #expect(ImageDecoder.decodedSize(of: webp, targetSize: (300, 200)).map { [$0.width, $0.height] } == [300, 200])
    #expect(
      ImageDecoder.decodingBytes(of: webp, targetSize: (300, 200)) == (300 * 200 + 1200 * 800) * 4,
      "a lossless WebP is decoded whole inside libwebp first")
    // libwebp's rescaler averages too: the same tolerance as the PNG's.
    let difference = Self.meanDifference(scaled, try Self.decodedWholeThenScaled(webp, width: 300, height: 200))
    #expect(difference < 1, "mean difference \(difference)")
  }

  @Test func aProgressiveJPEGReservesItsWholeSizeCoefficientsToo() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../../Fuzz/seeds/image/progressive.jpg")
    let jpeg = [UInt8](try Data(contentsOf: url))
    let size = try #require(ImageDecoder.dimensions(of: jpeg))
    #expect(size.width == 24 && size.height == 16)
    // 24 x 16 px of output, and 32 x 16 px (whole 16 px blocks) of 3 components, 2 bytes each.
    #expect(ImageDecoder.decodingBytes(of: jpeg) == 24 * 16 * 4 + 32 * 16 * 3 * 2)
  }

  @Test func theScaledDecodeIsReservedAtItsOwnSize() throws {
    let png = try #require(Self.patterned(width: 1200, height: 800, alpha: false)).pngData()
    #expect(ImageDecoder.decodingBytes(of: png, targetSize: (300, 200)) == 300 * 200 * 4)
    #expect(ImageDecoder.decodingBytes(of: png) == 1200 * 800 * 4)
  }
}
