import ArgumentParser
import BubbleKit
import Foundation

struct ContactSheetCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "contact-sheet",
    abstract: "Render one conversation in several themes side by side.",
    discussion: HelpText.unwrapped(
      """
      Each column is labelled with its theme's name and description.
      Examples:
        bubbles contact-sheet Examples/corpus/group-rich-text.json -o sheet.png
        bubbles contact-sheet chat.json -o sheet.png --themes telegram,wechat,imessage --scale 2
        bubbles contact-sheet chat.json -o screens.png --screen 390x844 --input-state text
      """))

  @Argument(help: "The conversation JSON file, an export (file or folder), or - for standard input.")
  var input: String

  @OptionGroup var output: ImageOutputOptions

  @Option(help: "Comma-separated theme names or paths (default: every built-in theme).")
  var themes: String?

  @Option(help: "Width of each column in points (200 to 2000; default 390).")
  var width: Double?

  @Option(
    help: "Draw each theme as one phone screen of this size in points (like 390x844; \(ScreenSizeOption.help)).")
  var screen: String?

  @Option(help: "With --screen: the input bar's state.")
  var inputState: InputBarMode?

  @Option(help: "Pixels per point: 1, 2 or 3.")
  var scale: Int = 1

  @Option(help: "Display time zone (a name or an offset like +08:00).")
  var timezone: String?

  @OptionGroup(title: "Exports") var importing: ImportOptionGroup

  @OptionGroup var quiet: QuietOption

  @OptionGroup var remoteMedia: RemoteMediaOption

  @OptionGroup(title: "Budgets") var inputBudget: InputBudgetOptions

  @OptionGroup(title: "Budgets") var renderBudget: RenderBudgetOptions

  func validate() throws {
    try validateScreen()
    // The ranges, the themes and the format as a request checks them, in its words.
    if let problem = request().problems(spelling: .options).first {
      throw ValidationError(problem.message.replacing(RequestField.theme.option, with: "--themes"))
    }
  }

  private var themeNames: [String] {
    themes.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
      ?? ThemeLoader.builtInNames()
  }

  /// What the options ask for: the conversation in every theme named, as pages or screens.
  private func request(budget: RenderBudget = .default) -> RenderRequest {
    RenderRequest(
      job: .contactSheet(themes: themeNames.map(ThemeChoice.init(nameOrPath:)), screen: screenOptions()),
      style: RenderStyle(width: width ?? 390, scale: scale, timeZone: timezone), encoding: output.encoding,
      importing: importing.settings, budget: budget)
  }

  func run() async throws {
    let targets = output.targets(reporter: quiet.reporter)
    try targets.checkUsable(input: input)
    let clock = CommandClock(timeout: renderBudget.timeout)
    var request = request(budget: renderBudget.budget(decoding: inputBudget.limits, clock: clock))
    let pipeline = Pipeline()
    if case .contactSheet(let themes, _) = request.job {
      for theme in themes {
        _ = try CommandFailure.loadingTheme { () throws(ThemeProblem) in try pipeline.theme(theme) }
      }
    }
    let loaded = try InputLoader.load(
      input, from: request.importing.from, options: request.importOptions, reporter: quiet.reporter)
    try clock.check(during: "reading the conversation")
    request.budget.renderTime = clock.remaining
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
    for warning in images.warnings { quiet.reporter.warning("\(loaded.displayName): \(warning)") }
    let file = try await CommandFailure.mappingRenderErrors { try images.next() }
    guard let file else { throw CommandFailure.failure("rendering failed: the sheet made no image") }
    try targets.writeSingleFile(file)
  }

  /// A screen's width is the column's: --width with --screen would say two things.
  private func validateScreen() throws {
    guard let screen else {
      if inputState != nil { throw ValidationError("--input-state needs --screen (like --screen 390x844)") }
      return
    }
    guard ScreenOptions.size(parsing: screen) != nil else { throw ScreenSizeOption.invalid(screen) }
    if width != nil { throw ValidationError("--width and --screen exclude each other: a screen's width is its own") }
  }

  /// `nil` without --screen.
  private func screenOptions() -> ScreenOptions? {
    guard let screen, let size = ScreenOptions.size(parsing: screen) else { return nil }
    return ScreenOptions(size: size, inputState: InputBarState(inputState ?? .initial))
  }
}
