extension AlbumKind {
  /// `kinds.album`. Telegram's grouped layout: minimum tile 68 x 81, spacing 1 to 2.
  public struct Style: ContentStyle {
    public var maxWidth = 300.0
    public var maxHeight = 380.0
    public var spacing = 2.0
    public var minTileWidth = 68.0
    public var minTileHeight = 81.0
    /// Corners of tiles that do not touch the mosaic's outline (quote-api: 4; we keep them tighter).
    public var innerRadius = 2.0
    /// One mosaic (Telegram), a pile of photos with the first on top (iMessage), or each photo
    /// and video as its own message, one after another (WeChat).
    public var layout = Layout.mosaic
    /// A caption under the album in its bubble, or a text bubble of its own after it.
    public var caption = CaptionPlacement.inside
  }

  /// `kinds.album.layout`.
  public enum Layout: String, Codable, Sendable, Hashable, CaseIterable {
    case mosaic, stack, separate
  }

  public static let defaultStyle = Style()
}
