/// The emoji panel that replaces the keyboard: a section title, a grid of emoji and a toolbar
/// with category tabs and a Send button.
enum EmojiPanelChrome {
  /// Frames of the grid cells that fit above the toolbar, in reading order (pure, tested).
  static func cells(in panel: Rect, style: EmojiPanelStyle, homeArea: Double, count: Int) -> [Rect] {
    let columns = max(1, style.columns)
    let cellWidth = (panel.width - style.padding.horizontal) / Double(columns)
    let gridTop = panel.minY + style.padding.top + style.titleSize * 1.6
    let gridBottom = toolbarTop(panel, style: style, homeArea: homeArea) - 4
    // At most as many rows as there are emoji, and a product of counts that cannot overflow.
    let rows = Int.saturating((gridBottom - gridTop) / style.rowHeight, rounding: .towardZero, in: 0...max(0, count))
    let (cells, overflow) = rows.multipliedReportingOverflow(by: columns)
    return (0..<(overflow ? count : min(count, cells))).map { index in
      Rect(
        x: panel.minX + style.padding.left + Double(index % columns) * cellWidth,
        y: gridTop + Double(index / columns) * style.rowHeight, width: cellWidth, height: style.rowHeight)
    }
  }

  static func toolbarTop(_ panel: Rect, style: EmojiPanelStyle, homeArea: Double) -> Double {
    panel.maxY - homeArea - style.toolbarHeight
  }

  static func place(in panel: Rect, scene: SceneBuilder) {
    let style = scene.style.emojiPanel
    let homeArea = scene.style.homeIndicator.areaHeight
    scene.fill(panel, color: style.background)
    scene.placeLeading(
      scene.text(style.title, size: style.titleSize, color: style.titleColor, bold: true),
      x: panel.minX + style.padding.left + 6, midY: panel.minY + style.padding.top + style.titleSize * 0.7,
      maxWidth: panel.width - style.padding.horizontal)
    let emoji = style.emoji.map(String.init)
    for (cell, character) in zip(cells(in: panel, style: style, homeArea: homeArea, count: emoji.count), emoji) {
      scene.placeCentered(
        scene.text(character, size: style.emojiSize, color: .black), at: Point(x: cell.midX, y: cell.midY))
    }
    placeToolbar(panel: panel, style: style, homeArea: homeArea, scene: scene)
  }

  private static func placeToolbar(panel: Rect, style: EmojiPanelStyle, homeArea: Double, scene: SceneBuilder) {
    let top = toolbarTop(panel, style: style, homeArea: homeArea)
    scene.fill(
      Rect(x: panel.minX, y: top, width: panel.width, height: panel.maxY - top), color: style.toolbarBackground)
    scene.hairline(y: top, from: panel.minX, to: panel.maxX, color: style.titleColor.withAlpha(0.25))
    let bar = Rect(x: panel.minX, y: top, width: panel.width, height: style.toolbarHeight)
    let send = placeSendButton(bar: bar, style: style, scene: scene)
    let right = send?.minX ?? bar.maxX - style.padding.right
    switch style.toolbarStyle {
    case .categories:
      placeCategories(
        [.clock, .smiley, .star], from: bar.minX + style.padding.left + 6, size: bar.height * 0.58, spacing: 22,
        bar: bar, style: style, scene: scene)
    case .tabs:
      EmojiPanelTabs.place(style.tabs, in: bar, right: right, style: style, scene: scene)
    case .keyboard:
      EmojiPanelTabs.placeKeyboardRow(in: bar, right: right, style: style, scene: scene)
    }
  }

  /// Category icons from `x`, the second (smileys) open on a soft highlight.
  static func placeCategories(
    _ glyphs: [Icon], from x: Double, size iconSize: Double, spacing: Double, bar: Rect, style: EmojiPanelStyle,
    scene: SceneBuilder
  ) {
    for (index, glyph) in glyphs.enumerated() {
      let box = Rect(
        x: x + Double(index) * (iconSize + spacing), y: bar.midY - iconSize / 2, width: iconSize, height: iconSize)
      if index == 1 {
        scene.fill(
          .roundedRect(box.insetBy(EdgeInsets(top: -4, left: -8, bottom: -4, right: -8)), radius: 6),
          color: style.titleColor.withAlpha(0.16))
      }
      scene.icon(glyph, in: box, color: style.titleColor, weight: 1.6)
    }
  }

  /// The Send button at the toolbar's right end, unless its label is empty; returns its frame.
  private static func placeSendButton(bar: Rect, style: EmojiPanelStyle, scene: SceneBuilder) -> Rect? {
    guard !style.sendLabel.isEmpty else { return nil }
    let label = scene.text(style.sendLabel, size: 15, color: style.sendText, bold: true)
    let labelSize = scene.size(of: label)
    let button = Rect(
      x: bar.maxX - style.padding.right - labelSize.width - 28, y: bar.minY + 5, width: labelSize.width + 28,
      height: bar.height - 10)
    scene.fill(.roundedRect(button, radius: 6), color: style.sendBackground)
    scene.placeCentered(label, at: Point(x: button.midX, y: button.midY))
    return button
  }
}
