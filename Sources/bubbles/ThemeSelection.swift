import ArgumentParser
import BubbleKit
import Foundation

/// `--theme` and `--themes` values, with the exit status each problem deserves, which ThemeLoader's
/// one error type does not tell apart: an unknown built-in name is a usage error (64), a theme file
/// that cannot be read 66, an invalid theme file 65.
enum ThemeSelection {
  /// The rule of `ThemeLoader.load`: a value with a `/` or ending in `.json` is a file's path.
  static func isPath(_ nameOrPath: String) -> Bool {
    nameOrPath.contains("/") || nameOrPath.hasSuffix(".json")
  }

  /// Fails for a value that names no built-in theme and no file; for `validate()`, before anything is read.
  static func validateName(_ nameOrPath: String, option: String) throws(ValidationError) {
    let names = ThemeLoader.builtInNames()
    guard !isPath(nameOrPath), !names.contains(nameOrPath) else { return }
    throw ValidationError(
      "\(option): no built-in theme \"\(nameOrPath)\"; built-in themes: \(names.joined(separator: ", ")) "
        + "(or give a theme file's path)")
  }

  static func load(_ nameOrPath: String) throws(CommandFailure) -> Theme {
    if isPath(nameOrPath) {
      _ = try InputLoader.readFile(nameOrPath, missingHint: "check the theme file's path")
    }
    do {
      return try ThemeLoader.load(nameOrPath, kinds: ContentNodeRegistry.standard.contentKinds)
    } catch {
      // A built-in theme that does not load is our failure, not the user's input.
      throw isPath(nameOrPath) ? .invalidInput("\(error)") : .failure("\(error)")
    }
  }
}
