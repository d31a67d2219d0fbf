import Foundation

/// One drawing of a wallpaper tile: a line drawing of the icon set, or a shape of the wallpapers'
/// own, centred at a point, `size` points across, turned by `angle` radians.
struct WallpaperMotif {
  enum Kind {
    case icon(Icon)
    case heart, sparkle, circle, diamond, triangle, star, cross, ring

    /// WhatsApp-like doodles: things people chat about, drawn as thin outlines.
    static let doodles: [Kind] = [
      .icon(.chatBubble), .heart, .icon(.star), .icon(.clock), .icon(.phone), .icon(.camera), .icon(.music),
      .sparkle, .icon(.smiley), .icon(.location), .icon(.photo), .icon(.globe), .icon(.mic), .icon(.paperclip),
      .icon(.sticker), .icon(.compass), .icon(.gear),
    ]
    /// Telegram-like pattern: simple outlined shapes.
    static let shapes: [Kind] = [.circle, .diamond, .triangle, .star, .cross, .heart, .ring]
  }

  var kind: Kind
  var centre: Point
  var size: Double
  var angle: Double

  var box: Rect { Rect(x: centre.x - size / 2, y: centre.y - size / 2, width: size, height: size) }

  /// The drawing's paths in tile points, lines `lineWidth` wide.
  func paints(lineWidth: Double) -> [WallpaperPaint] {
    let shapes: [WallpaperPaint]
    switch kind {
    case .icon(let icon):
      shapes = icon.paints(in: box, weight: lineWidth * 24 / size).map { paint in
        switch paint.mode {
        case .fill: WallpaperPaint(path: paint.path, lineWidth: nil)
        case .stroke(let width): WallpaperPaint(path: paint.path, lineWidth: width)
        }
      }
    default:
      shapes = outline().map { WallpaperPaint(path: $0, lineWidth: lineWidth) }
    }
    guard angle != 0 else { return shapes }
    return shapes.map { WallpaperPaint(path: $0.path.rotated(by: angle, around: centre), lineWidth: $0.lineWidth) }
  }

  /// The wallpapers' own shapes, on a grid of 24 units across the box.
  private func outline() -> [Path] {
    let p = Icon.grid(box)
    func polygon(_ points: [(Double, Double)]) -> Path {
      var path = Path()
      for (index, point) in points.enumerated() {
        index == 0 ? path.move(to: p(point.0, point.1)) : path.line(to: p(point.0, point.1))
      }
      path.close()
      return path
    }
    func circle(_ radius: Double) -> Path {
      let r = radius / 24 * size
      return .ellipse(in: Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
    }
    switch kind {
    case .icon: return []
    case .heart:
      var heart = Path()
      heart.move(to: p(12, 21))
      heart.curve(to: p(2.5, 8.5), control1: p(6, 17.5), control2: p(2.5, 13))
      heart.curve(to: p(12, 6), control1: p(2.5, 3), control2: p(9.5, 1.5))
      heart.curve(to: p(21.5, 8.5), control1: p(14.5, 1.5), control2: p(21.5, 3))
      heart.curve(to: p(12, 21), control1: p(21.5, 13), control2: p(18, 17.5))
      heart.close()
      return [heart]
    case .sparkle:
      let star = (0..<8).map { index -> (Double, Double) in
        let turn = Double(index) * .pi / 4 - .pi / 2
        let radius = index % 2 == 0 ? 10.5 : 3
        return (12 + cos(turn) * radius, 12 + sin(turn) * radius)
      }
      return [polygon(star)]
    case .circle: return [circle(9)]
    case .ring: return [circle(9.5), circle(3.5)]
    case .diamond: return [polygon([(12, 2), (21, 12), (12, 22), (3, 12)])]
    case .triangle: return [polygon([(12, 3), (21.5, 20), (2.5, 20)])]
    case .star:
      let star = (0..<10).map { index -> (Double, Double) in
        let turn = Double(index) * .pi / 5 - .pi / 2
        let radius = index % 2 == 0 ? 10.5 : 4.6
        return (12 + cos(turn) * radius, 12.8 + sin(turn) * radius)
      }
      return [polygon(star)]
    case .cross:
      return [
        polygon([
          (9, 2.5), (15, 2.5), (15, 9), (21.5, 9), (21.5, 15), (15, 15), (15, 21.5), (9, 21.5), (9, 15), (2.5, 15),
          (2.5, 9), (9, 9),
        ])
      ]
    }
  }
}
