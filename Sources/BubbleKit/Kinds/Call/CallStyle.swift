extension CallKind {
  /// `kinds.call`: a call record's icon and direction arrow.
  public struct Style: ContentStyle {
    /// `card`: a round icon, "Outgoing call" and an arrow with the duration (Telegram). `text`: a
    /// text bubble ("Duration 03:05") with a handset or camera glyph, after the text in outgoing
    /// bubbles and before it in incoming ones (WeChat).
    public var style = Look.card
    /// The icon's circle is the accent at this opacity; the glyph is the accent.
    public var iconTintOpacity = 0.14
    public var glyphSize = 22.0
    public var arrowSize = 10.0
    /// Telegram draws answered calls' arrows green and missed ones red.
    public var answeredColor = RGBColor(rgb: 0x2FB34A)
    public var missedColor = RGBColor(rgb: 0xE5473B)

    // The `text` style: the words (`%@` is the duration, 03:05) and the glyph beside them.
    public var durationLabel = "Duration %@"
    /// A call not answered, as the caller sees it, and as the one called sees it.
    public var canceledLabel = "Canceled"
    public var missedLabel = "Missed"
    /// A call the one called declined, in either bubble.
    public var declinedLabel = "Declined"
    public var textGlyphSize = 18.0
    public var textGlyphGap = 6.0
  }

  /// How a call is drawn (`kinds.call.style`).
  public enum Look: String, Codable, Sendable, Hashable, CaseIterable {
    case card, text
  }

  public static let defaultStyle = Style()
}

extension CallKind.Style {
  public static let referenceTitle = "Calls (`call`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key("icon_tint_opacity", "The call icon's circle is the accent at this opacity; the glyph is the accent."),
    .key("glyph_size", "The phone or camera glyph."),
    .key("arrow_size", "The direction arrow."),
    .key("answered_color", "Arrow of answered calls."),
    .key("missed_color", "Arrow and title of missed calls."),
    .key(
      "style",
      "`card`: a round icon, \"Outgoing call\" (or incoming, or missed) and an arrow with the duration (Telegram). `text`: an ordinary text bubble with the words below and a handset (or camera) glyph, after the words in outgoing bubbles and before them in incoming ones (WeChat, NIM). The keys below apply to `text` only."
    ),
    .key(
      "duration_label",
      "An answered call; `%@` is the duration as minutes and seconds, two digits each (`03:05`), hours first when there are any. Without a duration, `cards.labels.voice_call` or `video_call`."
    ),
    .key("canceled_label", "A call not answered (`missed`), in the caller's (outgoing) bubble."),
    .key("missed_label", "A call not answered, in the bubble of the one called (incoming)."),
    .key("declined_label", "A call the one called declined (`declined`), in either bubble."),
    .key("text_glyph_size", "The glyph beside the words."),
    .key("text_glyph_gap", "Between the glyph and the words."),
  ]
}
