extension VoiceKind {
  /// `kinds.voice`: the waveform and duration of a voice note (the play button and text sizes are
  /// the cards' shared keys).
  public struct Style: ContentStyle {
    /// Telegram's waveform, or WeChat's and NIMKit's sound-wave glyph in a bubble whose length
    /// follows the duration, the duration beside the bubble.
    public var style = Look.waveform
    /// Waveform bars (LyoSU quote-api: 3 wide, 2 apart, 4 to 28 high).
    public var barWidth = 3.0
    public var barGap = 2.0
    public var minBarHeight = 4.0
    public var maxBarHeight = 28.0
    /// The waveform grows with the duration, from its minimum width at
    /// `shortDuration` seconds to its maximum at `longDuration` (Telegram iOS
    /// grows voice bubbles between 2 s and 30 s).
    public var minWaveformWidth = 100.0
    public var maxWaveformWidth = 200.0
    public var shortDuration = 2.0
    public var longDuration = 30.0
    /// Level (0...31) of the flat waveform drawn when a note has none: Telegram
    /// draws a flat line; a little above the floor so it reads as bars, not dots.
    public var flatLevel = 5
    /// A played note's bars are the accent at this opacity; an unplayed note's
    /// are the full accent. A still image has no playback progress, so the
    /// colour tells "heard" from "new" (with the unplayed dot).
    public var playedOpacity = 0.45
    /// Between the waveform and the duration below it.
    public var durationSpacing = 2.0
    /// Telegram's small accent dot after the duration of an unplayed note.
    public var unplayedDotSize = 6.0
    public var unplayedDotGap = 5.0
    /// Draw that dot at all (LINE and KakaoTalk mark no unplayed note).
    public var unplayedDot = true

    // The `glyph` style (WeChat, NIMKit). Its bubble grows from `min_bubble_width` at
    // `short_duration` to `max_bubble_width` at `long_duration` (WeChat: 1 s to 60 s).
    public var minBubbleWidth = 72.0
    public var maxBubbleWidth = 200.0
    /// Height of the ")))" glyph, and of the row holding it (a text line's, so a voice bubble
    /// is as tall as a one-line text bubble).
    public var glyphSize = 16.0
    public var glyphRowHeight = 22.0
    /// The duration (`7"`) beside the bubble, on the side away from the sender.
    public var durationSize = 14.0
    public var durationGap = 6.0
    public var outsideDurationColor = RGBColor(rgb: 0x000000, alpha: 0x80)
    /// The dot beside an incoming note not yet played (WeChat's red dot; size and gap above).
    public var unreadDotColor = RGBColor(rgb: 0xFA5151)
  }

  /// How a voice note is drawn (`kinds.voice.style`).
  public enum Look: String, Codable, Sendable, Hashable, CaseIterable {
    case waveform, glyph
  }

  public static let defaultStyle = Style()
}

extension VoiceKind.Style {
  public static let referenceTitle = "Voice notes (`voice`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key("bar_width", "Waveform bar width."),
    .key("bar_gap", "Gap between bars."),
    .key("min_bar_height", "Shortest bar."),
    .key("max_bar_height", "Tallest bar."),
    .key("min_waveform_width", "Waveform width of a note of `short_duration` seconds or less..."),
    .key(
      "max_waveform_width",
      "...growing to this at `long_duration` seconds (Telegram grows voice bubbles between 2 and 30 s)."),
    .key("short_duration", "See `min_waveform_width` and `min_bubble_width`."),
    .key("long_duration", "See `max_waveform_width` and `max_bubble_width`."),
    .key("flat_level", "Level (0 to 31) of the flat waveform drawn for a note without one."),
    .key(
      "played_opacity", "A played note's bars are the accent at this opacity; an unplayed note's are the full accent."),
    .key("duration_spacing", "Between the waveform and the duration below it."),
    .key(
      "unplayed_dot_size",
      "The accent dot after the duration of an unplayed note (`glyph`: the dot beside an incoming note not yet played)."
    ),
    .key("unplayed_dot_gap", "Space before that dot (`glyph`: between the bubble and the dot)."),
    .key("unplayed_dot", "Draw that dot (`false`: LINE and KakaoTalk mark no unplayed note)."),
    .key(
      "style",
      "`waveform`: Telegram's play button, waveform and duration inside the bubble. `glyph`: WeChat's and NIMKit's \")))\" sound-wave glyph on the sender's side of a bubble whose length follows the duration, the duration (`7\"`) beside the bubble away from the sender, and a dot beside an incoming note not yet played (the conversation's `played`). The keys below apply to `glyph` only."
    ),
    .key("min_bubble_width", "`glyph`: the bubble's width for a note of `short_duration` seconds or less..."),
    .key(
      "max_bubble_width",
      "...growing to this at `long_duration` seconds (WeChat: 1 to 60 s). The bubble stays narrower when the duration beside it would not fit."
    ),
    .key("glyph_size", "`glyph`: height of the sound-wave glyph."),
    .key(
      "glyph_row_height",
      "`glyph`: height of the row holding the glyph inside the bubble's text insets (a text line's, so a voice bubble is as tall as a one-line text bubble)."
    ),
    .key("duration_size", "`glyph`: text size of the duration beside the bubble."),
    .key("duration_gap", "`glyph`: space between the bubble and the duration."),
    .key(
      "outside_duration_color",
      "`glyph`: colour of the duration beside the bubble (it is on the canvas, not in the bubble)."),
    .key("unread_dot_color", "`glyph`: colour of the dot beside an incoming note not yet played (WeChat's red)."),
  ]
}
