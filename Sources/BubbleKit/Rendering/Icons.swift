/// Small vector icons, drawn in a box of the footer's icon size.
enum Icons {
  static func drawStatus(_ status: Message.Status, in box: Rect, canvas: Canvas, colors: FooterLayout.Colors) {
    let line = max(1, box.height * 0.11)
    switch status {
    case .sending:
      let size = box.height * 0.85
      let dial = Rect(x: box.minX + (box.width - size) / 2, y: box.midY - size / 2, width: size, height: size)
      canvas.stroke(.ellipse(in: dial), color: colors.ticks, lineWidth: line)
      var hands = Path()
      hands.move(to: Point(x: dial.midX, y: dial.minY + size * 0.25))
      hands.line(to: Point(x: dial.midX, y: dial.midY))
      hands.line(to: Point(x: dial.midX + size * 0.22, y: dial.midY))
      canvas.stroke(hands, color: colors.ticks, lineWidth: line)
    case .sent:
      canvas.stroke(check(in: box, offset: box.width * 0.15), color: colors.ticks, lineWidth: line)
    case .delivered, .read:
      let color = status == .read ? colors.ticksRead : colors.ticks
      canvas.stroke(check(in: box, offset: 0), color: color, lineWidth: line)
      canvas.stroke(check(in: box, offset: box.width * 0.3, short: true), color: color, lineWidth: line)
    case .failed:
      let size = box.height
      failedBadge(
        in: Rect(x: box.midX - size / 2, y: box.minY, width: size, height: size), color: colors.failed, canvas: canvas)
    }
  }

  /// A red circle with an exclamation mark.
  static func failedBadge(in badge: Rect, color: RGBColor, canvas: Canvas) {
    let size = min(badge.width, badge.height)
    canvas.fill(.ellipse(in: badge), color: color)
    var mark = Path()
    mark.move(to: Point(x: badge.midX, y: badge.minY + size * 0.22))
    mark.line(to: Point(x: badge.midX, y: badge.minY + size * 0.58))
    canvas.stroke(mark, color: .white, lineWidth: size * 0.14)
    let dot = Rect(x: badge.midX - size * 0.08, y: badge.minY + size * 0.7, width: size * 0.16, height: size * 0.16)
    canvas.fill(.ellipse(in: dot), color: .white)
  }

  /// A tick mark; the second tick of a pair starts at its stem (`short`).
  static func check(in box: Rect, offset: Double, short: Bool = false) -> Path {
    let unit = box.height
    var path = Path()
    let left = box.minX + offset
    if short {
      path.move(to: Point(x: left + unit * 0.36, y: box.minY + unit * 0.78))
    } else {
      path.move(to: Point(x: left, y: box.minY + unit * 0.5))
      path.line(to: Point(x: left + unit * 0.3, y: box.minY + unit * 0.8))
    }
    path.line(to: Point(x: left + unit * 0.82, y: box.minY + unit * 0.18))
    return path
  }

  /// A push pin: round head, short neck, needle.
  static func pin(in box: Rect) -> Path {
    let unit = box.height
    var path = Path.ellipse(in: Rect(x: box.minX + unit * 0.25, y: box.minY, width: unit * 0.5, height: unit * 0.5))
    path.append(
      .rect(Rect(x: box.minX + unit * 0.15, y: box.minY + unit * 0.45, width: unit * 0.7, height: unit * 0.12)))
    path.append(.rect(Rect(x: box.midX - unit * 0.05, y: box.minY + unit * 0.5, width: unit * 0.1, height: unit * 0.5)))
    return path
  }
}
