import BubbleKit
import Testing

/// Album mosaic geometry: a few hand-picked albums, then invariants over many generated ones.
@Suite struct AlbumMosaicTests {
  // MARK: - Hand-picked albums

  @Test func twoSimilarLandscapesStackVertically() {
    let layout = AlbumMosaic.layout(aspectRatios: [1.78, 1.7], maxWidth: 300, maxHeight: 400, spacing: 2)
    let (top, bottom) = (layout.tiles[0].frame, layout.tiles[1].frame)
    #expect(top.width == layout.size.width && bottom.width == layout.size.width)
    #expect(top.minY == 0 && bottom.minY == top.maxY + 2 && bottom.maxY == layout.size.height)
  }

  @Test func twoSquaresSitSideBySideWithEqualWidths() {
    let layout = AlbumMosaic.layout(aspectRatios: [1, 1.1], maxWidth: 300, maxHeight: 400, spacing: 1)
    let (left, right) = (layout.tiles[0].frame, layout.tiles[1].frame)
    #expect(left.width == right.width)
    #expect(left.minY == 0 && right.minY == 0 && left.height == layout.size.height)
    #expect(right.minX == left.maxX + 1 && right.maxX == layout.size.width)
  }

  @Test func narrowFirstOfThreeGetsATallLeftTile() {
    let layout = AlbumMosaic.layout(aspectRatios: [0.6, 1, 1.3], maxWidth: 300, maxHeight: 400, spacing: 2)
    let left = layout.tiles[0].frame
    #expect(left.minX == 0 && left.minY == 0 && left.height == layout.size.height)
    #expect(left.height > left.width)
    // The other two are stacked at one width to the right of it.
    let (upper, lower) = (layout.tiles[1].frame, layout.tiles[2].frame)
    #expect(upper.minX == left.maxX + 2 && lower.minX == upper.minX && lower.width == upper.width)
    #expect(upper.minY == 0 && lower.minY == upper.maxY + 2 && lower.maxY == layout.size.height)
  }

  @Test func wideFirstOfFourGoesOnTopOfThree() {
    let layout = AlbumMosaic.layout(aspectRatios: [1.6, 1, 0.9, 1.2], maxWidth: 320, maxHeight: 400, spacing: 2)
    let top = layout.tiles[0].frame
    #expect(top == Rect(x: 0, y: 0, width: layout.size.width, height: top.height))
    let below = layout.tiles.dropFirst().map(\.frame)
    #expect(below.allSatisfy { $0.minY == top.maxY + 2 && $0.maxY == layout.size.height })
    #expect(below.map(\.minX) == [0, below[1].minX, below[2].minX] && below[2].maxX == layout.size.width)
    #expect(below[0].maxX < below[1].minX && below[1].maxX < below[2].minX)
  }

  @Test func corpusAlbumPutsThePanoramaOnTop() {
    // Panorama 3:1, square, 4:3 and 16:9. The panorama forces the row search; ratios are cropped
    // to 1.7, 1, 1.333, 1.7 and the best split is 1 + 2 + 1 rows (closest to 4/3 of the width):
    // the panorama across the top, square and 4:3 side by side, 16:9 across the bottom.
    let layout = AlbumMosaic.layout(
      aspectRatios: [3.0, 1.0, 1.333, 1.778], maxWidth: 320, maxHeight: 600, spacing: 2)
    let frames = layout.tiles.map(\.frame)
    print("Corpus album:", layout.size, frames.map { ($0.minX, $0.minY, $0.width, $0.height) })
    #expect(layout.size.width == 320)
    #expect(frames[0].minY == 0 && frames[0].width == 320)
    #expect(frames[1].minY == frames[0].maxY + 2 && frames[2].minY == frames[1].minY)
    #expect(frames[1].width < frames[2].width)  // the square is narrower than the 4:3
    #expect(frames[3].minY == frames[1].maxY + 2 && frames[3].width == 320)
    #expect(frames[3].maxY == layout.size.height)
  }

