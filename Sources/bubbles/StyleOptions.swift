import ArgumentParser
import BubbleKit
import Foundation

/// The look options every drawing command shares: theme, scale, time zone, clock.
struct StyleOptions: ParsableArguments {
  @Option(help: "A built-in theme name or a path to a theme file.")
  var theme: String = ThemeLoader.defaultThemeName

  @Option(help: "Pixels per point: 1, 2 or 3.")
  var scale: Int = 2

  @Option(
    help: "Display time zone: a name (Europe/Berlin, UTC) or an offset (+08:00). Default: each time's own offset.")
  var timezone: String?

  @Option(help: "Clock: 12 or 24 (default: the theme's).")
  var clock: Int?

  func validate() throws {
    try RenderOptionChecks.check(RenderOptions.scaleProblem(scale, name: "--scale"))
    try RenderOptionChecks.checkTimeZone(timezone)
    if let clock, clock != 12, clock != 24 { throw ValidationError("--clock must be 12 or 24, not \(clock)") }
    try ThemeSelection.validateName(theme, option: "--theme")
  }

  var timeZone: TimeZone? { timezone.flatMap(RenderOptions.timeZone(named:)) }
  var hourCycle: HourCycle? { clock.map { $0 == 12 ? .h12 : .h24 } }

  /// The chosen theme, loaded before anything is written (a theme file may be unreadable or invalid).
  func loadTheme() throws(CommandFailure) -> Theme {
    try ThemeSelection.load(theme)
  }
}
