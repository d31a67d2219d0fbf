import BubbleCore
import BubbleGraphics

/// Shapes a quote's bubbles (cut to their edges, drawn at `QuoteShape.drawingScale`) as its
/// `QuoteShape` says: the sizes are quote-api's and the sticker platforms'.
struct QuoteComposition {
  let shape: QuoteShape
  let budget: RenderBudget

  func compose(_ bubbles: RasterImage) throws(RenderError) -> RasterImage {
    switch shape {
    case .sticker(let platform): return try sticker(bubbles, platform: platform)
    case .cutOut: return bubbles
    case .backdrop(let backdrop, let pixels): return try onBackdrop(bubbles, backdrop: backdrop, pixels: pixels)
    case .story(let backdrop): return try story(bubbles, backdrop: backdrop)
    case .quoteSticker:
      // Drawn as a sticker unless too tall for one (`QuoteShape.drawingScale`).
      guard bubbles.height > QuoteShape.tallQuoteHeight else { return try sticker(bubbles, platform: .telegram) }
      return bubbles
    }
  }

  /// One side exactly 512 px (both for WhatsApp, whose bubbles sit inside a clear margin).
  private func sticker(_ bubbles: RasterImage, platform: StickerPlatform) throws(RenderError) -> RasterImage {
    let side = StickerPlatform.side
    let room = Double(side - 2 * platform.margin)
    let factor = room / Double(max(bubbles.width, bubbles.height))
    let width = max(1, Int((Double(bubbles.width) * factor).rounded()))
    let height = max(1, Int((Double(bubbles.height) * factor).rounded()))
    guard platform == .whatsapp else { return try scaled(bubbles, width: width, height: height) }
    return try canvas(width: side, height: side) { canvas in
      canvas.draw(
        bubbles,
        in: Rect(
          x: Double(side - width) / 2, y: Double(side - height) / 2, width: Double(width), height: Double(height)))
    }
  }

  private func onBackdrop(_ bubbles: RasterImage, backdrop: QuoteBackdrop, pixels: Double) throws(RenderError)
    -> RasterImage
  {
    let quote = bubbles
    let padding = QuoteShape.backdropPadding
    let width = quote.width + Int((padding.width * pixels).rounded())
    let height = quote.height + Int((padding.height * pixels).rounded())
    return try canvas(width: width, height: height) { canvas in
      canvas.fillRadially(from: backdrop.center, to: backdrop.edge)
      canvas.draw(
        quote,
        in: Rect(
          x: Double(width - quote.width) / 2, y: Double(height - quote.height) / 2, width: Double(quote.width),
          height: Double(quote.height)))
    }
  }

  private func story(_ bubbles: RasterImage, backdrop: QuoteBackdrop) throws(RenderError) -> RasterImage {
    let size = QuoteShape.storySize
    let room = (width: size.width - 2 * QuoteShape.storyMargin, height: size.height - 2 * QuoteShape.storyMargin)
    let factor = min(1, Double(room.width) / Double(bubbles.width), Double(room.height) / Double(bubbles.height))
    let width = max(1, Int((Double(bubbles.width) * factor).rounded()))
    let height = max(1, Int((Double(bubbles.height) * factor).rounded()))
    return try canvas(width: size.width, height: size.height) { canvas in
      canvas.fillRadially(from: backdrop.center, to: backdrop.edge)
      canvas.draw(
        bubbles,
        in: Rect(
          x: Double(size.width - width) / 2, y: Double(size.height - height) / 2, width: Double(width),
          height: Double(height)))
    }
  }

  private func scaled(_ image: RasterImage, width: Int, height: Int) throws(RenderError) -> RasterImage {
    try budget.checkImage(pixelWidth: width, pixelHeight: height, of: "a quote")
    guard width != image.width || height != image.height else { return image }
    guard let scaled = image.scaled(width: width, height: height) else {
      throw .graphics(GraphicsError("cannot scale the quote to \(width) x \(height) px"))
    }
    return scaled
  }

  /// A clear canvas of `width` x `height` pixels drawn by `body`, as an image.
  private func canvas(width: Int, height: Int, _ body: (Canvas) -> Void) throws(RenderError) -> RasterImage {
    try budget.checkImage(pixelWidth: width, pixelHeight: height, of: "a quote")
    return try RenderError.graphics { () throws(GraphicsError) in
      let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1)
      body(canvas)
      return try canvas.spendOnImage()
    }
  }
}
