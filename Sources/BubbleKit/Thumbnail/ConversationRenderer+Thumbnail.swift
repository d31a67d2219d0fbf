import Foundation

/// A conversation drawn into a fixed box: a preview image (a notification, a share card, a
/// moderation queue's row), not pages.
public struct RenderedThumbnail: Sendable {
  /// Exactly `size`'s pixels.
  public var png: [UInt8]
  public var size: ThumbnailSize
  /// Media that could not be drawn, and the like; the render still succeeded.
  public var warnings: [String]
  /// The whole conversation, laid out at `RenderOptions.width`.
  public var layout: ConversationLayout
  /// Which rows were drawn, where, at what scale.
  public var frame: ThumbnailFrame
}

/// What a thumbnail is: the conversation laid out at `RenderOptions.width` points, as for pages,
/// then scaled so that width fills the box's pixel width (a 320 px thumbnail of the default
/// 390 pt layout is drawn at 320/390 px per point; `RenderOptions.scale` is not used). The box is
/// then filled from the fit's end of the chat (`ThumbnailFit`), whole rows only
/// (`ThumbnailFrame`), on the theme's background. Only the rows shown are drawn, so drawing costs
/// the box, not the chat. The same input gives the same bytes.
extension ConversationRenderer {
  /// Resolves the media (every image of the conversation: which rows show depends on the images'
  /// sizes), lays out and draws the thumbnail. Media paths resolve against `baseDirectory`;
  /// http(s) media are fetched by `remote`, when given.
  nonisolated(nonsending) public func thumbnail(
    _ conversation: Conversation, size: ThumbnailSize, fit: ThumbnailFit = .end,
    options: RenderOptions = RenderOptions(), baseDirectory: URL?, remote: (any RemoteMediaFetching)? = nil
  ) async throws(RenderError) -> RenderedThumbnail {
    // Refused before any image is loaded.
    try check(size, options)
    let deadline = Deadline(after: options.budget.renderTime)
    let media = await mediaResolution(baseDirectory: baseDirectory, remote: remote, budget: options.budget)
      .resolve(mediaRequests(for: conversation, options: options), deadline: deadline)
    try deadline.check(during: "resolving media")
    return try thumbnail(conversation, size: size, fit: fit, options: options, media: media, deadline: deadline)
  }

  /// The same with media resolved beforehand (`mediaRequests`, then `MediaResolution.resolve`):
  /// no I/O. Fails with `.invalidOptions` for a side outside `ThumbnailSize.sideRange` or options
  /// outside theirs, and past the budget's time or pixels per image.
  public func thumbnail(
    _ conversation: Conversation, size: ThumbnailSize, fit: ThumbnailFit = .end,
    options: RenderOptions = RenderOptions(), media: ResolvedMedia
  ) throws(RenderError) -> RenderedThumbnail {
    try thumbnail(
      conversation, size: size, fit: fit, options: options, media: media,
      deadline: Deadline(after: options.budget.renderTime))
  }

  private func thumbnail(
    _ conversation: Conversation, size: ThumbnailSize, fit: ThumbnailFit, options: RenderOptions,
    media: ResolvedMedia, deadline: Deadline
  ) throws(RenderError) -> RenderedThumbnail {
    try check(size, options)
    let layout = layout(conversation, options: options, media: media, deadline: deadline)
    try deadline.check(during: "laying out")
    let frame = ThumbnailFrame(layout: layout, size: size, fit: fit)
    let png = try RenderError.graphics { () throws(GraphicsError) in
      let canvas = try Canvas(pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight, scale: frame.scale)
      layout.draw(rows: frame.rows, top: frame.contentTop, context: DrawContext(canvas: canvas), deadline: deadline)
      let encoder = try PNGEncoder(level: options.pngCompressionLevel)
      // A translucent theme background stays translucent, as on pages.
      return theme.canvas.background.alpha >= 1
        ? try canvas.spendOnPNG(encoder: encoder) : try canvas.pngData(opaque: false, encoder: encoder)
    }
    try deadline.check(during: "drawing the thumbnail")
    return RenderedThumbnail(png: png, size: size, warnings: media.warnings, layout: layout, frame: frame)
  }

  private func check(_ size: ThumbnailSize, _ options: RenderOptions) throws(RenderError) {
    try size.checkRanges()
    try options.checkRanges()
    try options.budget.checkImage(pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight, of: "a thumbnail")
  }
}

extension ConversationLayout {
  /// Draws `rows` (indices into `self.rows`) with the layout's top at `top` points down the
  /// canvas, over the background and the wallpaper filling the whole canvas (the wallpaper from
  /// its top-left corner).
  func draw(rows indices: Range<Int>, top: Double, context: DrawContext, deadline: Deadline? = nil) {
    let canvas = context.canvas
    canvas.fill(background)
    let box = Size(width: Double(canvas.pixelWidth) / canvas.scale, height: Double(canvas.pixelHeight) / canvas.scale)
    wallpaper?.draw(on: canvas, frame: Rect(x: 0, y: 0, width: box.width, height: box.height))
    context.canvas.withState {
      context.canvas.translate(dx: 0, dy: top)
      for placed in rows[indices] {
        if deadline?.hasPassed == true { break }
        placed.row.draw(top: placed.y, context: context)
      }
    }
  }
}
