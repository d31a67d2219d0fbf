import Foundation

extension Icon {
  /// The footer's and the cards' icons. Their proportions are fractions of the box.
  func messagePaints(in box: Rect, weight: Double) -> [IconPaint] {
    let line = weight * box.width / 24
    switch self {
    case .status(let status):
      return Self.statusPaints(status, in: box)
    case .statusCircles(let status):
      return Self.statusCirclePaints(status, in: box)
    case .failedBadge:
      return Self.failedBadgePaints(in: box)
    case .playButton:
      let triangle = Self.playTriangle(in: box)
      return [
        IconPaint(path: .ellipse(in: box), mode: .fill),
        IconPaint(path: triangle, mode: .fill, ink: .secondary),
        // Rounded corners, as in Telegram's icon.
        IconPaint(path: triangle, mode: .stroke(lineWidth: box.width * 0.05), ink: .secondary),
      ]
    case .page(let cornerRadius, let fold):
      return [
        IconPaint(path: Self.page(in: box, radius: cornerRadius, fold: fold), mode: .fill),
        IconPaint(path: Self.pageFold(in: box, fold: fold), mode: .fill, ink: .secondary),
      ]
    case .videoCamera:
      return [IconPaint(path: Self.videoCamera(in: box), mode: .fill)]
    case .callArrow(let outgoing):
      return [IconPaint(path: Self.callArrow(in: box, outgoing: outgoing), mode: .stroke(lineWidth: line))]
    case .check:
      return [IconPaint(path: Self.check(in: box), mode: .stroke(lineWidth: line))]
    case .exchangeArrows:
      return [IconPaint(path: Self.exchangeArrows(in: box), mode: .stroke(lineWidth: line))]
    case .envelope:
      return Self.envelopePaints(in: box)
    case .forwardArrow:
      return [IconPaint(path: Self.forwardArrow(in: box), mode: .stroke(lineWidth: line))]
    case .deletedMark:
      return [IconPaint(path: Self.deletedMark(in: box, line: line), mode: .stroke(lineWidth: line))]
    default:
      return []
    }
  }

  private static func statusPaints(_ status: Message.Status, in box: Rect) -> [IconPaint] {
    let line = max(1, box.height * 0.11)
    switch status {
    case .sending:
      let size = box.height * 0.85
      let dial = Rect(x: box.minX + (box.width - size) / 2, y: box.midY - size / 2, width: size, height: size)
      var hands = Path()
      hands.move(to: Point(x: dial.midX, y: dial.minY + size * 0.25))
      hands.line(to: Point(x: dial.midX, y: dial.midY))
      hands.line(to: Point(x: dial.midX + size * 0.22, y: dial.midY))
      return [
        IconPaint(path: .ellipse(in: dial), mode: .stroke(lineWidth: line)),
        IconPaint(path: hands, mode: .stroke(lineWidth: line)),
      ]
    case .sent:
      return [IconPaint(path: tick(in: box, offset: box.width * 0.15), mode: .stroke(lineWidth: line))]
    case .delivered, .read:
      return [
        IconPaint(path: tick(in: box, offset: 0), mode: .stroke(lineWidth: line)),
        IconPaint(path: tick(in: box, offset: box.width * 0.3, short: true), mode: .stroke(lineWidth: line)),
      ]
    case .failed:
      let size = box.height
      return failedBadgePaints(in: Rect(x: box.midX - size / 2, y: box.minY, width: size, height: size))
    }
  }

