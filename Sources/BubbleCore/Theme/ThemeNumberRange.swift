/// The values a number in a theme file may take. Every number of a theme is checked against its
/// key's range when the file is read (`ThemeNumberRange.forKey(_:)`), so layout never sees a
/// size that would trap a conversion, hang a loop or reach Pango and Cairo out of their range.
/// Themes/README.md and theme.schema.json state each key's range, generated from these rules
/// (`bubbles themes --reference`, `--schema`).
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

  /// Keys the rules by name do not fit, by dotted path, in the order the reference lists them.
  public static let exceptions: [(path: String, range: ThemeNumberRange)] = [
    // A waveform level, as the conversation format's samples are.
    ("kinds.voice.flat_level", ThemeNumberRange(0...31, isWhole: true)),
    // An index into `tabs`.
    ("screen.inbox.selected_tab", ThemeNumberRange(0...15, isWhole: true)),
    // Scales the text size for code: kept near it so code stays a text size.
    ("blocks.code_size_ratio", ThemeNumberRange(0.25...4)),
    // 0 is the font's own pitch; otherwise lines between half and four text sizes apart.
    ("markdown.line_height_ratio", ThemeNumberRange(0...4)),
    ("blocks.line_height_ratio", ThemeNumberRange(0...4)),
    ("screen.status_bar.battery_level", fraction),
    // Rows are laid one under the other until the area is full: they need a height.
    ("screen.inbox.row_height", ThemeNumberRange(1...2000)),
    ("screen.emoji_panel.row_height", ThemeNumberRange(1...2000)),
    // Whole points, so a tile is whole pixels at every page scale; big enough to hold a drawing.
    ("canvas.wallpaper.tile_size", ThemeNumberRange(40...400, isWhole: true)),
  ]

  private static let exceptionsByPath = Dictionary(uniqueKeysWithValues: exceptions.map { ($0.path, $0.range) })

  /// A range for the keys whose name matches, worded for the reference ("ends in `_ratio`").
  public struct NameRule: Sendable {
    public var words: String
    public var range: ThemeNumberRange
    let matches: @Sendable (String) -> Bool
  }

  /// The rules by key name, first match wins; any other number is a `length`.
  public static let nameRules: [NameRule] = [
    NameRule(words: "contains `opacity` or `fraction`", range: fraction) {
      $0.contains("opacity") || $0.contains("fraction")
    },
    NameRule(words: "ends in `_ratio`", range: ratio) { $0.hasSuffix("_ratio") },
    NameRule(words: "ends in `_seconds` or `_duration`", range: seconds) {
      $0.hasSuffix("_seconds") || $0.hasSuffix("_duration")
    },
    NameRule(words: "is `columns`", range: columns) { $0 == "columns" },
    NameRule(words: "ends in `lines` (`max_lines`, `preview_lines`)", range: lines) { $0.hasSuffix("lines") },
    NameRule(words: "is `size` or ends in `_size` or `_sizes`", range: size) {
      $0 == "size" || $0.hasSuffix("_size") || $0.hasSuffix("_sizes")
    },
  ]

  /// The range of the number at `path` in a theme file: `bubble.radius`, `kinds.poll.bar_height`,
  /// `bubble.text_insets.top` (an inset takes its object's rule), `fonts.big_emoji_sizes[0]`
  /// (an array element its array's). Any kind's section follows the same rules, so a custom
  /// kind's keys are checked too.
  public static func forKey(_ path: String) -> ThemeNumberRange {
    let path = path.split(separator: "[").first.map(String.init) ?? path
    if let range = exceptionsByPath[path] { return range }
    let keys = path.split(separator: ".").map(String.init)
    guard var key = keys.last else { return length }
    if ["top", "left", "bottom", "right"].contains(key), keys.count > 1 { key = keys[keys.count - 2] }
    return forName(key)
  }

  private static func forName(_ key: String) -> ThemeNumberRange {
    nameRules.first { $0.matches(key) }?.range ?? length
  }
}
