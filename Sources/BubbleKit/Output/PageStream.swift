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
  /// The page after the one returned last, drawn and being encoded.
  private var inFlight: PageEncoding?

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
  /// While a page encodes on a thread of its own, the following one is drawn here.
  public mutating func next() throws(RenderError) -> RenderedPage? {
    guard nextIndex < ranges.count else { return nil }
    let range = ranges[nextIndex]
    let isLast = nextIndex + 1 == ranges.count
    if inFlight == nil, isLast {
      // Nothing to draw meanwhile: encode here rather than hand over to a thread.
      let canvas = try draw(pageAt: nextIndex)
      var clock = StageClock()
      let png = try RenderError.graphics { () throws(GraphicsError) in
        try PageEncoding.encode(canvas, opaque: opaque, encoder: PNGEncoder(level: compressionLevel))
      }
      statistics.encode += clock.lap()
      nextIndex += 1
      return RenderedPage(png: png, pixelWidth: pixelWidth, pixelHeight: range.count)
    }
    let current: PageEncoding
    if let inFlight { current = inFlight } else { current = try startEncoding(pageAt: nextIndex) }
    inFlight = nil
    var following: PageEncoding?
    if !isLast { following = try startEncoding(pageAt: nextIndex + 1) }
    let (png, duration) = try RenderError.graphics { () throws(GraphicsError) in try current.wait() }
    statistics.encode += duration
    inFlight = following
    nextIndex += 1
    try deadline.check(during: "encoding page \(nextIndex) of \(ranges.count)")
    return RenderedPage(png: png, pixelWidth: pixelWidth, pixelHeight: range.count)
  }

  private mutating func startEncoding(pageAt index: Int) throws(RenderError) -> PageEncoding {
    PageEncoding(handingOver: try draw(pageAt: index), opaque: opaque, level: compressionLevel)
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
