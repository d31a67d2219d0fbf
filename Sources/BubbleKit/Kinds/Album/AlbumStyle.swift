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

extension AlbumKind.Style {
  public static let referenceTitle = "Albums (`album`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key("max_width", "Box an album's mosaic fits in (Telegram's grouped layout)..."),
    .key("max_height", "...see `max_width`."),
    .key("spacing", "Gap between tiles (Telegram 1 to 2)."),
    .key("min_tile_width", "Narrowest tile (Telegram 68)."),
    .key("min_tile_height", "Shortest tile (Telegram 81)."),
    .key("inner_radius", "Corners of tiles where they do not touch the mosaic's outline."),
    .key(
      "layout",
      "`mosaic`: the items as one mosaic (Telegram's grouped layout); `stack`: a pile, the first item on top sized like a photo alone and up to two more under it, turned a little left and right so their corners show (iMessage); `separate`: each photo and video a message of its own, one after another, as if sent one by one, the last carrying the time and status (WeChat)."
    ),
    .key(
      "caption",
      "`inside`: a caption goes under the album, in its bubble; `separate`: a text bubble of its own after the album or its photos (iMessage, WeChat)."
    ),
  ]
}
