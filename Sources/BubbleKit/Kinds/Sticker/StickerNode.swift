/// A sticker: the image alone, without a bubble, fitted in the theme's
/// sticker box (Telegram: 160 pt). The time sits on a capsule over its
/// bottom-right corner. An image that cannot be drawn falls back to the
/// sticker's emoji drawn large, or to a placeholder.
public struct StickerNode: ContentNode {
  public let sticker: StickerMedia
  public var placement: NodePlacement { .unbubbled }

  public init(sticker: StickerMedia) { self.sticker = sticker }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: StickerKind.self)
    let (picture, pixelSize) = MediaPicture.load(sticker.src, owner: "message \(context.messageID)", in: context)
    let ratio = MediaSizing.aspectRatio(pixelSize: pixelSize, width: sticker.width, height: sticker.height, fallback: 1)
    let side = min(maxWidth, style.maxSize)
    let size = MediaSizing.fitted(ratio: ratio, maxWidth: side, maxHeight: side, minWidth: 0, minHeight: 0)
    var emoji: ShapedText?
    if !picture.isLoaded, let character = sticker.emoji, !character.allSatisfy(\.isWhitespace) {
      var text = context.text(
        character.filter { !$0.isWhitespace }, size: min(style.fallbackEmojiSize, size.height * 0.8),
        alignment: .center)
      text.lineHeight = .glyphs
      emoji = context.measurer.shape(text, maxWidth: size.width)
    }
    return StickerLayout(
      size: size, picture: picture, emoji: emoji, emojiSize: emoji?.size ?? .zero,
      placeholderRadius: context.theme.bubble.radius)
  }
}

struct StickerLayout: NodeLayout {
  var size: Size
  var picture: MediaPicture
  /// Drawn instead of the picture when the image did not load.
  var emoji: ShapedText?
  var emojiSize: Size
  var placeholderRadius: Double
  var kind: String { "sticker" }
  var footerOverlay: Bool { true }

  func draw(in rect: Rect, context: DrawContext) {
    // Unbubbled nodes get the row's full content width: keep the sticker at its own size.
    let frame = Rect(origin: rect.origin, size: size)
    if let emoji {
      context.canvas.draw(
        emoji,
        in: Rect(
          x: frame.minX, y: frame.midY - emojiSize.height / 2, width: frame.width, height: emojiSize.height))
      return
    }
    // Stickers carry their own transparency; only the placeholder needs a shape.
    let clip: Path = picture.isLoaded ? .rect(frame) : .roundedRect(frame, radius: placeholderRadius)
    picture.draw(in: frame, clippedTo: clip, context: context)
  }
}
