import BubbleKit
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one line on stderr that is redrawn in place (a batch's progress bar), when stderr is a
/// terminal. Every other line goes through `Diagnostics`, which prints it with `printing(_:)`:
/// the bar is erased first and drawn again below the line, so an error or a path written never
/// hides behind the bar, nor is overwritten by it.
final class StatusLine: Sendable {
  static let shared = StatusLine()

  static let stderrIsTerminal = isatty(STDERR_FILENO) == 1

  /// The text shown now; `nil` when none is.
  private let shown = Mutex<String?>(nil)

  /// Shows `text` in place of what was shown (our own text: no escaping, no line break).
  func show(_ text: String) {
    shown.withLock { shown in
      Self.write("\r" + text + Self.eraseToEndOfLine)
      shown = text
    }
  }

  /// Erases the line for good.
  func clear() {
    shown.withLock { shown in
      if shown != nil { Self.write("\r" + Self.eraseToEndOfLine) }
      shown = nil
    }
  }

  /// Runs `printLine` (which writes whole lines) with the status line out of its way.
  func printing(_ printLine: () -> Void) {
    shown.withLock { shown in
      guard let text = shown else { return printLine() }
      Self.write("\r" + Self.eraseToEndOfLine)
      printLine()
      Self.write(text)
    }
  }

  private static let eraseToEndOfLine = "\u{1B}[K"

  private static func write(_ text: String) {
    _ = DescriptorWriter.write(Array(text.utf8), to: STDERR_FILENO)
  }
}
