/// WhatsApp's filter chips under the search field (All, Unread, Favourites, Groups): capsules
/// from the left edge, the first one selected; chips past the right edge are cut off, as in a
/// row scrolled to its start.
enum InboxFilterChips {
  static let gap = 8.0
  static let labelPadding = 12.0

  /// Each chip's frame, left to right (pure, tested).
  static func frames(labelWidths: [Double], in bar: Rect, leftInset: Double) -> [Rect] {
    var x = bar.minX + leftInset
    return labelWidths.map { width in
      let chip = Rect(x: x, y: bar.minY, width: width + 2 * labelPadding, height: bar.height)
      x = chip.maxX + gap
      return chip
    }
  }

  static func place(_ filters: [String], in bar: Rect, style: InboxStyle, scene: SceneBuilder) {
    let labels = filters.enumerated().map { index, filter in
      scene.text(
        filter, size: style.filterSize, color: index == 0 ? style.filterSelectedText : style.filterText,
        bold: index == 0)
    }
    let widths = labels.map { scene.size(of: $0).width }
    scene.clipped(to: bar) {
      for (index, (label, chip)) in zip(labels, frames(labelWidths: widths, in: bar, leftInset: 16)).enumerated() {
        scene.fill(
          .roundedRect(chip, radius: chip.height / 2),
          color: index == 0 ? style.filterSelectedBackground : style.filterBackground)
        scene.placeCentered(label, at: Point(x: chip.midX, y: chip.midY))
      }
    }
  }
}
