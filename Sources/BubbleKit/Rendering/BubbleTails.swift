/// Bubble outlines with a tail on the right side; `BubbleShape` mirrors them
/// for incoming bubbles. Each starts at the top-left corner and runs clockwise.
enum BubbleTails {
  /// Telegram: the right edge bends out into a hook whose tip lies on the bottom line.
  static func hook(_ rect: Rect, radii: CornerRadii, width: Double) -> Path {
    let r = min(radii.topLeft, rect.height / 2)
    var path = topAndRightEdge(rect, radii: radii, to: max(rect.minY + radii.topRight, rect.maxY - r))
    let hookTop = max(rect.minY + radii.topRight, rect.maxY - r)
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
    return bottomAndLeftEdge(rect, radii: radii, into: path)
  }

  /// iMessage: a rounder tail sweeping out and back into the bottom edge without a point.
  static func curve(_ rect: Rect, radii: CornerRadii, width: Double) -> Path {
    let r = min(radii.topLeft, rect.height / 2)
    let start = max(rect.minY + radii.topRight, rect.maxY - r * 1.1)
    var path = topAndRightEdge(rect, radii: radii, to: start)
    path.curve(
      to: Point(x: rect.maxX + width, y: rect.maxY),
      control1: Point(x: rect.maxX, y: rect.maxY - r * 0.45),
      control2: Point(x: rect.maxX + width * 0.25, y: rect.maxY - 0.5))
    path.curve(
      to: Point(x: rect.maxX - width * 0.9, y: rect.maxY - 3.2),
      control1: Point(x: rect.maxX + width * 0.1, y: rect.maxY + 1.1),
      control2: Point(x: rect.maxX - width * 0.35, y: rect.maxY - 1.4))
    path.curve(
      to: Point(x: rect.maxX - r * 1.1, y: rect.maxY),
      control1: Point(x: rect.maxX - width * 1.5, y: rect.maxY - 0.5),
      control2: Point(x: rect.maxX - r * 0.8, y: rect.maxY))
    return bottomAndLeftEdge(rect, radii: radii, into: path)
  }

  /// WeChat: a small triangle on the sender side, `offset` below the top.
  static func triangle(_ rect: Rect, radii: CornerRadii, width: Double, offset: Double) -> Path {
    var path = Path.roundedRect(rect, radii: radii)
    let centre = min(rect.minY + offset, rect.maxY - width)
    path.move(to: Point(x: rect.maxX - 1, y: centre - width))
    path.line(to: Point(x: rect.maxX + width, y: centre))
    path.line(to: Point(x: rect.maxX - 1, y: centre + width))
    path.close()
    return path
  }

  /// WhatsApp: the top-right corner runs out into a small flap.
  static func corner(_ rect: Rect, radii: CornerRadii, width: Double) -> Path {
    var path = Path()
    path.move(to: Point(x: rect.minX + radii.topLeft, y: rect.minY))
    path.line(to: Point(x: rect.maxX + width - 1.5, y: rect.minY))
    path.curve(
      to: Point(x: rect.maxX + width - 1.2, y: rect.minY + 2),
      control1: Point(x: rect.maxX + width, y: rect.minY), control2: Point(x: rect.maxX + width, y: rect.minY + 1))
    path.line(to: Point(x: rect.maxX, y: rect.minY + min(width * 1.9, rect.height / 2)))
    path.line(to: Point(x: rect.maxX, y: rect.maxY - radii.bottomRight))
    path.arc(
      center: Point(x: rect.maxX - radii.bottomRight, y: rect.maxY - radii.bottomRight), radius: radii.bottomRight,
      from: 0, to: .pi / 2)
    return bottomAndLeftEdge(rect, radii: radii, into: path)
  }

  // MARK: Shared edges

  /// From the top-left corner along the top, round the top-right corner, down to `y`.
  private static func topAndRightEdge(_ rect: Rect, radii: CornerRadii, to y: Double) -> Path {
    var path = Path()
    path.move(to: Point(x: rect.minX + radii.topLeft, y: rect.minY))
    path.arc(
      center: Point(x: rect.maxX - radii.topRight, y: rect.minY + radii.topRight), radius: radii.topRight,
      from: -.pi / 2, to: 0)
    path.line(to: Point(x: rect.maxX, y: y))
    return path
  }

  /// Along the bottom to the bottom-left corner, up the left side, closed.
  private static func bottomAndLeftEdge(_ rect: Rect, radii: CornerRadii, into path: Path) -> Path {
    var path = path
    path.line(to: Point(x: rect.minX + radii.bottomLeft, y: rect.maxY))
    path.arc(
      center: Point(x: rect.minX + radii.bottomLeft, y: rect.maxY - radii.bottomLeft), radius: radii.bottomLeft,
      from: .pi / 2, to: .pi)
    path.arc(
      center: Point(x: rect.minX + radii.topLeft, y: rect.minY + radii.topLeft), radius: radii.topLeft, from: .pi,
      to: 1.5 * .pi)
    path.close()
    return path
  }
}
