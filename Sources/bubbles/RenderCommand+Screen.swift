import ArgumentParser
import BubbleKit
import Foundation

/// `bubbles render --screen`: one phone screen instead of pages.
extension RenderCommand {
  func validateScreenOptions() throws {
    guard let screen else {
      for (name, given) in [
        ("--input-state", inputState != nil), ("--draft", draft != nil), ("--keyboard-height", keyboardHeight != nil),
      ] where given {
        throw ValidationError("\(name) needs --screen (like --screen 390x844)")
      }
      return
    }
    guard let size = ScreenOptions.size(parsing: screen) else { throw ScreenSizeOption.invalid(screen) }
    let mode = try inputMode()
    if let keyboardHeight {
      guard mode == .text else {
        throw ValidationError("--keyboard-height applies to --input-state text, not \(mode.rawValue)")
      }
      // The renderer's range (`ScreenOptions.rangeProblems` checks it again), in the option's words.
      let range = ScreenOptions.keyboardHeightRange(screenHeight: size.height)
      guard range.contains(keyboardHeight) else {
        throw ValidationError(
          "--keyboard-height must be between \(formatNumber(range.lowerBound)) and "
            + "\(Int.saturating(range.upperBound, rounding: .down)) points on a \(screen) screen, not \(keyboardHeight)"
        )
      }
    }
  }

  /// `nil` without --screen.
  func screenOptions() throws -> ScreenOptions? {
    guard let screen, let size = ScreenOptions.size(parsing: screen) else { return nil }
    return ScreenOptions(
      size: size, inputState: InputBarState(try inputMode(), keyboardHeight: keyboardHeight), draft: draft ?? "")
  }

  private func inputMode() throws -> InputBarMode { try InputStateOption.mode(inputState) }
}

/// `--input-state`, shared by `render` and `contact-sheet`.
enum InputStateOption {
  static func mode(_ inputState: String?) throws -> InputBarMode {
    guard let inputState else { return .initial }
    guard let mode = InputBarMode(rawValue: inputState) else {
      let names = InputBarMode.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("--input-state must be one of \(names), not \(inputState)")
    }
    return mode
  }
}

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
