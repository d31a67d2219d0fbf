import ArgumentParser
import BubbleKit
import Foundation

/// `bubbles render --screen`: one phone screen instead of pages.
extension RenderCommand {
  /// What only the command line can get wrong: the screen's options without --screen, a size
  /// that does not parse; the ranges are the request's.
  func validateScreenOptions() throws {
    guard let screen else {
      for (name, given) in [
        ("--input-state", inputState != nil), ("--draft", draft != nil), ("--keyboard-height", keyboardHeight != nil),
        ("--back-unread", backUnread != nil), ("--recording-time", recordingTime != nil),
      ] where given {
        throw ValidationError("\(name) needs --screen (like --screen 390x844)")
      }
      return
    }
    guard ScreenOptions.size(parsing: screen) != nil else { throw ScreenSizeOption.invalid(screen) }
  }

  /// `nil` without --screen.
  func screenOptions() throws -> ScreenOptions? {
    guard let screen, let size = ScreenOptions.size(parsing: screen) else { return nil }
    return ScreenOptions(
      size: size, inputState: InputBarState(inputState ?? .initial, keyboardHeight: keyboardHeight), draft: draft ?? "",
      backUnread: backUnread, recordingSeconds: recordingTime ?? 0)
  }
}

extension InputBarMode: ExpressibleByArgument {}

extension ThumbnailFit: ExpressibleByArgument {}

/// `--screen WIDTHxHEIGHT`, shared by `render` and `inbox`.
enum ScreenSizeOption {
  static let help = "width \(range(ScreenOptions.widthRange)), height \(range(ScreenOptions.heightRange))"

  static func invalid(_ screen: String) -> ValidationError {
    ValidationError("--screen must be WIDTHxHEIGHT in points, like 390x844 (\(help)), not \(screen)")
  }

  private static func range(_ range: ClosedRange<Double>) -> String {
    "\(formatNumber(range.lowerBound))-\(formatNumber(range.upperBound))"
  }
}
