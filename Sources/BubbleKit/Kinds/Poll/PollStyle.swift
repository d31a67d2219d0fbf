extension PollKind {
  /// `kinds.poll`: options with percentages and bars.
  public struct Style: ContentStyle {
    /// Telegram's poll bubbles are wide even for short options.
    public var minWidth = 240.0
    public var optionSize = 15.0
    public var percentSize = 14.0
    /// Between the percentage column and the option text.
    public var percentGap = 8.0
    public var barHeight = 4.0
    /// Between an option's text and its bar.
    public var barSpacing = 4.0
    public var optionSpacing = 10.0
    /// Between the subtitle and the first option, and the last bar and the vote count.
    public var sectionSpacing = 10.0
  }

  public static let defaultStyle = Style()
}
