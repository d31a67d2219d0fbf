import BubbleCore
import BubbleGraphics

/// Shapes a quote's bubbles (cut to their edges, drawn at `QuoteShape.drawingScale`) as its
/// `QuoteShape` says: the sizes are quote-api's and the sticker platforms'.
struct QuoteComposition {
  let shape: QuoteShape
  let budget: RenderBudget

  func compose(_ bubbles: RasterImage) throws(RenderError) -> RasterImage {
    let side = StickerPlatform.side
    switch shape {
    case .sticker(.telegram):
      return try fitted(bubbles, longSide: side)
    case .sticker(.whatsapp):
      let margin = StickerPlatform.whatsapp.margin
      return try centered(try fitted(bubbles, longSide: side - 2 * margin), width: side, height: side)
    case .quoteSticker:
      // Drawn as a sticker unless too tall for one (`QuoteShape.drawingScale`).
      return QuoteShape.isTall(pixelHeight: bubbles.height) ? bubbles : try fitted(bubbles, longSide: side)
    case .cutOut:
      return bubbles
    case .backdrop(let backdrop, let pixels):
      let padding = QuoteShape.backdropPadding
      return try centered(
        bubbles, width: bubbles.width + Int((padding.width * pixels).rounded()),
        height: bubbles.height + Int((padding.height * pixels).rounded()), on: backdrop)
    case .story(let backdrop):
      // Drawn to fit the story's middle already (`QuoteShape.drawingScale`).
      return try centered(bubbles, width: QuoteShape.storySize.width, height: QuoteShape.storySize.height, on: backdrop)
    }
  }

  /// `image` with its long side exactly `longSide` pixels: as drawn, unless rounding missed it.
  private func fitted(_ image: RasterImage, longSide: Int) throws(RenderError) -> RasterImage {
    let factor = Double(longSide) / Double(max(image.width, image.height))
    let width = max(1, Int((Double(image.width) * factor).rounded()))
    let height = max(1, Int((Double(image.height) * factor).rounded()))
    guard width != image.width || height != image.height else { return image }
    try budget.checkImage(pixelWidth: width, pixelHeight: height, of: "a quote")
    guard let scaled = image.scaled(width: width, height: height) else {
      throw .graphics(GraphicsError("cannot scale the quote to \(width) x \(height) px"))
    }
    return scaled
  }

  /// `image` in the middle of a `width` x `height` canvas, clear or glowing from `backdrop`.
  private func centered(_ image: RasterImage, width: Int, height: Int, on backdrop: QuoteBackdrop? = nil)
    throws(RenderError) -> RasterImage
  {
    try budget.checkImage(pixelWidth: width, pixelHeight: height, of: "a quote")
    return try RenderError.graphics { () throws(GraphicsError) in
      let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1)
      if let backdrop { canvas.fillRadially(from: backdrop.center, to: backdrop.edge) }
      canvas.draw(
        image,
        in: Rect(
          x: Double(width - image.width) / 2, y: Double(height - image.height) / 2, width: Double(image.width),
          height: Double(image.height)))
      return try canvas.spendOnImage()
    }
  }
}
