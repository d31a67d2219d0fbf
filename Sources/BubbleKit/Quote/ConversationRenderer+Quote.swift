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
          let bubbles = try self.cutOut(layout, shape: shape, options: options, deadline: deadline)
          let shaped = try QuoteComposition(shape: shape, budget: options.budget).compose(bubbles)
          try deadline.check(during: "drawing the quote")
          return (shaped, media.warnings)
        }))
  }

  /// The layout's rows cut to where they draw, drawn at the pixels per point the shape wants for
  /// them (a sticker's long side exactly its size): found at one pixel per point first, then drawn
  /// once more at that scale, so nothing is resampled and no canvas is larger than the result.
  private func cutOut(_ layout: ConversationLayout, shape: QuoteShape, options: RenderOptions, deadline: Deadline)
    throws(RenderError) -> RasterImage
  {
    let whole = Rect(x: 0, y: 0, width: layout.width, height: max(layout.height, 1))
    let probe = try draw(layout, in: whole, scale: 1, budget: options.budget, deadline: deadline)
    guard let ink = probe.inkBounds() else {
      throw .invalidOptions("the conversation draws nothing to quote: no message has text or media")
    }
    // A point of room each side: edges drawn finer than a pixel per point may reach past it.
    let box = Rect(
      x: Double(ink.x) - 1, y: Double(ink.y) - 1, width: Double(ink.width) + 2, height: Double(ink.height) + 2)
    return try draw(
      layout, in: box, scale: shape.drawingScale(for: box.size), budget: options.budget, deadline: deadline)
  }

  /// The rows within `box` (layout points) on a clear canvas of its size at `scale`.
  private func draw(
    _ layout: ConversationLayout, in box: Rect, scale: Double, budget: RenderBudget, deadline: Deadline
  ) throws(RenderError) -> RasterImage {
    let width = max(1, Int((box.width * scale).rounded()))
    let height = max(1, Int((box.height * scale).rounded()))
    try budget.checkImage(pixelWidth: width, pixelHeight: height, of: "a quote")
    let drawn = try RenderError.graphics { () throws(GraphicsError) in
      let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: scale)
      // Colours spread over the chat (a gradient bubble) follow the whole layout, as on a page.
      let context = DrawContext(canvas: canvas, viewport: Rect(x: 0, y: 0, width: layout.width, height: layout.height))
      canvas.withState {
        canvas.translate(dx: -box.minX, dy: -box.minY)
        for placed in layout.rows {
          if deadline.hasPassed { break }
          placed.row.draw(top: placed.y, context: context)
        }
      }
      return try canvas.spendOnImage()
    }
    try deadline.check(during: "drawing the quote")
    return drawn
  }
}
