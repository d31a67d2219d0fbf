import Foundation

/// The paths of the message and card icons, as fractions of their box.
extension Icon {
  /// A telephone handset (after Material's "call" icon).
  static func handset(in box: Rect) -> Path {
    let p = grid(box)
    var path = Path()
    path.move(to: p(20.01, 15.38))
    path.curve(to: p(16.48, 14.82), control1: p(18.78, 15.38), control2: p(17.59, 15.18))
    path.curve(to: p(15.47, 15.06), control1: p(16.13, 14.70), control2: p(15.74, 14.79))
    path.line(to: p(13.90, 17.03))
    path.curve(to: p(7.01, 10.20), control1: p(11.07, 15.68), control2: p(8.42, 13.13))
    path.line(to: p(8.96, 8.54))
    path.curve(to: p(9.20, 7.52), control1: p(9.23, 8.26), control2: p(9.31, 7.87))
    path.curve(to: p(8.64, 3.99), control1: p(8.83, 6.41), control2: p(8.64, 5.22))
    path.curve(to: p(7.65, 3.00), control1: p(8.64, 3.45), control2: p(8.19, 3.00))
    path.line(to: p(4.19, 3.00))
    path.curve(to: p(3.00, 3.99), control1: p(3.65, 3.00), control2: p(3.00, 3.24))
    path.curve(to: p(20.01, 21.00), control1: p(3.00, 13.28), control2: p(10.73, 21.00))
    path.curve(to: p(21.00, 19.82), control1: p(20.72, 21.00), control2: p(21.00, 20.37))
    path.line(to: p(21.00, 16.37))
    path.curve(to: p(20.01, 15.38), control1: p(21.00, 15.83), control2: p(20.55, 15.38))
    path.close()
    return path
  }

  /// A video camera: a rounded body and a lens cone (after Material's "videocam").
  static func videoCamera(in box: Rect) -> Path {
    let p = grid(box)
    let corner = p(3, 6)
    let far = p(16.5, 18)
    var path = Path.roundedRect(
      Rect(x: corner.x, y: corner.y, width: far.x - corner.x, height: far.y - corner.y), radius: box.width * 0.08)
    path.move(to: p(16, 10.5))
    path.line(to: p(21, 6.5))
    path.line(to: p(21, 17.5))
    path.line(to: p(16, 13.5))
    path.close()
    return path
  }

  /// A diagonal arrow: up-right for outgoing calls, down-left for incoming ones (to be stroked).
  static func callArrow(in box: Rect, outgoing: Bool) -> Path {
    let start = outgoing ? Point(x: box.minX, y: box.maxY) : Point(x: box.maxX, y: box.minY)
    let tip = outgoing ? Point(x: box.maxX, y: box.minY) : Point(x: box.minX, y: box.maxY)
    let head = box.width * 0.6
    let back = outgoing ? -1.0 : 1.0
    var path = Path()
    path.move(to: start)
    path.line(to: tip)
    path.move(to: Point(x: tip.x + back * head, y: tip.y))
    path.line(to: tip)
    path.line(to: Point(x: tip.x, y: tip.y - back * head))
    return path
  }

  /// A page with its top-right corner folded down.
  static func page(in box: Rect, radius: Double, fold: Double) -> Path {
    let fold = min(fold, box.width / 2, box.height / 2)
    let r = min(radius, fold)
    var path = Path()
    path.move(to: Point(x: box.minX + r, y: box.minY))
    path.line(to: Point(x: box.maxX - fold, y: box.minY))
    path.line(to: Point(x: box.maxX, y: box.minY + fold))
    path.arc(center: Point(x: box.maxX - r, y: box.maxY - r), radius: r, from: 0, to: .pi / 2)
    path.arc(center: Point(x: box.minX + r, y: box.maxY - r), radius: r, from: .pi / 2, to: .pi)
    path.arc(center: Point(x: box.minX + r, y: box.minY + r), radius: r, from: .pi, to: 1.5 * .pi)
    path.close()
    return path
  }

  /// The folded-over flap of `page(in:radius:fold:)`.
  static func pageFold(in box: Rect, fold: Double) -> Path {
    let fold = min(fold, box.width / 2, box.height / 2)
    var path = Path()
    path.move(to: Point(x: box.maxX - fold, y: box.minY))
    path.line(to: Point(x: box.maxX - fold, y: box.minY + fold * 0.8))
    path.curve(
      to: Point(x: box.maxX - fold * 0.8, y: box.minY + fold),
      control1: Point(x: box.maxX - fold, y: box.minY + fold * 0.92),
      control2: Point(x: box.maxX - fold * 0.92, y: box.minY + fold))
    path.line(to: Point(x: box.maxX, y: box.minY + fold))
    path.close()
    return path
  }

  /// A check mark (to be stroked).
  static func check(in box: Rect) -> Path {
    var path = Path()
    path.move(to: Point(x: box.minX, y: box.minY + box.height * 0.52))
    path.line(to: Point(x: box.minX + box.width * 0.36, y: box.maxY - box.height * 0.12))
    path.line(to: Point(x: box.maxX, y: box.minY + box.height * 0.12))
    return path
  }

  /// Two opposed arrows, right over left: money changing hands (to be stroked).
  static func exchangeArrows(in box: Rect) -> Path {
    let head = box.width * 0.28
    let upper = box.minY + box.height * 0.3
    let lower = box.maxY - box.height * 0.3
    var path = Path()
    path.move(to: Point(x: box.minX, y: upper))
    path.line(to: Point(x: box.maxX, y: upper))
    path.line(to: Point(x: box.maxX - head, y: upper - head))
    path.move(to: Point(x: box.maxX, y: lower))
    path.line(to: Point(x: box.minX, y: lower))
    path.line(to: Point(x: box.minX + head, y: lower + head))
    return path
  }

  /// WeChat's red envelope: a red rounded body, a lighter flap curving down
  /// over its top, and a gold seal where the flap ends.
  static func envelopePaints(in box: Rect) -> [IconPaint] {
    let radius = box.width * 0.12
    let flapBottom = box.minY + box.height * 0.5
    var flap = Path()
    flap.move(to: Point(x: box.minX, y: box.minY + radius))
    flap.arc(
      center: Point(x: box.minX + radius, y: box.minY + radius), radius: radius, from: .pi, to: 1.5 * .pi)
    flap.line(to: Point(x: box.maxX - radius, y: box.minY))
    flap.arc(center: Point(x: box.maxX - radius, y: box.minY + radius), radius: radius, from: -.pi / 2, to: 0)
    flap.line(to: Point(x: box.maxX, y: box.minY + box.height * 0.3))
    flap.curve(
      to: Point(x: box.minX, y: box.minY + box.height * 0.3),
      control1: Point(x: box.maxX - box.width * 0.2, y: flapBottom + box.height * 0.06),
      control2: Point(x: box.minX + box.width * 0.2, y: flapBottom + box.height * 0.06))
    flap.close()
    let seal = box.width * 0.36
    return [
      IconPaint(path: .roundedRect(box, radius: radius), mode: .fill),
      IconPaint(path: flap, mode: .fill, ink: .secondary),
      IconPaint(
        path: .ellipse(in: Rect(x: box.midX - seal / 2, y: flapBottom - seal / 2, width: seal, height: seal)),
        mode: .fill, ink: .tertiary),
    ]
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
