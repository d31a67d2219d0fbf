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
    let kinds = ContentNodeRegistry.standard.contentKinds
    guard isPath(nameOrPath) else {
      do {
        return try ThemeLoader.load(nameOrPath, kinds: kinds)
      } catch {
        // A built-in theme that does not load is our failure, not the user's input.
        throw .failure("\(error)")
      }
    }
    // Read once, as every input file is (regular files only); `extends` resolves in its folder.
    let data = try InputLoader.readFile(nameOrPath, missingHint: "check the theme file's path")
    let url = URL(fileURLWithPath: nameOrPath)
    do {
      return try ThemeLoader.decode(data, source: url.path, folder: url.deletingLastPathComponent(), kinds: kinds)
    } catch {
      throw .invalidInput("\(error)")
    }
  }
}
