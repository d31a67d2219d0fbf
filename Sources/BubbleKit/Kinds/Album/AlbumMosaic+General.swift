// MARK: - General case: the best split into rows

extension AlbumMosaic {
  /// Tries every split into 2...4 rows and keeps the one whose height is closest to 4/3 of the width.
  static func draftRows(_ ratios: [Double], width: Double, _ metrics: Metrics) -> Draft {
    let gap = metrics.spacing
    let average = ratios.reduce(0, +) / Double(ratios.count)
    let cropped = croppedRatios(ratios, average: average)
    let targetHeight = width * 4 / 3

    func rowHeights(_ counts: [Int]) -> [Double] {
      var start = 0
      return counts.map { count in
        defer { start += count }
        let rowRatio = cropped[start..<start + count].reduce(0, +)
        return (width - Double(count - 1) * gap) / rowRatio
      }
    }

    var best: (counts: [Int], score: Double)?
    for counts in rowSplits(itemCount: ratios.count, allowsFourInSecondRow: average < 0.85) {
      let heights = rowHeights(counts)
      let totalHeight = heights.reduce(0, +) + Double(counts.count - 1) * gap
      var score = abs(totalHeight - targetHeight)
      // A row busier than the one below it looks top-heavy.
      if zip(counts, counts.dropFirst()).contains(where: { $0 > $1 }) { score *= 1.5 }
      // Telegram compares the thinnest row with the minimum tile width.
      if heights.min()! < metrics.minTileWidth { score *= 1.5 }
      if best == nil || score < best!.score { best = (counts, score) }
    }
    // More items than any split holds (beyond the documented 10): plain rows of three.
    let counts =
      best?.counts ?? stride(from: 0, to: ratios.count, by: 3).map { min(3, ratios.count - $0) }

    var start = 0
    let rows = zip(counts, rowHeights(counts)).map { count, height in
      defer { start += count }
      let items = (start..<start + count).map { Part(block: .item($0), extent: cropped[$0] * height) }
      return Part(block: .row(items), extent: height)
    }
    let totalHeight = rows.reduce(0) { $0 + $1.extent } + Double(rows.count - 1) * gap
    return Draft(root: .column(rows), size: Size(width: width, height: totalHeight))
  }

  /// Items against the album's grain (portraits in a landscape album, and vice versa) count as
  /// square, and every ratio is limited to [2:3, 1.7:1], so one panorama cannot squeeze its row.
  static func croppedRatios(_ ratios: [Double], average: Double) -> [Double] {
    ratios.map { ratio in
      let nudged = average > 1.1 ? max(1, ratio) : min(1, ratio)
      return min(1.7, max(0.6667, nudged))
    }
  }

  /// Every way to cut `itemCount` items, in order, into 2...4 rows of at most three
  /// (four in the middle row of a three-row split when the album is mostly portraits).
  static func rowSplits(itemCount: Int, allowsFourInSecondRow: Bool) -> [[Int]] {
    var splits: [[Int]] = []
    func extend(_ prefix: [Int], remaining: Int, rowCount: Int) {
      let row = prefix.count
      if row == rowCount - 1 {
        if remaining >= 1, remaining <= 3 { splits.append(prefix + [remaining]) }
        return
      }
      let limit = allowsFourInSecondRow && rowCount == 3 && row == 1 ? 4 : 3
      for count in stride(from: 1, through: min(limit, remaining - 1), by: 1) {
        extend(prefix + [count], remaining: remaining - count, rowCount: rowCount)
      }
    }
    for rowCount in 2...4 { extend([], remaining: itemCount, rowCount: rowCount) }
    return splits
  }
}

// MARK: - Placement: scale, then cut rows and columns at grid points

extension AlbumMosaic {
  /// Tile edges land on multiples of this (points), so whole-pixel at 2x.
  static let grid = 0.5

