/// Telegram's attachment sheet (`plus_panel.style: sheet`): the chat dimmed, and a sheet with
/// rounded top corners rising from the bottom: a title, a grid of recent photos (the camera's
/// tile first; the photos are placeholder landscapes of our own) and a tab bar of the actions,
/// the first one open.
enum AttachmentSheetChrome {
  /// Frames of the photo grid's tiles that show, in reading order, cut by the tab bar (pure, tested).
  static func photoTiles(in sheet: Rect, style: PlusPanelStyle, homeArea: Double) -> [Rect] {
    let grid = gridArea(sheet, style: style, homeArea: homeArea)
    // At most 64 columns and rows: a theme built in code is not range-checked.
    let columns = min(64, max(1, style.columns))
    let side = (grid.width - Double(columns - 1) * style.photoGap) / Double(columns)
    guard side > 0, grid.height > 0 else { return [] }
    let rows = Int.saturating(grid.height / (side + style.photoGap), rounding: .up, in: 0...64)
    return (0..<rows * columns).map { index in
      Rect(
        x: grid.minX + Double(index % columns) * (side + style.photoGap),
        y: grid.minY + Double(index / columns) * (side + style.photoGap), width: side, height: side)
    }
  }

  /// Between the title and the tab bar.
  static func gridArea(_ sheet: Rect, style: PlusPanelStyle, homeArea: Double) -> Rect {
    let top = sheet.minY + headerHeight(style) + style.padding.top
    let bottom = tabBarTop(sheet, style: style, homeArea: homeArea)
    return Rect(
      x: sheet.minX + style.padding.left, y: top, width: max(0, sheet.width - style.padding.horizontal),
      height: max(0, bottom - top))
  }

  static func headerHeight(_ style: PlusPanelStyle) -> Double { style.titleSize * 3 }

  static func tabBarTop(_ sheet: Rect, style: PlusPanelStyle, homeArea: Double) -> Double {
    max(sheet.minY, sheet.maxY - homeArea - style.tabBarHeight)
  }

  static func place(in sheet: Rect, screen: Size, scene: SceneBuilder) {
    let style = scene.style.plusPanel
    let homeArea = scene.style.homeIndicator.areaHeight
    scene.fill(Rect(x: 0, y: 0, width: screen.width, height: screen.height), color: style.dim)
    let radius = min(style.sheetRadius, sheet.width / 2, sheet.height / 2)
    scene.fill(
      .roundedRect(sheet, radii: CornerRadii(topLeft: radius, topRight: radius, bottomLeft: 0, bottomRight: 0)),
      color: style.background)
    placeTitle(sheet: sheet, style: style, scene: scene)
    scene.clipped(to: gridArea(sheet, style: style, homeArea: homeArea)) {
      for (index, tile) in photoTiles(in: sheet, style: style, homeArea: homeArea).enumerated() {
        placeTile(index, in: tile, style: style, scene: scene)
      }
    }
    placeTabs(sheet: sheet, style: style, homeArea: homeArea, scene: scene)
  }

  /// The title, centred, with the small chevron that opens the album list.
  private static func placeTitle(sheet: Rect, style: PlusPanelStyle, scene: SceneBuilder) {
    let midY = sheet.minY + headerHeight(style) / 2
    let title = scene.placeCentered(
      scene.text(style.title, size: style.titleSize, color: style.titleColor, bold: true),
      at: Point(x: sheet.midX, y: midY), maxWidth: sheet.width - 80)
    guard !style.title.isEmpty else { return }
    let size = style.titleSize * 0.28
    var chevron = Path()
    chevron.move(to: Point(x: title.maxX + 6, y: midY - size / 2))
    chevron.line(to: Point(x: title.maxX + 6 + size, y: midY + size / 2))
    chevron.line(to: Point(x: title.maxX + 6 + 2 * size, y: midY - size / 2))
    scene.stroke(chevron, color: style.titleColor, lineWidth: 1.8)
  }

  /// The camera's tile first, then photos: a sky of the tile's colour, a sun and two hills.
  private static func placeTile(_ index: Int, in tile: Rect, style: PlusPanelStyle, scene: SceneBuilder) {
    guard index > 0, !style.photoColors.isEmpty else {
      scene.fill(tile, color: style.tileBackground)
      if index == 0 {
        let glyph = tile.width * 0.3
        scene.icon(
          .camera, in: Rect(x: tile.midX - glyph / 2, y: tile.midY - glyph / 2, width: glyph, height: glyph),
          color: style.icon, weight: 1.6)
      }
      return
    }
    scene.fill(tile, color: style.photoColors[(index - 1) % style.photoColors.count])
    let (w, h) = (tile.width, tile.height)
    // Each photo's hills and sun sit a little differently.
    let shift = Double(index * 7 % 5) / 10
    let sun = w * 0.1
    scene.fill(
      .ellipse(
        in: Rect(x: tile.minX + w * (0.2 + shift) - sun, y: tile.minY + h * 0.24 - sun, width: 2 * sun, height: 2 * sun)
      ),
      color: RGBColor.white.withAlpha(0.75))
    for (peak, height, alpha) in [(0.3 + shift * 0.6, 0.45, 0.35), (0.75 - shift * 0.3, 0.3, 0.55)] {
      var hill = Path()
      hill.move(to: Point(x: tile.minX + w * (peak - 0.55), y: tile.maxY))
      hill.line(to: Point(x: tile.minX + w * peak, y: tile.minY + h * height))
      hill.line(to: Point(x: tile.minX + w * (peak + 0.55), y: tile.maxY))
      hill.close()
      scene.clipped(to: tile) { scene.fill(hill, color: RGBColor.white.withAlpha(alpha)) }
    }
  }

  private static func placeTabs(sheet: Rect, style: PlusPanelStyle, homeArea: Double, scene: SceneBuilder) {
    let top = tabBarTop(sheet, style: style, homeArea: homeArea)
    scene.fill(Rect(x: sheet.minX, y: top, width: sheet.width, height: sheet.maxY - top), color: style.background)
    scene.hairline(y: top, from: sheet.minX, to: sheet.maxX, color: style.separator)
    guard !style.actions.isEmpty else { return }
    let width = sheet.width / Double(style.actions.count)
    let glyph = min(26, style.tabBarHeight * 0.5)
    for (index, action) in style.actions.enumerated() {
      let color = index == 0 ? style.tabTint : style.labelColor
      let midX = sheet.minX + (Double(index) + 0.5) * width
      scene.icon(
        Icon(action.icon), in: Rect(x: midX - glyph / 2, y: top + 6, width: glyph, height: glyph), color: color,
        weight: 1.6)
      scene.placeCentered(
        scene.text(action.label, size: style.labelSize, color: color),
        at: Point(x: midX, y: top + 6 + glyph + 4 + style.labelSize * 0.6), maxWidth: width - 4)
    }
  }
}
