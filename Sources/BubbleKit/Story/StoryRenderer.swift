import BubbleCore
import BubbleGraphics
import Foundation

/// A chat story as one file: the timeline, the frames and the format's writer.
public struct RenderedStory: Sendable {
  public var bytes: [UInt8]
  public var pixelWidth: Int
  public var pixelHeight: Int
  /// Seconds of play: frames / fps.
  public var duration: Double
  public var warnings: [String]
  public var statistics: StoryStatistics
}

/// How far a story's frames have come, for a progress line.
public struct StoryProgress: Sendable {
  public var frame: Int
  public var frames: Int
}

/// Plays a conversation: its timeline (`StoryTimeline`), each frame the layout of its moment
/// (drawn only when the moment changed; rows and texts reused from earlier moments), written
/// frame by frame by the format's writer. Not thread-safe, like the renderers it holds.
public final class StoryRenderer {
  let screens: ScreenRenderer
  let pages: ConversationRenderer

  public convenience init(
    theme: Theme, registry: ContentNodeRegistry = .standard, imageCache: DecodedImageCache = DecodedImageCache()
  ) throws(GraphicsError) {
    self.init(
      screens: try ScreenRenderer(theme: theme, registry: registry, imageCache: imageCache),
      pages: try ConversationRenderer(theme: theme, registry: registry, imageCache: imageCache, stripCacheBytes: 0))
  }

  init(screens: ScreenRenderer, pages: ConversationRenderer) {
    self.screens = screens
    self.pages = pages
  }

  public var theme: Theme { pages.theme }

  /// For benchmarks only (docs/performance.md): every frame drawn, each by new renderers with
  /// empty caches, as a renderer of one image at a time would.
  public var drawsFromScratch = false

  /// Resolves the media once, then draws and writes every frame. `quality` is the format's
  /// (`nil` for its default); `progress` hears of each frame.
  nonisolated(nonsending) public func render(
    _ conversation: Conversation, story: StoryOptions, options: RenderOptions = RenderOptions(), quality: Int? = nil,
    baseDirectory: URL? = nil, remote: (any RemoteMediaFetching)? = nil,
    progress: ((StoryProgress) -> Void)? = nil
  ) async throws(RenderError) -> RenderedStory {
    let renderer = story.framing.isScreen ? screens.conversations : pages
    return try await renderer.stages(baseDirectory: baseDirectory, remote: remote, budget: options.budget).run(
      DrawingJob(
        check: { () throws(RenderError) in try self.check(story, options: options) },
        present: { conversation }, mediaRequests: { self.mediaRequests($0, story: story, options: options) },
        draw: { conversation, media, deadline, _ throws(RenderError) in
          let play = StoryPlay(
            conversation: conversation, story: story, options: options, quality: quality, deadline: deadline,
            progress: progress, reusesFrames: !self.drawsFromScratch)
          let frames = self.frames(conversation, story: story, options: options, media: media)
          return try play.run(frames: self.drawsFromScratch ? FromScratchFrames(frames) { self.fresh() } : frames)
            .with(warnings: media.warnings)
        }))
  }

  /// A renderer of the same theme with nothing cached, for `drawsFromScratch`.
  private func fresh() -> StoryRenderer {
    (try? StoryRenderer(theme: theme, registry: pages.registry)) ?? self
  }

  private func check(_ story: StoryOptions, options: RenderOptions) throws(RenderError) {
    try options.checkRanges()
    let problems = story.problems().map(\.1)
    guard problems.isEmpty else { throw .invalidOptions(problems.joined(separator: "; ")) }
    if case .screen(let screen) = story.framing { try screen.checkRanges() }
  }

  private func mediaRequests(_ conversation: Conversation, story: StoryOptions, options: RenderOptions)
    -> [MediaRequest]
  {
    if case .screen(let screen) = story.framing {
      return screens.mediaRequests(screens.present(conversation, screen: screen, options: options))
    }
    return MediaRequest.conversation(pages.present(conversation, options: options))
  }

  private func frames(_ conversation: Conversation, story: StoryOptions, options: RenderOptions, media: ResolvedMedia)
    -> any StoryFrames
  {
    let stage = StoryStage(conversation, typing: pages.styles.style(for: TypingKind.self))
    switch story.framing {
    case .screen(let screen):
      return ScreenStoryFrames(renderer: screens, stage: stage, screen: screen, options: options, media: media)
    case .page:
      return PageStoryFrames(renderer: pages, stage: stage, options: options, media: media, stickerSide: nil)
    case .sticker(let side):
      return PageStoryFrames(renderer: pages, stage: stage, options: options, media: media, stickerSide: side)
    }
  }
}

extension StoryFraming {
  var isScreen: Bool {
    if case .screen = self { return true }
    return false
  }
}

extension RenderedStory {
  func with(warnings: [String]) -> RenderedStory {
    var story = self
    story.warnings = warnings
    return story
  }
}
