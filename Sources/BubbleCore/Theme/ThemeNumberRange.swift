/// The values a number in a theme file may take. Every number of a theme is checked against its
/// key's range when the file is read (`ThemeNumberRange.forKey(_:)`), so layout never sees a
/// size that would trap a conversion, hang a loop or reach Pango and Cairo out of their range.
/// Themes/README.md and theme.schema.json state each key's range
/// (`.ci/theme-reference/generate.py` mirrors these rules; a test keeps the two equal).
public struct ThemeNumberRange: Sendable, Hashable, CustomStringConvertible {
  public var minimum: Double
  public var maximum: Double
  /// Counts and indices: a number without a fraction (`3`, `3.0`).
  public var isWhole: Bool

  public init(_ bounds: ClosedRange<Double>, isWhole: Bool = false) {
    minimum = bounds.lowerBound
    maximum = bounds.upperBound
    self.isWhole = isWhole
  }

  public func contains(_ value: Double) -> Bool {
    value >= minimum && value <= maximum && (!isWhole || value == value.rounded(.towardZero))
  }

  /// "a number from 0 to 2000", "a whole number from 1 to 24".
  public var description: String {
    "\(isWhole ? "a whole number" : "a number") from \(formatNumber(minimum)) to \(formatNumber(maximum))"
  }

  // MARK: The rules

  /// Lengths in points: widths, heights, paddings, gaps, radii, margins, insets.
  public static let length = ThemeNumberRange(0...2000)
  /// Text sizes in points, and keys named `size` or `*_size` (symbols and icons drawn at a size).
  public static let size = ThemeNumberRange(1...200)
  /// Opacities, fractions of the canvas, levels.
  public static let fraction = ThemeNumberRange(0...1)
  /// Ratios of widths to heights, scales of a text size.
  public static let ratio = ThemeNumberRange(0.1...10)
  /// Times in seconds (`*_seconds`, `*_duration`): at most a day.
  public static let seconds = ThemeNumberRange(0...86_400)
  /// Grid columns.
  public static let columns = ThemeNumberRange(1...24, isWhole: true)
  /// Line counts (`max_lines`, `*_max_lines`, `preview_lines`).
  public static let lines = ThemeNumberRange(1...20, isWhole: true)

  /// Keys the rules by name do not fit, by dotted path.
  public static let exceptions: [String: ThemeNumberRange] = [
    // A waveform level, as the conversation format's samples are.
    "kinds.voice.flat_level": ThemeNumberRange(0...31, isWhole: true),
    // An index into `tabs`.
    "screen.inbox.selected_tab": ThemeNumberRange(0...15, isWhole: true),
    // Scales the text size for code: kept near it so code stays a text size.
    "blocks.code_size_ratio": ThemeNumberRange(0.25...4),
    "screen.status_bar.battery_level": fraction,
    // Rows are laid one under the other until the area is full: they need a height.
    "screen.inbox.row_height": ThemeNumberRange(1...2000),
    "screen.emoji_panel.row_height": ThemeNumberRange(1...2000),
    // Whole points, so a tile is whole pixels at every page scale; big enough to hold a drawing.
    "canvas.wallpaper.tile_size": ThemeNumberRange(40...400, isWhole: true),
  ]

  /// The range of the number at `path` in a theme file: `bubble.radius`, `kinds.poll.bar_height`,
  /// `bubble.text_insets.top` (an inset takes its object's rule), `fonts.big_emoji_sizes[0]`
  /// (an array element its array's). Any kind's section follows the same rules, so a custom
  /// kind's keys are checked too.
  public static func forKey(_ path: String) -> ThemeNumberRange {
    let path = path.split(separator: "[").first.map(String.init) ?? path
    if let range = exceptions[path] { return range }
    let keys = path.split(separator: ".").map(String.init)
    guard var key = keys.last else { return length }
    if ["top", "left", "bottom", "right"].contains(key), keys.count > 1 { key = keys[keys.count - 2] }
    return forName(key)
  }

  private static func forName(_ key: String) -> ThemeNumberRange {
    if key.contains("opacity") || key.contains("fraction") { return fraction }
    if key.hasSuffix("_ratio") { return ratio }
    if key.hasSuffix("_seconds") || key.hasSuffix("_duration") { return seconds }
    if key == "columns" { return columns }
    if key.hasSuffix("lines") { return lines }
    if key == "size" || key.hasSuffix("_size") || key.hasSuffix("_sizes") { return size }
    return length
  }
}
