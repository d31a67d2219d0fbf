/// Looks of visual media: photos, albums, videos, stickers, link previews, locations.
///
/// Sources: Telegram iOS (layout-facts.md) for photo, video, sticker and album
/// numbers; LyoSU quote-api for the album tile radius; the rest are ours,
/// chosen to sit on the same 2 pt grid as the bubble.
public struct MediaStyle: Sendable, Equatable, Codable {
  public var photo: Photo
  public var video: Video
  public var album: Album
  public var sticker: Sticker
  public var playButton: PlayButton
  public var durationBadge: DurationBadge
  public var linkPreview: LinkPreview
  public var location: Location
  /// Side of the picture glyph drawn on missing images (the box itself uses `placeholder` colours).
  public var placeholderIconSize: Double

  /// Telegram: photos fit in 300 x 380 and are never smaller than 170 x 74
  /// (smaller ones are scaled up and cropped to keep their aspect ratio).
  public struct Photo: Sendable, Equatable, Codable {
    public var maxWidth: Double
    public var maxHeight: Double
    public var minWidth: Double
    public var minHeight: Double
  }

  /// Telegram: videos are at most 250 high when landscape, 360 when portrait.
  public struct Video: Sendable, Equatable, Codable {
    public var maxHeightLandscape: Double
    public var maxHeightPortrait: Double
    /// Behind a video without a poster.
    public var placeholderBackground: RGBColor
  }

  /// Telegram's grouped layout: minimum tile 68 x 81, spacing 1 to 2.
  public struct Album: Sendable, Equatable, Codable {
    public var maxWidth: Double
    public var maxHeight: Double
    public var spacing: Double
    public var minTileWidth: Double
    public var minTileHeight: Double
    /// Corners of tiles that do not touch the mosaic's outline (quote-api: 4; we keep them tighter).
    public var innerRadius: Double
  }

  /// Telegram: stickers at most 160 pt, no bubble.
  public struct Sticker: Sendable, Equatable, Codable {
    public var maxSize: Double
    /// The sticker's emoji, drawn when its image cannot be.
    public var fallbackEmojiSize: Double
  }

  /// The round play button over videos.
  public struct PlayButton: Sendable, Equatable, Codable {
    public var size: Double
    /// On video tiles of an album.
    public var tileSize: Double
    public var background: RGBColor
    public var icon: RGBColor
  }

  /// "2:05" on a capsule at a video's top-left corner.
  public struct DurationBadge: Sendable, Equatable, Codable {
    public var size: Double
    public var text: RGBColor
    public var background: RGBColor
    public var padding: EdgeInsets
    /// From the video's top and leading edges (Telegram puts its overlays 6 from the edges).
    public var margin: Double
  }

  /// The card under a message's text: accent bar, site, title, description, image.
  public struct LinkPreview: Sendable, Equatable, Codable {
    public var barWidth: Double
    public var radius: Double
    /// Around the card's text, measured from the bar's outer edge on the left.
    public var padding: EdgeInsets
    public var siteNameSize: Double
    public var titleSize: Double
    public var descriptionSize: Double
    public var titleMaxLines: Int
    public var descriptionMaxLines: Int
    /// Between the site name, title and description.
    public var lineSpacing: Double
    /// Images at least this wide for their height go full width under the text.
    public var wideImageMinRatio: Double
    public var imageMinHeight: Double
    public var imageMaxHeight: Double
    public var imageRadius: Double
    /// Between the text and a wide image.
    public var imageSpacing: Double
    /// The square thumbnail on the trailing side, for images that are not wide.
    public var thumbnailSize: Double
    public var thumbnailGap: Double
  }

  /// A map (image or drawn placeholder) with a pin, then title and address.
  public struct Location: Sendable, Equatable, Codable {
    public var mapWidth: Double
    public var mapHeight: Double
    /// The drawn placeholder map.
    public var land: RGBColor
    public var block: RGBColor
    public var park: RGBColor
    public var water: RGBColor
    public var street: RGBColor
    public var mainStreet: RGBColor
    public var streetWidth: Double
    public var pin: RGBColor
    public var pinSize: Double
    public var titleSize: Double
    public var addressSize: Double
    public var titleMaxLines: Int
    public var addressMaxLines: Int
    /// Around the title and address, inside the media insets (text insets minus media insets).
    public var textInsets: EdgeInsets
    public var textSpacing: Double
  }
}
