extension ImageKind {
  /// `kinds.image`: the box photos fit in. Telegram: photos fit in 300 x 380 and are never
  /// smaller than 170 x 74 (smaller ones are scaled up and cropped to keep their aspect ratio).
  /// Videos fit the same box (`VideoNode`).
  public struct Style: ContentStyle {
    public var maxWidth = 300.0
    public var maxHeight = 380.0
    public var minWidth = 170.0
    public var minHeight = 74.0
    /// A caption under the photo in its bubble, or a text bubble of its own under the bare photo.
    public var caption = CaptionPlacement.inside
  }

  public static let defaultStyle = Style()
}

extension ImageKind.Style {
  public static let referenceTitle = "Photos (`image`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key("max_width", "Photos are scaled to fit in max_width x max_height (Telegram 300 x 380)..."),
    .key("max_height", "...see `max_width`."),
    .key(
      "min_width",
      "...and are never smaller than min_width x min_height (Telegram 170 x 74); smaller ones are scaled up and cropped, keeping their aspect ratio."
    ),
    .key("min_height", "...see `min_width`."),
    .key(
      "caption",
      "`inside`: a caption goes under the photo, in its bubble (Telegram, WhatsApp); `separate`: the photo stands alone (bare with `bubble.media_without_bubble`) and the caption is a text bubble of its own under it, carrying the time and status (iMessage, WeChat)."
    ),
  ]
}
