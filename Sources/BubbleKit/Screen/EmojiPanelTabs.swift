/// The emoji panel's other toolbars: Telegram's text tabs (Emoji, Stickers, GIFs) and the iOS
/// emoji keyboard's bottom row (the key back to the letters, category icons, delete).
enum EmojiPanelTabs {
  /// Telegram: the labels centred in the room left of `right`, the first on a soft capsule.
  static func place(_ tabs: [String], in bar: Rect, right: Double, style: EmojiPanelStyle, scene: SceneBuilder) {
    guard !tabs.isEmpty else { return }
    let labels = tabs.enumerated().map { index, tab in
      scene.text(tab, size: 14, color: style.titleColor.withAlpha(index == 0 ? 1 : 0.8), bold: index == 0)
    }
    let widths = labels.map { scene.size(of: $0).width + 2 * padding }
    let room = max(1, right - bar.minX)
    let total = widths.reduce(0, +) + Double(max(0, tabs.count - 1)) * gap
    var x = bar.minX + max(0, (room - total) / 2)
    let height = min(bar.height - 8, 28)
    for (index, (label, width)) in zip(labels, widths).enumerated() {
      let capsule = Rect(x: x, y: bar.midY - height / 2, width: width, height: height)
      if index == 0 { scene.fill(.roundedRect(capsule, radius: height / 2), color: style.titleColor.withAlpha(0.16)) }
      scene.placeCentered(label, at: Point(x: capsule.midX, y: capsule.midY), maxWidth: width)
      x = capsule.maxX + gap
    }
  }

  static let padding = 12.0
  static let gap = 6.0

  /// The iOS emoji keyboard's row: the letters key on the left, category icons across the
  /// middle, the delete key on the right.
  static func placeKeyboardRow(in bar: Rect, right: Double, style: EmojiPanelStyle, scene: SceneBuilder) {
    let left = bar.minX + style.padding.left
    let label = scene.placeLeading(
      scene.text(style.keyboardLabel, size: 15, color: style.titleColor, bold: true), x: left, midY: bar.midY,
      maxWidth: 60)
    let delete = 24.0
    let deleteBox = Rect(x: right - delete, y: bar.midY - delete / 2, width: delete, height: delete)
    scene.icon(.delete, in: deleteBox, color: style.titleColor, weight: 1.5)
    let glyphs: [Icon] = [.clock, .smiley, .compass, .star, .music, .globe]
    let from = label.maxX + 16
    let space = deleteBox.minX - 12 - from
    let icon = min(bar.height * 0.5, 20)
    // As many as fit, spread across the room between the two keys.
    let count = Int.saturating(space / (icon + 8), rounding: .towardZero, in: 0...glyphs.count)
    guard count > 0 else { return }
    let spacing = count > 1 ? (space - Double(count) * icon) / Double(count - 1) : 0
    EmojiPanelChrome.placeCategories(
      Array(glyphs.prefix(count)), from: from, size: icon, spacing: spacing, bar: bar, style: style, scene: scene)
  }
}
