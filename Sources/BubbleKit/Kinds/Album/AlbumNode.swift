/// An album: 2 to 10 photos and videos as one mosaic filling the bubble's
/// width (Telegram's grouped layout, `AlbumMosaic`). Only the mosaic's outer
/// corners follow the bubble; inner corners stay nearly square. Video tiles
/// carry a small play button and their duration.
public struct AlbumNode: ContentNode {
  public let items: [AlbumItem]
  public let hasCaption: Bool
  public var placement: NodePlacement { .fullBleed }

  public init(items: [AlbumItem], hasCaption: Bool) {
    self.items = items
    self.hasCaption = hasCaption
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let media = context.theme.media
    let style = context.style(for: AlbumKind.self)
    // Video tiles without a poster are dark like a video alone.
    let videoBackground = context.style(for: VideoKind.self).placeholderBackground
    let fallbackRatio = context.theme.placeholder.defaultAspectRatio
    var pieces: [(picture: MediaPicture, ratio: Double, badge: DurationBadgeLayout?, isVideo: Bool)] = []
    for (index, item) in items.enumerated() {
      let owner = "message \(context.messageID) item \(index + 1)"
      switch item {
      case .image(let image):
        let (picture, pixels) = MediaPicture.load(image.src, owner: owner, in: context)
        let ratio = MediaSizing.aspectRatio(
          pixelSize: pixels, width: image.width, height: image.height, fallback: fallbackRatio)
        pieces.append((picture, ratio, nil, false))
      case .video(let video):
        let (picture, pixels) = MediaPicture.load(
          video.poster, owner: owner, in: context, placeholderBackground: videoBackground,
          showsIcon: false)
        let ratio = MediaSizing.aspectRatio(
          pixelSize: pixels, width: video.width, height: video.height, fallback: 16.0 / 9)
        pieces.append((picture, ratio, DurationBadgeLayout.make(duration: video.duration, context: context), true))
      }
    }
    if style.layout == .stack {
      return AlbumStackLayout.make(
        pieces.map { ($0.picture, $0.ratio, $0.isVideo) }, maxWidth: maxWidth, style: style,
        imageBounds: context.style(for: ImageKind.self), playButton: media.playButton, footerOverlay: !hasCaption)
    }
    let mosaic = AlbumMosaic.layout(
      aspectRatios: pieces.map(\.ratio), maxWidth: min(maxWidth, style.maxWidth), maxHeight: style.maxHeight,
      spacing: style.spacing, minTileWidth: style.minTileWidth, minTileHeight: style.minTileHeight)
    let tiles = zip(mosaic.tiles, pieces).map { tile, piece in
      AlbumLayout.Tile(placement: tile, picture: piece.picture, badge: piece.badge, isVideo: piece.isVideo)
    }
    return AlbumLayout(
      size: mosaic.size, tiles: tiles, innerRadius: style.innerRadius, playButton: media.playButton,
      footerOverlay: !hasCaption)
  }
}

struct AlbumLayout: NodeLayout {
  struct Tile: Sendable {
    var placement: AlbumMosaic.Tile
    var picture: MediaPicture
    var badge: DurationBadgeLayout?
    var isVideo: Bool
  }

  var size: Size
  var tiles: [Tile]
  var innerRadius: Double
  var playButton: MediaStyle.PlayButton
  var footerOverlay: Bool
  var kind: String { "album" }

  func draw(in rect: Rect, context: DrawContext) {
    // The bubble may be a little wider than the mosaic (a long footer): stretch the columns to it.
    let stretch = size.width > 0 ? rect.width / size.width : 1
    for tile in tiles {
      let placement = tile.placement
      let frame = Rect(
        x: rect.minX + placement.frame.minX * stretch, y: rect.minY + placement.frame.minY,
        width: placement.frame.width * stretch, height: placement.frame.height)
      let radii = MediaSizing.corners(
        context.corners, top: placement.touchesTop, bottom: placement.touchesBottom, left: placement.touchesLeft,
        right: placement.touchesRight, inner: innerRadius)
      tile.picture.draw(in: frame, clippedTo: .roundedRect(frame, radii: radii), context: context)
      guard tile.isVideo else { continue }
      let buttonSize = min(playButton.tileSize, min(frame.width, frame.height) * 0.6)
      let button = PlayButtonArt.draw(
        centeredAt: Point(x: frame.midX, y: frame.midY), size: buttonSize, style: playButton, canvas: context.canvas)
      tile.badge?.draw(inside: frame, avoiding: button, canvas: context.canvas)
    }
  }
}
