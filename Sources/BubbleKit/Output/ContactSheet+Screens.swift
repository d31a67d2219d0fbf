import BubbleGraphics
import Foundation

extension ContactSheet {
  /// One phone screen per theme, side by side: each app's chrome, input bar and bubbles at a
  /// glance (`bubbles contact-sheet --screen`). Media are resolved once for every column.
  public static func renderScreens(
    _ conversation: Conversation, columns: [Column], screen: ScreenOptions = ScreenOptions(),
    options: RenderOptions = RenderOptions(scale: 1), baseDirectory: URL? = nil,
    registry: ContentNodeRegistry = .standard,
    remote: (any RemoteMediaFetching)? = nil, imageCache: DecodedImageCache = DecodedImageCache()
  ) async throws(RenderError) -> Result {
    let deadline = Deadline(after: options.budget.renderTime)
    let renderers = try screenRenderers(columns, registry: registry)
    let requests = renderers.flatMap { $0.mediaRequests(for: conversation, screen: screen, options: options) }
    let resolution = MediaResolution(
      baseDirectory: baseDirectory, remote: remote, cache: imageCache, budget: options.budget)
    let media = await resolution.resolve(requests, deadline: deadline)
    try deadline.check(during: "resolving media")
    return try renderScreens(
      conversation, renderers: renderers, columns: columns, screen: screen, options: options, media: media,
      deadline: deadline)
  }

  /// Draws the screens with media resolved beforehand.
  public static func renderScreens(
    _ conversation: Conversation, columns: [Column], screen: ScreenOptions = ScreenOptions(),
    options: RenderOptions = RenderOptions(scale: 1), media: ResolvedMedia, registry: ContentNodeRegistry = .standard
  ) throws(RenderError) -> Result {
    try renderScreens(
      conversation, renderers: try screenRenderers(columns, registry: registry), columns: columns, screen: screen,
      options: options, media: media, deadline: Deadline(after: options.budget.renderTime))
  }

  /// One renderer per column, each with its own theme's fonts only, as it renders on its own.
  private static func screenRenderers(_ columns: [Column], registry: ContentNodeRegistry) throws(RenderError)
    -> [ScreenRenderer]
  {
    try RenderError.graphics { () throws(GraphicsError) in
      zip(columns, try fontSystems(for: columns)).map { column, fonts in
        ScreenRenderer(theme: column.theme, registry: registry, fonts: fonts)
      }
    }
  }

  private static func renderScreens(
    _ conversation: Conversation, renderers: [ScreenRenderer], columns: [Column], screen: ScreenOptions,
    options: RenderOptions, media: ResolvedMedia, deadline: Deadline
  ) throws(RenderError) -> Result {
    guard !columns.isEmpty else { throw .invalidOptions("a contact sheet needs at least one theme") }
    try options.checkRanges()
    try screen.checkRanges()
    try checkWidth(columns: columns.count, columnWidth: screen.size.width, options: options)
    var cells: [Scene] = []
    for (column, renderer) in zip(columns, renderers) {
      try deadline.check(during: "laying out the \(column.name) screen")
      cells.append(renderer.layout(conversation, screen: screen, options: options, media: media).scene)
    }
    try deadline.check(during: "laying out")
    return try compose(
      cells, columns: columns, cellSize: screen.size, fonts: renderers[0].fonts, options: options,
      warnings: media.warnings,
      deadline: deadline)
  }
}
