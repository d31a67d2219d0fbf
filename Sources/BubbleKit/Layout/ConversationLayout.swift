import BubbleGraphics

/// The whole conversation laid out at one width: rows stacked top to bottom.
/// An immutable value holding its images; drawing it needs only a canvas.
public struct ConversationLayout: Sendable {
  public var width: Double
  public var height: Double
  public var rows: [PlacedRow]
  public var background: RGBColor
  /// Drawn over the background behind the rows; `nil` for a plain colour.
  var wallpaper: Wallpaper?

  /// Draws the rows that intersect `visible` (conversation coordinates) with
  /// the canvas translated so `visible.minY` is at its top, over the background and the
  /// wallpaper, which repeats from `wallpaperFrame`'s corner and fades over its height (the page
  /// a strip belongs to; `visible` when `nil`). Stops between rows once `deadline`
  /// has passed (the caller then fails the render).
  public func draw(visible: Rect, wallpaperFrame: Rect? = nil, context: DrawContext, deadline: Deadline? = nil) {
    context.canvas.fill(background)
    var context = context
    context.viewport = wallpaperFrame ?? visible
    context.canvas.withState {
      context.canvas.translate(dx: 0, dy: -visible.minY)
      wallpaper?.draw(on: context.canvas, frame: wallpaperFrame ?? visible)
      for placed in rows(intersecting: visible) {
        if deadline?.hasPassed == true { break }
        placed.row.draw(top: placed.y, context: context)
      }
    }
  }

  /// The rows that reach into `visible`, found by halving: rows are stacked top to bottom, so a
  /// page's strips find theirs without walking the whole conversation.
  func rows(intersecting visible: Rect) -> ArraySlice<PlacedRow> {
    var (low, high) = (0, rows.count)
    while low < high {
      let middle = (low + high) / 2
      if rows[middle].maxY > visible.minY { high = middle } else { low = middle + 1 }
    }
    let end = rows[low...].firstIndex { $0.y >= visible.maxY } ?? rows.count
    return rows[low..<end]
  }

  /// The pixel rows midway through the gaps between rows at `scale`, ascending: where pages and
  /// strips are cut, so that no row is drawn in two parts.
  public func rowGaps(scale: Double) -> [Int] {
    Paginator.cuts(rowBounds: rowBounds, scale: scale)
  }

  /// The pixel rows inside the rows taller than `pageHeight` pixels where a page may be cut
  /// (between an answer's blocks), ascending: such a row is cut anyway, and better there.
  public func innerCuts(scale: Double, rowsTallerThan pageHeight: Int) -> [Int] {
    rows.filter { $0.row.height * scale > Double(pageHeight) }.flatMap { placed in
      placed.row.cuts.map { Int.saturating((placed.y + $0) * scale, rounding: .down) }
    }
  }

  /// Each row's top and bottom, in points.
  public var rowBounds: [(top: Double, bottom: Double)] { rows.map { ($0.y, $0.maxY) } }

  /// A plain-text dump of every row's parts and frames (stable across font versions
  /// in structure, exact in numbers): what moved, at a glance.
  public var dump: String {
    var lines = ["conversation \(format(width)) x \(format(height))"]
    for placed in rows {
      for part in placed.row.parts {
        let frame = part.frame
        lines.append(
          "  \(part.kind) x=\(format(frame.minX)) y=\(format(placed.y + frame.minY)) w=\(format(frame.width)) h=\(format(frame.height))"
        )
      }
    }
    return lines.joined(separator: "\n")
  }

  private func format(_ value: Double) -> String { formatNumber((value * 10).rounded() / 10) }
}

/// Turns presentation items into rows.
enum ConversationLayoutBuilder {
  /// `styles` are the registered kinds' theme sections and `wallpaper` the theme's, both made once
  /// by the renderer (the wallpaper keeps its drawn tiles across renders).
  /// Stops between rows once `deadline` has passed, with the rows so far (the caller then fails
  /// the render).
  static func layout(
    _ items: [PresentationItem], theme: Theme, styles: KindStyles, width: Double, registry: ContentNodeRegistry,
    measurer: any TextShaping, media: ResolvedMedia, wallpaper: Wallpaper?,
    cache: RowLayoutCache = RowLayoutCache(), deadline: Deadline? = nil
  ) -> ConversationLayout {
    var rows: [PlacedRow] = []
    var y = theme.canvas.paddingTop
    var previousWasMessage = false
    for item in MessageRowSplit.expand(
      items, registry: registry, styles: styles, groups: theme.grouping.windowSeconds > 0,
      textFirst: theme.media.textFirst, headerFirst: theme.layout.style == .list)
    {
      if deadline?.hasPassed == true { break }
      let key = RowLayoutCache.Key(item: item, width: width, images: imageIdentities(of: item, in: media))
      let row = cache.row(for: key) {
        makeRow(
          item, theme: theme, styles: styles, width: width, registry: registry, measurer: measurer, media: media)
      }
      var isMessage = false
      if case .message(let presented) = item {
        isMessage = true
        if previousWasMessage {
          y += presented.position.hasNeighbourAbove ? theme.bubble.groupedSpacing : theme.bubble.groupSpacing
        }
      }
      rows.append(PlacedRow(y: y, row: row, identity: key))
      y += row.height
      previousWasMessage = isMessage
    }
    return ConversationLayout(
      width: width, height: y + theme.canvas.paddingBottom, rows: rows, background: theme.canvas.background,
      wallpaper: wallpaper)
  }

  private static func makeRow(
    _ item: PresentationItem, theme: Theme, styles: KindStyles, width: Double, registry: ContentNodeRegistry,
    measurer: any TextShaping, media: ResolvedMedia
  ) -> any RowLayout {
    switch item {
    case .dateSeparator(let label):
      PillRowLayout.make(
        kind: "date_separator", label: label, style: theme.dateSeparator, theme: theme, width: width,
        measurer: measurer)
    case .notice(_, let text):
      PillRowLayout.make(
        kind: "notice", label: text, style: theme.notice, theme: theme, width: width, measurer: measurer)
    case .unreadDivider(let label):
      DividerRowLayout.make(label: label, style: theme.unreadDivider, theme: theme, width: width, measurer: measurer)
    case .message(let presented):
      MessageRowLayout.make(
        presented, nodes: registry.nodes(for: presented, unsupported: theme.media.unsupportedKinds), theme: theme,
        styles: styles, canvasWidth: width,
        measurer: measurer, media: media)
    }
  }

  /// Which decoded image each of the row's images is, so a row is laid out again when one changes.
  private static func imageIdentities(of item: PresentationItem, in media: ResolvedMedia) -> [ObjectIdentifier?] {
    guard case .message(let presented) = item else { return [] }
    return MediaRequest.message(presented).map { request in media.image(for: request.source).map(ObjectIdentifier.init)
    }
  }
}
