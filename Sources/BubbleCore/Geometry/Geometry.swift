/// Points (pt) throughout; the canvas scale turns them into pixels at draw time.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
}

public struct Size: Sendable, Hashable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
}

public struct Rect: Sendable, Hashable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  public func insetBy(_ insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}

public struct EdgeInsets: Sendable, Hashable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public var horizontal: Double { left + right }
  public var vertical: Double { top + bottom }
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Swaps left and right, for the mirrored side of the conversation.
  public var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
}

/// Radii of a rounded rectangle's four corners.
public struct CornerRadii: Sendable, Hashable {
  public var topLeft: Double
  public var topRight: Double
  public var bottomLeft: Double
  public var bottomRight: Double

  public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
  }

  public init(all radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
  }
}
