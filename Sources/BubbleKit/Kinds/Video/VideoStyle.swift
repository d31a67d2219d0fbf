extension VideoKind {
  /// `kinds.video`. Telegram: videos are at most 250 high when landscape, 360 when portrait; their
  /// width follows the photo box (`kinds.image`). The play button and duration badge are shared
  /// with album tiles (`media.play_button`, `media.duration_badge`).
  public struct Style: ContentStyle {
    public var maxHeightLandscape = 250.0
    public var maxHeightPortrait = 360.0
    /// Behind a video without a poster (also video tiles of an album).
    public var placeholderBackground = RGBColor(rgb: 0x263440)
    /// A caption under the video in its bubble, or a text bubble of its own under the bare video.
    public var caption = CaptionPlacement.inside
  }

  public static let defaultStyle = Style()
}

extension VideoKind.Style {
  public static let referenceTitle = "Videos (`video`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key("max_height_landscape", "Tallest landscape video (Telegram 250)."),
    .key("max_height_portrait", "Tallest portrait video (Telegram 360)."),
    .key("placeholder_background", "Behind a video without a poster image."),
    .key(
      "caption",
      "`inside`: a caption goes under the video, in its bubble; `separate`: the video stands alone (bare with `bubble.media_without_bubble`) and the caption is a text bubble of its own under it (iMessage, WeChat)."
    ),
  ]
}
