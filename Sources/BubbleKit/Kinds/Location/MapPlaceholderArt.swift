import Foundation

/// A map-like drawing for locations without a map image: city blocks between
/// streets, a park, some water and a main road, laid out from the coordinates
/// so one place always gets the same map and nearby messages differ.
enum MapPlaceholderArt {
  static func draw(
    in frame: Rect, clippedTo clip: Path, latitude: Double, longitude: Double, style: LocationKind.Style,
    canvas: Canvas
  ) {
    var random = SplitMix(seed: seed(latitude: latitude, longitude: longitude))
    canvas.withState {
      canvas.clip(to: clip)
      canvas.fill(frame, color: style.land)
      let streets = style.streetWidth

      // Street lines at uneven spacing, a little past the edges so blocks are cut by the frame.
      let columns = lines(from: frame.minX, to: frame.maxX, step: 46...78, random: &random)
      let rows = lines(from: frame.minY, to: frame.maxY, step: 32...54, random: &random)
      for (left, right) in zip(columns, columns.dropFirst()) {
        for (top, bottom) in zip(rows, rows.dropFirst()) {
          let block = Rect(x: left, y: top, width: right - left, height: bottom - top)
            .insetBy(
              EdgeInsets(top: streets / 2 + 1, left: streets / 2 + 1, bottom: streets / 2 + 1, right: streets / 2 + 1))
          let color = random.unit() < 0.14 ? style.park : style.block
          canvas.fill(.roundedRect(block, radius: 2), color: color)
        }
      }
      for x in columns {
        canvas.fill(Rect(x: x - streets / 2, y: frame.minY, width: streets, height: frame.height), color: style.street)
      }
      for y in rows {
        canvas.fill(Rect(x: frame.minX, y: y - streets / 2, width: frame.width, height: streets), color: style.street)
      }

      // Water along one bottom corner: a bay with a curved shore.
      let fromLeft = random.unit() < 0.5
      let reach = frame.width * (0.25 + 0.15 * random.unit())
      let depth = frame.height * (0.3 + 0.2 * random.unit())
      var water = Path()
      let edgeX = fromLeft ? frame.minX : frame.maxX
      let innerX = fromLeft ? frame.minX + reach : frame.maxX - reach
      water.move(to: Point(x: edgeX, y: frame.maxY - depth))
      water.curve(
        to: Point(x: innerX, y: frame.maxY),
        control1: Point(x: (edgeX + innerX) / 2, y: frame.maxY - depth * 0.9),
        control2: Point(x: innerX, y: frame.maxY - depth * 0.5))
      water.line(to: Point(x: edgeX, y: frame.maxY))
      water.close()
      canvas.fill(water, color: style.water)

      // One main road across, at a slant: maps are never a perfect grid.
      var startY = frame.minY + frame.height * (0.15 + 0.3 * random.unit())
      var endY = frame.minY + frame.height * (0.55 + 0.3 * random.unit())
      if random.unit() < 0.5 { swap(&startY, &endY) }
      var road = Path()
      road.move(to: Point(x: frame.minX - streets, y: startY))
      road.curve(
        to: Point(x: frame.maxX + streets, y: endY), control1: Point(x: frame.midX, y: startY),
        control2: Point(x: frame.midX, y: endY))
      canvas.stroke(road, color: style.street, lineWidth: streets * 2.2, roundCaps: false)
      canvas.stroke(road, color: style.mainStreet, lineWidth: streets * 1.4, roundCaps: false)
    }
  }

  /// A map pin whose tip is at `tip`: a red drop with a white dot and a soft shadow.
  static func drawPin(tip: Point, height: Double, color: RGBColor, canvas: Canvas) {
    let radius = height * 0.34
    let center = Point(x: tip.x, y: tip.y - height + radius)
    let shadow = Rect(x: tip.x - radius * 0.6, y: tip.y - radius * 0.22, width: radius * 1.2, height: radius * 0.44)
    canvas.fill(shadowEllipse(in: shadow), color: RGBColor.black.withAlpha(0.22))
    // The sides are tangents from the tip to the head's circle.
    let distance = height - radius
    let spread = acos(min(1, radius / distance))
    var drop = Path()
    drop.move(to: tip)
    drop.arc(center: center, radius: radius, from: .pi / 2 + spread, to: 2 * .pi + .pi / 2 - spread)
    drop.close()
    canvas.fill(drop, color: color)
    let dot = radius * 0.42
    canvas.fill(
      .ellipse(in: Rect(x: center.x - dot, y: center.y - dot, width: 2 * dot, height: 2 * dot)), color: .white)
  }

  /// `Path.ellipse` draws circles only; a flat shadow needs a real ellipse.
  private static func shadowEllipse(in rect: Rect) -> Path {
    let kappa = 0.5523
    let rx = rect.width / 2
    let ry = rect.height / 2
    let c = Point(x: rect.midX, y: rect.midY)
    var path = Path()
    path.move(to: Point(x: c.x + rx, y: c.y))
    path.curve(
      to: Point(x: c.x, y: c.y + ry), control1: Point(x: c.x + rx, y: c.y + ry * kappa),
      control2: Point(x: c.x + rx * kappa, y: c.y + ry))
    path.curve(
      to: Point(x: c.x - rx, y: c.y), control1: Point(x: c.x - rx * kappa, y: c.y + ry),
      control2: Point(x: c.x - rx, y: c.y + ry * kappa))
    path.curve(
      to: Point(x: c.x, y: c.y - ry), control1: Point(x: c.x - rx, y: c.y - ry * kappa),
      control2: Point(x: c.x - rx * kappa, y: c.y - ry))
    path.curve(
      to: Point(x: c.x + rx, y: c.y), control1: Point(x: c.x + rx * kappa, y: c.y - ry),
      control2: Point(x: c.x + rx, y: c.y - ry * kappa))
    path.close()
    return path
  }

  /// Streets across a map, at most: a map of a theme file (at most 2000 pt) has fewer than 70,
  /// so this bounds only a map sized in code past every range, whose end the loop below might
  /// never reach (past 2^53, adding a step no longer moves a position).
  static let maxLines = 128

  /// Positions from before `start` to past `end`, `step` apart (randomly within the range), at
  /// most `maxLines` of them.
  private static func lines(from start: Double, to end: Double, step: ClosedRange<Double>, random: inout SplitMix)
    -> [Double]
  {
    var positions: [Double] = []
    var position = start - step.lowerBound * random.unit()
    while position < end + step.upperBound, positions.count < maxLines {
      positions.append(position.rounded())
      position += step.lowerBound + (step.upperBound - step.lowerBound) * random.unit()
    }
    return positions
  }

  /// Coordinates to about 10 m, so the same place always draws the same map.
  private static func seed(latitude: Double, longitude: Double) -> UInt64 {
    func bits(_ value: Double) -> UInt64 {
      guard value.isFinite else { return 0 }
      return UInt64(bitPattern: Int64((max(-1000, min(1000, value)) * 10_000).rounded()))
    }
    return bits(latitude) &* 0x9E37_79B9_7F4A_7C15 ^ bits(longitude)
  }
}
