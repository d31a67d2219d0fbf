/// The ranges of the numeric options, checked by every renderer before it draws: a program that
/// passes options straight from a request gets an error naming the option and its range, never a
/// trap converting `width * scale` to pixels. The CLI checks the same ranges first, as usage errors.
extension RenderOptions {
  /// 0 (stores), 1 and 2 (the flat-image writer), 3 to 9 (libdeflate's levels; its 10 to 12 are
  /// far slower for a few percent).
  public static let pngCompressionRange: ClosedRange<Int> = 0...9

  /// Each option outside its range, as a sentence naming it and the range; empty when all are in.
  public var rangeProblems: [String] {
    [
      Self.widthProblem(width), Self.scaleProblem(scale), Self.pageHeightProblem(maxPageHeight),
      Self.pngCompressionRange.contains(pngCompressionLevel)
        ? nil : "pngCompressionLevel must be between 0 and 9, not \(pngCompressionLevel)",
      Self.threadRange.contains(threads) ? nil : "threads must be between 1 and 64, not \(threads)",
    ].compactMap { $0 }
  }

  // The sentences for the options the command-line tool has too, which it words the same way with
  // its own names for them ("--width must be between 200 and 2000 points, not 100").

  /// "width must be between 200 and 2000 points, not 100"; `nil` within `widthRange`.
  public static func widthProblem(_ width: Double, name: String = "width") -> String? {
    guard !widthRange.contains(width) else { return nil }
    return "\(name) must be between \(formatNumber(widthRange.lowerBound)) and \(formatNumber(widthRange.upperBound)) "
      + "points, not \(width)"
  }

  /// "scale must be 1, 2 or 3, not 5"; `nil` within `scaleRange`.
  public static func scaleProblem(_ scale: Int, name: String = "scale") -> String? {
    guard !scaleRange.contains(scale) else { return nil }
    return "\(name) must be 1, 2 or 3, not \(scale)"
  }

  /// "maxPageHeight must be between 256 and 32767 pixels, not 0"; `nil` within `pageHeightRange`.
  public static func pageHeightProblem(_ height: Int, name: String = "maxPageHeight") -> String? {
    guard !pageHeightRange.contains(height) else { return nil }
    return
      "\(name) must be between \(pageHeightRange.lowerBound) and \(pageHeightRange.upperBound) pixels, not \(height)"
  }

  /// Throws the problems of `rangeProblems`, if any.
  func checkRanges() throws(RenderError) {
    let problems = rangeProblems
    guard problems.isEmpty else { throw .invalidOptions("invalid render options: " + problems.joined(separator: "; ")) }
  }
}

extension ScreenOptions {
  /// The screen's size and the keyboard's height out of range, as sentences; empty when all are in.
  public var rangeProblems: [String] {
    var problems: [String] = []
    if !Self.widthRange.contains(size.width) || !Self.heightRange.contains(size.height) {
      problems.append(
        "the screen must be \(Self.describe(Self.widthRange)) points wide and \(Self.describe(Self.heightRange)) "
          + "high, not \(size.width) x \(size.height)")
    }
    if let height = inputState.keyboardHeight, !(Self.keyboardHeightRange(screenHeight: size.height).contains(height)) {
      let range = Self.keyboardHeightRange(screenHeight: size.height)
      problems.append("the keyboard must be \(Self.describe(range)) points high on this screen, not \(height)")
    }
    if let count = backUnread, !Self.backUnreadRange.contains(count) {
      problems.append("the back button's unread count must be \(Self.describeCount) messages, not \(count)")
    }
    if !Self.recordingSecondsRange.contains(recordingSeconds) {
      problems.append("the recording time must be \(Self.describeRecording) seconds, not \(recordingSeconds)")
    }
    return problems
  }

  /// From 100 points to 70% of the screen's height, so the list keeps room above it.
  public static func keyboardHeightRange(screenHeight: Double) -> ClosedRange<Double> {
    100...max(100, screenHeight * 0.7)
  }

  /// "0 to 3599".
  public static var describeRecording: String {
    "\(recordingSecondsRange.lowerBound) to \(recordingSecondsRange.upperBound)"
  }

  /// "0 to 1000000000".
  public static var describeCount: String { "\(backUnreadRange.lowerBound) to \(backUnreadRange.upperBound)" }

  /// "240 to 1400".
  static func describe(_ range: ClosedRange<Double>) -> String {
    "\(Int.saturating(range.lowerBound, rounding: .up)) to \(Int.saturating(range.upperBound, rounding: .down))"
  }

  func checkRanges() throws(RenderError) {
    let problems = rangeProblems
    guard problems.isEmpty else { throw .invalidOptions("invalid screen options: " + problems.joined(separator: "; ")) }
  }
}
