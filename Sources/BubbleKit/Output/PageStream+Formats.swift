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

  /// Page `index` (from 0) in a per-page `encoding`: PNG deflated strip by strip, the page's
  /// pixels handed to another raster encoder (no PNG on the way), or the page drawn as a document.
  public mutating func image(at index: Int, as encoding: OutputEncoding) throws(RenderError) -> [UInt8] {
    switch encoding.format.production {
    case .png:
      return try page(at: index, level: encoding.pngLevel ?? compressionLevel).png
    case .pixels(let encode):
      let image = try pagePixels(at: index)
      var clock = StageClock()
      defer { statistics.encode += clock.lap() }
      var encoding = encoding
      encoding.background = encoding.background ?? layout.background
      return try RenderError.graphics { () throws(GraphicsError) in try encode(image, encoding) }
    case .document(let kind, let holdsAllPages):
      guard !holdsAllPages else {
        throw .invalidOptions("a \(encoding.format.name) holds every page; ask for the whole document")
      }
      return try vectorDocument(kind, pages: index..<index + 1)
    }
  }

  /// Every page in one document of `encoding`'s format (a PDF): the pages break where the PNG
  /// pages do, each the layout's width by its page's height in points, text as text, images
  /// embedded once.
  public mutating func document(as encoding: OutputEncoding) throws(RenderError) -> [UInt8] {
    guard case .document(let kind, true) = encoding.format.production else {
      throw .invalidOptions("a \(encoding.format.name) file holds one page; ask for the pages one by one")
    }
    return try vectorDocument(kind, pages: 0..<pageCount)
  }

  /// Every page in one PDF.
  public mutating func pdf() throws(RenderError) -> [UInt8] {
    try document(as: .pdf)
  }

  /// Page `index`'s pixels, for an encoder that reads them: its strips drawn as for its PNG and
  /// stacked, so every raster format of the page has the same pixels.
  private mutating func pagePixels(at index: Int) throws(RenderError) -> RasterImage {
    guard ranges.indices.contains(index) else {
      throw .invalidOptions("there is no page \(index + 1): the conversation has \(ranges.count)")
    }
    let page = ranges[index]
    let stage = "drawing page \(index + 1) of \(pageCount)"
    var clock = StageClock()
    let drawing = StripDrawing(
      layout: layout, scale: scale, pixelWidth: pixelWidth, opaque: opaque, level: compressionLevel, cache: nil,
      deadline: deadline, stage: stage)
    let stack = try RenderError.graphics { () throws(GraphicsError) in
      try StackedPixels(pixelWidth: pixelWidth, pixelHeight: page.count)
    }
    for strip in PageStrips(page: page, cuts: rowGaps, pixelWidth: pixelWidth).ranges {
      try deadline.check(during: stage)
      let canvas = try drawing.canvas(strip, of: page)
      try RenderError.graphics { () throws(GraphicsError) in try stack.append(canvas) }
    }
    try deadline.check(during: stage)
    statistics.draw += clock.lap()
    return try RenderError.graphics { () throws(GraphicsError) in try stack.finish() }
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
