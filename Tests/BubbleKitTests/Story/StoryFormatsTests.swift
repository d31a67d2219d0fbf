import Foundation
import LoopbackSockets
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// A story of the corpus in every format, read back by tools of their own (ffprobe, ffmpeg,
/// Pillow): the size, frame rate and duration expected, frames that are the moments drawn, and
/// the same bytes for the same request.
@Suite struct StoryFormatsTests {
  static let fps = 5
  /// Fast and at 5 fps: 70 frames, cheap beside the other suites, and every step still shows.
  static let speed = 2.0
  static let screen = ScreenOptions(size: Size(width: 390, height: 844))

  static var pacing: StoryPacing {
    var pacing = StoryPacing()
    pacing.speed = speed
    return pacing
  }

  private static func request(_ format: AnimationFormat, framing: StoryFraming = .screen(screen)) -> RenderRequest {
    TestSupport.patient(
      RenderRequest(
        job: .animate(StoryOptions(framing: framing, pacing: pacing, framesPerSecond: fps, format: format)),
        theme: .default,
        style: RenderStyle(scale: 1)))
  }

  private static func render(_ request: RenderRequest, sample: String = "direct-basics") async throws -> [UInt8] {
    try await render(
      request, input: RenderInput(try TestSupport.corpusConversation(sample), baseDirectory: TestSupport.corpus))
  }

  /// On a thread of its own: a story draws for seconds without a pause, which on Swift's
  /// cooperative pool (two threads here) would starve the other suites' tasks past their budgets.
  static func render(_ request: RenderRequest, input: RenderInput) async throws -> [UInt8] {
    try await withTaskExecutorPreference(DedicatedExecutor()) {
      var images = try await Pipeline().render(request, input: input)
      return try #require(try images.next())
    }
  }

  private static func file(_ bytes: [UInt8], _ format: AnimationFormat) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "story-\(UUID().uuidString).\(format.preferredExtension)")
    try Data(bytes).write(to: url)
    return url
  }

  /// The story's timeline at these settings: its frame count.
  private static func frameCount() throws -> Int {
    let timeline = StoryTimeline(try TestSupport.corpusConversation("direct-basics"), pacing: pacing)
    return Int((timeline.duration * Double(fps)).rounded(.up))
  }

  @Test(arguments: ["mp4", "webm", "gif", "apng"])
  func ffprobeReadsTheSizeRateAndDuration(name: String) async throws {
    let format = try #require(AnimationFormat.named(name))
    let url = try Self.file(try await Self.render(Self.request(format)), format)
    defer { try? FileManager.default.removeItem(at: url) }
    let probe = try AnimatedImageReaders.ffprobe(url)
    let stream = try #require(probe.streams.first)
    #expect(stream.codecName == ["mp4": "h264", "webm": "vp9", "gif": "gif", "apng": "apng"][name])
    #expect(stream.width == 390 && stream.height == 844)
    let seconds = Double(try Self.frameCount()) / Double(Self.fps)
    // ffprobe gives an APNG no duration: Pillow adds up its frames' delays.
    let duration =
      try name == "apng"
      ? AnimatedImageReaders.pillow(url, frame: 0, points: []).totalMilliseconds / 1000
      : #require(probe.format.duration.flatMap(Double.init))
    #expect(abs(duration - seconds) <= 0.21, "\(name) plays \(duration) s, not \(seconds) s")
    if name == "mp4" || name == "webm" {
      #expect(stream.frameRate == "5/1")
      #expect(stream.readFrames == String(try Self.frameCount()))
    }
  }

  @Test func pillowReadsTheAnimatedWebP() async throws {
    let url = try Self.file(try await Self.render(Self.request(.webp)), .webp)
    defer { try? FileManager.default.removeItem(at: url) }
    let reading = try AnimatedImageReaders.pillow(url, frame: 0, points: [(0, 0)])
    #expect(reading.format == "WEBP" && reading.width == 390 && reading.height == 844)
    let milliseconds = Double(try Self.frameCount()) * 200
    #expect(abs(reading.totalMilliseconds - milliseconds) < 1, "\(reading.totalMilliseconds) ms, not \(milliseconds)")
    #expect(reading.frames > 5)
  }

  @Test(arguments: ["mp4", "webm", "webp", "gif", "apng"])
  func theSameRequestGivesTheSameBytes(name: String) async throws {
    let request = Self.request(try #require(AnimationFormat.named(name)))
    let first = try await Self.render(request)
    let second = try await Self.render(request)
    #expect(Data(first) == Data(second), "\(name): two renders of one request differ")
  }

  @Test func aTelegramVideoStickerPassesItsLimits() async throws {
    let exchange = try TestSupport.conversation(
      """
      { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "bo", "name": "Bo" }],
        "messages": [
          { "id": "1", "from": "bo", "text": "Pizza tonight? 🍕" },
          { "id": "2", "from": "me", "text": "Always", "status": "read" },
          { "id": "3", "from": "bo", "text": "See you at 8 then" }
        ] }
      """)
    var request = Self.request(.webm, framing: .sticker(side: 512))
    if case .animate(var story) = request.job {
      story.framesPerSecond = 30
      request.job = .animate(story)
    }
    let bytes = try await Self.render(request, input: RenderInput(exchange))
    #expect(bytes.count <= 256 * 1024)
    let url = try Self.file(bytes, .webm)
    defer { try? FileManager.default.removeItem(at: url) }
    let probe = try AnimatedImageReaders.ffprobe(url)
    let stream = try #require(probe.streams.first)
    #expect(stream.codecName == "vp9")
    #expect(stream.width == 512 && stream.height <= 512)
    #expect(stream.frameRate == "30/1")
    #expect(try #require(probe.format.duration.flatMap(Double.init)) <= 3)
  }
}
