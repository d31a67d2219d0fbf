import BubbleGraphics
import Foundation

/// The conversation list (NIMKit's session list page) as one phone screen: status and
/// navigation bar with the title, a search field, the rows, and the tab bar.
public final class InboxRenderer {
  public let theme: Theme
  /// Decoded avatars kept across renders.
  public let imageCache: DecodedImageCache
  let fonts: FontSystem

  public convenience init(theme: Theme, imageCache: DecodedImageCache = DecodedImageCache()) throws(GraphicsError) {
    self.init(theme: theme, fonts: try FontSystem(theme: theme), imageCache: imageCache)
  }

  init(theme: Theme, fonts: FontSystem, imageCache: DecodedImageCache = DecodedImageCache()) {
    self.theme = theme
    self.fonts = fonts
    self.imageCache = imageCache
  }

  /// Resolves the avatars of the rows shown, then draws. `now` overrides the inbox's
  /// reference time (see `InboxPresenter`); `remote` fetches http(s) avatars, when given.
  nonisolated(nonsending) public func render(
    _ inbox: Inbox, size: Size = Size(width: 390, height: 844), options: RenderOptions = RenderOptions(),
    now: Timestamp? = nil, remote: (any RemoteMediaFetching)? = nil
  ) async throws(RenderError) -> RenderedInbox {
    try options.checkRanges()
    try ScreenOptions(size: size).checkRanges()
    let deadline = Deadline(after: options.budget.renderTime)
    let layout = layout(inbox, size: size, options: options, now: now)
    let media = await Self.resolveAvatars(
      of: layout.rows.map(\.row), in: inbox, options: options, remote: remote, cache: imageCache, deadline: deadline)
    try deadline.check(during: "resolving avatars")
    return try render(inbox, layout: layout, options: options, media: media)
  }

  /// Draws with avatars resolved beforehand, by entry index (`InboxRow.entryIndex`).
  public func render(
    _ inbox: Inbox, size: Size = Size(width: 390, height: 844), options: RenderOptions = RenderOptions(),
    now: Timestamp? = nil, media: [Int: ResolvedMedia]
  ) throws(RenderError) -> RenderedInbox {
    try render(inbox, layout: layout(inbox, size: size, options: options, now: now), options: options, media: media)
  }

  /// The rows that fit on the screen, and the screen's frames.
  public func layout(_ inbox: Inbox, size: Size, options: RenderOptions, now: Timestamp?) -> InboxLayout {
    let settings = InboxPresentationSettings(theme: theme, timeZone: options.timeZone, hourCycle: options.hourCycle)
    let rows = InboxPresenter.rows(inbox, settings: settings, now: now)
    return InboxLayout.make(rows: rows, size: size, style: theme.screen)
  }

  /// Each row's avatar, resolved against its own conversation's folder: one resolution per row
  /// (a screenful, a dozen at most), all at once. Keyed by entry index.
  static func resolveAvatars(
    of rows: [InboxRow], in inbox: Inbox, options: RenderOptions, remote: (any RemoteMediaFetching)?,
    cache: DecodedImageCache, deadline: Deadline
  ) async -> [Int: ResolvedMedia] {
    let resolutions = rows.map { row in
      (
        row.entryIndex, avatarRequests(row),
        MediaResolution(
          baseDirectory: inbox.entries[row.entryIndex].mediaDirectory, remote: remote, cache: cache,
          budget: options.budget)
      )
    }
    return await withTaskGroup(of: (Int, ResolvedMedia).self) { group in
      for (index, requests, resolution) in resolutions {
        group.addTask { (index, await resolution.resolve(requests, deadline: deadline)) }
      }
      return await group.reduce(into: [Int: ResolvedMedia]()) { $0[$1.0] = $1.1 }
    }
  }

  /// A row's avatar, named after its title in a warning.
  public static func avatarRequests(_ row: InboxRow) -> [MediaRequest] {
    row.avatar.source.map { [MediaRequest(source: $0, owner: row.title)] } ?? []
  }

  private func render(_ inbox: Inbox, layout: InboxLayout, options: RenderOptions, media: [Int: ResolvedMedia])
    throws(RenderError) -> RenderedInbox
  {
    try options.checkRanges()
    try ScreenOptions(size: layout.size).checkRanges()
    let pixels = SingleImage.pixelSize(of: layout.size, scale: options.scale)
    try options.budget.checkImage(pixelWidth: pixels.width, pixelHeight: pixels.height, of: "a conversation list")
    let layout = placed(layout, of: inbox, media: media)
    let image = layout.scene.image(size: layout.size, scale: options.scale, what: "a conversation list")
    let png = try image.encoded(as: .png, defaultPNGLevel: options.pngCompressionLevel)
    let warnings = layout.rows.flatMap { row, _ in media[row.entryIndex]?.warnings ?? [] }
    return RenderedInbox(
      png: png, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, warnings: warnings, layout: layout)
  }
}

extension InboxRenderer {
  /// The layout with its scene placed: chrome, rows and their avatars.
  func placed(_ layout: InboxLayout, of inbox: Inbox, media: [Int: ResolvedMedia]) -> InboxLayout {
    // Each count kept to the decoder's range (0 to a billion), so the sum of an inbox built in
    // code cannot overflow; the badge shows "99+" past 99 anyway.
    let totalUnread = inbox.entries.filter { !$0.muted }.reduce(0) {
      $0 + min(max($1.unreadCount, 0), InputNumberRanges.maxCount)
    }
    return layout.placingScene(totalUnread: totalUnread, theme: theme, fonts: fonts, media: media)
  }
}

/// A rendered conversation list.
public struct RenderedInbox: Sendable {
  public var png: [UInt8]
  public var pixelWidth: Int
  public var pixelHeight: Int
  /// Avatars that could not be drawn.
  public var warnings: [String]
  public var layout: InboxLayout
}
