import Foundation

/// The conversation list (NIMKit's session list page) as one phone screen: status and
/// navigation bar with the title, a search field, the rows, and the tab bar.
public final class InboxRenderer {
  public let theme: Theme
  /// Decoded avatars kept across renders.
  public let imageCache: DecodedImageCache
  private let fonts: FontSystem

  public convenience init(theme: Theme, imageCache: DecodedImageCache = DecodedImageCache()) throws(GraphicsError) {
    self.init(theme: theme, fonts: try FontSystem(), imageCache: imageCache)
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
  ) async throws(GraphicsError) -> RenderedInbox {
    let layout = layout(inbox, size: size, options: options, now: now)
    // Each conversation's avatar resolves against its own folder: one resolution per row shown
    // (a screenful, a dozen at most), all at once.
    let resolutions = layout.rows.map { row, _ in
      (
        row.entryIndex, Self.avatarRequests(row),
        MediaResolution(baseDirectory: inbox.entries[row.entryIndex].mediaDirectory, remote: remote, cache: imageCache)
      )
    }
    let media = await withTaskGroup(of: (Int, ResolvedMedia).self) { group in
      for (index, requests, resolution) in resolutions { group.addTask { (index, await resolution.resolve(requests)) } }
      return await group.reduce(into: [Int: ResolvedMedia]()) { $0[$1.0] = $1.1 }
    }
    return try render(inbox, layout: layout, options: options, media: media)
  }

  /// Draws with avatars resolved beforehand, by entry index (`InboxRow.entryIndex`).
  public func render(
    _ inbox: Inbox, size: Size = Size(width: 390, height: 844), options: RenderOptions = RenderOptions(),
    now: Timestamp? = nil, media: [Int: ResolvedMedia]
  ) throws(GraphicsError) -> RenderedInbox {
    try render(inbox, layout: layout(inbox, size: size, options: options, now: now), options: options, media: media)
  }

  /// The rows that fit on the screen, and the screen's frames.
  public func layout(_ inbox: Inbox, size: Size, options: RenderOptions, now: Timestamp?) -> InboxLayout {
    let settings = InboxPresentationSettings(theme: theme, timeZone: options.timeZone, hourCycle: options.hourCycle)
    let rows = InboxPresenter.rows(inbox, settings: settings, now: now)
    return InboxLayout.make(rows: rows, size: size, style: theme.screen)
  }

  /// A row's avatar, named after its title in a warning.
  public static func avatarRequests(_ row: InboxRow) -> [MediaRequest] {
    row.avatar.source.map { [MediaRequest(source: $0, owner: row.title)] } ?? []
  }

  private func render(_ inbox: Inbox, layout: InboxLayout, options: RenderOptions, media: [Int: ResolvedMedia])
    throws(GraphicsError) -> RenderedInbox
  {
    let size = layout.size
    let scale = Double(options.scale)
    let pixelWidth = Int((size.width * scale).rounded())
    let pixelHeight = Int((size.height * scale).rounded())
    let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    // Avatars resolve against each conversation's own folder.
    var warnings: [String] = []
    let totalUnread = inbox.entries.filter { !$0.muted }.reduce(0) { $0 + $1.unreadCount }
    let base = ScreenDrawContext(
      canvas: canvas, fonts: fonts, media: .empty, theme: theme)
    drawChrome(layout, totalUnread: totalUnread, context: base)
    canvas.withState {
      canvas.clip(to: .rect(layout.listArea))
      for (row, frame) in layout.rows {
        let rowMedia = media[row.entryIndex] ?? .empty
        // A row never draws over its neighbours, whatever its scripts' line heights.
        canvas.withState {
          canvas.clip(to: .rect(frame))
          InboxRowRenderer.draw(
            row, in: frame, context: ScreenDrawContext(canvas: canvas, fonts: fonts, media: rowMedia, theme: theme))
        }
        warnings += rowMedia.warnings
      }
    }
    HomeIndicatorRenderer.draw(screen: size, context: base)
    let png = try canvas.pngData(opaque: true, compressionLevel: options.pngCompressionLevel)
    return RenderedInbox(
      png: png, pixelWidth: pixelWidth, pixelHeight: pixelHeight, warnings: warnings, layout: layout)
  }

  private func drawChrome(_ layout: InboxLayout, totalUnread: Int, context: ScreenDrawContext) {
    let style = theme.screen
    let canvas = context.canvas
    canvas.fill(style.inbox.background)
    let header = Rect(x: 0, y: 0, width: layout.size.width, height: layout.listArea.minY)
    canvas.fill(header, color: style.navigationBar.background)
    context.hairline(y: header.maxY, from: 0, to: header.maxX, color: style.navigationBar.separator)
    StatusBarRenderer.draw(in: layout.statusBar, context: context)
    let bar = layout.navigationBar
    context.drawCentered(
      context.text(style.inbox.title, size: style.inbox.titleSize, color: style.navigationBar.titleColor, bold: true),
      at: Point(x: bar.midX, y: bar.midY), maxWidth: bar.width * 0.5)
    if !style.inbox.editLabel.isEmpty {
      context.drawLeading(
        context.text(style.inbox.editLabel, size: style.navigationBar.titleSize, color: style.navigationBar.tint),
        x: style.navigationBar.sideMargin + 8, midY: bar.midY, maxWidth: bar.width * 0.25)
    }
    let icon = Rect(x: bar.maxX - style.navigationBar.sideMargin - 30, y: bar.midY - 13, width: 26, height: 26)
    switch style.inbox.newChatIcon {
    case .compose:
      ScreenGlyphs.draw(.compose, in: icon, color: style.navigationBar.tint, canvas: canvas, weight: 1.6)
    case .plus:
      canvas.stroke(
        .ellipse(in: icon.insetBy(EdgeInsets(top: 1.5, left: 1.5, bottom: 1.5, right: 1.5))),
        color: style.navigationBar.tint, lineWidth: 1.6)
      let inner = icon.insetBy(EdgeInsets(top: 7, left: 7, bottom: 7, right: 7))
      ScreenGlyphs.draw(
        .plus, in: inner, color: style.navigationBar.tint, canvas: canvas, weight: 1.6 * 26 / inner.width)
    }
    drawSearchField(layout.searchField, context: context)
    TabBarRenderer.draw(in: layout.tabBar, totalUnread: totalUnread, context: context)
  }

  private func drawSearchField(_ field: Rect, context: ScreenDrawContext) {
    let style = theme.screen.inbox
    context.canvas.fill(.roundedRect(field, radius: 10), color: style.searchBackground)
    let label = context.text(style.searchPlaceholder, size: 17, color: style.searchText)
    let labelWidth = context.size(of: label).width
    let glyph = 18.0
    let startX = field.midX - (labelWidth + glyph + 4) / 2
    ScreenGlyphs.draw(
      .search, in: Rect(x: startX, y: field.midY - glyph / 2, width: glyph, height: glyph), color: style.searchText,
      canvas: context.canvas, weight: 2.2)
    context.drawLeading(label, x: startX + glyph + 4, midY: field.midY, maxWidth: labelWidth + 1)
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
