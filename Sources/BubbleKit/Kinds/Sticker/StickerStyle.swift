extension StickerKind {
  /// `kinds.sticker`. Telegram: stickers at most 160 pt, no bubble.
  public struct Style: ContentStyle {
    public var maxSize = 160.0
    /// The sticker's emoji, drawn when its image cannot be.
    public var fallbackEmojiSize = 96.0
  }

  public static let defaultStyle = Style()
}

extension StickerKind.Style {
  public static let referenceTitle = "Stickers (`sticker`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key("max_size", "Stickers fit in this square, without a bubble (Telegram 160)."),
    .key("fallback_emoji_size", "The sticker's emoji, drawn when its image cannot be."),
  ]
}
