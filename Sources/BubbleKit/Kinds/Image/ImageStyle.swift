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
