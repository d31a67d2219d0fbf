import ArgumentParser
import BubbleKit
import Foundation

struct ContactSheetCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "contact-sheet",
    abstract: "Render one conversation in several themes side by side.",
    discussion: """
      Each column is labelled with its theme's name and description.
      Examples:
        bubbles contact-sheet Examples/corpus/group-rich-text.json -o sheet.png
        bubbles contact-sheet chat.json -o sheet.png --themes telegram,wechat,imessage --scale 2
        bubbles contact-sheet chat.json -o screens.png --screen 390x844 --input-state text
      """)

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
    // The ranges a render request checks, in its words.
    let request = RenderRequest(style: RenderStyle(width: width ?? 390, scale: scale, timeZone: timezone))
    if let problem = request.problems(spelling: .options).first { throw ValidationError(problem.message) }
    for name in themeNames { try ThemeSelection.validateName(name, option: "--themes") }
    if output.imageFormat.isVector {
      throw ValidationError(
        "a contact sheet is a raster image: \(OutputFormat.rasterNames), not \(output.imageFormat.name)")
    }
  }

  private var themeNames: [String] {
    themes.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
      ?? ThemeLoader.builtInNames()
  }

  func run() async throws {
    let targets = output.targets(reporter: quiet.reporter)
    try targets.checkUsable(input: input)
    let columns = try themeNames.map(Self.column)
    let clock = CommandClock(timeout: renderBudget.timeout)
    let loaded = try InputLoader.load(
      input, from: importing.format,
      options: importing.options(
        limits: inputBudget.limits, timeZone: timezone.flatMap(RenderOptions.timeZone(named:))),
      reporter: quiet.reporter)
    try clock.check(during: "reading the conversation")
    let options = RenderOptions(
      width: width ?? 390, scale: scale, timeZone: timezone.flatMap(RenderOptions.timeZone(named:)),
      budget: renderBudget.budget(decoding: inputBudget.limits, clock: clock))
    let result = try await CommandFailure.mappingRenderErrors {
      try await remoteMedia.withRemoteMedia { remote in
        if let screen = try screenOptions() {
          try await ContactSheet.renderScreens(
            loaded.conversation, columns: columns, screen: screen, options: options,
            baseDirectory: loaded.baseDirectory, remote: remote)
        } else {
          try await ContactSheet.render(
            loaded.conversation, columns: columns, options: options, baseDirectory: loaded.baseDirectory,
            remote: remote)
        }
      }
    }
    for warning in Set(result.warnings).sorted() { quiet.reporter.warning("\(loaded.displayName): \(warning)") }
    if result.truncated {
      quiet.reporter.warning("the conversation is taller than one image; the columns are cut at the bottom")
    }
    let file = try await CommandFailure.mappingRenderErrors { try result.encoded(as: targets.encoding) }
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
  private func screenOptions() throws -> ScreenOptions? {
    guard let screen, let size = ScreenOptions.size(parsing: screen) else { return nil }
    return ScreenOptions(size: size, inputState: InputBarState(inputState ?? .initial))
  }

  private static func column(_ nameOrPath: String) throws(CommandFailure) -> ContactSheet.Column {
    let theme = try ThemeSelection.load(nameOrPath)
    // A theme file is labelled with the name it gives itself.
    return ContactSheet.Column(name: ThemeSelection.isPath(nameOrPath) ? theme.name : nameOrPath, theme: theme)
  }
}
