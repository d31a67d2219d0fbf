/// `plus_panel.style: list`: the chat dimmed and a sheet listing the actions, a row each with
/// the glyph in the action's colour (WhatsApp's attach sheet) or on a disc of it (iMessage's
/// round app icons) and the label, on a rounded group of rows.
enum ActionListChrome {
  /// The rows' frames, top to bottom, inside the sheet's padding (pure, tested).
  static func rows(in sheet: Rect, style: PlusPanelStyle) -> [Rect] {
    let width = max(0, sheet.width - style.padding.horizontal)
    // At most 64 rows: a theme built in code is not range-checked.
    return (0..<min(style.actions.count, 64)).map { index in
      Rect(
        x: sheet.minX + style.padding.left, y: sheet.minY + style.padding.top + Double(index) * style.tileSize,
        width: width, height: style.tileSize)
    }
  }

  static func place(in sheet: Rect, screen: Size, scene: SceneBuilder) {
    let style = scene.style.plusPanel
    scene.fill(Rect(x: 0, y: 0, width: screen.width, height: screen.height), color: style.dim)
    let radius = min(style.sheetRadius, sheet.width / 2, sheet.height / 2)
    scene.fill(
      .roundedRect(sheet, radii: CornerRadii(topLeft: radius, topRight: radius, bottomLeft: 0, bottomRight: 0)),
      color: style.background)
    let rows = rows(in: sheet, style: style)
    guard let first = rows.first, let last = rows.last else { return }
    let group = Rect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
    scene.fill(.roundedRect(group, radius: min(style.tileRadius, group.height / 2)), color: style.tileBackground)
    let iconSide = style.tileSize * (style.rowIcon == .disc ? 0.68 : 0.5)
    let labelX = first.minX + 16 + max(iconSide, style.tileSize * 0.5) + 14
    for (index, (row, action)) in zip(rows, style.actions).enumerated() {
      let color = index < style.actionColors.count ? style.actionColors[index] : style.icon
      let box = Rect(x: row.minX + 16, y: row.midY - iconSide / 2, width: iconSide, height: iconSide)
      switch style.rowIcon {
      case .glyph:
        scene.icon(Icon(action.icon), in: box, color: color, weight: 1.7)
      case .disc:
        scene.fill(.ellipse(in: box), color: color)
        let glyph = iconSide * 0.56
        scene.icon(
          Icon(action.icon), in: Rect(x: box.midX - glyph / 2, y: box.midY - glyph / 2, width: glyph, height: glyph),
          color: .white, weight: 1.8)
      }
      scene.placeLeading(
        scene.text(action.label, size: style.titleSize, color: style.titleColor), x: labelX, midY: row.midY,
        maxWidth: row.maxX - labelX - 8)
      if index < rows.count - 1 {
        scene.hairline(y: row.maxY, from: labelX, to: row.maxX, color: style.separator)
      }
    }
  }
}
