import BubbleGraphics
import BubbleKit
import Testing

/// EXIF orientation and DCT scaling.
@Suite struct ImageDecoderJPEGTests {
  @Test(arguments: [true, false])
  func orientationSixTurnsAPhotoUpright(bigEndian: Bool) throws {
    let mountains = try ImageFixtures.media("mountains.jpg")
    let rotated = ByteSurgery.jpeg(
      mountains, inserting: ByteSurgery.exifSegment(orientation: 6, bigEndian: bigEndian))
    let image = try ImageFixtures.decoded(rotated)
    #expect(image.width == 600 && image.height == 1800)
    #expect(ImageDecoder.dimensions(of: rotated)! == (600, 1800))
    // Turned a quarter clockwise: the stored top-left corner is now top-right.
    let upright = PixelGrid(image)
    let stored = PixelGrid(try ImageFixtures.decoded(mountains))
    for (x, y) in [(0, 0), (1799, 0), (0, 599), (900, 300), (1234, 56)] {
      #expect(upright[599 - y, x] == stored[x, y], "stored \(x), \(y)")
    }
  }

  /// Where stored pixel (x, y) of a width x height image lands when upright.
  static func upright(_ orientation: Int, x: Int, y: Int, width: Int, height: Int) -> (Int, Int) {
    switch orientation {
    case 2: (width - 1 - x, y)
    case 3: (width - 1 - x, height - 1 - y)
    case 4: (x, height - 1 - y)
    case 5: (y, x)
    case 6: (height - 1 - y, x)
    case 7: (height - 1 - y, width - 1 - x)
    case 8: (y, width - 1 - x)
    default: (x, y)
    }
  }

  @Test(arguments: 1...8)
  func everyOrientationMapsEveryPixel(_ orientation: Int) throws {
    let mountains = try ImageFixtures.media("mountains.jpg")
    let tiny = (width: 1, height: 1)  // Decode at 1/8 (225 x 75) to keep this quick.
    let stored = PixelGrid(try ImageFixtures.decoded(mountains, targetSize: tiny))
    let oriented = ByteSurgery.jpeg(mountains, inserting: ByteSurgery.exifSegment(orientation: orientation))
    let upright = PixelGrid(try ImageFixtures.decoded(oriented, targetSize: tiny))
    let turned = orientation >= 5
    #expect(upright.width == (turned ? stored.height : stored.width))
    #expect(upright.height == (turned ? stored.width : stored.height))
    var mismatches = 0
    for y in 0..<stored.height {
      for x in 0..<stored.width {
        let (ux, uy) = Self.upright(orientation, x: x, y: y, width: stored.width, height: stored.height)
        if upright[ux, uy] != stored[x, y] { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func invalidOrMalformedExifIsIgnored() throws {
    let mountains = try ImageFixtures.media("mountains.jpg")
    let tiff: [UInt8] = Array("MM".utf8) + [0, 42]
    let payloads: [[UInt8]] = [
      ByteSurgery.exifSegment(orientation: 9),
      ByteSurgery.exifSegment(orientation: 0, bigEndian: false),
      ByteSurgery.app1(Array("Exif".utf8) + [0, 0] + tiff + [0xFF, 0xFF, 0xFF, 0xF0]),  // IFD0 far past the end.
      ByteSurgery.app1(Array("Exif".utf8) + [0, 0] + tiff + [0, 0, 0, 8, 0xFF, 0xFF]),  // 65535 entries, none there.
      ByteSurgery.app1(Array("Exif".utf8) + [0, 0] + Array("XX".utf8)),  // Not TIFF, and short.
      ByteSurgery.app1(Array("http://ns.adobe.com/xap/1.0/".utf8) + [0]),  // XMP, also APP1.
    ]
    for segment in payloads {
      let image = try ImageFixtures.decoded(ByteSurgery.jpeg(mountains, inserting: segment))
      #expect(image.width == 1800 && image.height == 600)
    }
  }

  @Test func targetSizeDecodesLargeJPEGsSmaller() throws {
    let mountains = try ImageFixtures.media("mountains.jpg")
    func size(_ target: (width: Int, height: Int)?) throws -> [Int] {
      let image = try ImageFixtures.decoded(mountains, targetSize: target)
      return [image.width, image.height]
    }
    #expect(try size(nil) == [1800, 600])
    #expect(try size((400, 150)) == [450, 150])  // 1/4: never below the target.
    #expect(try size((200, 70)) == [225, 75])  // 1/8.
    #expect(try size((1000, 100)) == [1800, 600])  // Half would be 900 wide: too small.
    #expect(try size((5000, 5000)) == [1800, 600])
    let sticker = try ImageFixtures.decoded(try ImageFixtures.media("smile-sticker.png"), targetSize: (10, 10))
    // A PNG at least twice the target averages down to it while decoding (issue 24).
    #expect(sticker.width == 10 && sticker.height == 10)
  }

  @Test func targetSizeIsUprightForRotatedPhotos() throws {
    let mountains = try ImageFixtures.media("mountains.jpg")
    let rotated = ByteSurgery.jpeg(mountains, inserting: ByteSurgery.exifSegment(orientation: 8))
    let image = try ImageFixtures.decoded(rotated, targetSize: (150, 400))
    #expect(image.width == 150 && image.height == 450)
  }
}
