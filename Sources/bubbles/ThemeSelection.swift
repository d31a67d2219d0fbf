import ArgumentParser
import BubbleKit
import Foundation

/// `--theme` and `--themes` values, with the exit status each problem deserves: an unknown
/// built-in name is a usage error (64), a theme file that cannot be read 66, an invalid theme
/// file 65 (`ThemeChoice` reads them, as the pipeline does).
enum ThemeSelection {
  static func isPath(_ nameOrPath: String) -> Bool {
    if case .file = ThemeChoice(nameOrPath: nameOrPath) { return true }
    return false
  }

  /// Fails for a value that names no built-in theme and no file; for `validate()`, before anything is read.
  static func validateName(_ nameOrPath: String, option: String) throws(ValidationError) {
    let choice = RenderRequest(theme: ThemeChoice(nameOrPath: nameOrPath))
    guard let problem = choice.problems(spelling: .options).first(where: { $0.field == .theme }) else { return }
    // The request names the field --theme; contact-sheet's option is --themes.
    throw ValidationError(problem.message.replacing(RequestField.theme.option, with: option, maxReplacements: 1))
  }

  static func load(_ nameOrPath: String) throws(CommandFailure) -> Theme {
    try CommandFailure.loadingTheme { () throws(ThemeProblem) in
      try ThemeChoice(nameOrPath: nameOrPath).load(kinds: ContentNodeRegistry.standard.contentKinds)
    }
  }
}

extension CommandFailure {
  /// A theme, its problems as the command's failures.
  static func loadingTheme(_ body: () throws(ThemeProblem) -> Theme) throws(CommandFailure) -> Theme {
    do {
      return try body()
    } catch {
      throw .pipeline(.theme(error))
    }
  }
}
