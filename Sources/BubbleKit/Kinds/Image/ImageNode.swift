/// A photo filling the bubble's width (Telegram's interactive media node):
/// aspect ratio kept within the theme's photo bounds, rounded to the bubble.
/// Without a caption the time sits on a capsule over its bottom-right corner.
public struct ImageNode: ContentNode {
  public let image: ImageMedia
  public let hasCaption: Bool
  public var placement: NodePlacement { .fullBleed }

  public init(image: ImageMedia, hasCaption: Bool) {
    self.image = image
    self.hasCaption = hasCaption
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let bounds = context.style(for: ImageKind.self)
    let (picture, pixelSize) = MediaPicture.load(image.src, owner: "message \(context.messageID)", in: context)
    let ratio = MediaSizing.aspectRatio(
      pixelSize: pixelSize, width: image.width, height: image.height,
      fallback: context.theme.placeholder.defaultAspectRatio)
    let size = MediaSizing.fitted(
      ratio: ratio, maxWidth: min(maxWidth, bounds.maxWidth), maxHeight: bounds.maxHeight,
      minWidth: bounds.minWidth, minHeight: bounds.minHeight)
    return PictureLayout(kind: "image", size: size, picture: picture, footerOverlay: !hasCaption)
  }
}

/// One picture filling the node's frame, rounded to the bubble's corners.
struct PictureLayout: NodeLayout {
  var kind: String
  var size: Size
  var picture: MediaPicture
  var footerOverlay: Bool

  func draw(in rect: Rect, context: DrawContext) {
    let frame = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: size.height)
    picture.draw(in: frame, clippedTo: .roundedRect(frame, radii: context.corners), context: context)
  }
}
