extension CallKind {
  /// `kinds.call`: a call record's icon and direction arrow.
  public struct Style: ContentStyle {
    /// The icon's circle is the accent at this opacity; the glyph is the accent.
    public var iconTintOpacity = 0.14
    public var glyphSize = 22.0
    public var arrowSize = 10.0
    /// Telegram draws answered calls' arrows green and missed ones red.
    public var answeredColor = RGBColor(rgb: 0x2FB34A)
    public var missedColor = RGBColor(rgb: 0xE5473B)
  }

  public static let defaultStyle = Style()
}
