import BubbleCore
import BubbleGraphics

extension PageStream {
  /// The next page's image in a per-page `encoding` (PNG, WebP, JPEG or SVG); `nil` after the
  /// last. A PDF holds every page: `pdf()`.
  public mutating func nextImage(as encoding: OutputEncoding) throws(RenderError) -> [UInt8]? {
    guard nextIndex < pageCount else { return nil }
    defer { nextIndex += 1 }
    return try image(at: nextIndex, as: encoding)
  }

  /// Page `index` (from 0) in a per-page `encoding`.
  public mutating func image(at index: Int, as encoding: OutputEncoding) throws(RenderError) -> [UInt8] {
    switch encoding.format {
    case .png, .webp, .jpeg:
      let png = try page(at: index).png
      var clock = StageClock()
      defer { statistics.encode += clock.lap() }
      return try RenderError.graphics { () throws(GraphicsError) in try encoding.encoded(fromPNG: png) }
    case .svg:
      return try vectorDocument(.svg, pages: index..<index + 1)
    case .pdf:
      throw .invalidOptions("a PDF holds every page; ask for the whole document")
    }
  }

  /// Every page in one PDF: the pages break where the PNG pages do, each the layout's width by
  /// its page's height in points, text as text, images embedded once.
  public mutating func pdf() throws(RenderError) -> [UInt8] {
    try vectorDocument(.pdf, pages: 0..<pageCount)
  }

  private mutating func vectorDocument(_ kind: VectorDocument.Kind, pages: Range<Int>) throws(RenderError) -> [UInt8] {
    guard pages.lowerBound >= 0, pages.upperBound <= pageCount, !pages.isEmpty else {
      throw .invalidOptions("there is no page \(pages.upperBound): the conversation has \(pageCount)")
    }
    var clock = StageClock()
    let points = pages.map(pointRange)
    let first = points[0]
    let document = try RenderError.graphics { () throws(GraphicsError) in
      try VectorDocument(kind, width: layout.width, height: first.height)
    }
    for (offset, frame) in points.enumerated() {
      try deadline.check(during: "drawing page \(pages.lowerBound + offset + 1) of \(pageCount)")
      try RenderError.graphics { () throws(GraphicsError) in
        try document.addPage(width: frame.width, height: frame.height, scale: Double(scale)) { canvas in
          layout.draw(visible: frame, wallpaperFrame: frame, context: DrawContext(canvas: canvas), deadline: deadline)
        }
      }
    }
    try deadline.check(during: "drawing")
    let result = try RenderError.graphics { () throws(GraphicsError) in try document.finish() }
    statistics.draw += clock.lap()
    return result
  }

  /// Page `index`'s part of the layout, in points.
  private func pointRange(_ index: Int) -> Rect {
    let range = ranges[index]
    let scale = Double(scale)
    return Rect(
      x: 0, y: Double(range.lowerBound) / scale, width: layout.width, height: Double(range.count) / scale)
  }
}
