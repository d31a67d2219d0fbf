import ArgumentParser
import BubbleKit
import Foundation

/// The look options every drawing command shares: theme, scale, time zone, clock.
struct StyleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A built-in theme name, a path to a theme file, or auto: an export in its app's look (Telegram's, "
        + "WhatsApp's, Messenger's), anything else in the default theme."))
  var theme: String = "auto"

  @Option(help: "Pixels per point: 1, 2 or 3.")
  var scale: Int = 2

  @Option(
    help: "Display time zone: a name (Europe/Berlin, UTC) or an offset (+08:00). Default: each time's own offset.")
  var timezone: String?

  @Option(help: "Clock: 12 or 24 (default: the theme's).")
  var clock: Int?

  /// The theme, scale and time zone as a request checks them (`RenderRequest.problems`).
  func validate() throws {
    if let clock, clock != 12, clock != 24 { throw ValidationError("--clock must be 12 or 24, not \(clock)") }
    let request = RenderRequest(theme: ThemeChoice(nameOrPath: theme), style: renderStyle())
    let mine: Set<RequestField> = [.theme, .scale, .timezone]
    if let problem = request.problems(spelling: .options).first(where: { mine.contains($0.field) }) {
      throw ValidationError(problem.message)
    }
  }

  var timeZone: TimeZone? { renderStyle().zone }
  var hourCycle: HourCycle? { clock.map { $0 == 12 ? .h12 : .h24 } }

  /// These options with a command's width and page height.
  func renderStyle(width: Double = 390, maxPageHeight: Int = 16384) -> RenderStyle {
    RenderStyle(width: width, scale: scale, timeZone: timezone, clock: hourCycle, maxPageHeight: maxPageHeight)
  }
}
