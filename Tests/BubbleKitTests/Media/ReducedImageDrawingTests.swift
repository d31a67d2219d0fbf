import BubbleCore
import Foundation
import Testing

@testable import BubbleGraphics

/// A photo drawn at under 3/4 of its size is drawn from a copy reduced by area to the pixels it
/// covers, made once per size (issue 31): Cairo's good filter resampled the whole photo at every
/// draw, and each of a page's strips draws it again.
@Suite struct ReducedImageDrawingTests {
  /// The canvas's pixels after drawing `image` in a `width` x `height` pt rect at scale 2.
  static func drawn(_ image: RasterImage, width: Int, height: Int) throws -> RasterImage {
    let canvas = try Canvas(pixelWidth: width * 2, pixelHeight: height * 2, scale: 2)
    canvas.draw(image, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    return try #require(RasterImage.fromARGB(try canvas.argbPixels(), width: width * 2, height: height * 2))
  }

  // Tolerance as ImageDecoderScalingTests': both average the same pixels, Cairo weighing the
  // edges of a box a little differently. A box off by a stripe would move the mean by tens.
  @Test(arguments: [(300, 200), (159, 106), (45, 30)]) func aReducedPhotoLooksLikeCairosGoodFilter(
    width: Int, height: Int
  ) throws {
    for alpha in [false, true] {
      let image = try #require(ImageDecoderScalingTests.patterned(width: 1200, height: 800, alpha: alpha))
      let reference = try #require(image.scaled(width: width * 2, height: height * 2))
      let drawn = try Self.drawn(image, width: width, height: height)
      let difference = ImageDecoderScalingTests.meanDifference(drawn, reference)
      #expect(difference < 1, "\(width) x \(height) pt, alpha \(alpha): mean difference \(difference)")
      #expect(image.reducedCopies.withLock { $0.keys.map { [$0.width, $0.height] } } == [[width * 2, height * 2]])
    }
  }

  @Test func theCopyIsMadeOncePerSizeAndKeptWithinItsLimit() throws {
    let image = try #require(ImageDecoderScalingTests.patterned(width: 400, height: 400, alpha: false))
    let first = try #require(image.reduced(toWidth: 100, height: 100))
    #expect(image.reduced(toWidth: 100, height: 100) === first, "the second draw reuses the copy")
    for side in 101..<(101 + RasterImage.maximumReducedCopies) { _ = image.reduced(toWidth: side, height: side) }
    #expect(image.reducedCopies.withLock { $0.count } <= RasterImage.maximumReducedCopies)
    #expect(image.reduced(toWidth: 400, height: 400) == nil, "not smaller: the image itself is drawn")
    #expect(image.reduced(toWidth: 0, height: 10) == nil && image.reduced(toWidth: 10, height: 401) == nil)
  }

  @Test func aFlatColourStaysExactlyItselfAtUnevenRatios() throws {
    let words = [UInt32](repeating: 0x80_40_20_10, count: 997 * 613)
    let image = try #require(RasterImage.fromARGB(words, width: 997, height: 613))
    for (width, height) in [(331, 204), (1, 1), (996, 612), (500, 7)] {
      let copy = try #require(image.reduced(toWidth: width, height: height))
      #expect(Set(copy.argbPixels()) == [0x80_40_20_10], "\(width) x \(height)")
    }
  }

  @Test func drawingAtThreeQuartersOrMoreKeepsTheImage() throws {
    let image = try #require(ImageDecoderScalingTests.patterned(width: 400, height: 400, alpha: false))
    _ = try Self.drawn(image, width: 150, height: 150)  // 300 px: exactly 3/4
    _ = try Self.drawn(image, width: 400, height: 400)  // enlarged
    #expect(image.reducedCopies.withLock { $0.isEmpty })
  }
}
