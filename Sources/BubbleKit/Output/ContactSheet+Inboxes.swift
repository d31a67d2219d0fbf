import BubbleGraphics
import Foundation

extension ContactSheet {
  /// The conversation list as each theme draws it, side by side. Every avatar any column shows
  /// is resolved once.
  public static func renderInboxes(
    _ inbox: Inbox, columns: [Column], size: Size = Size(width: 390, height: 844),
    options: RenderOptions = RenderOptions(scale: 1), now: Timestamp? = nil,
    remote: (any RemoteMediaFetching)? = nil, imageCache: DecodedImageCache = DecodedImageCache()
  ) async throws(RenderError) -> Result {
    guard !columns.isEmpty else { throw .invalidOptions("a contact sheet needs at least one theme") }
    try options.checkRanges()
    try ScreenOptions(size: size).checkRanges()
    try checkWidth(columns: columns.count, columnWidth: size.width, options: options)
    let deadline = Deadline(after: options.budget.renderTime)
    // Each column in its own theme's fonts only, as it renders on its own.
    let renderers = try RenderError.graphics { () throws(GraphicsError) in
      zip(columns, try fontSystems(for: columns)).map { column, fonts in
        InboxRenderer(theme: column.theme, fonts: fonts, imageCache: imageCache)
      }
    }
    let layouts = renderers.map { $0.layout(inbox, size: size, options: options, now: now) }
    var shown: [Int: InboxRow] = [:]
    for layout in layouts { for (row, _) in layout.rows { shown[row.entryIndex] = row } }
    let media = await InboxRenderer.resolveAvatars(
      of: shown.keys.sorted().compactMap { shown[$0] }, in: inbox, options: options, remote: remote,
      cache: imageCache, deadline: deadline)
    try deadline.check(during: "resolving avatars")
    let cells = zip(renderers, layouts).map { renderer, layout in renderer.placed(layout, of: inbox, media: media).scene
    }
    let warnings = media.keys.sorted().flatMap { media[$0]?.warnings ?? [] }
    return try compose(
      cells, columns: columns, cellSize: size, fonts: renderers[0].fonts, options: options,
      warnings: warnings, deadline: deadline)
  }
}
