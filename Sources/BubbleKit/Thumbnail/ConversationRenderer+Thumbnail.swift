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
    options: RenderOptions = RenderOptions(), baseDirectory: URL? = nil, remote: (any RemoteMediaFetching)? = nil
  ) async throws(RenderError) -> RenderedThumbnail {
    let drawn = try await thumbnailImage(
      conversation, size: size, fit: fit, options: options, baseDirectory: baseDirectory, remote: remote)
    let png = try drawn.image.encoded(as: .png, defaultPNGLevel: options.pngCompressionLevel)
    return RenderedThumbnail(png: png, size: size, warnings: drawn.warnings, layout: drawn.layout, frame: drawn.frame)
  }

  /// The thumbnail laid out and framed, as one image to encode in any raster format.
  nonisolated(nonsending) func thumbnailImage(
    _ conversation: Conversation, size: ThumbnailSize, fit: ThumbnailFit, options: RenderOptions, baseDirectory: URL?,
    remote: (any RemoteMediaFetching)?
  ) async throws(RenderError) -> ThumbnailDrawing {
    try await stages(baseDirectory: baseDirectory, remote: remote, budget: options.budget).run(
      DrawingJob(
        // Refused before any image is loaded.
        check: { () throws(RenderError) in try self.check(size, options) },
        present: { self.present(conversation, options: options) }, mediaRequests: MediaRequest.conversation,
        draw: { items, media, deadline, _ throws(RenderError) in
          let (image, layout, frame) = try self.image(
            items, size: size, fit: fit, options: options, media: media, deadline: deadline)
          return ThumbnailDrawing(image: image, warnings: media.warnings, layout: layout, frame: frame)
        }))
  }

  /// The same with media resolved beforehand (`mediaRequests`, then `MediaResolution.resolve`):
  /// no I/O. Fails with `.invalidOptions` for a side outside `ThumbnailSize.sideRange` or options
  /// outside theirs, and past the budget's time or pixels per image.
  public func thumbnail(
    _ conversation: Conversation, size: ThumbnailSize, fit: ThumbnailFit = .end,
    options: RenderOptions = RenderOptions(), media: ResolvedMedia
  ) throws(RenderError) -> RenderedThumbnail {
    try thumbnail(
      present(conversation, options: options), size: size, fit: fit, options: options, media: media,
      deadline: Deadline(after: options.budget.renderTime))
  }

  private func thumbnail(
    _ items: [PresentationItem], size: ThumbnailSize, fit: ThumbnailFit, options: RenderOptions,
    media: ResolvedMedia, deadline: Deadline
  ) throws(RenderError) -> RenderedThumbnail {
    let (image, layout, frame) = try image(
      items, size: size, fit: fit, options: options, media: media, deadline: deadline)
    let png = try image.encoded(as: .png, defaultPNGLevel: options.pngCompressionLevel)
    try deadline.check(during: "drawing the thumbnail")
    return RenderedThumbnail(png: png, size: size, warnings: media.warnings, layout: layout, frame: frame)
  }

  /// The presented conversation laid out and framed in the box, as one image to encode.
  func image(
    _ items: [PresentationItem], size: ThumbnailSize, fit: ThumbnailFit, options: RenderOptions,
    media: ResolvedMedia, deadline: Deadline
  ) throws(RenderError) -> (SingleImage, ConversationLayout, ThumbnailFrame) {
    try check(size, options)
    let layout = layout(items, options: options, media: media, deadline: deadline)
    try deadline.check(during: "laying out")
    let frame = ThumbnailFrame(layout: layout, size: size, fit: fit)
    // A translucent theme background stays translucent, as on pages.
    let image = SingleImage(
      pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight, scale: frame.scale,
      opaque: theme.canvas.background.alpha >= 1, what: "a thumbnail"
    ) { canvas in
      layout.draw(rows: frame.rows, top: frame.contentTop, context: DrawContext(canvas: canvas), deadline: deadline)
    }
    return (image, layout, frame)
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
    var context = context
    context.viewport = Rect(x: 0, y: -top, width: box.width, height: box.height)
    context.canvas.withState {
      context.canvas.translate(dx: 0, dy: top)
      for placed in rows[indices] {
        if deadline?.hasPassed == true { break }
        placed.row.draw(top: placed.y, context: context)
      }
    }
  }
}

/// A thumbnail laid out, before it is encoded.
struct ThumbnailDrawing {
  var image: SingleImage
  var warnings: [String]
  var layout: ConversationLayout
  var frame: ThumbnailFrame
}
