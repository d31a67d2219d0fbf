import BubbleKit
import BubbleSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// `Diffing.bubblePNG`: what matches, what does not, and what a failure shows.
@Suite struct PNGDiffingTests {
  static let chat = """
    { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann Lee" }],
      "messages": [
        { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "Is the snapshot stable?" },
        { "id": "2", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "read", "text": "Pixel for pixel" }
      ] }
    """

  /// The chat rendered at scale 1 (390 px wide).
  static func renderedPNG() async throws -> [UInt8] {
    let result = try await TestSupport.render(
      try TestSupport.conversation(chat), options: TestSupport.patientOptions(scale: 1))
    return result.pages[0].png
  }

  /// `png` with the pixels `change` returns a new value for replaced.
  static func edited(_ png: [UInt8], _ change: (_ x: Int, _ y: Int, _ pixel: UInt32) -> UInt32?) throws -> [UInt8] {
    let image = try #require(RasterImage.decodePNG(png))
    var pixels = image.argbPixels()
    for y in 0..<image.height {
      for x in 0..<image.width {
        if let new = change(x, y, pixels[y * image.width + x]) { pixels[y * image.width + x] = new }
      }
    }
    return try #require(RasterImage.fromARGB(pixels, width: image.width, height: image.height)).pngData()
  }

  /// Every pixel of column 200 in blue, for the whole height.
  static func columnChanged(_ png: [UInt8]) throws -> [UInt8] {
    try edited(png) { x, _, _ in x == 200 ? 0xFF00_00FF : nil }
  }

  static func size(_ png: [UInt8]) throws -> (width: Int, height: Int) {
    let image = try #require(RasterImage.decodePNG(png))
    return (image.width, image.height)
  }

  @Test func equalImagesPass() async throws {
    let png = try await Self.renderedPNG()
    let diffing = Diffing<Data>.bubblePNG(channelTolerance: 0, maxDifferingShare: 0)
    #expect(diffing.diffV2(Data(png), Data(png)) == nil)
    // The same pixels encoded differently (other bytes) are equal too.
    let reencoded = try Self.edited(png) { _, _, _ in nil }
    #expect(reencoded != png)
    #expect(diffing.diffV2(Data(png), Data(reencoded)) == nil)
  }

  @Test func aOnePixelColumnIsCaughtBoxedAndMarkedInTheDiffImage() async throws {
    let png = try await Self.renderedPNG()
    let (width, height) = try Self.size(png)
    let changed = try Self.columnChanged(png)
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let diffing = Diffing<Data>.bubblePNG(artifactsDirectory: folder, artifactName: "column")

    let (message, attachments) = try #require(diffing.diffV2(Data(png), Data(changed)))
    #expect(message.contains("\(height) of \(width * height) pixels differ"), "\(message)")
    #expect(message.contains("within x=200 y=0 w=1 h=\(height)"), "\(message)")
    let diffURL = folder.appendingPathComponent("column.diff.png")
    #expect(message.contains("Diff:   \(diffURL.path)"), "\(message)")
    #expect(attachments.count == 1)

    // Only the diff image: the actual one is swift-snapshot-testing's to write. It is red on
    // that column only.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["column.diff.png"])
    let diff = try #require(RasterImage.decodePNG([UInt8](try Data(contentsOf: diffURL))))
    #expect(diff.width == width && diff.height == height)
    let pixels = diff.argbPixels()
    for y in 0..<height {
      for x in 0..<width {
        let isRed = pixels[y * width + x] == 0xFFFF_0000
        if isRed != (x == 200) {
          Issue.record("diff pixel (\(x), \(y)) is \(String(pixels[y * width + x], radix: 16))")
          return
        }
      }
    }
  }

  @Test func channelToleranceAbsorbsSmallDifferences() async throws {
    let png = try await Self.renderedPNG()
    // Every blue channel one or two steps away from the reference (premultiplied, so stay below alpha).
    let nudged = try Self.edited(png) { x, _, pixel in
      let blue = pixel & 0xFF
      let step = UInt32(1 + x % 2)
      return blue >= step ? pixel - step : pixel + step
    }
    #expect(Diffing<Data>.bubblePNG(channelTolerance: 2).diffV2(Data(png), Data(nudged)) == nil)
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let strict = Diffing<Data>.bubblePNG(channelTolerance: 1, artifactsDirectory: folder)
    let (message, _) = try #require(strict.diffV2(Data(png), Data(nudged)))
    #expect(message.contains("channel tolerance 1"), "\(message)")
  }

  @Test func maxDifferingShareAllowsThatManyPixels() async throws {
    let png = try await Self.renderedPNG()
    let (width, height) = try Self.size(png)
    let changed = try Self.columnChanged(png)
    let share = Double(height) / Double(width * height)  // one column: 1 / width
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let generous = Diffing<Data>.bubblePNG(maxDifferingShare: share * 1.01, artifactsDirectory: folder)
    #expect(generous.diffV2(Data(png), Data(changed)) == nil)
    let tight = Diffing<Data>.bubblePNG(maxDifferingShare: share * 0.99, artifactsDirectory: folder)
    #expect(tight.diffV2(Data(png), Data(changed)) != nil)
  }

  @Test func differentSizesFailWithBothSizes() async throws {
    let png = try await Self.renderedPNG()
    let (width, height) = try Self.size(png)
    let wider = try await TestSupport.render(
      try TestSupport.conversation(Self.chat), options: TestSupport.patient(RenderOptions(width: 400, scale: 1))
    ).pages[0].png
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (message, _) = try #require(
      Diffing<Data>.bubblePNG(artifactsDirectory: folder, artifactName: "sizes").diffV2(Data(png), Data(wider)))
    #expect(message.contains("image sizes differ: reference \(width) x \(height) px, snapshot 400 x"), "\(message)")
    // No diff image for images of different sizes.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func unreadableDataAndFailedRendersAreReported() async throws {
    let png = try await Self.renderedPNG()
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let diffing = Diffing<Data>.bubblePNG(artifactsDirectory: folder)
    let garbage = Data("not a png".utf8)
    let (reference, _) = try #require(diffing.diffV2(garbage, Data(png)))
    #expect(reference.contains("the reference is not a readable PNG"), "\(reference)")

    // A strategy whose theme cannot load yields a snapshot that never matches, and says why.
    let strategy = Snapshotting<Conversation, Data>.bubblePNG(theme: "no-such-theme", artifactsDirectory: folder)
    let conversation = try TestSupport.conversation(Self.chat)
    var snapshot: Data?
    strategy.snapshot(conversation).run { snapshot = $0 }
    let failed = try #require(snapshot)
    let (message, _) = try #require(strategy.diffing.diffV2(failed, failed))
    #expect(message.contains("the render failed") && message.contains("no-such-theme"), "\(message)")
  }
}
