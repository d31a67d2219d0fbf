import BubbleKit
import Foundation

/// The calls the benchmarks measure, through BubbleKit's public API only (no encoder internals):
/// the whole render (`ConversationRenderer.render`, which resolves media, lays out, draws and
/// encodes every page) and the stages one by one: decode (`ConversationDecoder`), layout
/// (`ConversationRenderer.layout`), draw (`ConversationLayout.draw` onto a `Canvas` per page, at
/// `Paginator`'s page breaks; `PageStream` draws a page in strips) and encode (`Canvas.pngData` at
/// the options' compression level).
public struct Stages {
  public let theme: Theme
  public let options: RenderOptions

  public init(options: RenderOptions = RenderOptions()) throws {
    theme = try ThemeLoader.load(ThemeLoader.defaultThemeName, kinds: ContentNodeRegistry.standard.contentKinds)
    self.options = options
  }

  /// A renderer with empty caches (rows, shaped texts, decoded images); a new font system too.
  public func renderer() throws -> ConversationRenderer {
    try ConversationRenderer(theme: theme)
  }

  public func decode(_ input: BenchmarkInput) throws -> Conversation {
    switch ConversationDecoder.decode(input.json) {
    case .success(let decoded): return decoded.conversation
    case .failure(let error): throw BenchmarkInputError(description: "\(input.name): \(error)")
    }
  }

  /// The whole render from JSON bytes to PNG pages, as a service calls it.
  nonisolated(nonsending) public func render(_ input: BenchmarkInput, with renderer: ConversationRenderer) async throws
    -> RenderResult
  {
    try await renderer.render(decode(input), options: options, baseDirectory: input.baseDirectory)
  }

  nonisolated(nonsending) public func resolve(
    _ conversation: Conversation, _ input: BenchmarkInput, with renderer: ConversationRenderer
  )
    async -> ResolvedMedia
  {
    await renderer.mediaResolution(baseDirectory: input.baseDirectory, budget: options.budget)
      .resolve(renderer.mediaRequests(for: conversation, options: options))
  }

  public func layout(_ conversation: Conversation, media: ResolvedMedia, with renderer: ConversationRenderer)
    -> ConversationLayout
  {
    renderer.layout(conversation, options: options, media: media)
  }

  /// Page ranges in pixels, as the renderer cuts them (at row boundaries).
  public func pageRanges(_ layout: ConversationLayout) -> [Range<Int>] {
    let pixelWidth = Int((options.width * Double(options.scale)).rounded())
    return Paginator.pages(
      totalHeight: layout.height, rowBounds: layout.rows.map { ($0.y, $0.maxY) }, scale: Double(options.scale),
      maxPageHeight: options.budget.pageHeight(pixelWidth: pixelWidth, maxPageHeight: options.maxPageHeight))
  }

  /// Draws the pages in `ranges` (all of them by default) on canvases of their own.
  public func draw(_ layout: ConversationLayout, ranges: [Range<Int>]? = nil) throws -> [Canvas] {
    let scale = Double(options.scale)
    let pixelWidth = Int((options.width * scale).rounded())
    return try (ranges ?? pageRanges(layout)).map { range in
      let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: range.count, scale: scale)
      let visible = Rect(
        x: 0, y: Double(range.lowerBound) / scale, width: layout.width, height: Double(range.count) / scale)
      layout.draw(visible: visible, context: DrawContext(canvas: canvas))
      return canvas
    }
  }

  /// As the renderer encodes: without an alpha channel when the theme's background is opaque.
  public func encode(_ canvases: [Canvas]) throws -> [[UInt8]] {
    let opaque = theme.canvas.background.alpha >= 1
    return try canvases.map { try $0.pngData(opaque: opaque, compressionLevel: options.pngCompressionLevel) }
  }

  /// What an app does when a message arrives: decode the longer chat, lay it out with the
  /// renderer that drew it before (its row cache keeps the old rows), and draw and encode only
  /// the last page (its strip cache keeps the strips that did not change).
  nonisolated(nonsending) public func renderLastPage(_ input: BenchmarkInput, with renderer: ConversationRenderer)
    async throws -> [UInt8]
  {
    let conversation = try decode(input)
    let media = await resolve(conversation, input, with: renderer)
    var pages = try renderer.pages(conversation, options: options, media: media)
    return try pages.page(at: pages.pageCount - 1).png
  }
}
