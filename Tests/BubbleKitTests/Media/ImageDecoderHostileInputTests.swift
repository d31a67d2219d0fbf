import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// Broken, lying and non-image bytes come back as errors, never as crashes.
@Suite struct ImageDecoderHostileInputTests {
  @Test func emptyAndUnknownBytesAreNotImages() throws {
    #expect(ImageFixtures.failure([]) == .empty)
    #expect(ImageFixtures.failure(ImageFixtures.noise(count: 4096)) == .unknownFormat)
    #expect(ImageFixtures.failure(Array("RIFF".utf8)) == .unknownFormat)
    #expect(ImageFixtures.failure([0xFF, 0xD8]) == .unknownFormat)
    #expect(ImageFixtures.failure(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == .unknownFormat)
    #expect(ImageDecodingError.unknownFormat.description == "not an image (unknown format)")
    #expect(ImageDecoder.dimensions(of: []) == nil)
    #expect(ImageDecoder.dimensions(of: ImageFixtures.noise(count: 100)) == nil)
  }

  @Test func textNamedJPGIsNotAnImage() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("holiday.jpg")
    try Data("Dear all, photos to follow.\n".utf8).write(to: file)
    #expect(ImageFixtures.failure(Array(try Data(contentsOf: file))) == .unknownFormat)
  }

  @Test func noiseBehindEachSignatureIsCorrupt() throws {
    let noise = ImageFixtures.noise(count: 2000, seed: 7)
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let riff = Array("RIFF".utf8) + ByteSurgery.little32(2004) + Array("WEBP".utf8)
    let cases: [([UInt8], ImageFormat)] = [([0xFF, 0xD8, 0xFF], .jpeg), (png, .png), (riff, .webp)]
    for (signature, format) in cases {
      guard case .corrupt(let found, let detail) = ImageFixtures.failure(signature + noise) else {
        Issue.record("\(format) with noise is not reported as corrupt")
        continue
      }
      #expect(found == format && !detail.isEmpty)
    }
  }

  @Test(arguments: ["mountains.jpg", "city-night.jpg", "ocean-poster.jpg", "sunset.jpg"])
  func truncatedJPEGsAreCorrupt(_ name: String) throws {
    let jpeg = try ImageFixtures.media(name)
    for length in [jpeg.count / 2, 200, 20, 3] {
      let error = ImageFixtures.failure(Array(jpeg.prefix(length)))
      guard case .corrupt(.jpeg, let detail) = error else {
        Issue.record("\(name) cut at \(length): \(String(describing: error))")
        continue
      }
      #expect(error!.description.hasPrefix("truncated or corrupt JPEG: "), "\(detail)")
    }
  }

  @Test func truncatedPNGsAreCorrupt() throws {
    for name in ["tiles.png", "smile-sticker.png", "avatar-bob.png"] {
      let png = try ImageFixtures.media(name)
      for length in [png.count / 2, png.count - 20, 40, 24, 20, 9] {
        let error = ImageFixtures.failure(Array(png.prefix(length)))
        guard case .corrupt(.png, _) = error else {
          Issue.record("\(name) cut at \(length): \(String(describing: error))")
          continue
        }
      }
    }
  }

  @Test func truncatedWebPsAreCorrupt() throws {
    let still = try ImageFixtures.media("smile-sticker.webp")
    let animated = ByteSurgery.animatedWebP(
      framing: still, frameWidth: 512, frameHeight: 512, canvasWidth: 512, canvasHeight: 512, x: 0, y: 0)
    for webp in [still, animated] {
      for length in [webp.count / 2, webp.count - 10, 40, 20, 12] {
        let error = ImageFixtures.failure(Array(webp.prefix(length)))
        guard case .corrupt(.webp, _) = error else {
          Issue.record("WebP cut at \(length) of \(webp.count): \(String(describing: error))")
          continue
        }
      }
    }
  }

  @Test(arguments: [true, false])
  func pngClaiming60000SquareIsRefusedFromItsHeader(fixingCRC: Bool) throws {
    let png = try ImageFixtures.media("tiles.png")
    let lying = ByteSurgery.png(png, claimingWidth: 60000, height: 60000, fixingCRC: fixingCRC)
    let error = ImageFixtures.failure(lying)
    #expect(error == .tooLarge(.png, width: 60000, height: 60000))
    #expect(error?.description == "image of 60000 x 60000 px exceeds the 50-megapixel limit")
    #expect(ImageDecoder.dimensions(of: lying)! == (60000, 60000))  // Header only: what it claims.
  }

  @Test func sizeLimitsAreCheckedPerSideAndInTotal() throws {
    let png = try ImageFixtures.media("tiles.png")
    func failure(_ width: Int, _ height: Int) -> ImageDecodingError? {
      ImageFixtures.failure(ByteSurgery.png(png, claimingWidth: width, height: height, fixingCRC: true))
    }
    #expect(failure(40000, 10)?.description == "image of 40000 x 10 px exceeds the 32767 px side limit")
    #expect(failure(8000, 7000)?.description == "image of 8000 x 7000 px exceeds the 50-megapixel limit")
    guard case .corrupt(.png, _) = failure(0, 1000) else {
      Issue.record("a zero-width PNG is not reported as corrupt")
      return
    }
    // Within the limits but lying: the data does not fill the claimed rows.
    guard case .corrupt(.png, _) = failure(5000, 5000) else {
      Issue.record("a PNG claiming more rows than it holds is not reported as corrupt")
      return
    }
  }

  @Test func jpegClaiming50000SquareIsRefusedFromItsHeader() throws {
    let jpeg = try ImageFixtures.media("mountains.jpg")
    let lying = ByteSurgery.jpeg(jpeg, claimingWidth: 50000, height: 50000)
    #expect(ImageDecoder.dimensions(of: lying)! == (50000, 50000))
    let error = ImageFixtures.failure(lying)
    #expect(error == .tooLarge(.jpeg, width: 50000, height: 50000))
    #expect(error?.description == "image of 50000 x 50000 px exceeds the 50-megapixel limit")
    // Rotated by EXIF, the limit still applies to the stored size.
    let rotated = ByteSurgery.jpeg(lying, inserting: ByteSurgery.exifSegment(orientation: 6))
    #expect(ImageFixtures.failure(rotated) == .tooLarge(.jpeg, width: 50000, height: 50000))
  }

  @Test func jpegClaimingMoreRowsThanItHoldsIsCorrupt() throws {
    let jpeg = try ImageFixtures.media("mountains.jpg")
    guard case .corrupt(.jpeg, _) = ImageFixtures.failure(ByteSurgery.jpeg(jpeg, claimingWidth: 1800, height: 6000))
    else {
      Issue.record("a JPEG claiming more rows than it holds is not reported as corrupt")
      return
    }
  }

  /// Flipped bytes anywhere (headers, tables, entropy data) may decode or
  /// fail, but must not crash or hang; the sizes that do decode stay sane.
  @Test(arguments: ImageDecoderTests.corpus.map(\.name))
  func randomlyDamagedFilesNeverCrash(_ name: String) throws {
    let original = try ImageFixtures.media(name)
    let noise = ImageFixtures.noise(count: 40 * 3, seed: UInt64(original.count))
    for round in 0..<40 {
      var damaged = original
      for flip in 0..<3 {
        let index = (Int(noise[round * 3 + flip]) * 7919 + round * 104_729) % damaged.count
        damaged[index] ^= UInt8(1 << ((round + flip) % 8))
      }
      if case .success(let image) = ImageDecoder.decode(damaged, targetSize: (64, 64)) {
        #expect(image.width * image.height <= ImageDecoder.maxPixels)
      }
    }
  }

  @Test func resolvedMediaWarningSaysWhy() async throws {
    let png = try ImageFixtures.media("avatar-bob.png")
    let truncated = "data:image/png;base64," + Data(png.prefix(png.count / 2)).base64EncodedString()
    let media = await MediaResolution(baseDirectory: nil)
      .resolve([MediaRequest(source: .dataURI(truncated), owner: "message 7")])
    #expect(media.image(for: .dataURI(truncated)) == nil)
    let warning = try #require(media.warnings.first)
    #expect(warning.contains("message 7") && warning.contains("truncated or corrupt PNG"), "\(warning)")
  }
}
