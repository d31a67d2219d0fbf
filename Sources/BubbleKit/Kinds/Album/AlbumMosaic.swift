/// Telegram-style album layout ("grouped media"): several photos packed into rows and columns
/// that fill one box, separated by a uniform gap. Pure geometry, deterministic.
///
/// The work happens in two steps. First an arrangement is drafted with unrounded sizes, following
/// Telegram's rules (special cases for 2, 3 and 4 items, a scored search over row splits otherwise).
/// The draft is a tree of rows and columns, so the second step can scale it into the box and cut
/// every row and column at grid points: gaps stay exactly `spacing`, outer edges land exactly on
/// the box, and tiles keep their minimum size when the box has room for it.
public enum AlbumMosaic {
  public struct Tile: Sendable, Equatable {
    public var frame: Rect  // relative to the mosaic's top-left
    public var touchesTop: Bool
    public var touchesBottom: Bool
    public var touchesLeft: Bool
    public var touchesRight: Bool

    public init(frame: Rect, touchesTop: Bool, touchesBottom: Bool, touchesLeft: Bool, touchesRight: Bool) {
      self.frame = frame
      self.touchesTop = touchesTop
      self.touchesBottom = touchesBottom
      self.touchesLeft = touchesLeft
      self.touchesRight = touchesRight
    }
  }

  public struct Layout: Sendable, Equatable {
    public var size: Size
    public var tiles: [Tile]  // same order as the input items

    public init(size: Size, tiles: [Tile]) {
      self.size = size
      self.tiles = tiles
    }
  }

  /// aspectRatios: width / height of each item (2...10 items; clamp invalid/zero to 1).
  public static func layout(
    aspectRatios: [Double], maxWidth: Double, maxHeight: Double, spacing: Double,
    minTileWidth: Double = 68, minTileHeight: Double = 81
  ) -> Layout {
    let ratios = aspectRatios.map { $0.isFinite && $0 > 0 ? $0 : 1 }
    guard !ratios.isEmpty else { return Layout(size: .zero, tiles: []) }
    // `!(x > 0)` also rejects NaN. An unbounded height is fine; an unbounded width is not.
    guard maxWidth.isFinite, maxWidth > 0, maxHeight > 0 else {
      let empty = Tile(
        frame: Rect(origin: .zero, size: .zero), touchesTop: true, touchesBottom: true, touchesLeft: true,
        touchesRight: true)
      return Layout(size: .zero, tiles: Array(repeating: empty, count: ratios.count))
    }
    let metrics = Metrics(
      spacing: spacing.isFinite ? max(0, spacing) : 0,
      minTileWidth: minTileWidth.isFinite ? max(0, minTileWidth) : 0,
      minTileHeight: minTileHeight.isFinite ? max(0, minTileHeight) : 0)
    let box = Size(width: maxWidth, height: maxHeight)
    return place(draft(ratios, box: box, metrics), itemCount: ratios.count, box: box, metrics)
  }
}

// MARK: - Drafting

extension AlbumMosaic {
  /// A guillotine tree: every node splits its rectangle side by side (row) or stacked (column).
  indirect enum Block: Sendable {
    case item(Int)
    case row([Part])  // part extents are preferred widths
    case column([Part])  // part extents are preferred heights
  }

  struct Part: Sendable {
    var block: Block
    var extent: Double
  }

  /// An arrangement before scaling and rounding.
  struct Draft: Sendable {
    var root: Block
    var size: Size
  }

  struct Metrics: Sendable {
    var spacing: Double
    var minTileWidth: Double
    var minTileHeight: Double
  }

  /// Telegram's classification, which picks the special-case arrangement.
  enum Shape: Sendable {
    case wide, narrow, square

    init(ratio: Double) {
      self = ratio > 1.2 ? .wide : ratio < 0.8 ? .narrow : .square
    }
  }

  static func draft(_ ratios: [Double], box: Size, _ metrics: Metrics) -> Draft {
    if ratios.count == 1 {
      return Draft(root: .item(0), size: Size(width: box.width, height: box.width / ratios[0]))
    }
    // Like Telegram, the special cases are designed in a square box (never taller than allowed);
    // the result is scaled down to the real limits afterwards.
    let design = Size(width: box.width, height: min(box.height, box.width))
    let needsRowSearch = ratios.count >= 5 || ratios.contains { $0 > 2 }
    switch ratios.count {
    case 2 where !needsRowSearch: return draftPair(ratios, in: design, metrics)
    case 3 where !needsRowSearch: return draftTriple(ratios, in: design, metrics)
    case 4 where !needsRowSearch: return draftQuad(ratios, in: design, metrics)
    default: return draftRows(ratios, width: design.width, metrics)
    }
  }

