import ArgumentParser
import BubbleKit
import BubbleRemoteMedia
import Foundation

struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a conversation to PNG, WebP, JPEG, PDF or SVG.",
    discussion: HelpText.unwrapped(
      """
      A conversation taller than --max-page-height pixels is split at bubble
      boundaries into OUTPUT-1.png, OUTPUT-2.png, ...; the paths written are
      printed on stdout (not with -q). Output is written to a temporary file and
      renamed, so a failed run never leaves a partial or stale image behind.
      The image format is --format, else the extension of -o (png): png, webp
      (lossless; lossy with --quality), jpeg (--quality, default 90), pdf (the
      whole conversation in ONE file, a page per PNG page, text selectable) or
      svg (one file per page, like png).

      Budgets bound what one run may cost (their options are listed under
      "Budgets"): an input past the input, message, text, segment or nesting
      budgets is invalid (status 65), and so is a conversation needing more
      than --max-pages pages; images past --max-images or
      --max-decoded-megapixels draw as placeholders with one warning; pages are
      split smaller than --max-page-height to stay under --max-page-megapixels;
      files past --max-output-mb together stop the render (65, nothing
      written); a run longer than --timeout seconds stops with status 75.

      With --output-dir FOLDER, several files are rendered, --jobs at a time:
      NAME.json to FOLDER/NAME.png (pages FOLDER/NAME-1.png, ...), with the
      same options and budgets for each (--timeout counts for each file). Two
      inputs that would write one name are refused (64) before anything is
      rendered. A file that fails is reported at once and the others still
      render. Exit status: 0 when every file is written, otherwise the status
      a run of the first failing file (in the order given) alone would have
      had. On a terminal, stderr shows a progress bar; a summary line ends the
      run (not with -q).

      Examples:
        bubbles render Examples/corpus/direct-basics.json -o chat.png
        bubbles render chat.json -o chat.png --width 430 --scale 3 --timezone Asia/Shanghai
        bubbles render chat.json -o chat.pdf
        bubbles render chat.json -o preview.jpg --quality 80
        bubbles render - -o - < chat.json > chat.png
        bubbles render chats/*.json --output-dir images --jobs 2
        bubbles render chat.json -o thumb.png --thumbnail 320x320 --fit end
        bubbles render chat.json -o sticker.webp --sticker whatsapp
        bubbles render ChatExport_2026-11-21 -o chat.png --me "Ana Souza"
        bubbles render result.json --chat "Ben Carter" -o ben.png

      An app's export (a Telegram Desktop export's folder or result.json; a
      whole account's needs --chat) is read as --from says, by default told by
      its content; docs/importing.md lists what is read.
      """))

  @Argument(
    help: "The conversation JSON file, an export (file or folder), or - for standard input; several with --output-dir.")
  var inputs: [String]

  @OptionGroup var output: RenderOutputOptions

  @Option(
    help: ArgumentHelp(
      "With --output-dir: files rendered at once, 1 to \(BatchOptions.maxJobs) (default: the processors, "
        + "\(BatchOptions.defaultJobs) here).", valueName: "count"))
  var jobs: Int?

  @Option(
    help: ArgumentHelp(
      "Threads each file's pages are drawn and compressed on, 1 to \(RenderOptions.threadRange.upperBound) "
        + "(default: the processors for one file, 1 with --output-dir). The images are the same for any count.",
      valueName: "count"))
  var threads: Int?

  @OptionGroup var style: StyleOptions

  @OptionGroup(title: "Exports") var importing: ImportOptionGroup

  @OptionGroup var quiet: QuietOption

  @Option(help: "Canvas width in points (200 to 2000).")
  var width: Double = 390

  @Option(help: "Split pages taller than this many pixels (256 to 32767).")
  var maxPageHeight: Int = 16384

  @OptionGroup var remoteMedia: RemoteMediaOption

  @OptionGroup(title: "Budgets") var inputBudget: InputBudgetOptions

  @OptionGroup(title: "Budgets") var renderBudget: RenderBudgetOptions

  @OptionGroup(title: "Budgets") var pageBudget: PageBudgetOptions

  @Flag(help: "Print on stderr what the render cost: each stage's time, texts shaped, images decoded.")
  var stats = false

  @Option(
    help: "Draw one phone screen of this size in points (like 390x844; \(ScreenSizeOption.help)) instead of pages.")
  var screen: String?

  @Option(help: "With --screen: the input bar's state.")
  var inputState: InputBarMode?

  @Option(help: "With --screen: text typed into the input field.")
  var draft: String?

  @Option(
    help: ArgumentHelp(
      "With --screen and --input-state text: the keyboard's height in points, 100 to 70% of the screen's height "
        + "(default: the theme's)."))
  var keyboardHeight: Double?

  @Option(
    help: ArgumentHelp(
      "With --screen: unread messages in the other chats, shown by the back button (\"< 12\"; the theme's "
        + "navigation_bar.back_unread says how).", valueName: "count"))
  var backUnread: Int?

  @Option(
    help: ArgumentHelp(
      "With --screen and --input-state voice: how long the mic has been held, in seconds (0 to 3599), for "
        + "themes that draw the recording (input_bar.voice_mode recording).", valueName: "seconds"))
  var recordingTime: Int?

  @Option(
    help: ArgumentHelp(
      "Draw one thumbnail of exactly this many pixels (like 320x320; \(ThumbnailOption.help)) instead of pages: "
        + "the chat laid out at --width, scaled to the box's width, its newest messages in whole rows "
        + "(--scale is not used).", valueName: "WxH"))
  var thumbnail: String?

  @Option(
    help: ArgumentHelp(
      "With --thumbnail: the end of a chat taller than the box that shows: the newest messages (end, the "
        + "default) or the first (start)."))
  var fit: ThumbnailFit?

  @Option(
    help: ArgumentHelp(
      "Draw the bubbles cut out as a sticker instead of pages: telegram (one side 512 px, WebP or PNG within "
        + "512 KB) or whatsapp (512x512 WebP with a 16 px clear margin, within 100 KB); WebP is made smaller "
        + "until it fits.", valueName: "platform"))
  var sticker: StickerPlatform?

  func validate() throws {
    if sticker != nil, screen != nil || thumbnail != nil {
      throw ValidationError("--sticker draws one image of its own: give it without --screen or --thumbnail")
    }
    try validateScreenOptions()
    try validateThumbnailOptions()
    try validateBatchOptions()
    // Every range, once, in the request's own words (the service says the same of its parameters).
    if let problem = try request().problems(spelling: .options).first { throw ValidationError(problem.message) }
  }

  func run() async throws {
    if let folder = output.outputDirectory { return try await renderBatch(into: folder) }
    // Option problems (theme, output path) fail before anything is touched.
    let targets = output.targets(reporter: quiet.reporter)
    try targets.checkUsable(input: inputs[0])
    let rendering = try fileRendering()
    let pipeline = Pipeline(threads: threadCount)
    _ = try CommandFailure.loadingTheme { () throws(ThemeProblem) in try pipeline.theme(rendering.request.theme) }
    _ = try await rendering.render(inputs[0], to: targets, with: pipeline)
  }

  /// One file has the processors to itself; in a batch, each of --jobs workers keeps one busy.
  var threadCount: Int {
    threads ?? (output.outputDirectory == nil ? min(RenderOptions.threadRange.upperBound, BatchOptions.defaultJobs) : 1)
  }

  /// What the options ask for; the time budget is set as each file starts.
  func request() throws -> RenderRequest {
    var budget = renderBudget.budget(decoding: inputBudget.limits, clock: CommandClock(timeout: renderBudget.timeout))
    budget.maxPages = pageBudget.maxPages
    return RenderRequest(
      job: try job(), theme: ThemeChoice(nameOrPath: style.theme),
      style: style.renderStyle(width: width, maxPageHeight: maxPageHeight), encoding: output.encoding,
      importing: importing.settings, budget: budget)
  }

  /// Pages, or one screen (--screen), one thumbnail (--thumbnail) or a sticker (--sticker).
  private func job() throws -> RenderJob {
    if let screen = try screenOptions() { return .screen(screen) }
    if let thumbnail = try thumbnailSize() { return .thumbnail(thumbnail, fit: fit ?? .end) }
    if let sticker { return .quote(.sticker(sticker)) }
    return .pages
  }

  /// The request and how each file is rendered.
  func fileRendering() throws -> FileRendering {
    FileRendering(
      request: try request(), timeout: renderBudget.timeout, remoteMedia: try remoteMedia.settings(),
      printsStatistics: stats, reporter: quiet.reporter)
  }
}

/// `--max-pages`: only `render` makes pages.
struct PageBudgetOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Most pages a conversation may take; more is an error.", valueName: "count"))
  var maxPages = RenderBudget.default.maxPages

  func validate() throws {
    try BudgetRange.check("--max-pages", maxPages, 1...100_000)
  }
}
