import ArgumentParser
import BubbleKit
import Foundation

struct ContactSheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "contact-sheet",
    abstract: "Render one conversation in several themes side by side.",
    discussion: """
      Each column is labelled with its theme's name and description.
      Examples:
        bubbles contact-sheet Examples/corpus/group-rich-text.json -o sheet.png
        bubbles contact-sheet chat.json -o sheet.png --themes telegram,wechat,imessage --scale 2
      """)

  @Argument(help: "The conversation JSON file, or - for standard input.")
  var input: String

  @Option(name: [.short, .customLong("output")], help: "The PNG to write.")
  var output: String

  @Option(help: "Comma-separated theme names or paths (default: every built-in theme).")
  var themes: String?

  @Option(help: "Width of each column in points (200 to 2000).")
  var width: Double = 390

  @Option(help: "Pixels per point: 1, 2 or 3.")
  var scale: Int = 1

  @Option(help: "Display time zone (a name or an offset like +08:00).")
  var timezone: String?

  func validate() throws {
    guard RenderOptions.widthRange.contains(width) else {
      throw ValidationError("--width must be between 200 and 2000 points, not \(width)")
    }
    guard RenderOptions.scaleRange.contains(scale) else {
      throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
    }
    if let timezone, RenderOptions.timeZone(named: timezone) == nil {
      throw ValidationError("--timezone: unknown time zone \"\(timezone)\"")
    }
  }

  func run() throws {
    let targets = OutputTargets(output)
    try targets.checkUsable(input: input)
    let names =
      themes.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
      ?? ThemeLoader.builtInNames()
    var columns: [ContactSheet.Column] = []
    for name in names {
      do {
        let theme = try ThemeLoader.load(name)
        // A theme file is labelled with the name it gives itself.
        let isPath = name.contains("/") || name.hasSuffix(".json")
        columns.append(ContactSheet.Column(name: isPath ? theme.name : name, theme: theme))
      } catch {
        Diagnostics.printError("\(error)")
        throw ExitStatus.failure
      }
    }
    let loaded = try InputLoader.load(input)
    let options = RenderOptions(width: width, scale: scale, timeZone: timezone.flatMap(RenderOptions.timeZone(named:)))
    let result: ContactSheet.Result
    do {
      result = try ContactSheet.render(
        loaded.conversation, columns: columns, options: options, baseDirectory: loaded.baseDirectory)
    } catch {
      Diagnostics.printError("rendering failed: \(error)")
      throw ExitStatus.failure
    }
    for warning in Set(result.warnings).sorted() { Diagnostics.printWarning("\(loaded.displayName): \(warning)") }
    if result.truncated {
      Diagnostics.printWarning("the conversation is taller than one image; the columns are cut at the bottom")
    }
    try targets.writeSingleImage(result.png)
  }
}
