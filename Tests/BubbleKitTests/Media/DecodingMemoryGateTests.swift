import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// Decodes in flight share a process-wide budget of bytes (issue 24): parallel decodes wait for
/// room instead of allocating past it, and an image that could never fit is a placeholder.
@Suite(.serialized) struct DecodingMemoryGateTests {
  /// `count` distinct 1000 x 1000 PNGs (4 MB decoded each) in a new folder.
  static func bigImages(_ count: Int) throws -> (folder: URL, sources: [MediaSource]) {
    let folder = try TestSupport.temporaryDirectory()
    for index in 0..<count {
      let png = try MediaBudgetTests.png(width: 1000, height: 1000, tag: UInt8(index))
      try Data(png).write(to: folder.appendingPathComponent("\(index).png"))
    }
    return (folder, (0..<count).map { .path("\($0).png") })
  }

  @Test func manyLargeImagesInParallelNeverReserveMoreThanTheBudget() async throws {
    let (folder, sources) = try Self.bigImages(12)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Room for two decodes of 4 MB at once, while the resolve stage runs eight.
    let gate = DecodingMemoryGate(capacity: 10 << 20)
    var resolution = MediaResolution(baseDirectory: folder, cache: DecodedImageCache(capacity: 0))
    resolution.decodingGate = gate
    let media = await resolution.resolve(MediaBudgetTests.requests(sources))
    #expect(media.warnings.isEmpty, "\(media.warnings)")
    #expect(sources.allSatisfy { media.image(for: $0) != nil }, "every image waited for its turn and loaded")
    let peak = await gate.peakReserved
    #expect(peak <= gate.capacity, "reserved \(peak) bytes at once")
    #expect(peak >= 4_000_000, "each decode reserved its bytes")
  }

  @Test func anImageNeedingMoreThanTheWholeBudgetIsAPlaceholderWithAWarning() async throws {
    let (folder, sources) = try Self.bigImages(1)
    defer { try? FileManager.default.removeItem(at: folder) }
    var budget = RenderBudget()
    budget.maxDecodingBytesInFlight = 1 << 20
    let resolution = MediaResolution(baseDirectory: folder, budget: budget)
    let media = await resolution.resolve(MediaBudgetTests.requests(sources))
    #expect(media.image(for: sources[0]) == nil)
    #expect(
      media.warnings == [
        "message m0: 0.png: decoding it needs 4000000 bytes, over the budget of 1 MiB decoded at once; "
          + "drawing a placeholder"
      ])
  }

  @Test func waitersAreServedInTurnAsBytesComeBack() async {
    let gate = DecodingMemoryGate(capacity: 100)
    #expect(await gate.reserve(60))
    #expect(await gate.reserve(101) == false, "more than the capacity never waits")
    async let second = gate.reserve(60)
    async let third = gate.reserve(30)
    // Neither fits beside the first; both get in once it is given back.
    try? await Task.sleep(for: .milliseconds(50))
    await gate.release(60)
    #expect(await second)
    #expect(await third)
    #expect(await gate.peakReserved == 90)
  }
}
