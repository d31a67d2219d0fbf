/// A laid-out conversation drawn one page at a time: each `next()` draws, encodes and hands over
/// one page before the next is drawn, so a render holds one page's pixels and PNG at a time
/// rather than all of them (`bubbles render` writes each to its temporary file as it comes).
/// `ConversationRenderer.pages(_:options:baseDirectory:remote:)` makes one.
public struct PageStream: Sendable {
  public let layout: ConversationLayout
  /// Media that could not be drawn, and the like; known before any page is drawn.
  public let warnings: [String]
  /// What the render cost so far: resolve and layout, then draw and encode as pages come.
  public private(set) var statistics: RenderStatistics
  /// Page ranges in pixels of the full-height image, top to bottom.
  let ranges: [Range<Int>]
  let scale: Int
  let pixelWidth: Int
  let opaque: Bool
  let compressionLevel: Int
  let deadline: Deadline
  private var nextIndex = 0

  init(
    layout: ConversationLayout, warnings: [String], statistics: RenderStatistics, ranges: [Range<Int>],
    options: RenderOptions, opaque: Bool, deadline: Deadline
  ) {
    self.layout = layout
    self.warnings = warnings
    self.statistics = statistics
    self.ranges = ranges
    scale = options.scale
    pixelWidth = options.pixelWidth
    self.opaque = opaque
    compressionLevel = options.pngCompressionLevel
    self.deadline = deadline
  }

  /// How many pages the conversation takes (within `RenderBudget.maxPages`).
  public var pageCount: Int { ranges.count }

  /// Draws and encodes the next page; `nil` after the last. Fails past the render's deadline.
  public mutating func next() throws(RenderError) -> RenderedPage? {
    guard nextIndex < ranges.count else { return nil }
    let range = ranges[nextIndex]
    let canvas = try draw(pageAt: nextIndex)
    var clock = StageClock()
    let png = try RenderError.graphics { () throws(GraphicsError) in
      try canvas.pagePNG(opaque: opaque, level: compressionLevel)
    }
    statistics.encode += clock.lap()
    nextIndex += 1
    return RenderedPage(png: png, pixelWidth: pixelWidth, pixelHeight: range.count)
  }

  private mutating func draw(pageAt index: Int) throws(RenderError) -> Canvas {
    let range = ranges[index]
    try deadline.check(during: "drawing page \(index + 1) of \(ranges.count)")
    var clock = StageClock()
    let scale = Double(scale)
    let canvas = try RenderError.graphics { () throws(GraphicsError) in
      try Canvas(pixelWidth: pixelWidth, pixelHeight: range.count, scale: scale)
    }
    let visible = Rect(
      x: 0, y: Double(range.lowerBound) / scale, width: layout.width, height: Double(range.count) / scale)
    layout.draw(visible: visible, context: DrawContext(canvas: canvas), deadline: deadline)
    statistics.draw += clock.lap()
    try deadline.check(during: "drawing page \(index + 1) of \(ranges.count)")
    return canvas
  }
}

extension Canvas {
  /// A page's PNG: an opaque page is converted inside its own pixels (no second copy of a page
  /// that may be 50 MB), one with alpha is copied.
  func pagePNG(opaque: Bool, level: Int) throws(GraphicsError) -> [UInt8] {
    let encoder = try PNGEncoder(level: level)
    return opaque ? try spendOnPNG(encoder: encoder) : try pngData(opaque: false, encoder: encoder)
  }
}
