import Foundation

/// An album as a pile of photos (iMessage): the first item on top, straight, sized like a photo
/// alone; the next ones under it, as large, turned a few degrees alternately left and right so
/// their corners show around it.
struct AlbumStackLayout: NodeLayout {
  struct Card: Sendable {
    var picture: MediaPicture
    var isVideo: Bool
    /// Radians, clockwise; 0 for the top card.
    var angle: Double
  }

  var size: Size
  /// The top card's frame in the node; every card shares it, turned about its centre.
  var frame: Rect
  /// Bottom of the pile first, the top card last.
  var cards: [Card]
  var playButton: MediaStyle.PlayButton
  var footerOverlay: Bool
  var kind: String { "album" }

  /// How far the cards under the top one turn, alternately left and right, and how many show.
  static let angle = 4 * Double.pi / 180
  static let depth = 2

  static func make(
    _ items: [(picture: MediaPicture, ratio: Double, isVideo: Bool)], maxWidth: Double, style: AlbumKind.Style,
    imageBounds: ImageKind.Style, playButton: MediaStyle.PlayButton, footerOverlay: Bool
  ) -> AlbumStackLayout {
    let shown = Array(items.prefix(1 + depth))
    // Room for the turned cards' corners on every side.
    let ratio = shown.first?.ratio ?? 1
    let fitted = { (limit: Double) in
      MediaSizing.fitted(
        ratio: ratio, maxWidth: limit, maxHeight: style.maxHeight, minWidth: imageBounds.minWidth,
        minHeight: imageBounds.minHeight)
    }
    var card = fitted(min(maxWidth, style.maxWidth))
    var margin = margins(card, angle: shown.count > 1 ? angle : 0)
    if card.width + 2 * margin.x > maxWidth {
      card = fitted(max(1, maxWidth - 2 * margin.x))
      margin = margins(card, angle: shown.count > 1 ? angle : 0)
    }
    let cards = shown.enumerated().reversed().map { index, item in
      Card(picture: item.picture, isVideo: item.isVideo, angle: index == 0 ? 0 : (index % 2 == 1 ? -angle : angle))
    }
    return AlbumStackLayout(
      size: Size(width: card.width + 2 * margin.x, height: card.height + 2 * margin.y),
      frame: Rect(x: margin.x, y: margin.y, width: card.width, height: card.height), cards: cards,
      playButton: playButton, footerOverlay: footerOverlay)
  }

  /// How far a `size` card turned by `angle` reaches past its straight frame.
  private static func margins(_ size: Size, angle: Double) -> (x: Double, y: Double) {
    let (cosine, sine) = (cos(angle), abs(sin(angle)))
    return (
      ((size.width * cosine + size.height * sine - size.width) / 2).rounded(.up),
      ((size.width * sine + size.height * cosine - size.height) / 2).rounded(.up)
    )
  }

  func draw(in rect: Rect, context: DrawContext) {
    let canvas = context.canvas
    let card = frame.offsetBy(dx: rect.minX, dy: rect.minY)
    let center = Point(x: card.midX, y: card.midY)
    for item in cards {
      canvas.withState {
        if item.angle != 0 { canvas.rotate(by: item.angle, around: center) }
        item.picture.draw(in: card, clippedTo: .roundedRect(card, radii: context.corners), context: context)
      }
    }
    guard cards.last?.isVideo == true else { return }
    let buttonSize = min(playButton.tileSize, min(card.width, card.height) * 0.6)
    _ = PlayButtonArt.draw(centeredAt: center, size: buttonSize, style: playButton, canvas: canvas)
  }
}
