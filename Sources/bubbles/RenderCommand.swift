import ArgumentParser
import BubbleKit
import BubbleRemoteMedia
import Foundation

struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a conversation to PNG.",
    discussion: """
      A conversation taller than --max-page-height pixels is split at bubble
      boundaries into OUTPUT-1.png, OUTPUT-2.png, ...; the paths written are
      printed on stdout (not with -q). Output is written to a temporary file and
      renamed, so a failed run never leaves a partial or stale image behind.
      The image format is --format, else the extension of -o (png).

      Budgets bound what one run may cost (their options are listed under
      "Budgets"): an input past the input, message, text, segment or nesting
      budgets is invalid (status 65), and so is a conversation needing more
      than --max-pages pages; images past --max-images or
      --max-decoded-megapixels draw as placeholders with one warning; pages are
      split smaller than --max-page-height to stay under --max-page-megapixels;
      a run longer than --timeout seconds stops with status 75.

      Examples:
        bubbles render Examples/corpus/direct-basics.json -o chat.png
        bubbles render chat.json -o chat.png --width 430 --scale 3 --timezone Asia/Shanghai
        bubbles render - -o - < chat.json > chat.png
      """)

  @Argument(help: "The conversation JSON file, or - for standard input.")
  var input: String

  @OptionGroup var output: ImageOutputOptions

  @OptionGroup var style: StyleOptions

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

  @Option(help: "With --screen: the input bar's state: initial, text, voice, emoji or plus.")
  var inputState: String?

  @Option(help: "With --screen: text typed into the input field.")
  var draft: String?

  @Option(
    help: ArgumentHelp(
      "With --screen and --input-state text: the keyboard's height in points, 100 to 70% of the screen's height "
        + "(default: the theme's)."))
  var keyboardHeight: Double?

  func validate() throws {
    try RenderOptionChecks.check(RenderOptions.widthProblem(width, name: "--width"))
    try RenderOptionChecks.check(RenderOptions.pageHeightProblem(maxPageHeight, name: "--max-page-height"))
    try validateScreenOptions()
  }

  func run() async throws {
    // Option problems (theme, output path) fail before anything is touched.
    let targets = output.targets(reporter: quiet.reporter)
    try targets.checkUsable(input: input)
    let selectedTheme = try style.loadTheme()
    do {
      try await renderAndWrite(targets, theme: selectedTheme)
    } catch {
      targets.removeStaleImages(keeping: [])
      throw error
    }
  }

  private func renderAndWrite(_ targets: OutputTargets, theme selectedTheme: Theme) async throws {
    let clock = CommandClock(timeout: renderBudget.timeout)
    let loaded = try InputLoader.load(input, limits: inputBudget.limits, reporter: quiet.reporter)
    try clock.check(during: "reading the conversation")
    var budget = renderBudget.budget(decoding: inputBudget.limits, clock: clock)
    budget.maxPages = pageBudget.maxPages
    let options = RenderOptions(
      width: width, scale: style.scale, timeZone: style.timeZone, hourCycle: style.hourCycle,
      maxPageHeight: maxPageHeight, budget: budget)
    if let screenOptions = try screenOptions() {
      try await renderScreen(loaded, screen: screenOptions, options: options, theme: selectedTheme, to: targets)
      return
    }
    var stream = try await CommandFailure.mappingRenderErrors {
      let renderer = try ConversationRenderer(theme: selectedTheme)
      return try await withRemoteMedia { remote in
        try await renderer.pages(
          loaded.conversation, options: options, baseDirectory: loaded.baseDirectory, remote: remote)
      }
    }
    for warning in stream.warnings { quiet.reporter.warning("\(loaded.displayName): \(warning)") }
    try write(&stream, to: targets)
    if stats { Diagnostics.printNote("\(loaded.displayName): \(stream.statistics.summary)") }
  }

  func withRemoteMedia<Result>(_ body: ((any RemoteMediaFetching)?) async throws -> Result) async throws -> Result {
    try await remoteMedia.withRemoteMedia(body)
  }

  /// Each page is drawn, encoded and written to its temporary file before the next is drawn.
  private func write(_ stream: inout PageStream, to targets: OutputTargets) throws(CommandFailure) {
    let nextPage = { (stream: inout PageStream) throws(CommandFailure) -> [UInt8] in
      let page: RenderedPage?
      do throws(RenderError) {
        page = try stream.next()
      } catch {
        throw .rendering(error)
      }
      guard let page else { throw .failure("rendering failed: the conversation has fewer pages than announced") }
      return page.png
    }
    guard targets.isStandardOutput else {
      return try targets.writePages(count: stream.pageCount) { _ throws(CommandFailure) in try nextPage(&stream) }
    }
    guard stream.pageCount == 1 else {
      throw .failure(
        "the conversation needs \(stream.pageCount) pages; "
          + "write to a file (-o chat.png) or raise --max-page-height (and --max-page-megapixels)")
    }
    try targets.writeSingleImage(try nextPage(&stream))
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
