import Foundation

extension ContactSheet {
  /// One phone screen per theme, side by side: each app's chrome, input bar and bubbles at a
  /// glance (`bubbles contact-sheet --screen`). Media are resolved once for every column.
  public static func renderScreens(
    _ conversation: Conversation, columns: [Column], screen: ScreenOptions = ScreenOptions(),
    options: RenderOptions = RenderOptions(scale: 1), baseDirectory: URL?, registry: ContentNodeRegistry = .standard,
    remote: (any RemoteMediaFetching)? = nil, imageCache: DecodedImageCache = DecodedImageCache()
  ) async throws(RenderError) -> Result {
    let deadline = Deadline(after: options.budget.renderTime)
    let fonts = try RenderError.graphics { () throws(GraphicsError) in try FontSystem() }
    let requests = columns.flatMap { column in
      ScreenRenderer(theme: column.theme, registry: registry, fonts: fonts)
        .mediaRequests(for: conversation, screen: screen, options: options)
    }
    let resolution = MediaResolution(
      baseDirectory: baseDirectory, remote: remote, cache: imageCache, budget: options.budget)
    let media = await resolution.resolve(requests, deadline: deadline)
    try deadline.check(during: "resolving media")
    return try renderScreens(
      conversation, columns: columns, screen: screen, options: options, media: media, registry: registry,
      fonts: fonts, deadline: deadline)
  }

  /// Draws the screens with media resolved beforehand.
  public static func renderScreens(
    _ conversation: Conversation, columns: [Column], screen: ScreenOptions = ScreenOptions(),
    options: RenderOptions = RenderOptions(scale: 1), media: ResolvedMedia, registry: ContentNodeRegistry = .standard
  ) throws(RenderError) -> Result {
    let fonts = try RenderError.graphics { () throws(GraphicsError) in try FontSystem() }
    return try renderScreens(
      conversation, columns: columns, screen: screen, options: options, media: media, registry: registry,
      fonts: fonts, deadline: Deadline(after: options.budget.renderTime))
  }

  private static func renderScreens(
    _ conversation: Conversation, columns: [Column], screen: ScreenOptions, options: RenderOptions,
    media: ResolvedMedia, registry: ContentNodeRegistry, fonts: FontSystem, deadline: Deadline
  ) throws(RenderError) -> Result {
    guard !columns.isEmpty else { throw .invalidOptions("a contact sheet needs at least one theme") }
    try options.checkRanges()
    try screen.checkRanges()
    try checkWidth(columns: columns.count, columnWidth: screen.size.width, options: options)
    var cells: [Scene] = []
    for column in columns {
      try deadline.check(during: "laying out the \(column.name) screen")
      cells.append(
        ScreenRenderer(theme: column.theme, registry: registry, fonts: fonts)
          .layout(conversation, screen: screen, options: options, media: media).scene)
    }
    try deadline.check(during: "laying out")
    return try compose(
      cells, columns: columns, cellSize: screen.size, fonts: fonts, options: options, warnings: media.warnings,
      deadline: deadline)
  }
}
