@testable import BubbleKit

/// What a placed scene holds, for tests: its items with clipped groups opened (their offsets
/// ignored: only the list is offset), and the frames of texts, icons and fills.
enum SceneQueries {
  static func flat(_ items: [Scene.Item]) -> [Scene.Item] {
    items.flatMap { item -> [Scene.Item] in
      if case .clipped(_, _, let inner) = item { return flat(inner) }
      return [item]
    }
  }

  /// Where the texts that read `string` exactly are drawn: from their frame's left edge, as wide
  /// as they were shaped (a leading text's frame is as wide as the room it was given).
  static func texts(_ scene: Scene, _ string: String) -> [(frame: Rect, color: RGBColor?)] {
    flat(scene.items).compactMap {
      guard case .text(let text, let frame) = $0, text.text.string == string else { return nil }
      return (Rect(x: frame.minX, y: frame.minY, width: text.size.width, height: frame.height), text.text.color)
    }
  }

  static func icons(_ scene: Scene, _ icon: Icon) -> [(frame: Rect, color: RGBColor)] {
    flat(scene.items).compactMap {
      guard case .icon(let drawn, let frame, let inks, _) = $0, drawn == icon else { return nil }
      return (frame, inks.primary)
    }
  }

  /// Rectangles and rounded rectangles filled in `color`, by their bounds.
  static func fills(_ scene: Scene, _ color: RGBColor) -> [Rect] {
    flat(scene.items).compactMap {
      guard case .fill(let path, let fill) = $0, fill == color else { return nil }
      return bounds(of: path)
    }
  }

  /// The bounds of a rectangle, rounded rectangle or circle (arcs counted as whole circles).
  static func bounds(of path: Path) -> Rect {
    var xs: [Double] = []
    var ys: [Double] = []
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point), .curve(_, _, let point):
        xs.append(point.x)
        ys.append(point.y)
      case .arc(let center, let radius, _, _):
        xs += [center.x - radius, center.x + radius]
        ys += [center.y - radius, center.y + radius]
      case .close: break
      }
    }
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
