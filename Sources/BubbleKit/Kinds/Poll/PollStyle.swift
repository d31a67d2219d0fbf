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

extension PollKind.Style {
  public static let referenceTitle = "Polls (`poll`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "style",
      "`bars`: Telegram's: each option's percentage on the leading side and an accent bar under its text, an \"Anonymous poll\" subtitle and the vote count at the end; `radio`: WhatsApp's: an empty round check before each option, its vote count on the trailing side, a track under its text filled in the accent as far as its share of the voters, `select_one_label` or `select_many_label` under the question (the latter when the votes add up to more than the voters) and `view_votes_label` under a hairline at the end."
    ),
    .key("min_width", "Narrowest poll bubble."),
    .key("option_size", "Option text."),
    .key("percent_size", "Percentages."),
    .key("percent_gap", "Between the percentage column and the option text."),
    .key("bar_height", "Result bars."),
    .key("bar_spacing", "Between an option's text and its bar."),
    .key("option_spacing", "Between options."),
    .key("section_spacing", "Between the subtitle and the first option, and the last bar and the vote count."),
    .key("radio_size", "`radio`: diameter of the round check."),
    .key("radio_gap", "`radio`: between the check and the option text."),
    .key("track_color", "`radio`: the empty part of each option's track."),
    .key("select_one_label", "`radio`: under the question when each voter picked one option."),
    .key("select_many_label", "`radio`: under the question when voters picked several."),
    .key("view_votes_label", "`radio`: the button closing the card."),
  ]
}