  @Test func singleItemFitsTheBox() {
    let landscape = AlbumMosaic.layout(aspectRatios: [2], maxWidth: 300, maxHeight: 400, spacing: 2)
    #expect(landscape.size == Size(width: 300, height: 150))
    let portrait = AlbumMosaic.layout(aspectRatios: [0.5], maxWidth: 300, maxHeight: 400, spacing: 2)
    #expect(portrait.size == Size(width: 200, height: 400))
    let tile = portrait.tiles[0]
    #expect(tile.frame == Rect(x: 0, y: 0, width: 200, height: 400))
    #expect(tile.touchesTop && tile.touchesBottom && tile.touchesLeft && tile.touchesRight)
  }

  @Test func invalidRatiosCountAsSquares() {
    let odd = AlbumMosaic.layout(aspectRatios: [0, -2, .nan, .infinity], maxWidth: 300, maxHeight: 400, spacing: 2)
    let squares = AlbumMosaic.layout(aspectRatios: [1, 1, 1, 1], maxWidth: 300, maxHeight: 400, spacing: 2)
    #expect(odd == squares)
  }

  @Test func degenerateInputsDoNotCrash() {
    #expect(AlbumMosaic.layout(aspectRatios: [], maxWidth: 300, maxHeight: 400, spacing: 2).tiles.isEmpty)
    let noWidth = AlbumMosaic.layout(aspectRatios: [1, 2], maxWidth: 0, maxHeight: 400, spacing: 2)
    #expect(noWidth.size == .zero && noWidth.tiles.count == 2)
    let unboundedHeight = AlbumMosaic.layout(
      aspectRatios: [1, 2, 0.5], maxWidth: 300, maxHeight: .infinity, spacing: 2)
    #expect(unboundedHeight.size.height.isFinite && unboundedHeight.size.height > 0)
  }

  @Test func tallAlbumShrinksIntoMaxHeight() {
    let ratios = Array(repeating: 0.5, count: 10)
    let layout = AlbumMosaic.layout(aspectRatios: ratios, maxWidth: 400, maxHeight: 300, spacing: 2)
    #expect(layout.size.height <= 300 && layout.size.width < 400)
    #expect(Self.problems(in: layout, album: Album(ratios: ratios, maxWidth: 400, maxHeight: 300, spacing: 2)) == [])
  }

  @Test(arguments: [11, 12, 13, 20])
  func moreThanTenItemsStillGetValidTiles(count: Int) {
    let album = Album(
      ratios: (0..<count).map { 0.5 + Double($0 % 4) * 0.4 }, maxWidth: 320, maxHeight: 2000, spacing: 2)
    #expect(Self.problems(in: album.layout(), album: album) == [])
  }

  // MARK: - Generated albums

  /// 500 albums of 2...10 items with ratios 0.3...3.5 in boxes 200...400 wide.
  static let albums: [Album] = {
    var random = SplitMix64(seed: 0xA1B0)
    return (0..<500).map { _ in
      let count = random.int(in: 2...10)
      let ratios = (0..<count).map { _ in random.double(in: 0.3...3.5) }
      let width = random.double(in: 200...400)
      let height = [.infinity, width * 4 / 3, random.double(in: 150...700)][random.int(in: 0...2)]
      return Album(ratios: ratios, maxWidth: width, maxHeight: height, spacing: [1, 1.5, 2][random.int(in: 0...2)])
    }
  }()

  /// 300 albums of 2...4 items with ratios 0.4...2, which take the special cases.
  static let smallAlbums: [Album] = {
    var random = SplitMix64(seed: 0x5A11)
    return (0..<300).map { _ in
      let ratios = (0..<random.int(in: 2...4)).map { _ in random.double(in: 0.4...2) }
      let width = random.double(in: 200...400)
      let height = [.infinity, width, random.double(in: 150...700)][random.int(in: 0...2)]
      return Album(ratios: ratios, maxWidth: width, maxHeight: height, spacing: [1, 1.5, 2][random.int(in: 0...2)])
    }
  }()

