import BubbleCore
import BubbleGraphics
import Foundation

/// The `quote` job: the conversation laid out at `RenderOptions.width` and drawn without its
/// background or wallpaper, cut to the bubbles' edges, then shaped (`QuoteShape`). quote-api's
/// stickers are made so, and any theme's chat can be a sticker.
extension ConversationRenderer {
  nonisolated(nonsending) func quoteImage(
    _ conversation: Conversation, shape: QuoteShape, options: RenderOptions, baseDirectory: URL?,
    remote: (any RemoteMediaFetching)?
  ) async throws(RenderError) -> (image: RasterImage, warnings: [String]) {
    try await stages(baseDirectory: baseDirectory, remote: remote, budget: options.budget).run(
      DrawingJob(
        check: { () throws(RenderError) in try options.checkRanges() },
        present: { self.present(conversation, options: options) }, mediaRequests: MediaRequest.conversation,
        draw: { items, media, deadline, _ throws(RenderError) in
          let layout = self.layout(items, options: options, media: media, deadline: deadline)
          try deadline.check(during: "laying out")
          let bubbles = try self.cutOut(layout, options: options, deadline: deadline)
          let shaped = try QuoteComposition(shape: shape, budget: options.budget, drawingScale: Double(options.scale))
            .compose(bubbles)
          try deadline.check(during: "drawing the quote")
          return (shaped, media.warnings)
        }))
  }

  /// The layout's rows on a clear canvas, cut to the pixels they cover.
  private func cutOut(_ layout: ConversationLayout, options: RenderOptions, deadline: Deadline) throws(RenderError)
    -> RasterImage
  {
    let (width, height) = SingleImage.pixelSize(
      of: Size(width: layout.width, height: max(layout.height, 1)), scale: options.scale)
    try options.budget.checkImage(pixelWidth: width, pixelHeight: height, of: "a quote")
    let drawn = try RenderError.graphics { () throws(GraphicsError) in
      let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: Double(options.scale))
      let context = DrawContext(canvas: canvas, viewport: Rect(x: 0, y: 0, width: layout.width, height: layout.height))
      for placed in layout.rows {
        if deadline.hasPassed { break }
        placed.row.draw(top: placed.y, context: context)
      }
      return try canvas.spendOnImage()
    }
    try deadline.check(during: "drawing the quote")
    guard let bounds = drawn.inkBounds(),
      let bubbles = drawn.cropped(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
    else { throw .invalidOptions("the conversation draws nothing to quote: no message has text or media") }
    return bubbles
  }
}
