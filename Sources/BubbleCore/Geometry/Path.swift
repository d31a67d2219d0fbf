/// A vector outline built by renderers and replayed into Cairo by the canvas.
public struct Path: Sendable, Hashable {
  public enum Element: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    /// Centre, radius, start and end angle (radians, clockwise in screen space).
    case arc(Point, Double, Double, Double)
    case close
  }

  public private(set) var elements: [Element] = []

  public init() {}

  public mutating func move(to point: Point) { elements.append(.move(point)) }
  public mutating func line(to point: Point) { elements.append(.line(point)) }
  public mutating func curve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(control1, control2, point))
  }
  public mutating func arc(center: Point, radius: Double, from start: Double, to end: Double) {
    elements.append(.arc(center, radius, start, end))
  }
  public mutating func close() { elements.append(.close) }
  public mutating func append(_ other: Path) { elements += other.elements }

  public static func rect(_ rect: Rect) -> Path {
    roundedRect(rect, radii: CornerRadii(all: 0))
  }

  public static func roundedRect(_ rect: Rect, radius: Double) -> Path {
    roundedRect(rect, radii: CornerRadii(all: radius))
  }

  /// A rectangle with a different radius per corner, each clamped to half the shorter side.
  public static func roundedRect(_ rect: Rect, radii: CornerRadii) -> Path {
    let limit = min(rect.width, rect.height) / 2
    let topLeft = min(radii.topLeft, limit)
    let topRight = min(radii.topRight, limit)
    let bottomRight = min(radii.bottomRight, limit)
    let bottomLeft = min(radii.bottomLeft, limit)
    var path = Path()
    path.move(to: Point(x: rect.minX + topLeft, y: rect.minY))
    path.arc(center: Point(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight, from: -.pi / 2, to: 0)
    path.arc(
      center: Point(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight, from: 0,
      to: .pi / 2)
    path.arc(
      center: Point(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft, from: .pi / 2,
      to: .pi)
    path.arc(center: Point(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft, from: .pi, to: 1.5 * .pi)
    path.close()
    return path
  }

  public static func ellipse(in rect: Rect) -> Path {
    var path = Path()
    let radius = min(rect.width, rect.height) / 2
    path.move(to: Point(x: rect.midX + radius, y: rect.midY))
    path.arc(center: Point(x: rect.midX, y: rect.midY), radius: radius, from: 0, to: 2 * .pi)
    path.close()
    return path
  }

  /// Mirrors the path horizontally around `x = axis`.
  public func mirrored(aroundX axis: Double) -> Path {
    func flip(_ point: Point) -> Point { Point(x: 2 * axis - point.x, y: point.y) }
    var result = Path()
    for element in elements {
      switch element {
      case .move(let point): result.move(to: flip(point))
      case .line(let point): result.line(to: flip(point))
      case .curve(let c1, let c2, let point): result.curve(to: flip(point), control1: flip(c1), control2: flip(c2))
      case .arc(let center, let radius, let start, let end):
        // Mirroring turns a clockwise arc into a counter-clockwise one at angles pi - a.
        result.arc(center: flip(center), radius: radius, from: .pi - start, to: .pi - end)
      case .close: result.close()
      }
    }
    return result
  }
}
