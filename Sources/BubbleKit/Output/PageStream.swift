import BubbleGraphics

/// A laid-out conversation drawn one page at a time: each `next()` draws, encodes and hands over
/// one page before the next is drawn, so a render holds one page's PNG and a strip's pixels per
/// thread at a time rather than all of them (`bubbles render` writes each to its temporary file as it comes).
/// `ConversationRenderer.pages(_:options:baseDirectory:remote:)` makes one.
public struct PageStream: Sendable {
  public let layout: ConversationLayout
  /// Media that could not be drawn, and the like; known before any page is drawn.
  public let warnings: [String]
  /// What the render cost so far: resolve and layout, then draw and encode as pages come.
  public internal(set) var statistics: RenderStatistics
  /// Page ranges in pixels of the full-height image, top to bottom.
  let ranges: [Range<Int>]
  /// Where strips may be cut: the gaps between rows, in pixels.
  let rowGaps: [Int]
  let scale: Int
  let pixelWidth: Int
  let opaque: Bool
  let compressionLevel: Int
  /// Threads a page's strips are drawn and compressed on at once.
  let threads: Int
  /// The renderer's compressed strips, when it keeps them.
  let cache: StripCache?
  let deadline: Deadline
  /// The page `next()` and `nextImage(as:)` hand over next.
  var nextIndex = 0

  init(
    layout: ConversationLayout, warnings: [String], statistics: RenderStatistics, ranges: [Range<Int>],
    rowGaps: [Int], options: RenderOptions, opaque: Bool, cache: StripCache?, deadline: Deadline
  ) {
    self.layout = layout
    self.warnings = warnings
    self.statistics = statistics
    self.ranges = ranges
    self.rowGaps = rowGaps
    scale = options.scale
    pixelWidth = options.pixelWidth
    self.opaque = opaque
    compressionLevel = options.pngCompressionLevel
    threads = options.threads
    self.cache = cache
    self.deadline = deadline
  }

  /// How many pages the conversation takes (within `RenderBudget.maxPages`).
  public var pageCount: Int { ranges.count }

  /// Draws and encodes the next page, strip by strip; `nil` after the last. Fails past the
  /// render's deadline.
  public mutating func next() throws(RenderError) -> RenderedPage? {
    guard nextIndex < ranges.count else { return nil }
    defer { nextIndex += 1 }
    return try page(at: nextIndex)
  }

  /// Draws and encodes page `index` (from 0) alone, as a service asked for one page, or an app
  /// showing the last page of a chat that grew, does. Fails past the render's deadline.
  public mutating func page(at index: Int) throws(RenderError) -> RenderedPage {
    try page(at: index, level: compressionLevel)
  }

  /// Page `index` as a PNG at `level`.
  mutating func page(at index: Int, level: Int) throws(RenderError) -> RenderedPage {
    guard ranges.indices.contains(index) else {
      throw .invalidOptions("there is no page \(index + 1): the conversation has \(ranges.count)")
    }
    let range = ranges[index]
    let stage = "drawing page \(index + 1) of \(ranges.count)"
    try deadline.check(during: stage)
    let strips = PageStrips(page: range, cuts: rowGaps, pixelWidth: pixelWidth)
    let drawing = StripDrawing(
      layout: layout, scale: scale, pixelWidth: pixelWidth, opaque: opaque, level: level, cache: cache,
      deadline: deadline, stage: stage)
    let (pieces, times) = try strips.pieces(threads: threads, level: level) {
      index, encoder, times throws(RenderError) in
      try drawing.piece(
        strips.ranges[index], of: range, last: index == strips.ranges.count - 1, encoder: encoder, times: &times)
    }
    var clock = StageClock()
    let png = try RenderError.graphics { () throws(GraphicsError) in
      try PNGEncoder.png(
        width: pixelWidth, height: range.count, opaque: opaque, level: level, pieces: pieces)
    }
    statistics.draw += times.draw
    statistics.stripsDrawn += times.drawn
    statistics.stripsReused += times.reused
    statistics.encode += times.encode + clock.lap()
    return RenderedPage(png: png, pixelWidth: pixelWidth, pixelHeight: range.count)
  }
}

/// Draws one strip of a laid-out conversation and compresses it, or finds it in the renderer's
/// strip cache: what each thread of a page runs.
struct StripDrawing: Sendable {
  let layout: ConversationLayout
  let scale: Int
  let pixelWidth: Int
  let opaque: Bool
  let level: Int
  let cache: StripCache?
  let deadline: Deadline
  /// "drawing page 2 of 3", for the deadline's error.
  let stage: String

  /// `strip` of the page `page` (pixels of the full-height image): the wallpaper repeats from the
  /// page's corner, whichever strip is drawn.
  func piece(
    _ strip: Range<Int>, of page: Range<Int>, last: Bool, encoder: PNGEncoder, times: inout PageStrips.Times
  ) throws(RenderError) -> DeflatePiece {
    try deadline.check(during: stage)
    let rows = layout.rows(intersecting: visible(strip))
    let key = cache.flatMap { _ in
      StripCache.key(
        rows: rows, strip: strip, page: page, layout: layout, pixelWidth: pixelWidth, scale: self.scale,
        opaque: opaque, level: level, last: last)
    }
    if let key, let known = cache?.piece(for: key) {
      times.reused += 1
      return known
    }
    var clock = StageClock()
    let canvas = try self.canvas(strip, of: page)
    times.draw += clock.lap()
    try deadline.check(during: stage)
    let piece = try RenderError.graphics { () throws(GraphicsError) in
      try canvas.spendOnPiece(encoder: encoder, opaque: opaque, last: last)
    }
    times.encode += clock.lap()
    times.drawn += 1
    if let key { cache?.insert(piece, drawnFrom: rows, for: key) }
    return piece
  }

  /// `strip` of the page `page` drawn on a canvas of its own: the pixels of the PNG's strip,
  /// which every raster format of the page shares.
  func canvas(_ strip: Range<Int>, of page: Range<Int>) throws(RenderError) -> Canvas {
    let scale = Double(scale)
    let pageFrame = Rect(
      x: 0, y: Double(page.lowerBound) / scale, width: layout.width, height: Double(page.count) / scale)
    let canvas = try RenderError.graphics { () throws(GraphicsError) in
      try Canvas(pixelWidth: pixelWidth, pixelHeight: strip.count, scale: scale)
    }
    layout.draw(
      visible: visible(strip), wallpaperFrame: pageFrame, context: DrawContext(canvas: canvas), deadline: deadline)
    return canvas
  }

  /// A strip's part of the layout, in points.
  private func visible(_ strip: Range<Int>) -> Rect {
    let scale = Double(scale)
    return Rect(x: 0, y: Double(strip.lowerBound) / scale, width: layout.width, height: Double(strip.count) / scale)
  }
}
