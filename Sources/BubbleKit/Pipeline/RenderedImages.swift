import BubbleCore

/// The files a request makes, handed over one at a time as they are drawn: a page each for
/// pages in a per-page format, one for a document holding every page, a page, a thumbnail or a
/// screen. A render holds one file at a time rather than all of them.
public struct RenderedImages: Sendable {
  enum Source: Sendable {
    /// Every page, each drawn as it is read.
    case pages(PageStream, OutputEncoding)
    /// Every page in one document.
    case document(PageStream, OutputEncoding)
    /// One page (from 0).
    case page(PageStream, Int, OutputEncoding)
    /// One image drawn whole.
    case single(SingleImage, OutputEncoding, defaultPNGLevel: Int)
    /// One file made already (an inbox, a contact sheet).
    case file([UInt8])
  }

  var source: Source
  /// How many files `next()` hands over.
  public let fileCount: Int
  /// The conversation's pages (a page or pages job); `nil` for a thumbnail or a screen.
  public let pageCount: Int?
  /// Media that could not be drawn, and the like; known before any file is drawn.
  public let warnings: [String]
  private var handedOver = 0
  private var handedBytes = 0
  /// Most bytes of all the files together (`RenderBudget.maxOutputBytes`); set by the pipeline.
  var maxBytes = Int.max

  init(_ source: Source, warnings: [String]) {
    self.source = source
    self.warnings = warnings
    switch source {
    case .pages(let stream, _): (fileCount, pageCount) = (stream.pageCount, stream.pageCount)
    case .document(let stream, _), .page(let stream, _, _): (fileCount, pageCount) = (1, stream.pageCount)
    case .single, .file: (fileCount, pageCount) = (1, nil)
    }
  }

  /// What the render cost: each stage's time, texts shaped, images decoded, strips drawn (pages).
  public var statistics: RenderStatistics? {
    switch source {
    case .pages(let stream, _), .document(let stream, _), .page(let stream, _, _): stream.statistics
    case .single, .file: nil
    }
  }

  /// Draws and encodes the next file; `nil` after the last. Fails once the files handed over
  /// together pass `maxBytes` (`RenderBudget.maxOutputBytes`), before the file that passes it
  /// is handed over: a caller writing them removes what it staged.
  public mutating func next() throws(RenderError) -> [UInt8]? {
    guard handedOver < fileCount else { return nil }
    guard let file = try make() else { return nil }
    handedOver += 1
    handedBytes += file.count
    guard handedBytes <= maxBytes else {
      throw .overBudget(
        BudgetExceeded(
          .outputBytes,
          "the files written pass the budget of \(formatByteCount(maxBytes)) "
            + "(\(formatByteCount(handedBytes)) after \(handedOver) of \(fileCount))"))
    }
    return file
  }

  private mutating func make() throws(RenderError) -> [UInt8]? {
    switch source {
    case .pages(var stream, let encoding):
      defer { source = .pages(stream, encoding) }
      return try stream.nextImage(as: encoding)
    case .document(var stream, let encoding):
      defer { source = .document(stream, encoding) }
      return try stream.document(as: encoding)
    case .page(var stream, let index, let encoding):
      defer { source = .page(stream, index, encoding) }
      return try stream.image(at: index, as: encoding)
    case .single(let image, let encoding, let level):
      return try image.encoded(as: encoding, defaultPNGLevel: level)
    case .file(let bytes):
      return bytes
    }
  }

  /// Every file, drawn one after another.
  public mutating func all() throws(RenderError) -> [[UInt8]] {
    var files: [[UInt8]] = []
    while let file = try next() { files.append(file) }
    return files
  }
}
