import BubbleCore
import CGraphics

/// A PDF (any number of pages) or an SVG (one page) written into memory by Cairo: text stays text
/// (Pango's glyphs with their Unicode, so a PDF's text can be selected and searched), shapes stay
/// paths, and an image drawn several times is embedded once (Cairo keeps one object per source
/// surface). Pages take the same draw calls as raster canvases.
///
///     let document = try VectorDocument(.pdf, width: 390, height: 844)
///     try document.addPage(width: 390, height: 844, scale: 2) { canvas in layout.draw(..., canvas) }
///     let bytes = try document.finish()
public final class VectorDocument {
  public enum Kind: Sendable { case pdf, svg }

  public let kind: Kind
  private let width: Double
  private let height: Double
  private let sink: Sink
  private let unmanagedSink: Unmanaged<Sink>
  private let surface: OpaquePointer
  public private(set) var pageCount = 0
  private var finished = false

  /// Where Cairo writes the file as it goes.
  private final class Sink {
    var bytes: [UInt8] = []
  }

  /// Largest page side in points: a raster page's limit in pixels, so any page a render cuts
  /// fits (at scale 1 a page may pass Acrobat's 14,400 pt, which poppler and browsers still show).
  public static let maximumPageSide = Double(Canvas.maximumPixelSide)

  /// An SVG is `width` x `height` points (CSS pixels: the SVG's user units); a PDF's pages
  /// each have their own size, and these are the first page's.
  public init(_ kind: Kind, width: Double, height: Double) throws(GraphicsError) {
    try Self.checkSize(width: width, height: height)
    self.kind = kind
    self.width = width
    self.height = height
    sink = Sink()
    unmanagedSink = Unmanaged.passRetained(sink)
    let write: cairo_write_func_t = { closure, data, length in
      guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
      let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }
    let made: OpaquePointer? =
      switch kind {
      case .pdf: cairo_pdf_surface_create_for_stream(write, unmanagedSink.toOpaque(), width, height)
      case .svg: cairo_svg_surface_create_for_stream(write, unmanagedSink.toOpaque(), width, height)
      }
    guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
      if let made { cairo_surface_destroy(made) }
      unmanagedSink.release()
      throw GraphicsError("cannot create a \(kind) surface")
    }
    surface = made
    switch kind {
    case .pdf: Self.fixMetadata(of: made)
    case .svg: cairo_svg_surface_set_document_unit(made, CAIRO_SVG_UNIT_USER)
    }
  }

  deinit {
    cairo_surface_destroy(surface)
    unmanagedSink.release()
  }

  /// The same input gives the same bytes: no creation date (Cairo writes the time of the run).
  private static func fixMetadata(of surface: OpaquePointer) {
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "BubbleKit")
  }

  private static func checkSize(width: Double, height: Double) throws(GraphicsError) {
    let sides = 1...maximumPageSide
    guard sides.contains(width), sides.contains(height) else {
      throw GraphicsError(
        "a page of \(width) x \(height) pt is beyond the 1 to \(Int(maximumPageSide)) pt a page side may have")
    }
  }

  /// Draws one page of `width` x `height` points on a canvas of `scale` (what a raster page
  /// of the same render has: wallpaper tiles and hairlines follow it). An SVG has one page, of
  /// the document's size.
  public func addPage(width: Double, height: Double, scale: Double, draw: (Canvas) -> Void) throws(GraphicsError) {
    guard !finished else { throw GraphicsError("the document is finished") }
    try Self.checkSize(width: width, height: height)
    guard scale > 0, scale.isFinite else { throw GraphicsError("invalid scale \(scale)") }
    switch kind {
    case .pdf: cairo_pdf_surface_set_size(surface, width, height)
    case .svg:
      guard pageCount == 0, width == self.width, height == self.height else {
        throw GraphicsError("an SVG has one page, of its own size")
      }
    }
    cairo_surface_set_device_scale(surface, 1 / scale, 1 / scale)
    let canvas = Canvas(vectorSurface: surface, width: width, height: height, scale: scale)
    draw(canvas)
    if let problem = canvas.showPage() { throw problem }
    pageCount += 1
  }

  /// Ends the document and hands over its bytes; nothing more can be drawn.
  public func finish() throws(GraphicsError) -> [UInt8] {
    guard !finished else { throw GraphicsError("the document is finished") }
    finished = true
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw GraphicsError("writing the \(kind) failed: \(String(cString: cairo_status_to_string(status)))")
    }
    defer { sink.bytes = [] }
    return kind == .svg ? SVGIdentifiers.renumbered(sink.bytes) : sink.bytes
  }
}