  @Test func generatedAlbumsAreWellFormed() {
    for album in Self.albums + Self.smallAlbums {
      let layout = album.layout()
      #expect(Self.problems(in: layout, album: album) == [], "\(album)")
    }
  }

  @Test func rowsOfFivePlusShareTopAndBottomAndSpanTheWidth() {
    for album in Self.albums where album.ratios.count >= 5 {
      let layout = album.layout()
      let rows = Dictionary(grouping: layout.tiles.map(\.frame), by: \.minY).sorted { $0.key < $1.key }
      var expectedTop = 0.0
      for (top, row) in rows {
        let tiles = row.sorted { $0.minX < $1.minX }
        #expect(top == expectedTop, "\(album)")
        #expect(tiles.allSatisfy { $0.maxY == tiles[0].maxY }, "\(album)")
        #expect(tiles.first!.minX == 0 && tiles.last!.maxX == layout.size.width, "\(album)")
        #expect(zip(tiles, tiles.dropFirst()).allSatisfy { $1.minX - $0.maxX == album.spacing }, "\(album)")
        expectedTop = tiles[0].maxY + album.spacing
      }
      #expect(expectedTop - album.spacing == layout.size.height, "\(album)")
    }
  }

  @Test func layoutIsDeterministic() {
    for album in Self.albums.prefix(100) + Self.smallAlbums.prefix(50) {
      #expect(album.layout() == album.layout())
    }
  }

  // MARK: - Invariants

  /// Every rule a mosaic must obey, as readable complaints (empty when all hold).
  static func problems(in layout: AlbumMosaic.Layout, album: Album) -> [String] {
    var problems: [String] = []
    let size = layout.size
    let frames = layout.tiles.map(\.frame)
    let gap = album.spacing
    if frames.count != album.ratios.count { problems.append("tile count \(frames.count)") }
    if !(size.width > 0 && size.width <= album.maxWidth && size.height > 0 && size.height <= album.maxHeight) {
      problems.append("size \(size) outside the limits")
    }
    for (index, frame) in frames.enumerated() {
      if frame.minX < 0 || frame.minY < 0 || frame.maxX > size.width || frame.maxY > size.height {
        problems.append("tile \(index) outside the box: \(frame)")
      }
    }
    for i in frames.indices {
      for j in frames.indices where i < j && frames[i].intersects(frames[j]) {
        problems.append("tiles \(i) and \(j) overlap")
      }
    }
    if frames.map(\.minX).min() != 0 || frames.map(\.maxX).max() != size.width
      || frames.map(\.minY).min() != 0 || frames.map(\.maxY).max() != size.height
    {
      problems.append("outer edges do not meet the box exactly")
    }
    problems += gapProblems(frames, size: size, gap: gap)
    problems += coverageProblems(frames, size: size, gap: gap)
    problems += minimumSizeProblems(frames, size: size, gap: gap)
    for (index, tile) in layout.tiles.enumerated() {
      let frame = tile.frame
      let expected = [frame.minY == 0, frame.maxY == size.height, frame.minX == 0, frame.maxX == size.width]
      if [tile.touchesTop, tile.touchesBottom, tile.touchesLeft, tile.touchesRight] != expected {
        problems.append("tile \(index) has wrong edge flags")
      }
    }
    return problems
  }

