import ArgumentParser
import BubbleKit

/// A command's failure: the one message for stderr and the exit status that goes with it.
/// Commands throw it instead of printing, so every error is printed once, by `Termination`,
/// in one form: `bubbles: error: MESSAGE`.
struct CommandFailure: Error {
  var status: ExitCode
  var message: String
  /// Lines printed as they are after the message: a conversation's problems, a hint.
  var notes: [String] = []

  /// Something wrong with the command line itself (64).
  static func usage(_ message: String, notes: [String] = []) -> Self {
    Self(status: ExitStatus.usage, message: message, notes: notes)
  }

  /// An input (a conversation, an inbox, a theme file) that is not valid (65).
  static func invalidInput(_ message: String, notes: [String] = []) -> Self {
    Self(status: ExitStatus.invalidInput, message: message, notes: notes)
  }

  /// An input or theme file that cannot be read (66).
  static func unreadableInput(_ message: String) -> Self {
    Self(status: ExitStatus.unreadableInput, message: message)
  }

  /// Anything that fails while running: the output cannot be written, rendering failed (1).
  static func failure(_ message: String, notes: [String] = []) -> Self {
    Self(status: ExitStatus.failure, message: message, notes: notes)
  }

  /// The command ran past `--timeout` (75).
  static func timedOut(_ message: String) -> Self {
    Self(status: ExitStatus.timedOut, message: message, notes: ["Raise --timeout to give it longer."])
  }

  /// Runs a render, its failures as the command's: budgets (65, 75 for time) and the rest (1).
  static func mappingRenderErrors<Result>(_ body: () async throws -> Result) async throws(CommandFailure) -> Result {
    do {
      return try await body()
    } catch let error as RenderError {
      throw .rendering(error)
    } catch let error as PipelineError {
      throw .pipeline(error)
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      throw .failure("rendering failed: \(error)")
    }
  }

  /// A request that failed: its values (64), its theme (66 unreadable, 65 invalid, 1 for a built-in
  /// one), or the render.
  static func pipeline(_ error: PipelineError) -> Self {
    switch error {
    case .invalidRequest, .noSuchPage, .wrongInput: return .usage(error.description)
    case .theme(.unreadable(let message)): return .unreadableInput(message)
    case .theme(.invalid(let message)): return .invalidInput(message)
    case .theme(.builtInBroken(let message)): return .failure(message)
    case .rendering(let error): return .rendering(error)
    }
  }

  /// A theme, its problems as the command's failures (a theme file unreadable 66, invalid 65).
  static func loadingTheme(_ body: () throws(ThemeProblem) -> Theme) throws(CommandFailure) -> Theme {
    do {
      return try body()
    } catch {
      throw .pipeline(.theme(error))
    }
  }

  /// A render that failed: past a budget (65; 75 for time), or in Cairo or Pango (1).
  static func rendering(_ error: RenderError) -> Self {
    switch error {
    case .graphics(let error):
      return .failure("rendering failed: \(error)")
    case .invalidOptions(let problems):
      return .usage(problems)
    case .overBudget(let exceeded):
      switch exceeded.budget {
      case .renderTime: return .timedOut(exceeded.description)
      case .pages: return .invalidInput(exceeded.description, notes: ["Raise --max-pages (or --max-page-height)."])
      case .frames:
        return .invalidInput(exceeded.description, notes: ["Raise --max-frames, or lower --fps, or raise --speed."])
      case .pagePixels:
        return .invalidInput(exceeded.description, notes: ["Raise --max-page-megapixels, or lower --scale."])
      case .outputBytes:
        return .invalidInput(
          exceeded.description, notes: ["Raise --max-output-mb, or lower --scale (JPEG or lossy WebP are smaller)."])
      }
    }
  }
}

/// Exit statuses (sysexits.h names).
enum ExitStatus {
  static let usage = ExitCode(64)  // EX_USAGE
  static let invalidInput = ExitCode(65)  // EX_DATAERR
  static let unreadableInput = ExitCode(66)  // EX_NOINPUT
  static let timedOut = ExitCode(75)  // EX_TEMPFAIL
  static let failure = ExitCode(1)

  /// Every status `bubbles` ends with and when: `bubbles --help` and the man page (`bubbles
  /// manual`) print this list.
  static let documented: [(status: String, meaning: String)] = [
    ("0", "success (for diff: the images are equal)"),
    (
      "1",
      "a runtime failure: the output cannot be written, rendering failed, serve's port is in use; "
        + "for diff: the images differ"
    ),
    (
      "64",
      "a usage error: an unknown option or command, a missing or malformed argument, a value out of range, "
        + "an unknown theme name, an image format that cannot be written, an image to a terminal; "
        + "for serve, a bad setting or theme folder"
    ),
    (
      "65",
      "an invalid conversation, export, inbox or theme file, or an input past one of its budgets "
        + "(--max-input-bytes, --max-pages, ...: see each command's \"Budgets\" options)"
    ),
    ("66", "an input or theme file that cannot be read"),
    ("75", "the run took longer than --timeout (default 60 seconds)"),
    ("128+N", "ended by signal N (SIGINT 130, SIGTERM 143), its staged files removed; serve exits 0 on them"),
  ]
}

extension ExitStatus {
  /// `documented` as `--help` shows it: a status, then its meaning wrapped at 78 columns under itself.
  static var helpText: String {
    documented.map { status, meaning in
      var lines: [String] = []
      var line = "  " + status.padding(toLength: 6, withPad: " ", startingAt: 0)
      for word in meaning.split(separator: " ") {
        if line.count + word.count >= 78 && line.count > 8 {
          lines.append(line)
          line = String(repeating: " ", count: 8)
        } else if line.count > 8 {
          line += " "
        }
        line += word
      }
      return (lines + [line]).joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
