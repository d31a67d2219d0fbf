import Foundation

extension Icon {
  /// The input bars' icons of Telegram, iMessage and WhatsApp on the 24-unit grid (original
  /// drawings); nil for the others.
  func inputBarPaints(in box: Rect, weight: Double) -> [IconPaint]? {
    let p = Self.grid(box)
    let unit = box.width / 24
    let line = weight * unit
    switch self {
    case .paperclip:
      return [IconPaint(path: Self.paperclip(in: box), mode: .stroke(lineWidth: line))]
    case .sticker:
      var smile = Path()
      smile.move(to: p(8, 13))
      smile.curve(to: p(14.5, 14.5), control1: p(9.5, 15.5), control2: p(12.5, 16))
      return [
        IconPaint(path: Self.peeledSquare(in: box), mode: .stroke(lineWidth: line)),
        IconPaint(path: smile, mode: .stroke(lineWidth: line)),
        IconPaint(
          path: .ellipse(in: Rect(x: p(8, 8).x, y: p(8, 8).y, width: 2.4 * unit, height: 2.4 * unit)), mode: .fill),
        IconPaint(
          path: .ellipse(in: Rect(x: p(13.6, 8).x, y: p(13.6, 8).y, width: 2.4 * unit, height: 2.4 * unit)), mode: .fill
        ),
      ]
    case .waveform:
      return [4.0, 9, 14, 8, 5].enumerated().map { index, height in
        let top = p(4.2 + Double(index) * 3.4, 12 - height / 2)
        return IconPaint(
          path: .roundedRect(
            Rect(x: top.x, y: top.y, width: 2.2 * unit, height: height * unit), radius: 1.1 * unit),
          mode: .fill)
      }
    case .sendArrow:
      var arrow = Path()
      arrow.move(to: p(12, 20))
      arrow.line(to: p(12, 4.5))
      arrow.move(to: p(5, 11.5))
      arrow.line(to: p(12, 4.5))
      arrow.line(to: p(19, 11.5))
      return [IconPaint(path: arrow, mode: .stroke(lineWidth: line))]
    case .paperPlane:
      var plane = Path()
      plane.move(to: p(3, 3.5))
      plane.line(to: p(21.5, 12))
      plane.line(to: p(3, 20.5))
      plane.line(to: p(5.2, 13.2))
      plane.line(to: p(13, 12))
      plane.line(to: p(5.2, 10.8))
      plane.close()
      return [IconPaint(path: plane, mode: .fill)]
    case .phone:
      return [IconPaint(path: Self.handset(in: box), mode: .stroke(lineWidth: line))]
    case .lock:
      var shackle = Path()
      shackle.move(to: p(7.5, 11))
      shackle.line(to: p(7.5, 7.5))
      shackle.arc(center: p(12, 7.5), radius: 4.5 * unit, from: .pi, to: 2 * .pi)
      shackle.line(to: p(16.5, 11))
      let body = Rect(x: p(5, 10.5).x, y: p(5, 10.5).y, width: 14 * unit, height: 11 * unit)
      return [
        IconPaint(path: shackle, mode: .stroke(lineWidth: line)),
        IconPaint(path: .roundedRect(body, radius: 2.5 * unit), mode: .fill),
      ]
    default:
      return nil
    }
  }

  /// A paperclip's wire, drawn upright and turned 40 degrees clockwise about the grid's centre.
  static func paperclip(in box: Rect) -> Path {
    let p = grid(box)
    let unit = box.width / 24
    let turn = 40.0 * .pi / 180
    func turned(_ x: Double, _ y: Double) -> Point {
      let dx = x - 12
      let dy = y - 12
      return p(12 + dx * cos(turn) - dy * sin(turn), 12 + dx * sin(turn) + dy * cos(turn))
    }
    var wire = Path()
    wire.move(to: turned(16, 7))
    wire.line(to: turned(16, 17))
    wire.arc(center: turned(12.25, 17), radius: 3.75 * unit, from: turn, to: .pi + turn)
    wire.line(to: turned(8.5, 5))
    wire.arc(center: turned(11, 5), radius: 2.5 * unit, from: .pi + turn, to: 2 * .pi + turn)
    wire.line(to: turned(13.5, 15.5))
    return wire
  }

  /// A rounded square whose bottom-right corner is folded up, as a sticker peeling off.
  static func peeledSquare(in box: Rect) -> Path {
    let p = grid(box)
    let unit = box.width / 24
    let radius = 5 * unit
    var path = Path()
    path.move(to: p(21, 14))
    path.line(to: p(21, 8))
    path.arc(center: p(16, 8), radius: radius, from: 0, to: -.pi / 2)
    path.line(to: p(8, 3))
    path.arc(center: p(8, 8), radius: radius, from: -.pi / 2, to: -.pi)
    path.line(to: p(3, 16))
    path.arc(center: p(8, 16), radius: radius, from: .pi, to: .pi / 2)
    path.line(to: p(14, 21))
    path.close()
    // The fold: from the cut's ends in to the corner's underside.
    path.move(to: p(14, 21))
    path.curve(to: p(21, 14), control1: p(14, 16.5), control2: p(16.5, 14))
    return path
  }
}
