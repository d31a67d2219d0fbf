import Foundation

extension Icon {
  /// A shaft rising from the bottom left and bending right, with an arrowhead at its end.
  static func forwardArrow(in box: Rect) -> Path {
    func point(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + box.width * x, y: box.minY + box.height * y) }
    var path = Path()
    path.move(to: point(0.12, 0.88))
    path.curve(to: point(0.86, 0.42), control1: point(0.12, 0.52), control2: point(0.42, 0.42))
    path.move(to: point(0.60, 0.16))
    path.line(to: point(0.88, 0.42))
    path.line(to: point(0.60, 0.68))
    return path
  }

  /// A circle and the diagonal from its top left to its bottom right, inside the line's width.
  static func deletedMark(in box: Rect, line: Double) -> Path {
    let radius = min(box.width, box.height) / 2 - line / 2
    let center = Point(x: box.midX, y: box.midY)
    var path = Path.ellipse(
      in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    let reach = radius * 0.7071
    path.move(to: Point(x: center.x - reach, y: center.y - reach))
    path.line(to: Point(x: center.x + reach, y: center.y + reach))
    return path
  }
}
