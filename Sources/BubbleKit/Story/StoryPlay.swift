import BubbleCore
import BubbleGraphics

/// One story played into a file: the timeline, then each frame's moment drawn when it changed
/// and handed to the format's writer. A sticker is made to fit its limits: sped up to its
/// longest play, written again at lower qualities until it fits its bytes.
struct StoryPlay {
  let conversation: Conversation
  let story: StoryOptions
  let options: RenderOptions
  let quality: Int?
  let deadline: Deadline
  let progress: ((StoryProgress) -> Void)?
  /// Appends a frame equal to the one before again rather than drawing it (off for benchmarks).
  var reusesFrames = true

  func run(frames: any StoryFrames) throws(RenderError) -> RenderedStory {
    var clock = StoryClock()
    var statistics = StoryStatistics()
    let timeline = try self.timeline()
    statistics.timeline = clock.lap()
    let fps = story.framesPerSecond
    let frameCount = max(1, Int((timeline.duration * Double(fps)).rounded(.up)))
    try checkBudget(frames: frameCount, pixelWidth: frames.pixelWidth, pixelHeight: frames.pixelHeight)
    let settings = AnimationSettings(
      pixelWidth: frames.pixelWidth, pixelHeight: frames.pixelHeight, framesPerSecond: fps,
      transparent: frames.isClear && story.format.keepsAlpha, quality: quality, loops: true,
      audio: story.sound
        ? StorySoundTrack.samples(for: timeline, of: conversation, duration: Double(frameCount) / Double(fps)) : nil)
    let shapedBefore = frames.shapedTextCount
    let rowsBefore = frames.rowsLaidOut
    let bytes: [UInt8]
    if case .sticker = story.framing {
      // A few small frames: kept, to be written again at a lower quality if need be.
      var kept: [(image: RasterImage, ticks: Int)] = []
      try draw(frameCount, of: timeline, with: frames, clock: &clock, statistics: &statistics) { kept.append(($0, $1)) }
      bytes = try fitSticker(kept, settings: settings)
    } else {
      let writer = try RenderError.graphics { () throws(GraphicsError) in try story.format.makeWriter(settings) }
      try draw(frameCount, of: timeline, with: frames, clock: &clock, statistics: &statistics) {
        image, ticks throws(RenderError) in
        try RenderError.graphics { () throws(GraphicsError) in try writer.append(image, ticks: ticks) }
      }
      bytes = try RenderError.graphics { () throws(GraphicsError) in try writer.finish() }
    }
    statistics.encode = clock.encode + clock.lap()
    statistics.textsShaped = frames.shapedTextCount - shapedBefore
    statistics.rowsLaidOut = frames.rowsLaidOut - rowsBefore
    return RenderedStory(
      bytes: bytes, pixelWidth: frames.pixelWidth, pixelHeight: frames.pixelHeight,
      duration: Double(frameCount) / Double(fps), warnings: [], statistics: statistics)
  }

  /// The conversation's timeline; a sticker's sped up to fit its longest play.
  private func timeline() throws(RenderError) -> StoryTimeline {
    let pacing = story.effectivePacing
    let timeline = StoryTimeline(conversation, pacing: pacing)
    guard case .sticker = story.framing, timeline.duration > StoryFraming.telegramStickerSeconds else {
      return timeline
    }
    var faster = pacing
    // A frame's margin under the limit, so the last frame's rounding stays within it.
    faster.speed = pacing.speed * timeline.duration / (StoryFraming.telegramStickerSeconds - 0.05)
    guard StoryPacing.speedRange.contains(faster.speed) else {
      throw .invalidOptions(
        "a Telegram video sticker plays at most 3 s, and this exchange takes \(formatNumber((timeline.duration * 10).rounded() / 10)) s "
          + "at speed \(formatNumber(pacing.speed)) (10 at most): give it fewer messages or shorter timings")
    }
    return StoryTimeline(conversation, pacing: faster)
  }

  private func checkBudget(frames: Int, pixelWidth: Int, pixelHeight: Int) throws(RenderError) {
    guard frames <= options.budget.maxFrames else {
      throw .overBudget(
        BudgetExceeded(
          .frames, "the story needs \(frames) frames, over the budget of \(options.budget.maxFrames) (--max-frames)"))
    }
    try options.budget.checkImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, of: "a story's frame")
  }

  /// Each distinct moment drawn once and handed to `write` with how many frames it lasts.
  private func draw(
    _ frameCount: Int, of timeline: StoryTimeline, with frames: any StoryFrames, clock: inout StoryClock,
    statistics: inout StoryStatistics, write: (RasterImage, Int) throws(RenderError) -> Void
  ) throws(RenderError) {
    var pending: (image: RasterImage, ticks: Int)?
    var previous: StoryMoment?
    for frame in 0..<frameCount {
      let moment = timeline.moment(at: Double(frame) / Double(story.framesPerSecond))
      if reusesFrames, moment == previous, pending != nil {
        pending?.ticks += 1
      } else {
        if let pending {
          try write(pending.image, pending.ticks)
          clock.encode += clock.lap()
        }
        pending = (try frames.image(at: moment, clock: &clock), 1)
        previous = moment
        statistics.framesDrawn += 1
        try deadline.check(during: "drawing frame \(frame + 1) of \(frameCount)")
      }
      progress?(StoryProgress(frame: frame + 1, frames: frameCount))
    }
    if let pending { try write(pending.image, pending.ticks) }
    statistics.frames = frameCount
    statistics.layout = clock.layout
    statistics.draw = clock.draw
  }

  /// A sticker written again at lower qualities until it fits Telegram's bytes.
  private func fitSticker(_ frames: [(image: RasterImage, ticks: Int)], settings: AnimationSettings)
    throws(RenderError) -> [UInt8]
  {
    var tried = settings
    var bytes: [UInt8] = []
    for quality in [settings.quality ?? 80, 60, 45, 30, 15, 0] {
      tried.quality = quality
      bytes = try write(frames, settings: tried)
      if bytes.count <= StoryFraming.telegramStickerBytes { return bytes }
      try deadline.check(during: "fitting the sticker in 256 KB")
    }
    throw .invalidOptions(
      "the sticker takes \(bytes.count / 1024) KB even at the lowest quality, over Telegram's 256 KB: "
        + "give it fewer messages or a smaller side")
  }

  private func write(_ frames: [(image: RasterImage, ticks: Int)], settings: AnimationSettings) throws(RenderError)
    -> [UInt8]
  {
    try RenderError.graphics { () throws(GraphicsError) in
      let writer = try story.format.makeWriter(settings)
      for frame in frames { try writer.append(frame.image, ticks: frame.ticks) }
      return try writer.finish()
    }
  }
}
