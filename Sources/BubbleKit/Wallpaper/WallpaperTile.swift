import Foundation

/// The drawings of one wallpaper tile, in points of a tile `style.tileSize` square: pure values,
/// laid out once per render. The same style gives the same drawings on every run (placements
/// come from a fixed seed), and a drawing that crosses the tile's edge is drawn again on the
/// other side, so tiles join without a seam.
struct WallpaperTile: Sendable, Hashable {
  var paints: [WallpaperPaint]

  init(_ style: WallpaperStyle) {
    let motifs =
      switch style.style {
      case .plain: [WallpaperMotif]()
      case .doodle: Self.doodles(side: style.tileSize)
      case .pattern: Self.pattern(side: style.tileSize)
      }
    let side = style.tileSize
    paints = motifs.flatMap { motif in
      motif.paints(lineWidth: style.lineWidth).flatMap { paint in
        Self.wrapped(paint, around: motif.box, side: side)
      }
    }
  }

  /// `paint`, and its copies a tile away on each side it crosses.
  private static func wrapped(_ paint: WallpaperPaint, around box: Rect, side: Double) -> [WallpaperPaint] {
    let reach = box.width
    let xs = [0.0] + (box.minX - reach < 0 ? [side] : []) + (box.maxX + reach > side ? [-side] : [])
    let ys = [0.0] + (box.minY - reach < 0 ? [side] : []) + (box.maxY + reach > side ? [-side] : [])
    return xs.flatMap { dx in ys.map { dy in paint.moved(dx: dx, dy: dy) } }
  }

  /// WhatsApp-like doodles: one line drawing per cell of a 6 x 6 grid, odd rows half a cell along,
  /// each nudged, turned and sized a little differently and the kinds dealt in a shuffled order
  /// (a fixed seed), so that the grid does not show.
  private static func doodles(side: Double) -> [WallpaperMotif] {
    let cells = 6
    let cell = side / Double(cells)
    var random = SeededRandom(seed: 0x5EED_D00D)
    let kinds = WallpaperMotif.Kind.doodles
    var deck = (0..<(cells * cells)).map { kinds[$0 % kinds.count] }
    for index in deck.indices.reversed() {
      deck.swapAt(index, Int(random.unit() * Double(index + 1)))
    }
    var motifs: [WallpaperMotif] = []
    for (index, kind) in deck.enumerated() {
      let (row, column) = (index / cells, index % cells)
      let size = cell * (0.5 + 0.14 * random.unit())
      let slack = (cell - size) / 2
      let shift = row % 2 == 0 ? 0.5 : 1
      let centre = Point(
        x: (Double(column) + shift) * cell + slack * (random.unit() * 2 - 1),
        y: (Double(row) + 0.5) * cell + slack * (random.unit() * 2 - 1))
      let angle = (random.unit() * 2 - 1) * 0.6
      motifs.append(WallpaperMotif(kind: kind, centre: centre, size: size, angle: angle))
    }
    return motifs
  }

  /// Telegram-like pattern: staggered rows of small outlined shapes, 6 x 6 to a tile, odd rows
  /// half a cell along, each shape turned by its place in the row.
  private static func pattern(side: Double) -> [WallpaperMotif] {
    let cells = 6
    let cell = side / Double(cells)
    var motifs: [WallpaperMotif] = []
    for row in 0..<cells {
      for column in 0..<cells {
        let shift = row % 2 == 0 ? 0 : 0.5
        let centre = Point(x: (Double(column) + 0.5 + shift) * cell, y: (Double(row) + 0.5) * cell)
        let kinds = WallpaperMotif.Kind.shapes
        let kind = kinds[(column + 2 * row) % kinds.count]
        let angle = Double((column + row) % 3 - 1) * 0.26
        motifs.append(WallpaperMotif(kind: kind, centre: centre, size: cell * 0.42, angle: angle))
      }
    }
    return motifs
  }
}

/// A path of a tile, stroked or filled in the wallpaper's ink.
struct WallpaperPaint: Sendable, Hashable {
  var path: Path
  /// The stroke's width; `nil` fills.
  var lineWidth: Double?

  func moved(dx: Double, dy: Double) -> WallpaperPaint {
    guard dx != 0 || dy != 0 else { return self }
    return WallpaperPaint(path: path.transformed { Point(x: $0.x + dx, y: $0.y + dy) }, lineWidth: lineWidth)
  }
}

/// A xorshift generator with a fixed seed: the same tile on every run and every machine.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed | 1 }

  /// The next number in 0..<1.
  mutating func unit() -> Double {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Double(state >> 11) / Double(UInt64(1) << 53)
  }
}

extension Path {
  /// The path with every point moved by `move`; arcs keep their radius and have their angles
  /// turned by `turn` (a rotation's angle; 0 for a shift).
  func transformed(turn: Double = 0, _ move: (Point) -> Point) -> Path {
    var result = Path()
    for element in elements {
      switch element {
      case .move(let point): result.move(to: move(point))
      case .line(let point): result.line(to: move(point))
      case .curve(let c1, let c2, let point): result.curve(to: move(point), control1: move(c1), control2: move(c2))
      case .arc(let centre, let radius, let start, let end):
        result.arc(center: move(centre), radius: radius, from: start + turn, to: end + turn)
      case .close: result.close()
      }
    }
    return result
  }

  /// The path turned by `angle` radians (clockwise on screen) around `centre`.
  func rotated(by angle: Double, around centre: Point) -> Path {
    let (cosine, sine) = (cos(angle), sin(angle))
    return transformed(turn: angle) { point in
      let (dx, dy) = (point.x - centre.x, point.y - centre.y)
      return Point(x: centre.x + dx * cosine - dy * sine, y: centre.y + dx * sine + dy * cosine)
    }
  }
}
