import ArgumentParser
import BubbleKit
import Foundation

/// `bubbles animate`: the conversation playing, as a video or an animated image.
struct AnimateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animate",
    abstract: "Render a conversation as a chat story: a video or an animated image of it playing.",
    discussion: HelpText.unwrapped(
      """
      Messages appear one by one: the others are "typing..." first, your own are typed in the
      input bar with the keyboard up, the list scrolls, ticks turn and reactions pop in. How
      long each step takes comes from reading and typing speeds, or from a message's own
      "timing" (docs/conversation-format.md). Formats: \(AnimationFormat.names).

      MP4 is H.264 from your FFmpeg's libx264 (GPL), found when the story is written; WebM
      (VP9) needs no such encoder. See README "Chat stories".

      Examples:
        bubbles animate Examples/corpus/direct-basics.json -o story.mp4
        bubbles animate chat.json -o story.webm --screen 1:1 --theme whatsapp --speed 1.5
        bubbles animate chat.json -o chat.gif --page --fps 15
        bubbles animate exchange.json -o sticker.webm --sticker telegram-video
      """))

  @Argument(help: "The conversation JSON file, an export (file or folder), or - for standard input.")
  var input: String

  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp(
      "The file to write (its extension picks the format), or - for standard output.", valueName: "file"))
  var output: String

  @Option(
    help: ArgumentHelp("The format: \(AnimationFormat.names) (default: the extension of -o).", valueName: "format"))
  var format: String?

  @Option(help: ArgumentHelp("The lossy formats' quality, 0 to 100 (default: each format's).", valueName: "n"))
  var quality: Int?

  @Option(help: ArgumentHelp("The video's size: \(StoryScreenSize.help).", valueName: "size"))
  var screen: String = "9:16"

  @Flag(
    help: "The chat growing on its background (--width points wide, as tall as the chat) instead of a phone screen.")
  var page = false

  @Option(help: "With --page: the width in points (200 to 2000).")
  var width: Double = 390

  @Option(help: "A Telegram video sticker of a short exchange: WebM VP9, 512 px, at most 3 s and 256 KB.")
  var sticker: VideoStickerPlatform?

  @Option(help: "Frames a second, 1 to 60.")
  var fps: Int = 30

  @Flag(help: "Our own send and receive sounds under the video (mp4, webm).")
  var sound = false

  @Flag(help: "Print the frames drawn and reused and each stage's time.")
  var stats = false

  /// docs/performance.md's comparison: every frame drawn by new renderers, nothing reused.
  @Flag(help: .hidden)
  var fromScratch = false

  @OptionGroup var pacing: PacingOptions

  @OptionGroup var style: StyleOptions

  @OptionGroup(title: "Exports") var importing: ImportOptionGroup

  @OptionGroup var quiet: QuietOption

  @OptionGroup var remoteMedia: RemoteMediaOption

  @OptionGroup(title: "Budgets") var inputBudget: InputBudgetOptions

  @OptionGroup(title: "Budgets") var renderBudget: RenderBudgetOptions

  @Option(
    help: ArgumentHelp(
      "Most frames in the story (\(RenderBudget.default.maxFrames) is ten minutes at 30 fps).", valueName: "count"))
  var maxFrames = RenderBudget.default.maxFrames

  func validate() throws {
    guard animationFormat != nil else {
      throw ValidationError(
        "cannot tell the format of \(output); name it with --format (\(AnimationFormat.names)) or end -o with one")
    }
    if !page, sticker == nil, StoryScreenSize(parsing: screen) == nil { throw StoryScreenSize.invalid(screen) }
    try BudgetRange.check("--max-frames", maxFrames, 1...1_000_000)
    if let problem = try request().problems(spelling: .options).first { throw ValidationError(problem.message) }
    if output == "-", let format = animationFormat {
      try StandardOutput.refuseAnimationOnTerminal(format: format)
    }
  }

  private var animationFormat: AnimationFormat? {
    if sticker != nil, format == nil { return AnimationFormat.named("webm") }
    if let format { return AnimationFormat.named(format) }
    return OutputPath.fileExtension(of: output).flatMap(AnimationFormat.forExtension)
  }

  /// What the options ask for: the story in the theme, style and format given.
  private func request(budget: RenderBudget = .default) throws -> RenderRequest {
    guard let format = animationFormat else { throw ValidationError("no format") }
    var renderStyle = style.renderStyle(width: page ? width : 390)
    let framing: StoryFraming
    if sticker != nil {
      framing = .sticker(side: StoryFraming.telegramStickerSide)
    } else if page {
      framing = .page
    } else {
      let screen = StoryScreenSize(parsing: screen)?.screen ?? (Size(width: 360, height: 640), 3)
      framing = .screen(ScreenOptions(size: screen.size))
      renderStyle.scale = screen.scale
    }
    var budget = budget
    budget.maxFrames = maxFrames
    return RenderRequest(
      job: .animate(
        StoryOptions(framing: framing, pacing: pacing.pacing, framesPerSecond: fps, format: format, sound: sound)),
      theme: ThemeChoice(nameOrPath: style.theme), style: renderStyle,
      encoding: OutputEncoding(.png, quality: quality), importing: importing.settings, budget: budget)
  }

  func run() async throws {
    if output != "-" { try OutputTargets.refuseNonRegular(output, example: "story.mp4") }
    let clock = CommandClock(timeout: renderBudget.timeoutOption ?? Double(RenderBudgetOptions.storyTimeout))
    var request = try request(budget: renderBudget.budget(decoding: inputBudget.limits, clock: clock))
    let pipeline = Pipeline()
    pipeline.storyDrawsFromScratch = fromScratch
    _ = try CommandFailure.loadingTheme { () throws(ThemeProblem) in try pipeline.theme(request.theme) }
    let loaded = try InputLoader.load(
      input, from: request.importing.from, options: request.importOptions, reporter: quiet.reporter)
    try clock.check(during: "reading the conversation")
    request.budget.renderTime = clock.remaining
    let progress = StoryProgressLine(shows: StatusLine.stderrIsTerminal && !quiet.quiet)
    pipeline.storyProgress = { frame in
      progress.show(frame)
      if frame.frame == 1 { TestPause.at(.frames) }
    }
    defer { progress.finish() }
    var images = try await CommandFailure.mappingRenderErrors {
      try await remoteMedia.withRemoteMedia { remote in
        try await pipeline.render(
          request,
          input: RenderInput(
            loaded.conversation, baseDirectory: loaded.baseDirectory, name: loaded.displayName,
            appTheme: loaded.appTheme),
          remote: remote)
      }
    }
    progress.finish()
    for warning in images.warnings { quiet.reporter.warning("\(loaded.displayName): \(warning)") }
    let file = try await CommandFailure.mappingRenderErrors { try images.next() }
    guard let file else { throw CommandFailure.failure("rendering failed: the story made no file") }
    try write(file)
    if stats, let statistics = pipeline.lastStoryStatistics {
      Diagnostics.printNote("\(loaded.displayName): \(statistics.summary)")
    }
  }

  /// The whole file at once: renamed into place, never half-written.
  private func write(_ bytes: [UInt8]) throws(CommandFailure) {
    guard output != "-" else { return try OutputTargets.writeStandardOutput(bytes) }
    do {
      try AtomicFileWriter.write([(URL(fileURLWithPath: output), bytes)])
    } catch {
      throw .failure("cannot write \(output): \(error.localizedDescription); check the folder exists and is writable")
    }
  }
}
