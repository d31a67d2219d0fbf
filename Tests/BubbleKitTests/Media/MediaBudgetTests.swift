import BubbleGraphics
import BubbleKit
import BubbleRemoteMedia
import Foundation
import LoopbackSockets
import Testing

/// The resolve stage's budgets (images per render, decoded pixels) and its economy: a source
/// is loaded once, bytes are decoded once, and a big image is decoded near the size it is drawn.
@Suite struct MediaBudgetTests {
  static func requests(_ sources: [MediaSource]) -> [MediaRequest] {
    sources.enumerated().map { MediaRequest(source: $1, owner: "message m\($0)") }
  }

  /// A uniform `width` x `height` PNG; `tag` changes its bytes (not its pixels) so that copies
  /// are distinct content.
  static func png(width: Int, height: Int, tag: UInt8 = 0) throws -> [UInt8] {
    let pixels = [UInt32](repeating: 0xff33_6699, count: width * height)
    return try #require(RasterImage.fromARGB(pixels, width: width, height: height)).pngData() + [tag]
  }

  @Test func imagesBeyondTheBudgetAreOnePlaceholderWarning() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<4 {
      try Data(try Self.png(width: 4, height: 4, tag: UInt8(index))).write(
        to: folder.appendingPathComponent("\(index).png"))
    }
    var budget = RenderBudget()
    budget.maxImages = 2
    let sources = (0..<4).map { MediaSource.path("\($0).png") }
    // The first source twice: it counts once.
    let requests = Self.requests([sources[0], sources[0]] + sources.dropFirst())
    let resolution = MediaResolution(baseDirectory: folder, budget: budget)
    for media in [await resolution.resolve(requests), resolution.resolveLocally(requests)] {
      #expect(sources.map { media.image(for: $0) != nil } == [true, true, false, false])
      #expect(
        media.warnings == [
          "2 images over the budget of 2 images per render (the first: message m3: 2.png); drawing placeholders"
        ])
      #expect(media.problem(for: sources[3])?.isOverBudget == true)
    }
  }

  @Test func decodedPixelsAreSpentInTheConversationsOrderWhateverLoadsFirst() async throws {
    // Three images of the same size; the budget holds two. The first is remote and slow, so
    // the two local ones finish first: they must still not take its share.
    let server = try LoopbackHTTPServer(body: RemoteMediaTests.avatar, delay: 0.3)
    defer { server.stop() }
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let avatar = try #require(try? ImageDecoder.decode(RemoteMediaTests.avatar).get())
    for name in ["a.png", "b.png"] {
      try Data(RemoteMediaTests.avatar + Array(name.utf8)).write(to: folder.appendingPathComponent(name))
    }
    var budget = RenderBudget()
    budget.maxDecodedPixels = 2 * avatar.width * avatar.height
    let sources: [MediaSource] = [.url(server.url("slow.png")), .path("a.png"), .path("b.png")]
    let media = await HTTPMediaFetcher.withFetcher(policy: RemoteMediaTests.loopback) { fetcher in
      await MediaResolution(baseDirectory: folder, remote: fetcher, budget: budget).resolve(Self.requests(sources))
    }
    #expect(sources.map { media.image(for: $0) != nil } == [true, true, false])
    #expect(media.warnings.count == 1)
    #expect(media.warnings.first?.contains("1 image over the budget of") == true, "\(media.warnings)")
    // A smaller image after a refused one still fits.
    budget.maxDecodedPixels = avatar.width * avatar.height + 16
    try Data(try Self.png(width: 4, height: 4)).write(to: folder.appendingPathComponent("small.png"))
    let local: [MediaSource] = [.path("a.png"), .path("b.png"), .path("small.png")]
    let fitting = MediaResolution(baseDirectory: folder, budget: budget).resolveLocally(Self.requests(local))
    #expect(local.map { fitting.image(for: $0) != nil } == [true, false, true])
  }

  @Test func oneBigImageUsedEverywhereIsDecodedOnceAndKeptAtTheSizeDrawn() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Larger than twice the decoded short side on both sides: averaged down while decoding.
    let big = Data(try Self.png(width: 3000, height: 2500))
    try big.write(to: folder.appendingPathComponent("big.png"))
    try big.write(to: folder.appendingPathComponent("same-bytes.png"))
    let messages = (0..<100).map { index in
      let file = index.isMultiple(of: 2) ? "big.png" : "same-bytes.png"
      return #"{ "id": "m\#(index)", "from": "ann", "media": { "type": "image", "src": "\#(file)" } }"#
    }
    let conversation = try TestSupport.conversation(
      #"{ "participants": [{ "id": "ann" }], "messages": [\#(messages.joined(separator: ","))] }"#)
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let options = TestSupport.patient(RenderOptions(scale: 1))
    let result = try await renderer.render(conversation, options: options, baseDirectory: folder)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    // Two sources, one content: decoded once.
    #expect(result.statistics.imagesDecoded == 1)
    let media = await renderer.mediaResolution(baseDirectory: folder)
      .resolve(renderer.mediaRequests(for: conversation, options: options))
    let image = try #require(media.image(for: .path("big.png")))
    #expect(image === media.image(for: .path("same-bytes.png")))
    #expect(image.width == 1440 && image.height == 1200, "decoded at the decoded short side: \(image.width)")
  }

  @Test func theDecodedSizeFollowsTheJPEGScale() throws {
    let sunset = try ImageFixtures.media("sunset.jpg")
    #expect(ImageDecoder.decodedSize(of: sunset).map { [$0.width, $0.height] } == [1280, 960])
    let quarter = ImageDecoder.decodedSize(of: sunset, targetSize: (320, 240))
    #expect(quarter.map { [$0.width, $0.height] } == [320, 240])
    let decoded = try ImageFixtures.decoded(sunset, targetSize: (320, 240))
    #expect(decoded.width == 320 && decoded.height == 240, "what decoding allocates")
    #expect(ImageDecoder.decodedSize(of: Array("not an image".utf8)) == nil)
  }
}
