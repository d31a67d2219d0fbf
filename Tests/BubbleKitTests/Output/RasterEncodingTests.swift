import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// WebP (libwebp) and JPEG (libjpeg-turbo) written from Cairo's premultiplied pixels, read back
/// by our decoders (`ImageDecoder`); Pillow reads them in the CLI's tests.
@Suite struct RasterEncodingTests {
  /// Straight colours with alpha 0, 128 and 255, premultiplied as Cairo holds them.
  static func translucent(width: Int = 8, height: Int = 8) throws -> (RasterImage, [UInt32]) {
    let pixels = (0..<width * height).map { index -> UInt32 in
      let alpha = [0, 128, 255][index % 3]
      let (red, green, blue) = (200, (index * 7) % 256, 40)
      let premultiplied = { (value: Int) in UInt32((value * alpha + 127) / 255) }
      return UInt32(alpha) << 24 | premultiplied(red) << 16 | premultiplied(green) << 8 | premultiplied(blue)
    }
    return (try #require(RasterImage.fromARGB(pixels, width: width, height: height)), pixels)
  }

  @Test func losslessWebPKeepsEveryPixelAndItsAlpha() throws {
    let (image, pixels) = try Self.translucent()
    let webp = try RasterEncoder.webp(image, quality: nil)
    #expect(Array(webp.prefix(4)) == Array("RIFF".utf8))
    let decoded = try ImageDecoder.decode(webp).get().argbPixels()
    // Premultiplying, unpremultiplying and premultiplying again may move a channel by one step.
    for (read, drawn) in zip(decoded, pixels) {
      #expect(read >> 24 == drawn >> 24)
      #expect(PNGEncodingTests.largestChannelDifference(read, drawn) <= 1, "\(read) \(drawn)")
    }
  }

  @Test func jpegIsFlattenedOnTheBackgroundAndOpaque() throws {
    let clear = try #require(RasterImage.fromARGB(Array(repeating: 0, count: 16 * 16), width: 16, height: 16))
    let red = RGBColor(red: 1, green: 0, blue: 0)
    let jpeg = try RasterEncoder.jpeg(clear, quality: 90, background: red)
    #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
    for pixel in try ImageDecoder.decode(jpeg).get().argbPixels() {
      #expect(pixel >> 24 == 0xFF)
      #expect(PNGEncodingTests.largestChannelDifference(pixel, 0xFFFF_0000) <= 3, "\(String(pixel, radix: 16))")
    }
  }

  @Test func qualityOutsideItsRangeIsRefused() throws {
    let (image, _) = try Self.translucent()
    #expect(throws: GraphicsError.self) { try RasterEncoder.jpeg(image, quality: 101, background: .white) }
    #expect(throws: GraphicsError.self) { try RasterEncoder.webp(image, quality: -1) }
    #expect(OutputEncoding(.png, quality: 50).qualityProblem != nil)
    #expect(OutputEncoding(.jpeg, quality: 100).qualityProblem == nil)
    #expect(OutputEncoding(.svg).qualityProblem == nil)
  }

  @Test func anSVGHasOnePageOfItsSizeAndAPDFAsManyAsDrawn() throws {
    let svg = try VectorDocument(.svg, width: 100, height: 50)
    #expect(throws: GraphicsError.self) { try svg.addPage(width: 100, height: 60, scale: 2) { _ in } }
    try svg.addPage(width: 100, height: 50, scale: 2) { $0.fill(.white) }
    #expect(throws: GraphicsError.self) { try svg.addPage(width: 100, height: 50, scale: 2) { _ in } }
    #expect(String(decoding: try svg.finish(), as: UTF8.self).contains(#"width="100" height="50""#))
    let pdf = try VectorDocument(.pdf, width: 100, height: 50)
    for height in [50.0, 70, 20] { try pdf.addPage(width: 100, height: height, scale: 2) { $0.fill(.black) } }
    #expect(pdf.pageCount == 3)
    let bytes = try pdf.finish()
    #expect(String(decoding: bytes.prefix(5), as: UTF8.self) == "%PDF-")
    #expect(throws: GraphicsError.self) { try VectorDocument(.pdf, width: 0, height: 50) }
  }
}