  static func place(_ draft: Draft, itemCount: Int, box: Size, _ metrics: Metrics) -> Layout {
    let scale = min(1, box.width / draft.size.width, box.height / draft.size.height)
    let size = Size(
      width: floorToGrid(draft.size.width * scale), height: floorToGrid(draft.size.height * scale))
    var frames = Array(repeating: Rect(origin: .zero, size: .zero), count: itemCount)
    place(draft.root, in: Rect(origin: .zero, size: size), metrics, &frames)
    let tiles = frames.map { frame in
      Tile(
        frame: frame, touchesTop: frame.minY <= 0, touchesBottom: frame.maxY >= size.height,
        touchesLeft: frame.minX <= 0, touchesRight: frame.maxX >= size.width)
    }
    return Layout(size: size, tiles: tiles)
  }

  private static func place(_ block: Block, in rect: Rect, _ metrics: Metrics, _ frames: inout [Rect]) {
    let gap = metrics.spacing
    switch block {
    case .item(let index):
      frames[index] = rect
    case .row(let parts):
      let widths = distribute(
        rect.width - Double(parts.count - 1) * gap, weights: parts.map(\.extent),
        minimums: parts.map { minimumSize(of: $0.block, metrics).width })
      var x = rect.minX
      for (part, width) in zip(parts, widths) {
        place(part.block, in: Rect(x: x, y: rect.minY, width: width, height: rect.height), metrics, &frames)
        x += width + gap
      }
    case .column(let parts):
      let heights = distribute(
        rect.height - Double(parts.count - 1) * gap, weights: parts.map(\.extent),
        minimums: parts.map { minimumSize(of: $0.block, metrics).height })
      var y = rect.minY
      for (part, height) in zip(parts, heights) {
        place(part.block, in: Rect(x: rect.minX, y: y, width: rect.width, height: height), metrics, &frames)
        y += height + gap
      }
    }
  }

  /// The smallest size at which every tile of the block keeps its minimum size.
  private static func minimumSize(of block: Block, _ metrics: Metrics) -> Size {
    switch block {
    case .item:
      return Size(width: ceilToGrid(metrics.minTileWidth), height: ceilToGrid(metrics.minTileHeight))
    case .row(let parts):
      let sizes = parts.map { minimumSize(of: $0.block, metrics) }
      let gaps = Double(parts.count - 1) * metrics.spacing
      return Size(
        width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
    case .column(let parts):
      let sizes = parts.map { minimumSize(of: $0.block, metrics) }
      let gaps = Double(parts.count - 1) * metrics.spacing
      return Size(
        width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
    }
  }

  /// Splits `length` in proportion to `weights`, lifting parts that fall below their minimum
  /// (only when all minimums fit), then rounds the cut points to the grid. Rounding cut points
  /// rather than sizes keeps the total exact, and minimums that are grid multiples survive it.
  static func distribute(_ length: Double, weights: [Double], minimums: [Double]) -> [Double] {
    let length = max(0, length)
    let weights = weights.map { $0.isFinite ? max($0, 1e-9) : 1e-9 }
    let floors = minimums.reduce(0, +) <= length ? minimums : minimums.map { _ in 0 }
    var pinned = weights.map { _ in false }
    var sizes = weights.map { _ in 0.0 }
    var changed = true
    while changed {
      changed = false
      let free = length - zip(floors, pinned).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
      let freeWeight = zip(weights, pinned).reduce(0) { $0 + ($1.1 ? 0 : $1.0) }
      for index in sizes.indices where !pinned[index] {
        sizes[index] = free * weights[index] / freeWeight
        if sizes[index] < floors[index] {
          pinned[index] = true
          sizes[index] = floors[index]
          changed = true
        }
      }
    }
    var cut = 0.0
    var previousCut = 0.0
    return sizes.indices.map { index in
      cut += sizes[index]
      let snapped = index == sizes.count - 1 ? length : min(length, roundToGrid(cut))
      defer { previousCut = snapped }
      return snapped - previousCut
    }
  }

  static func roundToGrid(_ value: Double) -> Double { (value / grid).rounded() * grid }
  static func floorToGrid(_ value: Double) -> Double { (value / grid).rounded(.down) * grid }
  static func ceilToGrid(_ value: Double) -> Double { (value / grid).rounded(.up) * grid }
}