  /// The nearest tile to the right (or below) that faces a tile sits exactly one gap away,
  /// unless the tile is on the box's right (or bottom) edge.
  static func gapProblems(_ frames: [Rect], size: Size, gap: Double) -> [String] {
    var problems: [String] = []
    for (index, frame) in frames.enumerated() {
      let right = frames.filter { overlap(frame.minY, frame.maxY, $0.minY, $0.maxY) && $0.minX >= frame.maxX }
      if frame.maxX < size.width, right.map(\.minX).min() != frame.maxX + gap {
        problems.append("tile \(index): no neighbour one gap to the right")
      }
      let below = frames.filter { overlap(frame.minX, frame.maxX, $0.minX, $0.maxX) && $0.minY >= frame.maxY }
      if frame.maxY < size.height, below.map(\.minY).min() != frame.maxY + gap {
        problems.append("tile \(index): no neighbour one gap below")
      }
    }
    return problems
  }

  /// Grow each tile by half a gap on its inner sides: the grown tiles must tile the box exactly
  /// (no overlap, and tile area + gap area == box area), which holds only if every gap is `gap`.
  static func coverageProblems(_ frames: [Rect], size: Size, gap: Double) -> [String] {
    let half = gap / 2
    let grown = frames.map { frame in
      let minX = frame.minX == 0 ? 0 : frame.minX - half
      let minY = frame.minY == 0 ? 0 : frame.minY - half
      let maxX = frame.maxX == size.width ? size.width : frame.maxX + half
      let maxY = frame.maxY == size.height ? size.height : frame.maxY + half
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    var problems: [String] = []
    for i in grown.indices {
      for j in grown.indices where i < j && grown[i].intersects(grown[j]) {
        problems.append("tiles \(i) and \(j) are closer than one gap")
      }
    }
    let area = grown.reduce(0) { $0 + $1.width * $1.height }
    if abs(area - size.width * size.height) > 1e-6 {
      problems.append("tiles and gaps cover \(area) of \(size.width * size.height)")
    }
    return problems
  }

  /// A tile keeps the minimum width whenever the tiles crossed by a horizontal line through it
  /// could all have it (and likewise for heights with vertical lines).
  static func minimumSizeProblems(
    _ frames: [Rect], size: Size, gap: Double, minWidth: Double = 68, minHeight: Double = 81
  ) -> [String] {
    func mostCrossed(_ frame: Rect, horizontally: Bool) -> Int {
      let span = { (rect: Rect) in horizontally ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX) }
      let own = span(frame)
      let lines = frames.map(span).filter { overlap(own.0, own.1, $0.0, $0.1) }
        .map { (max(own.0, $0.0) + min(own.1, $0.1)) / 2 }
      return lines.map { line in frames.map(span).filter { $0.0 < line && line < $0.1 }.count }.max() ?? 1
    }
    var problems: [String] = []
    for (index, frame) in frames.enumerated() {
      let across = Double(mostCrossed(frame, horizontally: true))
      if across * minWidth + (across - 1) * gap <= size.width, frame.width < minWidth {
        problems.append("tile \(index) narrower than the minimum: \(frame.width)")
      }
      let down = Double(mostCrossed(frame, horizontally: false))
      if down * minHeight + (down - 1) * gap <= size.height, frame.height < minHeight {
        problems.append("tile \(index) shorter than the minimum: \(frame.height)")
      }
    }
    return problems
  }

  static func overlap(_ start: Double, _ end: Double, _ otherStart: Double, _ otherEnd: Double) -> Bool {
    min(end, otherEnd) > max(start, otherStart)
  }
}

extension AlbumMosaicTests {
  struct Album: CustomStringConvertible {
    var ratios: [Double]
    var maxWidth: Double
    var maxHeight: Double
    var spacing: Double

    func layout() -> AlbumMosaic.Layout {
      AlbumMosaic.layout(aspectRatios: ratios, maxWidth: maxWidth, maxHeight: maxHeight, spacing: spacing)
    }

    var description: String { "Album(\(ratios), \(maxWidth) x \(maxHeight), spacing \(spacing))" }
  }

  /// A small deterministic generator, so failures reproduce.
  struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }

    mutating func double(in range: ClosedRange<Double>) -> Double {
      range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }
  }
}
