extension PollKind {
  /// `kinds.poll`: options with percentages and bars.
  public struct Style: ContentStyle {
    /// Telegram's percentages and bars, or WhatsApp's radio circles with vote counts.
    public var style = Look.bars
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

    // The `radio` style (WhatsApp): a circle before each option, its vote count after it, a
    // track under it filled as far as its share; a hint under the question, a button at the end.
    public var radioSize = 20.0
    public var radioGap = 10.0
    public var trackColor = RGBColor(rgb: 0xE9EDEF)
    public var selectOneLabel = "Select one"
    public var selectManyLabel = "Select one or more"
    public var viewVotesLabel = "View votes"
  }

  /// How a poll is drawn (`kinds.poll.style`).
  public enum Look: String, Codable, Sendable, Hashable, CaseIterable {
    case bars, radio
  }

  public static let defaultStyle = Style()
}
