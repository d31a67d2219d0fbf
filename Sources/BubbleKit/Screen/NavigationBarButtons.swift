/// Icon buttons in a bar (the chat's navigation bar, the conversation list's header): 26 pt
/// glyphs in the bar's tint, placed right to left from a given edge.
enum NavigationBarButtons {
  static let side = 26.0
  static let spacing = 18.0

  static func glyph(_ button: NavigationBarButton) -> Icon {
    switch button {
    case .search: .search
    case .call: .phone
    case .video: .videoCall
    case .menu: .menu
    case .more: .ellipsis
    }
  }

  /// Places `buttons` (left to right) so the last ends at `maxX`; returns how far from the
  /// bar's right edge they reach (the edge's own distance when there are none).
  static func place(_ buttons: [NavigationBarButton], endingAt maxX: Double, bar: Rect, scene: SceneBuilder) -> Double {
    place(buttons.map(glyph), endingAt: maxX, bar: bar, color: scene.style.navigationBar.tint, scene: scene)
  }

  /// Places `glyphs` as buttons (left to right) so the last ends at `maxX`; returns how far
  /// from the bar's right edge they reach.
  static func place(_ glyphs: [Icon], endingAt maxX: Double, bar: Rect, color: RGBColor, scene: SceneBuilder)
    -> Double
  {
    let boxes = frames(count: glyphs.count, endingAt: maxX, midY: bar.midY)
    for (glyph, box) in zip(glyphs, boxes) {
      // The outlined phone fills its box more than the others: drawn a little smaller.
      let inset = glyph == .phone ? 2.0 : 0
      scene.icon(
        glyph, in: box.insetBy(EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)), color: color,
        weight: 1.6)
    }
    return bar.maxX - (boxes.first?.minX ?? maxX)
  }

  /// Frames of `count` buttons, left to right, the last ending at `maxX` (pure, tested).
  static func frames(count: Int, endingAt maxX: Double, midY: Double) -> [Rect] {
    (0..<max(0, count)).map { index in
      let fromRight = Double(count - 1 - index)
      return Rect(
        x: maxX - side - fromRight * (side + spacing), y: midY - side / 2, width: side, height: side)
    }
  }
}
