/// The outline of a bubble: rounded corners, the ones facing a neighbour of
/// the same group tightened, and the theme's tail (Telegram's hook, iMessage's
/// curve, WeChat's triangle, WhatsApp's corner flap).
public struct BubbleShape: Sendable, Hashable {
  public var body: Rect
  public var direction: Direction
  public var position: GroupPosition
  public var radius: Double
  public var mergedRadius: Double
  public var tail: TailStyle
  public var tailPlacement: TailPlacement
  public var tailWidth: Double
  public var tailOffset: Double

  public init(
    body: Rect, direction: Direction, position: GroupPosition, radius: Double, mergedRadius: Double, tail: TailStyle,
    tailWidth: Double, tailPlacement: TailPlacement = .last, tailOffset: Double = 18
  ) {
    self.body = body
    self.direction = direction
    self.position = position
    self.radius = radius
    self.mergedRadius = mergedRadius
    self.tail = tail
    self.tailPlacement = tailPlacement
    self.tailWidth = tailWidth
    self.tailOffset = tailOffset
  }

  /// A bubble drawn with the theme's radii and tail.
  public init(body: Rect, direction: Direction, position: GroupPosition, style: BubbleStyle) {
    self.init(
      body: body, direction: direction, position: position, radius: style.radius, mergedRadius: style.mergedRadius,
      tail: style.tail, tailWidth: style.tailWidth, tailPlacement: style.tailPlacement, tailOffset: style.tailOffset)
  }

  /// Whether this bubble of its group carries the tail. Below a radius of 14
  /// Telegram's hook degrades to a square corner.
  public var hasTail: Bool {
    let carries =
      switch tailPlacement {
      case .last: position.hasTail
      case .first: position == .single || position == .first
      case .every: true
      }
    switch tail {
    case .none: return false
    case .hook: return carries && radius >= 14
    case .curve, .triangle, .corner: return carries && tailWidth > 0
    }
  }

  /// Corner radii; only the sender-side corners shrink, and the tail's corner is square.
  public var radii: CornerRadii {
    var top = position.hasNeighbourAbove ? mergedRadius : radius
    var bottom = position.hasNeighbourBelow ? mergedRadius : radius
    if hasTail {
      switch tail {
      case .hook, .curve: bottom = 0
      case .corner: top = 0
      case .triangle, .none: break
      }
    }
    switch direction {
    case .outgoing: return CornerRadii(topLeft: radius, topRight: top, bottomLeft: radius, bottomRight: bottom)
    case .incoming: return CornerRadii(topLeft: top, topRight: radius, bottomLeft: bottom, bottomRight: radius)
    }
  }

  public var path: Path {
    guard hasTail else { return .roundedRect(body, radii: radii) }
    // Built for the right (outgoing) side, mirrored for incoming bubbles.
    let right = radii.mirroredIfNeeded(direction).clamped(to: min(body.width, body.height) / 2)
    let path: Path =
      switch tail {
      case .hook: BubbleTails.hook(body, radii: right, width: tailWidth)
      case .curve: BubbleTails.curve(body, radii: right, width: tailWidth)
      case .triangle: BubbleTails.triangle(body, radii: right, width: tailWidth, offset: tailOffset)
      case .corner: BubbleTails.corner(body, radii: right, width: tailWidth)
      case .none: .roundedRect(body, radii: right)
      }
    return direction == .outgoing ? path : path.mirrored(aroundX: body.midX)
  }
}

extension CornerRadii {
  fileprivate func clamped(to limit: Double) -> CornerRadii {
    CornerRadii(
      topLeft: min(topLeft, limit), topRight: min(topRight, limit), bottomLeft: min(bottomLeft, limit),
      bottomRight: min(bottomRight, limit))
  }

  /// Incoming radii seen as if the bubble were outgoing (tail on the right).
  fileprivate func mirroredIfNeeded(_ direction: Direction) -> CornerRadii {
    direction == .outgoing
      ? self : CornerRadii(topLeft: topRight, topRight: topLeft, bottomLeft: bottomRight, bottomRight: bottomLeft)
  }
}
