import Foundation

extension Icon {
  /// The chrome's outlined icons on the 24-unit grid; nil for the others.
  func chromePaints(in box: Rect, weight: Double) -> [IconPaint]? {
    let p = Self.grid(box)
    let unit = box.width / 24
    let line = weight * unit
    var paints: [IconPaint] = []
    func stroke(_ path: Path, _ width: Double? = nil) {
      paints.append(IconPaint(path: path, mode: .stroke(lineWidth: width ?? line)))
    }
    func fill(_ path: Path) { paints.append(IconPaint(path: path, mode: .fill)) }
    func circle(_ x: Double, _ y: Double, _ r: Double) -> Path {
      .ellipse(in: Rect(x: p(x, y).x - r * unit, y: p(x, y).y - r * unit, width: 2 * r * unit, height: 2 * r * unit))
    }
    func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
      var path = Path()
      for (index, point) in points.enumerated() {
        index == 0 ? path.move(to: p(point.0, point.1)) : path.line(to: p(point.0, point.1))
      }
      if closed { path.close() }
      return path
    }
    func rounded(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> Path {
      .roundedRect(Rect(x: p(x, y).x, y: p(x, y).y, width: w * unit, height: h * unit), radius: r * unit)
    }
    func arc(_ x: Double, _ y: Double, _ r: Double, _ from: Double, _ to: Double) -> Path {
      var path = Path()
      let center = p(x, y)
      path.move(to: Point(x: center.x + cos(from) * r * unit, y: center.y + sin(from) * r * unit))
      path.arc(center: center, radius: r * unit, from: from, to: to)
      return path
    }

    switch self {
    case .chevronBack:
      stroke(polyline([(16, 2), (6, 12), (16, 22)]), 2.6 * unit)
    case .chevronForward:
      stroke(polyline([(8, 2), (18, 12), (8, 22)]), 3 * unit)
    case .chevronUp:
      stroke(polyline([(2, 17), (12, 7), (22, 17)]), 2.6 * unit)
    case .ellipsis:
      for x in [5.0, 12, 19] { fill(circle(x, 12, 2)) }
    case .signal:
      for (index, height) in [5.0, 8.5, 12, 15.5].enumerated() {
        fill(rounded(1 + Double(index) * 6, 19 - height, 4, height, 1.2))
      }
    case .wifi:
      // Three quarter-rings over a dot, as filled wedges.
      for radius in [18.0, 12.5, 7.0] {
        stroke(arc(12, 20, radius - 1.6, -0.75 * .pi, -0.25 * .pi), 3.2 * unit)
      }
      fill(circle(12, 18.6, 2.2))
    case .battery(let level):
      stroke(rounded(1, 6.5, 19.5, 11, 3.2), 1.1 * unit)
      fill(rounded(3, 8.5, 15.5 * min(max(level, 0), 1), 7, 1.6))
      fill(rounded(21.5, 10, 1.6, 4, 0.8))
    case .mic:
      stroke(rounded(8.5, 2.5, 7, 12, 3.5))
      stroke(arc(12, 11, 6.5, 0, .pi))
      stroke(polyline([(12, 17.5), (12, 21.5)]))
    case .voiceWaves:
      fill(circle(7.5, 12, 1.6))
      stroke(arc(7.5, 12, 5, -0.3 * .pi, 0.3 * .pi))
      stroke(arc(7.5, 12, 9.5, -0.3 * .pi, 0.3 * .pi))
    case .keyboard:
      stroke(rounded(2, 5.5, 20, 13, 2))
      for row in 0..<2 {
        for column in 0..<5 {
          fill(circle(5.2 + Double(column) * 3.4, 9 + Double(row) * 3, 0.85))
        }
      }
      stroke(polyline([(8, 15.2), (16, 15.2)]), 1.4 * unit)
    case .smiley:
      stroke(circle(12, 12, 9.5))
      fill(circle(8.8, 9.8, 1.3))
      fill(circle(15.2, 9.8, 1.3))
      stroke(arc(12, 12.5, 5, 0.15 * .pi, 0.85 * .pi))
    case .plus:
      stroke(polyline([(12, 4), (12, 20)]))
      stroke(polyline([(4, 12), (20, 12)]))
    case .shift:
      stroke(polyline([(12, 3), (3, 12.5), (8, 12.5), (8, 20), (16, 20), (16, 12.5), (21, 12.5)], closed: true))
    case .delete:
      stroke(polyline([(8, 5), (22, 5), (22, 19), (8, 19), (1.5, 12)], closed: true))
      stroke(polyline([(11.5, 8.5), (18.5, 15.5)]))
      stroke(polyline([(18.5, 8.5), (11.5, 15.5)]))
    case .globe:
      stroke(circle(12, 12, 9.5))
      stroke(polyline([(2.5, 12), (21.5, 12)]))
      var meridian = Path()
      meridian.move(to: p(12, 2.5))
      meridian.curve(to: p(12, 21.5), control1: p(6, 7), control2: p(6, 17))
      meridian.curve(to: p(12, 2.5), control1: p(18, 17), control2: p(18, 7))
      stroke(meridian)
    case .photo:
      stroke(rounded(2.5, 4, 19, 16, 2.5))
      stroke(polyline([(3, 17.5), (9, 11.5), (13.5, 16), (16, 13.5), (21, 18)]))
      fill(circle(16, 8.5, 1.8))
    case .camera:
      stroke(rounded(2, 7, 20, 13, 2.5))
      stroke(polyline([(7.5, 7), (9.2, 4), (14.8, 4), (16.5, 7)]))
      stroke(circle(12, 13.5, 3.8))
    case .videoCall:
      stroke(rounded(2, 6.5, 13.5, 11, 2.5))
      stroke(polyline([(15.5, 10.5), (22, 7), (22, 17), (15.5, 13.5)]))
    case .call:
      fill(Self.handset(in: box))
    case .location:
      var pin = Path()
      pin.move(to: p(12, 22))
      pin.curve(to: p(4.5, 9.5), control1: p(8, 17.5), control2: p(4.5, 13.5))
      pin.arc(center: p(12, 9.5), radius: 7.5 * unit, from: .pi, to: 2 * .pi)
      pin.curve(to: p(12, 22), control1: p(19.5, 13.5), control2: p(16, 17.5))
      pin.close()
      stroke(pin)
      stroke(circle(12, 9.5, 2.6))
    case .file:
      stroke(polyline([(5, 2.5), (14, 2.5), (19.5, 8), (19.5, 21.5), (5, 21.5)], closed: true))
      stroke(polyline([(14, 2.5), (14, 8), (19.5, 8)]))
    case .contact, .person:
      stroke(circle(12, 8, 4.5))
      stroke(arc(12, 22, 8.5, .pi, 2 * .pi))
    case .star:
      var points: [(Double, Double)] = []
      for index in 0..<10 {
        let angle = -Double.pi / 2 + Double(index) * .pi / 5
        let radius = index % 2 == 0 ? 10.0 : 4.3
        points.append((12 + cos(angle) * radius, 12.8 + sin(angle) * radius))
      }
      stroke(polyline(points, closed: true))
    case .music:
      stroke(polyline([(9, 17), (9, 4), (20, 2), (20, 15)]))
      fill(circle(6.5, 17.5, 3))
      fill(circle(17.5, 15.5, 3))
    case .poll:
      for (index, height) in [9.0, 16, 12].enumerated() {
        fill(rounded(4 + Double(index) * 6, 20 - height, 4, height, 1.2))
      }
      stroke(polyline([(2, 21.5), (22, 21.5)]), 1.2 * unit)
    case .redPacket:
      stroke(rounded(4.5, 2, 15, 20, 2.2))
      var flap = Path()
      flap.move(to: p(4.5, 7.5))
      flap.curve(to: p(19.5, 7.5), control1: p(8, 12), control2: p(16, 12))
      stroke(flap)
      fill(circle(12, 10.5, 2.2))
    case .transfer:
      // A fixed margin, as the plus panel has always drawn it.
      let margin = 3.0
      stroke(Self.exchangeArrows(in: box.insetBy(EdgeInsets(top: margin, left: margin, bottom: margin, right: margin))))
    case .bellSlash:
      var bell = Path()
      bell.move(to: p(4, 17.5))
      bell.line(to: p(20, 17.5))
      bell.curve(to: p(18, 10), control1: p(18, 15.5), control2: p(18, 13))
      bell.curve(to: p(6, 10), control1: p(18, 3), control2: p(6, 3))
      bell.curve(to: p(4, 17.5), control1: p(6, 13), control2: p(6, 15.5))
      bell.close()
      stroke(bell)
      stroke(polyline([(10, 20.5), (14, 20.5)]))
      stroke(polyline([(3, 3), (21, 21)]))
    case .pin:
      fill(Self.pin(in: box))
    case .search:
      stroke(circle(10, 10, 6.5))
      stroke(polyline([(15, 15), (21, 21)]))
    case .compose:
      stroke(polyline([(13, 4), (4, 4), (4, 20), (20, 20), (20, 11)]))
      stroke(polyline([(10, 14), (11, 10.5), (19.5, 2), (22, 4.5), (13.5, 13)], closed: true))
    case .chatBubble:
      var bubble = Path()
      bubble.move(to: p(7, 19))
      bubble.curve(to: p(2.5, 11), control1: p(4, 17.5), control2: p(2.5, 14.5))
      bubble.curve(to: p(21.5, 11), control1: p(2.5, 1.5), control2: p(21.5, 1.5))
      bubble.curve(to: p(9, 19.5), control1: p(21.5, 18), control2: p(14, 20.5))
      bubble.line(to: p(4.5, 22))
      bubble.close()
      stroke(bubble)
    case .gear:
      stroke(circle(12, 12, 3.2))
      stroke(circle(12, 12, 7.5))
      for index in 0..<8 {
        let angle = Double(index) * .pi / 4
        stroke(
          polyline([(12 + cos(angle) * 7.5, 12 + sin(angle) * 7.5), (12 + cos(angle) * 10, 12 + sin(angle) * 10)]),
          2.6 * unit)
      }
    case .compass:
      stroke(circle(12, 12, 9.5))
      fill(polyline([(15.5, 8.5), (13.5, 13.5), (8.5, 15.5), (10.5, 10.5)], closed: true))
    case .clock:
      stroke(circle(12, 12, 9.5))
      stroke(polyline([(12, 6.5), (12, 12), (16, 14)]))
    case .menu:
      for y in [6.0, 12, 18] { stroke(polyline([(3.5, y), (20.5, y)])) }
    case .status, .statusCircles, .failedBadge, .playButton, .page, .videoCamera, .callArrow, .check, .exchangeArrows,
      .envelope,
      .paperclip, .sticker, .waveform, .sendArrow, .paperPlane, .phone, .lock,
      .forwardArrow, .deletedMark, .answerAction:
      return nil
    }
    return paints
  }

  /// Maps a point of the 24-unit grid into `box`.
  static func grid(_ box: Rect) -> (Double, Double) -> Point {
    { x, y in Point(x: box.minX + x / 24 * box.width, y: box.minY + y / 24 * box.height) }
  }
}
