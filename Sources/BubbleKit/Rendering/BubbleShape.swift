/// The outline of a bubble: rounded corners, the ones facing a neighbour of
/// the same group tightened, and Telegram's hook tail on the last of a group.
public struct BubbleShape: Sendable, Hashable {
  public var body: Rect
  public var direction: Direction
  public var position: GroupPosition
  public var radius: Double
  public var mergedRadius: Double
  public var tail: TailStyle
  public var tailWidth: Double

  public init(
    body: Rect, direction: Direction, position: GroupPosition, radius: Double, mergedRadius: Double, tail: TailStyle,
    tailWidth: Double
  ) {
    self.body = body
    self.direction = direction
    self.position = position
    self.radius = radius
    self.mergedRadius = mergedRadius
    self.tail = tail
    self.tailWidth = tailWidth
  }

  public var hasTail: Bool { tail == .hook && position.hasTail && radius >= 14 }

  /// Corner radii; only the sender-side corners shrink.
  public var radii: CornerRadii {
    let top = position.hasNeighbourAbove ? mergedRadius : radius
    let bottom = hasTail ? 0 : (position.hasNeighbourBelow ? mergedRadius : radius)
    switch direction {
    case .outgoing: return CornerRadii(topLeft: radius, topRight: top, bottomLeft: radius, bottomRight: bottom)
    case .incoming: return CornerRadii(topLeft: top, topRight: radius, bottomLeft: bottom, bottomRight: radius)
    }
  }

  public var path: Path {
    guard hasTail else { return .roundedRect(body, radii: radii) }
    // Built for the right side, mirrored for incoming bubbles.
    let outgoing = direction == .outgoing ? body : mirroredBody
    let path = Self.rightTailPath(
      outgoing, radius: radius, top: radii.topRight == mergedRadius ? mergedRadius : radius, width: tailWidth)
    return direction == .outgoing ? path : path.mirrored(aroundX: body.midX)
  }

  private var mirroredBody: Rect { body }

  private static func rightTailPath(_ rect: Rect, radius: Double, top: Double, width: Double) -> Path {
    let r = min(radius, min(rect.width, rect.height) / 2)
    let topRight = min(top, r)
    var path = Path()
    path.move(to: Point(x: rect.minX + r, y: rect.minY))
    path.arc(center: Point(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight, from: -.pi / 2, to: 0)
    // The hook: down the right edge, curving out to a tip level with the bottom.
    let hookTop = max(rect.minY + topRight, rect.maxY - r)
    path.line(to: Point(x: rect.maxX, y: hookTop))
    path.curve(
      to: Point(x: rect.maxX + width, y: rect.maxY - 0.6),
      control1: Point(x: rect.maxX, y: rect.maxY - (rect.maxY - hookTop) * 0.25),
      control2: Point(x: rect.maxX + width * 0.45, y: rect.maxY - 1.2))
    path.curve(
      to: Point(x: rect.maxX + width - 4, y: rect.maxY),
      control1: Point(x: rect.maxX + width + 0.6, y: rect.maxY - 0.3),
      control2: Point(x: rect.maxX + width - 1.5, y: rect.maxY))
    path.curve(
      to: Point(x: rect.maxX - r * 0.75, y: rect.maxY),
      control1: Point(x: rect.maxX - 2, y: rect.maxY),
      control2: Point(x: rect.maxX - r * 0.35, y: rect.maxY - 0.2))
    path.line(to: Point(x: rect.minX + r, y: rect.maxY))
    path.arc(center: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, from: .pi / 2, to: .pi)
    path.arc(center: Point(x: rect.minX + r, y: rect.minY + r), radius: r, from: .pi, to: 1.5 * .pi)
    path.close()
    return path
  }
}