  private static func statusCirclePaints(_ status: Message.Status, in box: Rect) -> [IconPaint] {
    let size = box.height * 0.9
    let line = max(0.8, size * 0.09)
    let second = Rect(x: box.maxX - size, y: box.midY - size / 2, width: size, height: size)
    let first = second.offsetBy(dx: -size * 0.42, dy: 0)
    func check(in circle: Rect) -> Path {
      var path = Path()
      path.move(to: Point(x: circle.minX + size * 0.28, y: circle.midY + size * 0.02))
      path.line(to: Point(x: circle.minX + size * 0.44, y: circle.midY + size * 0.17))
      path.line(to: Point(x: circle.minX + size * 0.72, y: circle.midY - size * 0.15))
      return path
    }
    func ring(_ circle: Rect) -> Rect {
      circle.insetBy(EdgeInsets(top: line / 2, left: line / 2, bottom: line / 2, right: line / 2))
    }
    switch status {
    case .sending:
      // Eight dots around the circle.
      let radius = size / 2 - line
      return (0..<8).map { index in
        let angle = Double(index) * .pi / 4
        let center = Point(x: second.midX + radius * cos(angle), y: second.midY + radius * sin(angle))
        return IconPaint(
          path: .ellipse(
            in: Rect(x: center.x - line * 0.7, y: center.y - line * 0.7, width: line * 1.4, height: line * 1.4)),
          mode: .fill)
      }
    case .sent:
      return [
        IconPaint(path: .ellipse(in: ring(second)), mode: .stroke(lineWidth: line)),
        IconPaint(path: check(in: second), mode: .stroke(lineWidth: line)),
      ]
    case .delivered:
      return [first, second].flatMap { circle in
        [
          IconPaint(path: .ellipse(in: circle), mode: .fill, ink: .secondary),
          IconPaint(path: .ellipse(in: ring(circle)), mode: .stroke(lineWidth: line)),
          IconPaint(path: check(in: circle), mode: .stroke(lineWidth: line)),
        ]
      }
    case .read:
      return [first, second].flatMap { circle in
        [
          IconPaint(
            path: .ellipse(in: circle.insetBy(EdgeInsets(top: -line, left: -line, bottom: -line, right: -line))),
            mode: .fill, ink: .secondary),
          IconPaint(path: .ellipse(in: circle), mode: .fill),
          IconPaint(path: check(in: circle), mode: .stroke(lineWidth: line), ink: .secondary),
        ]
      }
    case .failed:
      return failedBadgePaints(in: Rect(x: box.midX - size / 2, y: box.midY - size / 2, width: size, height: size))
    }
  }

  private static func failedBadgePaints(in badge: Rect) -> [IconPaint] {
    let size = min(badge.width, badge.height)
    var mark = Path()
    mark.move(to: Point(x: badge.midX, y: badge.minY + size * 0.22))
    mark.line(to: Point(x: badge.midX, y: badge.minY + size * 0.58))
    let dot = Rect(x: badge.midX - size * 0.08, y: badge.minY + size * 0.7, width: size * 0.16, height: size * 0.16)
    return [
      IconPaint(path: .ellipse(in: badge), mode: .fill),
      IconPaint(path: mark, mode: .stroke(lineWidth: size * 0.14), ink: .secondary),
      IconPaint(path: .ellipse(in: dot), mode: .fill, ink: .secondary),
    ]
  }

  /// A tick mark; the second tick of a pair starts at its stem (`short`).
  private static func tick(in box: Rect, offset: Double, short: Bool = false) -> Path {
    let unit = box.height
    var path = Path()
    let left = box.minX + offset
    if short {
      // The second tick's short arm shows from where it clears the first tick's long arm.
      path.move(to: Point(x: left + unit * 0.15, y: box.minY + unit * 0.65))
      path.line(to: Point(x: left + unit * 0.3, y: box.minY + unit * 0.8))
    } else {
      path.move(to: Point(x: left, y: box.minY + unit * 0.5))
      path.line(to: Point(x: left + unit * 0.3, y: box.minY + unit * 0.8))
    }
    path.line(to: Point(x: left + unit * 0.82, y: box.minY + unit * 0.18))
    return path
  }

  /// A play triangle, nudged right so it looks centred in its circle.
  private static func playTriangle(in box: Rect) -> Path {
    let side = box.width
    var triangle = Path()
    triangle.move(to: Point(x: box.midX - side * 0.14, y: box.midY - side * 0.2))
    triangle.line(to: Point(x: box.midX + side * 0.22, y: box.midY))
    triangle.line(to: Point(x: box.midX - side * 0.14, y: box.midY + side * 0.2))
    triangle.close()
    return triangle
  }
}
