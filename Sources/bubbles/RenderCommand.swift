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
    guard RenderOptions.widthRange.contains(width) else {
      throw ValidationError("--width must be between 200 and 2000 points, not \(width)")
    }
    guard RenderOptions.pageHeightRange.contains(maxPageHeight) else {
      throw ValidationError("--max-page-height must be between 256 and 32767 pixels, not \(maxPageHeight)")
    }
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
    let loaded = try InputLoader.load(input, reporter: quiet.reporter)
    let options = RenderOptions(
      width: width, scale: style.scale, timeZone: style.timeZone, hourCycle: style.hourCycle,
      maxPageHeight: maxPageHeight)
    if let screenOptions = try screenOptions() {
      try await renderScreen(loaded, screen: screenOptions, options: options, theme: selectedTheme, to: targets)
      return
    }
    let result: RenderResult
    do {
      let renderer = try ConversationRenderer(theme: selectedTheme)
      result = try await withRemoteMedia { remote in
        try await renderer.render(
          loaded.conversation, options: options, baseDirectory: loaded.baseDirectory, remote: remote)
      }
    } catch {
      throw CommandFailure.failure("rendering failed: \(error)")
    }
    for warning in result.warnings { quiet.reporter.warning("\(loaded.displayName): \(warning)") }
    if stats { FileHandle.standardError.write(Data("\(loaded.displayName): \(result.statistics.summary)\n".utf8)) }
    try write(result.pages, to: targets)
  }

  func withRemoteMedia<Result>(_ body: ((any RemoteMediaFetching)?) async throws -> Result) async throws -> Result {
    try await remoteMedia.withRemoteMedia(body)
  }

  private func write(_ pages: [RenderedPage], to targets: OutputTargets) throws(CommandFailure) {
    guard targets.isStandardOutput else { return try targets.write(pages.map(\.png)) }
    guard pages.count == 1 else {
      throw .failure(
        "the conversation needs \(pages.count) pages of at most \(maxPageHeight) px; "
          + "write to a file (-o chat.png) or raise --max-page-height")
    }
    try targets.writeSingleImage(pages[0].png)
  }
}
