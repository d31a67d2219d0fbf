import BubbleGraphics
import BubbleKit
import BubbleRemoteMedia
import Foundation
import LoopbackSockets
import Testing

/// The resolve stage before layout: concurrent loading, the decoded-image cache, and a
/// layout that reads media only from what was resolved.
@Suite struct ResolveStageTests {
  /// An album-free chat with one photo message per URL, in order.
  static func photos(_ urls: [String]) throws -> Conversation {
    let messages = urls.enumerated().map { index, url in
      #"{ "id": "p\#(index + 1)", "from": "ann", "media": { "type": "image", "src": "\#(url)" } }"#
    }
    return try TestSupport.conversation(
      #"{ "participants": [{ "id": "ann" }], "messages": [\#(messages.joined(separator: ","))] }"#)
  }

  @Test func remoteImagesLoadConcurrently() async throws {
    let delay = 0.3
    let server = try LoopbackHTTPServer(body: RemoteMediaTests.avatar, delay: delay)
    defer { server.stop() }
    let conversation = try Self.photos((1...20).map { server.url("photo-\($0).png") })
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let options = TestSupport.patient(RenderOptions(scale: 1))
    let requests = renderer.mediaRequests(for: conversation, options: options)
    // The resolve stage is timed alone, on a thread of its own: drawing is CPU work, and the
    // other suites running in parallel on two cores would slow it, or the timer's thread, by any amount.
    let (media, elapsed) = await withTaskExecutorPreference(DedicatedExecutor()) {
      await HTTPMediaFetcher.withFetcher(policy: RemoteMediaTests.loopback) { fetcher in
        let start = ContinuousClock.now
        let media = await MediaResolution(baseDirectory: nil, remote: fetcher, cache: renderer.imageCache)
          .resolve(requests)
        return (media, ContinuousClock.now - start)
      }
    }
    // The time is the figure in docs/performance.md, printed, not asserted (the machine is
    // noisy); what makes it short is asserted: the requests overlap, each held for the delay.
    let sum = Duration.seconds(delay * 20)
    print("20 remote images, \(delay) s each: resolved in \(elapsed) (one after another: \(sum))")
    #expect(server.mostConcurrentRequests >= 6, "at most \(server.mostConcurrentRequests) requests at once")
    let result = try renderer.render(conversation, options: options, media: media)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  @Test func aSecondRenderDecodesNoImage() async throws {
    let conversation = try TestSupport.corpusConversation("media-gallery")
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let first = try await renderer.render(
      conversation, options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
    let decoded = renderer.imageCache.decodeCount
    #expect(decoded > 0)
    let second = try await renderer.render(
      conversation, options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
    #expect(renderer.imageCache.decodeCount == decoded)
    #expect(second.pages.map(\.png) == first.pages.map(\.png))
    #expect(second.warnings == first.warnings)
  }

  @Test func renderersShareOneCache() async throws {
    let cache = DecodedImageCache()
    let conversation = try TestSupport.corpusConversation("media-gallery")
    let light = try ConversationRenderer(theme: try ThemeLoader.load("telegram"), imageCache: cache)
    let dark = try ConversationRenderer(theme: try ThemeLoader.load("telegram-dark"), imageCache: cache)
    _ = try await light.render(conversation, options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
    let decoded = cache.decodeCount
    _ = try await dark.render(conversation, options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
    #expect(cache.decodeCount == decoded)
  }

  @Test func theCacheEvictsLeastRecentlyUsedImagesBeyondItsBudget() throws {
    let png = RemoteMediaTests.avatar
    let image = try #require(try? ImageDecoder.decode(png).get())
    // Room for two decoded copies of this image, not three.
    let cache = DecodedImageCache(capacity: 2 * (image.byteCount + png.count + 1))
    let variants = (0..<3).map { png + [UInt8($0)] }  // trailing bytes: other content, same pixels
    for bytes in variants { _ = cache.outcome(for: bytes) { _ in .success(image) } }
    #expect(cache.decodeCount == 3)
    #expect(cache.heldBytes <= cache.capacity)
    _ = cache.outcome(for: variants[2]) { _ in .success(image) }
    #expect(cache.decodeCount == 3, "the newest stays")
    _ = cache.outcome(for: variants[0]) { _ in .success(image) }
    #expect(cache.decodeCount == 4, "the oldest went")
  }

  @Test func layoutReadsInMemoryMediaWithoutAFolder() throws {
    let conversation = try Self.photos(["photos/wide.png", "photos/missing.png"])
    let wide = try #require(
      RasterImage.fromARGB([UInt32](repeating: 0xff33_6699, count: 300 * 100), width: 300, height: 100))
    let media = ResolvedMedia(images: [.path("photos/wide.png"): wide])
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let layout = renderer.layout(conversation, media: media)
    let images = layout.rows.flatMap(\.row.parts).filter { $0.kind == "image" }.map(\.frame.size)
    #expect(images.count == 2)
    #expect(abs(images[0].width / images[0].height - 3) < 0.05, "sized from the in-memory image: \(images[0])")
    // The missing source draws a placeholder; nothing is loaded or warned while drawing.
    let result = try renderer.render(conversation, media: media)
    #expect(result.warnings.isEmpty)
    #expect(result.pages.count == 1)
  }

  @Test func warningsFollowTheConversationNotTheLoads() async throws {
    let slow = try LoopbackHTTPServer(status: 404, body: [], delay: 0.3)
    defer { slow.stop() }
    let conversation = try Self.photos([slow.url("first.png"), "second.png", "data:image/png;base64,AAAA"])
    let result = try await HTTPMediaFetcher.withFetcher(policy: RemoteMediaTests.loopback) { fetcher in
      try await TestSupport.render(conversation, baseDirectory: TestSupport.corpus, remote: fetcher)
    }
    #expect(result.warnings.map { String($0.prefix(10)) } == ["message p1", "message p2", "message p3"])
    #expect(result.warnings[1] == "message p2: second.png: file not found; drawing a placeholder")
  }
}
