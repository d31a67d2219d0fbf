/// Looks shared by visual media kinds: the play button and duration badge of videos (in bubbles
/// and album tiles), and the glyph on missing images. Each kind's own keys are its `Style`
/// (`kinds.image`, `kinds.video`, ... in a theme file), in its folder under Sources/BubbleKit/Kinds.
///
/// Sources: Telegram iOS (layout-facts.md) for the play button and badge numbers.
public struct MediaStyle: Sendable, Equatable, Codable {
  public var playButton: PlayButton
  public var durationBadge: DurationBadge
  /// Side of the picture glyph drawn on missing images (the box itself uses `placeholder` colours).
  public var placeholderIconSize: Double
  /// Media types the app does not have (WeChat's red packet in Telegram): drawn as the app draws
  /// a message it cannot show, in `strings.unsupported_message`.
  public var unsupportedKinds: [String]
  /// Media types the app keeps no message of (calls in iMessage, which logs them in the Phone
  /// app): such messages are not drawn at all.
  public var hiddenKinds: [String]
  /// A message's text above its media, as a row of its own (Discord, Slack, whose messages read
  /// top to bottom: the words, then the attachments); else the text is the media's caption.
  public var textFirst: Bool

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
}
