import BubbleGraphics
import BubbleKit
import Foundation
import Testing

@Suite struct ImageDecoderTests {
  struct CorpusImage: Sendable, CustomTestStringConvertible {
    let name: String
    let width: Int
    let height: Int
    var testDescription: String { name }
  }

  static let corpus = [
    CorpusImage(name: "mountains.jpg", width: 1800, height: 600),
    CorpusImage(name: "city-night.jpg", width: 900, height: 1600),
    CorpusImage(name: "ocean-poster.jpg", width: 1280, height: 720),
    CorpusImage(name: "sunset.jpg", width: 1280, height: 960),
    CorpusImage(name: "tiles.png", width: 1000, height: 1000),
    CorpusImage(name: "smile-sticker.png", width: 512, height: 512),
    CorpusImage(name: "smile-sticker.webp", width: 512, height: 512),
    CorpusImage(name: "avatar-alice.png", width: 256, height: 256),
    CorpusImage(name: "avatar-bob.png", width: 256, height: 256),
  ]

  @Test(arguments: corpus)
  func corpusImageDecodesAtItsTrueSize(_ expected: CorpusImage) throws {
    let bytes = try ImageFixtures.media(expected.name)
    let image = try ImageFixtures.decoded(bytes)
    #expect(image.width == expected.width && image.height == expected.height)
    let header = try #require(ImageDecoder.dimensions(of: bytes))
    #expect(header.width == expected.width && header.height == expected.height)
  }

  /// Colours read off the pictures (sky, snow, buildings), so a wrong channel
  /// order, a grey fill after a failure or a missing last row shows up.
  @Test(arguments: [
    ("mountains.jpg", [(0, 0, 0x5AABDC), (1799, 0, 0xBA6C60), (900, 599, 0xE0E6F4)]),
    ("city-night.jpg", [(450, 0, 0x121631), (450, 1599, 0x121631), (150, 1599, 0x3A3B48)]),
    ("ocean-poster.jpg", [(640, 0, 0x133A59), (640, 719, 0x139FD0)]),
    ("sunset.jpg", [(640, 0, 0xFF8B50), (640, 959, 0x243C2E)]),
  ])
  func photosHaveTheirColoursToTheLastRow(_ name: String, _ samples: [(Int, Int, Int)]) throws {
    let pixels = PixelGrid(try ImageFixtures.decoded(try ImageFixtures.media(name)))
    for (x, y, rgb) in samples {
      let expected = ARGBPixel(red: rgb >> 16, green: rgb >> 8 & 0xFF, blue: rgb & 0xFF)
      #expect(pixels[x, y].distance(to: expected) <= 12, "\(name) at \(x), \(y): \(pixels[x, y])")
    }
  }

  @Test func tilesHaveTheirExactColours() throws {
    let pixels = PixelGrid(try ImageFixtures.decoded(try ImageFixtures.media("tiles.png")))
    #expect(pixels[50, 50] == ARGBPixel(red: 0, green: 120, blue: 200))
    #expect(pixels[950, 50] == ARGBPixel(red: 225, green: 120, blue: 65))
    #expect(pixels[50, 950] == ARGBPixel(red: 0, green: 228, blue: 200))
    #expect(pixels[950, 950] == ARGBPixel(red: 225, green: 228, blue: 65))
    #expect(pixels[450, 450] == ARGBPixel(red: 100, green: 168, blue: 140))
  }

  @Test func webpStickerMatchesItsPNGTwin() throws {
    let png = PixelGrid(try ImageFixtures.decoded(try ImageFixtures.media("smile-sticker.png")))
    let webp = PixelGrid(try ImageFixtures.decoded(try ImageFixtures.media("smile-sticker.webp")))
    let points = [(256, 40), (256, 256), (180, 200), (256, 380), (20, 256), (100, 100), (400, 300), (330, 200)]
    for (x, y) in points {
      #expect(webp[x, y].distance(to: png[x, y]) <= 3, "at \(x), \(y): \(webp[x, y]) vs \(png[x, y])")
    }
    #expect(png[256, 256] == ARGBPixel(red: 255, green: 204, blue: 77))
    #expect(png[180, 200] == ARGBPixel(red: 60, green: 40, blue: 20))
    for (x, y) in [(0, 0), (511, 0), (0, 511), (511, 511), (30, 30)] {
      #expect(webp[x, y].alpha == 0 && png[x, y].alpha == 0, "corner \(x), \(y) is transparent")
      #expect(webp[x, y] == ARGBPixel(red: 0, green: 0, blue: 0, alpha: 0), "premultiplied: no colour without alpha")
    }
  }

  @Test func animatedWebPDecodesItsFirstFrameOnTheCanvas() throws {
    let still = try ImageFixtures.media("smile-sticker.webp")
    let animated = ByteSurgery.animatedWebP(
      framing: still, frameWidth: 512, frameHeight: 512, canvasWidth: 540, canvasHeight: 530, x: 20, y: 10)
    #expect(ImageDecoder.dimensions(of: animated)! == (540, 530))
    let canvas = PixelGrid(try ImageFixtures.decoded(animated))
    let frame = PixelGrid(try ImageFixtures.decoded(still))
    #expect(canvas.width == 540 && canvas.height == 530)
    #expect(canvas[5, 5].alpha == 0)
    for (x, y) in [(256, 256), (180, 200), (20, 256)] {
      #expect(canvas[x + 20, y + 10] == frame[x, y])
    }
  }

  @Test func grayscaleJPEGExpandsToGrey() throws {
    let pixels = PixelGrid(try ImageFixtures.decoded(TinyJPEGs.grayscale))
    #expect(pixels.width == 16 && pixels.height == 8)
    #expect(pixels[2, 4].distance(to: ARGBPixel(red: 40, green: 40, blue: 40)) <= 3, "\(pixels[2, 4])")
    #expect(pixels[13, 4].distance(to: ARGBPixel(red: 200, green: 200, blue: 200)) <= 3, "\(pixels[13, 4])")
  }

  @Test(arguments: [("CMYK", TinyJPEGs.adobeCMYK), ("YCCK", TinyJPEGs.adobeYCCK)])
  func adobeInvertedCMYKBecomesRGB(_ name: String, _ bytes: [UInt8]) throws {
    let pixels = PixelGrid(try ImageFixtures.decoded(bytes))
    #expect(pixels.width == 16 && pixels.height == 8)
    #expect(pixels[2, 4].distance(to: ARGBPixel(red: 255, green: 0, blue: 0)) <= 6, "\(name) red: \(pixels[2, 4])")
    #expect(
      pixels[13, 4].distance(to: ARGBPixel(red: 127, green: 127, blue: 127)) <= 6, "\(name) grey: \(pixels[13, 4])")
  }

  /// Renders decode in parallel: the codecs keep no global state.
  @Test func decodesInParallel() async throws {
    let names = Self.corpus.map(\.name)
    let files = try names.map { try ImageFixtures.media($0) }
    let sizes = await withTaskGroup(of: (Int, Int, Int).self) { group in
      for round in 0..<4 {
        for (index, bytes) in files.enumerated() {
          group.addTask {
            guard let image = try? ImageDecoder.decode(bytes).get() else { return (index, -1, round) }
            return (index, image.width, image.height)
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(sizes.count == 4 * files.count)
    for (index, width, height) in sizes {
      #expect(width == Self.corpus[index].width && height == Self.corpus[index].height, "\(names[index])")
    }
  }
}
