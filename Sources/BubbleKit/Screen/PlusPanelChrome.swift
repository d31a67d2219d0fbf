/// The plus panel: a grid of actions (album, camera, location, file, ...), each a rounded tile
/// with a glyph over a label, two rows per page with page dots when there are more.
enum PlusPanelChrome {
  /// Tile frames for the first page, in reading order (pure, tested).
  static func tiles(in panel: Rect, style: PlusPanelStyle, count: Int) -> [Rect] {
    let columns = max(1, style.columns)
    let cellWidth = (panel.width - style.padding.horizontal) / Double(columns)
    let rowHeight = style.tileSize + style.labelSize * 1.6 + style.rowSpacing
    // Two rows; `columns` is at most 24 in a theme file, but not in a theme built in code.
    let (firstPage, overflow) = columns.multipliedReportingOverflow(by: 2)
    return (0..<(overflow ? count : min(count, firstPage))).map { index in
      let cellX = panel.minX + style.padding.left + Double(index % columns) * cellWidth
      return Rect(
        x: cellX + (cellWidth - style.tileSize) / 2,
        y: panel.minY + style.padding.top + Double(index / columns) * rowHeight,
        width: style.tileSize, height: style.tileSize)
    }
  }

  static func place(in panel: Rect, scene: SceneBuilder) {
    let style = scene.style.plusPanel
    scene.fill(panel, color: style.background)
    scene.hairline(y: panel.minY, from: panel.minX, to: panel.maxX, color: style.separator)
    let frames = tiles(in: panel, style: style, count: style.actions.count)
    for (tile, action) in zip(frames, style.actions) {
      scene.fill(.roundedRect(tile, radius: style.tileRadius), color: style.tileBackground)
      let glyph = tile.width * 0.46
      scene.icon(
        Icon(action.icon),
        in: Rect(x: tile.midX - glyph / 2, y: tile.midY - glyph / 2, width: glyph, height: glyph), color: style.icon,
        weight: 1.6)
      scene.placeCentered(
        scene.text(action.label, size: style.labelSize, color: style.labelColor),
        at: Point(x: tile.midX, y: tile.maxY + 6 + style.labelSize * 0.7), maxWidth: tile.width + 20)
    }
    guard style.actions.count > frames.count, let last = frames.last else { return }
    // More actions on a second page: two dots, the first one current.
    let dotY = last.maxY + style.labelSize * 1.6 + style.rowSpacing + 4
    for (index, color) in [style.pageDotCurrent, style.pageDot].enumerated() {
      let x = panel.midX - 9 + Double(index) * 12
      scene.fill(.ellipse(in: Rect(x: x, y: dotY, width: 6, height: 6)), color: color)
    }
  }
}
