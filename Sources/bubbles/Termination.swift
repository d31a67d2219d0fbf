import ArgumentParser

/// How `bubbles` ends on an error: the message once, as `bubbles: error: MESSAGE`, then the status.
/// argument-parser's own printing is only used for what is not an error (help, version, completions),
/// because it prefixes `Error: ` and exits 1 where we exit 64.
enum Termination {
  static func exit(for error: Error) -> Never {
    switch error {
    case let failure as CommandFailure:
      Diagnostics.printFailure(failure)
      Bubbles.exit(withError: failure.status)
    case let status as ExitCode:
      Bubbles.exit(withError: status)
    default:
      if Bubbles.exitCode(for: error) == .success { Bubbles.exit(withError: error) }
      exitForParserError(error)
    }
  }

  /// Command-line errors found by argument-parser or our `validate()`s: 64, with the usage lines.
  /// Anything else thrown from a `run()` is a runtime failure: 1.
  private static func exitForParserError(_ error: Error) -> Never {
    let message = unknownCommandMessage() ?? Bubbles.message(for: error)
    Diagnostics.printError(message)
    let isUsageError = Bubbles.exitCode(for: error) == .validationFailure
    if isUsageError {
      let usage = usageLines(for: error)
      if !usage.isEmpty { Diagnostics.printNote(usage) }
    }
    Bubbles.exit(withError: isUsageError ? ExitStatus.usage : ExitStatus.failure)
  }

  /// argument-parser's full message without its first line (`Error: MESSAGE`, printed our way already):
  /// the option's help and the usage synopsis.
  private static func usageLines(for error: Error) -> String {
    var text = Bubbles.fullMessage(for: error)
    let errorLine = "Error: " + Bubbles.message(for: error) + "\n"
    if text.hasPrefix(errorLine) { text.removeFirst(errorLine.count) }
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// `bubbles paint chat.json` reads as "2 unexpected arguments" to argument-parser; say what is wrong.
  private static func unknownCommandMessage() -> String? {
    guard let first = CommandLine.arguments.dropFirst().first, !first.hasPrefix("-") else { return nil }
    let names = Bubbles.commandNames
    guard !names.contains(first), first != "help" else { return nil }
    return "unknown command '\(first)'; commands: \(names.joined(separator: ", "))"
  }
}
