import ArgumentParser
import BubbleKit

/// The checks of the render options several commands share, worded once: the ranges and their
/// sentences are `RenderOptions`'s own (`widthProblem`, `scaleProblem`, `pageHeightProblem`),
/// which the renderers check again, so the tool and a program using the library say the same.
enum RenderOptionChecks {
  /// A usage error (64) for a problem sentence, if there is one.
  static func check(_ problem: String?) throws {
    if let problem { throw ValidationError(problem) }
  }

  /// `--timezone`: a zone name or a fixed offset.
  static func checkTimeZone(_ timezone: String?) throws {
    guard let timezone, RenderOptions.timeZone(named: timezone) == nil else { return }
    throw ValidationError(
      "--timezone: unknown time zone \"\(timezone)\"; use a name like Europe/Berlin or an offset like +08:00")
  }
}
