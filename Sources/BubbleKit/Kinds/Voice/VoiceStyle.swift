extension VoiceKind {
  /// `kinds.voice`: the waveform and duration of a voice note (the play button and text sizes are
  /// the cards' shared keys).
  public struct Style: ContentStyle {
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
  }

  public static let defaultStyle = Style()
}