  static func draftPair(_ ratios: [Double], in design: Size, _ metrics: Metrics) -> Draft {
    let shapes = ratios.map(Shape.init)
    let gap = metrics.spacing
    let average = (ratios[0] + ratios[1]) / 2
    let boxRatio = design.width / design.height
    if shapes == [.wide, .wide], abs(ratios[0] - ratios[1]) < 0.2, average > 1.4 * boxRatio {
      // Two similar landscapes, much wider than the box: full width each, one above the other.
      let height = min(design.width / ratios[0], design.width / ratios[1], (design.height - gap) / 2)
      let root = Block.column([Part(block: .item(0), extent: height), Part(block: .item(1), extent: height)])
      return Draft(root: root, size: Size(width: design.width, height: 2 * height + gap))
    }
    let content = design.width - gap
    if shapes[0] == shapes[1], shapes[0] != .narrow {
      let width = content / 2
      let height = min(width / ratios[0], width / ratios[1], design.height)
      let root = Block.row([Part(block: .item(0), extent: width), Part(block: .item(1), extent: width)])
      return Draft(root: root, size: Size(width: design.width, height: height))
    }
    // Mixed shapes share one height, so each width follows its own ratio. (Telegram writes this as
    // proportions of 1 / r of the other item, which is the same thing for two items.)
    let height = min(content / (ratios[0] + ratios[1]), design.height)
    let widths = ratios.map { content * $0 / (ratios[0] + ratios[1]) }
    let root = Block.row([Part(block: .item(0), extent: widths[0]), Part(block: .item(1), extent: widths[1])])
    return Draft(root: root, size: Size(width: design.width, height: height))
  }

  static func draftTriple(_ ratios: [Double], in design: Size, _ metrics: Metrics) -> Draft {
    let gap = metrics.spacing
    if Shape(ratio: ratios[0]) == .narrow {
      // A tall portrait on the left, the other two stacked at a common width on the right.
      let height = design.height
      let stackWidth = max(
        metrics.minTileWidth, min((height - gap) / (1 / ratios[1] + 1 / ratios[2]), (design.width - gap) / 2))
      let leftWidth = min(height * ratios[0], design.width - gap - stackWidth)
      let stack = stackedColumn(items: 1...2, ratios: ratios, width: stackWidth)
      let root = Block.row([Part(block: .item(0), extent: leftWidth), Part(block: stack, extent: stackWidth)])
      return Draft(root: root, size: Size(width: leftWidth + gap + stackWidth, height: height))
    }
    // One full-width item on top, two halves below.
    let width = design.width
    let topHeight = min(width / ratios[0], (design.height - gap) * 0.66)
    let half = (width - gap) / 2
    let bottomHeight = min(design.height - topHeight - gap, half / ratios[1], half / ratios[2])
    let bottom = Block.row([Part(block: .item(1), extent: half), Part(block: .item(2), extent: half)])
    let root = Block.column([Part(block: .item(0), extent: topHeight), Part(block: bottom, extent: bottomHeight)])
    return Draft(root: root, size: Size(width: width, height: topHeight + gap + bottomHeight))
  }

  static func draftQuad(_ ratios: [Double], in design: Size, _ metrics: Metrics) -> Draft {
    let gap = metrics.spacing
    if Shape(ratio: ratios[0]) == .wide {
      // One full-width item on top, three at a common height below.
      let width = design.width
      let topHeight = min(width / ratios[0], (design.height - gap) * 0.66)
      let content = width - 2 * gap
      let rowRatio = ratios[1...3].reduce(0, +)
      let rowHeight = max(metrics.minTileHeight, min(content / rowRatio, design.height - topHeight - gap))
      let bottom = Block.row((1...3).map { Part(block: .item($0), extent: content * ratios[$0] / rowRatio) })
      let root = Block.column([Part(block: .item(0), extent: topHeight), Part(block: bottom, extent: rowHeight)])
      return Draft(root: root, size: Size(width: width, height: topHeight + gap + rowHeight))
    }
    // A left column, three stacked at a common width on the right.
    let height = design.height
    let leftWidth = min(height * ratios[0], (design.width - gap) * 0.6)
    let inverseSum = ratios[1...3].reduce(0) { $0 + 1 / $1 }
    let stackWidth = max(metrics.minTileWidth, min((height - 2 * gap) / inverseSum, design.width - leftWidth - gap))
    let stack = stackedColumn(items: 1...3, ratios: ratios, width: stackWidth)
    let root = Block.row([Part(block: .item(0), extent: leftWidth), Part(block: stack, extent: stackWidth)])
    return Draft(root: root, size: Size(width: leftWidth + gap + stackWidth, height: height))
  }

  /// Items stacked at one width, each as tall as its ratio asks.
  private static func stackedColumn(items: ClosedRange<Int>, ratios: [Double], width: Double) -> Block {
    .column(items.map { Part(block: .item($0), extent: width / ratios[$0]) })
  }
}
