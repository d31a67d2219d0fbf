import Foundation
import LoopbackSockets
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// A story's frames: one per tick, drawn only when the moment changed, each text shaped once.
@Suite struct StoryRenderTests {
  /// Keeps what a writer is given: the frames and their ticks.
  final class KeptFrames: AnimationWriting, @unchecked Sendable {
    var frames: [(image: RasterImage, ticks: Int)] = []
    func append(_ frame: RasterImage, ticks: Int) throws(GraphicsError) { frames.append((frame, ticks)) }
    func finish() throws(GraphicsError) -> [UInt8] { Array("\(frames.count)".utf8) }
  }

  /// A format whose writer is `kept` (each test its own).
  static func keeping(in kept: KeptFrames) -> AnimationFormat {
    AnimationFormat(name: "kept", extensions: ["kept"], mediaType: "application/octet-stream") {
      _ throws(GraphicsError) in kept
    }
  }

  /// One pixel a point: cheap beside the other suites.
  static var options: RenderOptions {
    var options = TestSupport.patientOptions()
    options.scale = 1
    return options
  }

  private func play(
    _ sample: String, framing: StoryFraming, fonts: FontSystem? = nil, fps: Int = 5
  ) async throws -> (RenderedStory, KeptFrames) {
    let theme = try TestSupport.defaultTheme()
    let font = try fonts ?? FontSystem(theme: theme)
    let renderer = StoryRenderer(
      screens: ScreenRenderer(theme: theme, registry: .standard, fonts: font),
      pages: ConversationRenderer(theme: theme, registry: .standard, fonts: font))
    let kept = KeptFrames()
    let conversation = try TestSupport.corpusConversation(sample)
    // A thread of its own (`StoryFormatsTests.render`).
    let story = try await withTaskExecutorPreference(DedicatedExecutor()) {
      try await renderer.render(
        conversation, story: StoryOptions(framing: framing, framesPerSecond: fps, format: Self.keeping(in: kept)),
        options: Self.options, baseDirectory: TestSupport.corpus)
    }
    // BUBBLES_STORY_FRAMES=dir writes each drawn frame as PNG, to look at.
    if let folder = ProcessInfo.processInfo.environment["BUBBLES_STORY_FRAMES"] {
      for (index, frame) in kept.frames.enumerated() {
        let name = "\(sample)-\(framing.isScreen ? "screen" : "page")-\(index).png"
        try Data(try frame.image.pngData(level: 1)).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
      }
    }
    return (story, kept)
  }

  @Test func everyTickIsAFrameAndStillMomentsAreDrawnOnce() async throws {
    let (story, kept) = try await play("direct-basics", framing: .screen(ScreenOptions()))
    let ticks = kept.frames.map(\.ticks).reduce(0, +)
    #expect(ticks == story.statistics.frames)
    #expect(abs(Double(ticks) / 5 - story.duration) < 1e-9)
    #expect(story.statistics.framesDrawn == kept.frames.count)
    #expect(story.statistics.framesReused > story.statistics.frames / 4)
    #expect(kept.frames.allSatisfy { $0.image.width == 390 && $0.image.height == 844 })
  }

  @Test(arguments: ["direct-basics", "group-rich-text"])
  func aStoryShapesEachTextOnce(sample: String) async throws {
    let fonts = try FontSystem(theme: try TestSupport.defaultTheme())
    fonts.recordsShapedTexts = true
    _ = try await play(sample, framing: .screen(ScreenOptions()), fonts: fonts)
    var counts: [ShapedText: Int] = [:]
    for shaped in fonts.shapedTexts { counts[shaped, default: 0] += 1 }
    let twice = counts.filter { $0.value > 1 }.map { "\($0.key) x\($0.value)" }
    #expect(twice.isEmpty, "shaped twice: \(twice)")
  }

  @Test func aPageStoryGrowsToTheWholeChat() async throws {
    let (story, kept) = try await play("direct-basics", framing: .page)
    #expect(story.pixelWidth == 390)
    #expect(kept.frames.count > 5)
  }
}
