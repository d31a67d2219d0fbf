extension StickerKind {
  /// `kinds.sticker`. Telegram: stickers at most 160 pt, no bubble.
  public struct Style: ContentStyle {
    public var maxSize = 160.0
    /// The sticker's emoji, drawn when its image cannot be.
    public var fallbackEmojiSize = 96.0
  }

  public static let defaultStyle = Style()
}
