import Foundation

/// The answer buttons' icons, stroked on a 24-unit grid as the web apps' line icons are.
extension Icon {
  static func answerPaints(_ action: AnswerAction, in box: Rect, weight: Double) -> [IconPaint] {
    let line = weight * box.width / 24
    func point(_ x: Double, _ y: Double) -> Point {
      Point(x: box.minX + x * box.width / 24, y: box.minY + y * box.height / 24)
    }
    let paths: [Path] =
      switch action {
      case .copy: copy(point)
      case .thumbsUp: thumb(point)
      case .thumbsDown: thumb { x, y in point(x, 24 - y) }
      case .readAloud: speaker(point, box: box)
      case .regenerate: circularArrow(point, box: box)
      }
    return paths.map { IconPaint(path: $0, mode: .stroke(lineWidth: line)) }
  }

  /// A page in front, the corner of another behind it.
  private static func copy(_ point: (Double, Double) -> Point) -> [Path] {
    var back = Path()
    back.move(to: point(8.5, 7.5))
    back.line(to: point(8.5, 6))
    back.curve(to: point(10.5, 4), control1: point(8.5, 4.9), control2: point(9.4, 4))
    back.line(to: point(18, 4))
    back.curve(to: point(20, 6), control1: point(19.1, 4), control2: point(20, 4.9))
    back.line(to: point(20, 13.5))
    back.curve(to: point(18, 15.5), control1: point(20, 14.6), control2: point(19.1, 15.5))
    back.line(to: point(16.5, 15.5))
    let front = roundedSquare(from: point(4, 8.5), to: point(15.5, 20), radius: 2 * (point(1, 0).x - point(0, 0).x))
    return [back, front]
  }

  /// A raised thumb: the cuff on the left, the hand with the thumb up.
  private static func thumb(_ point: (Double, Double) -> Point) -> [Path] {
    var cuff = Path()
    cuff.move(to: point(7, 10.5))
    cuff.line(to: point(7, 20.5))
    var hand = Path()
    hand.move(to: point(3.5, 10.5))
    hand.line(to: point(7, 10.5))
    hand.line(to: point(10.8, 3.8))
    hand.curve(to: point(13.6, 5.6), control1: point(12, 2.9), control2: point(14, 4))
    hand.line(to: point(12.9, 9.5))
    hand.line(to: point(18.6, 9.5))
    hand.curve(to: point(20.5, 11.9), control1: point(19.9, 9.5), control2: point(20.8, 10.6))
    hand.line(to: point(19.1, 18.9))
    hand.curve(to: point(17.2, 20.5), control1: point(18.9, 19.9), control2: point(18.2, 20.5))
    hand.line(to: point(3.5, 20.5))
    hand.close()
    return [cuff, hand]
  }

  /// A loudspeaker and two waves.
  private static func speaker(_ point: (Double, Double) -> Point, box: Rect) -> [Path] {
    var body = Path()
    body.move(to: point(3.5, 9.5))
    body.line(to: point(7, 9.5))
    body.line(to: point(12, 5))
    body.line(to: point(12, 19))
    body.line(to: point(7, 14.5))
    body.line(to: point(3.5, 14.5))
    body.close()
    let unit = box.width / 24
    var near = Path()
    near.arc(center: point(12, 12), radius: 4 * unit, from: -.pi / 4, to: .pi / 4)
    var far = Path()
    far.arc(center: point(12, 12), radius: 8 * unit, from: -.pi / 4, to: .pi / 4)
    return [body, near, far]
  }

  /// A circle nearly closed, turning clockwise, an arrowhead at its end pointing on.
  private static func circularArrow(_ point: (Double, Double) -> Point, box: Rect) -> [Path] {
    let unit = box.width / 24
    let center = point(12, 12)
    let end = 1.45 * Double.pi
    var circle = Path()
    circle.arc(center: center, radius: 8 * unit, from: -0.3 * .pi, to: end)
    let tip = Point(x: center.x + 8 * unit * cos(end), y: center.y + 8 * unit * sin(end))
    // The direction the circle runs at its end; each barb runs back from the tip, 40° off it.
    let along = (x: -sin(end), y: cos(end))
    var head = Path()
    for turn in [-0.7, 0.7] {
      let barb = (x: along.x * cos(turn) - along.y * sin(turn), y: along.x * sin(turn) + along.y * cos(turn))
      head.move(to: Point(x: tip.x - barb.x * 4 * unit, y: tip.y - barb.y * 4 * unit))
      head.line(to: tip)
    }
    return [circle, head]
  }

  private static func roundedSquare(from topLeft: Point, to bottomRight: Point, radius: Double) -> Path {
    .roundedRect(
      Rect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y),
      radius: radius)
  }
}
