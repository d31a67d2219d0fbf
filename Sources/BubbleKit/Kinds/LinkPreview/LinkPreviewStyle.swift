extension LinkPreviewKind {
  /// `kinds.link_preview`: the card under a message's text: accent bar, site, title, description,
  /// image.
  public struct Style: ContentStyle {
    public var barWidth = 3.0
    public var radius = 4.0
    /// Around the card's text, measured from the bar's outer edge on the left.
    public var padding = EdgeInsets(top: 4, left: 10, bottom: 6, right: 8)
    public var siteNameSize = 14.0
    public var titleSize = 14.0
    public var descriptionSize = 14.0
    public var titleMaxLines = 2
    public var descriptionMaxLines = 3
    /// Between the site name, title and description.
    public var lineSpacing = 1.0
    /// Images at least this wide for their height go full width under the text.
    public var wideImageMinRatio = 1.2
    public var imageMinHeight = 74.0
    public var imageMaxHeight = 240.0
    public var imageRadius = 6.0
    /// Between the text and a wide image.
    public var imageSpacing = 6.0
    /// The square thumbnail on the trailing side, for images that are not wide.
    public var thumbnailSize = 56.0
    public var thumbnailGap = 8.0
  }

  public static let defaultStyle = Style()
}
