import BubbleCore
import CGraphics

/// A Cairo image surface and drawing context. Coordinates are points; `scale`
/// maps them to pixels. Only the graphics layer sees Cairo.
///
/// A page of a `VectorDocument` (PDF, SVG) is a canvas too, taking the same draw calls: its
/// surface's device scale undoes `scale`, so what a raster canvas draws in pixels (tiles, snapped
/// gradients) lands at the same place in points.
public final class Canvas {
  public let pixelWidth: Int
  public let pixelHeight: Int
  public let scale: Double
  /// Drawing on a PDF or SVG surface, which has no pixels.
  public let isVector: Bool
  let surface: OpaquePointer
  let cairo: OpaquePointer
  /// Set once `spendOnPNG` has converted the pixels in place.
  public private(set) var isSpent = false

  /// Cairo cannot make image surfaces above this many pixels per side.
  public static let maximumPixelSide = 32767
  /// Widest stroke, in points; wider ones (from theme values) are drawn this wide.
  public static let maximumLineWidth = 1000.0

  public init(pixelWidth: Int, pixelHeight: Int, scale: Double) throws(GraphicsError) {
    guard (1...Self.maximumPixelSide).contains(pixelWidth), (1...Self.maximumPixelSide).contains(pixelHeight)
    else {
      throw GraphicsError(
        "image of \(pixelWidth) x \(pixelHeight) px is beyond Cairo's limit of \(Self.maximumPixelSide) px")
    }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    else { throw GraphicsError("cannot create an image surface") }
    // Creation never returns NULL: a failure is a surface in an error state.
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
      cairo_surface_destroy(surface)
      throw GraphicsError("cannot create a \(pixelWidth) x \(pixelHeight) px image: \(message)")
    }
    self.surface = surface
    self.cairo = cairo_create(surface)
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    isVector = false
    cairo_scale(cairo, scale, scale)
  }

  /// A page of a vector surface whose device scale is `1 / scale` (`VectorDocument`); the canvas
  /// holds its own reference.
  init(vectorSurface surface: OpaquePointer, width: Double, height: Double, scale: Double) {
    self.surface = cairo_surface_reference(surface)
    cairo = cairo_create(surface)
    pixelWidth = Int.saturating(width * scale, in: 1...Int(Int32.max))
    pixelHeight = Int.saturating(height * scale, in: 1...Int(Int32.max))
    self.scale = scale
    isVector = true
    cairo_scale(cairo, scale, scale)
  }

  /// Ends a vector page (`VectorDocument`); Cairo's error state, if drawing put it in one.
  func showPage() -> GraphicsError? {
    cairo_show_page(cairo)
    let status = cairo_status(cairo)
    guard status != CAIRO_STATUS_SUCCESS else { return nil }
    return GraphicsError("drawing a page failed: \(String(cString: cairo_status_to_string(status)))")
  }

  deinit {
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
  }

  // MARK: State

  public func withState(_ body: () -> Void) {
    cairo_save(cairo)
    body()
    cairo_restore(cairo)
  }

  public func translate(dx: Double, dy: Double) {
    cairo_translate(cairo, CairoSafe.coordinate(dx), CairoSafe.coordinate(dy))
  }

  /// Turns what is drawn next by `radians` (clockwise on screen) about `center`.
  public func rotate(by radians: Double, around center: Point) {
    cairo_translate(cairo, CairoSafe.coordinate(center.x), CairoSafe.coordinate(center.y))
    cairo_rotate(cairo, CairoSafe.angle(radians))
    cairo_translate(cairo, CairoSafe.coordinate(-center.x), CairoSafe.coordinate(-center.y))
  }

  public func clip(to path: Path) {
    trace(path)
    cairo_clip(cairo)
  }

  // MARK: Filling and stroking

  public func fill(_ color: RGBColor) {
    setSource(color)
    cairo_paint(cairo)
  }

  public func fill(_ path: Path, color: RGBColor) {
    trace(path)
    setSource(color)
    cairo_fill(cairo)
  }

  public func fill(_ rect: Rect, color: RGBColor) { fill(.rect(rect), color: color) }

  /// Fills `path` with `top` at `y = minY` blending into `bottom` at `maxY` (in points).
  public func fill(_ path: Path, from top: RGBColor, atY minY: Double, to bottom: RGBColor, atY maxY: Double) {
    trace(path)
    let pattern = cairo_pattern_create_linear(0, CairoSafe.coordinate(minY), 0, CairoSafe.coordinate(maxY))
    cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
    cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
    cairo_set_source(cairo, pattern)
    cairo_fill(cairo)
    cairo_pattern_destroy(pattern)
  }

  public func stroke(_ path: Path, color: RGBColor, lineWidth: Double, roundCaps: Bool = true) {
    trace(path)
    setSource(color)
    // Cairo puts the context in an error state, drawing nothing more, for a negative width.
    cairo_set_line_width(cairo, lineWidth.isNaN ? 0 : min(max(lineWidth, 0), Self.maximumLineWidth))
    cairo_set_line_cap(cairo, roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(cairo)
  }

  /// Fills `path` minus `hole` (even-odd), e.g. a tail's concave cut.
  public func fill(_ path: Path, cuttingOut hole: Path, color: RGBColor) {
    cairo_new_path(cairo)
    appendToCairo(path)
    appendToCairo(hole)
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
    setSource(color)
    cairo_fill(cairo)
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
  }

  // MARK: Text

  /// Draws text as it was shaped, top-left at the rect's origin, aligned in the rect's width as
  /// Pango aligns it (right-to-left lines to the right edge, centred text in the middle).
  /// Drawing never shapes text: the line breaks are the ones the layout measured. Only the lines
  /// that reach into the clip are drawn, so a text taller than a page costs one page's lines on
  /// each page rather than all of its lines.
  public func draw(_ text: ShapedText, in rect: Rect) {
    SharedFontState.withLock { drawLines(of: text, in: rect) }
  }

  private func drawLines(of text: ShapedText, in rect: Rect) {
    let lines = text.layout.placedLines(inWidth: alignmentWidth(rect))
    let visible = visibleBounds
    let shown = lines.filter { rect.minY + $0.bottom > visible.minY && rect.minY + $0.top < visible.maxY }
    drawRoundedBackgrounds(text.layout.backgroundRunRects(shifts: lines.map(\.shift)), origin: rect.origin)
    setSource(text.text.color)
    if shown.count == lines.count, lines.allSatisfy({ $0.shift == 0 && $0.drop == 0 }) {
      // Every line is where Pango put it: draw the layout whole, as Pango draws it.
      cairo_move_to(cairo, CairoSafe.coordinate(rect.minX), CairoSafe.coordinate(rect.minY))
      pango_cairo_show_layout(cairo, text.layout.layout)
    } else {
      for placed in shown {
        cairo_move_to(
          cairo, CairoSafe.coordinate(rect.minX + placed.x), CairoSafe.coordinate(rect.minY + placed.baseline))
        pango_cairo_show_layout_line(cairo, placed.line)
      }
    }
    let speckles = text.layout.hiddenRunRects(shifts: lines.map(\.shift))
    drawSpoilerSpeckles(speckles, origin: rect.origin, color: text.text.color, visible: visible)
  }

  /// Inline code chips: each run's box widened by two thirds of its radius on both sides (into
  /// the spaces around it, leaving a gap), under the glyphs.
  private func drawRoundedBackgrounds(_ runs: [(rect: Rect, run: StyledRun)], origin: Point) {
    for (box, run) in runs {
      guard let color = run.attributes.background else { continue }
      let radius = min(run.attributes.backgroundRadius, box.height / 2)
      let reach = radius * 2 / 3
      let chip = Rect(
        x: origin.x + box.minX - reach, y: origin.y + box.minY, width: box.width + 2 * reach, height: box.height)
      fill(.roundedRect(chip, radius: radius), color: color)
    }
  }

  /// The part of the canvas drawing can reach, in the current coordinates: the clip's bounds.
  public var visibleBounds: Rect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  private func alignmentWidth(_ rect: Rect) -> Double? {
    // The hair of slack the text was always drawn with, so alignment stays where it was.
    rect.width.isFinite && rect.width > 0 ? rect.width + 1.0 / 64 : nil
  }

  /// Hidden text is drawn as a field of dots in the text colour (Telegram's spoiler). The dots of
  /// a rectangle outside `visible` are skipped, not drawn: the same dots fall where they fell.
  private func drawSpoilerSpeckles(_ rects: [Rect], origin: Point, color: RGBColor, visible: Rect) {
    guard !rects.isEmpty else { return }
    var random = SplitMix(seed: 0x5EED)
    setSource(color.withAlpha(color.alpha * 0.8))
    for rect in rects {
      // One dot per 5 square points, and never more than the canvas holds at that density,
      // however large a text's size makes its hidden runs.
      let dots = Int.saturating(
        rect.width * rect.height / 5, rounding: .towardZero, in: 0...(pixelWidth * pixelHeight / 5))
      // Dots fall within 2 pt of the rectangle, at most 0.75 pt in radius.
      let reach = rect.offsetBy(dx: origin.x, dy: origin.y).insetBy(
        EdgeInsets(top: -3, left: -3, bottom: -3, right: -3))
      guard reach.intersects(visible) else {
        random.skip(dots * 3)
        continue
      }
      for _ in 0..<dots {
        let x = origin.x + rect.minX + random.unit() * rect.width
        let y = origin.y + rect.minY + 2 + random.unit() * max(0, rect.height - 4)
        let radius = 0.35 + random.unit() * 0.4
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x, y, radius, 0, 2 * .pi)
      }
      cairo_fill(cairo)
    }
  }

  // MARK: Images

  /// Takes the font lock too: Cairo may set the filter and transform of the pixel image it keeps
  /// for an image surface while drawing it, and a page's strips draw one image on several threads.
  public func draw(_ image: RasterImage, in rect: Rect, clippedTo clip: Path? = nil) {
    SharedFontState.withLock { drawImage(image, in: rect, clippedTo: clip) }
  }

  private func drawImage(_ image: RasterImage, in rect: Rect, clippedTo clip: Path?) {
    let rect = Rect(
      x: CairoSafe.coordinate(rect.minX), y: CairoSafe.coordinate(rect.minY), width: CairoSafe.coordinate(rect.width),
      height: CairoSafe.coordinate(rect.height))
    // An empty rect would scale by 0: Cairo puts the context in an error state and draws nothing
    // more on this canvas.
    guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
    cairo_save(cairo)
    trace(clip ?? .rect(rect))
    cairo_clip(cairo)
    // Aspect fill: cover the rect, crop the overflow.
    let factor = max(rect.width / Double(image.width), rect.height / Double(image.height))
    let drawnWidth = Double(image.width) * factor
    let drawnHeight = Double(image.height) * factor
    cairo_translate(cairo, rect.midX - drawnWidth / 2, rect.midY - drawnHeight / 2)
    let source = reducedSource(image, drawnWidth: drawnWidth, drawnHeight: drawnHeight)
    cairo_scale(cairo, drawnWidth / Double(source.width), drawnHeight / Double(source.height))
    cairo_set_source_surface(cairo, source.surface, 0, 0)
    let pattern = cairo_get_source(cairo)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    // Padding only matters at a raster's edge pixels; a PDF would embed a padded copy of the
    // image at each draw instead of the image once.
    cairo_pattern_set_extend(pattern, isVector ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// The image, or its copy reduced to the pixels it covers when it is drawn at under 3/4 of its
  /// size (where Cairo's good filter would resample all of it). Vector output keeps the image.
  private func reducedSource(_ image: RasterImage, drawnWidth: Double, drawnHeight: Double) -> RasterImage {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    guard !isVector, matrix.xy == 0, matrix.yx == 0 else { return image }
    let pixelWidth = abs(matrix.xx) * drawnWidth
    let pixelHeight = abs(matrix.yy) * drawnHeight
    guard pixelWidth < 0.75 * Double(image.width), pixelHeight < 0.75 * Double(image.height) else { return image }
    let width = Int.saturating(pixelWidth, rounding: .toNearestOrAwayFromZero, in: 1...image.width)
    let height = Int.saturating(pixelHeight, rounding: .toNearestOrAwayFromZero, in: 1...image.height)
    return image.reduced(toWidth: width, height: height) ?? image
  }

  // MARK: Output

  /// Encodes the pixels as PNG (RGB when `opaque`), leaving them as they are.
  public func pngData(opaque: Bool, compressionLevel: Int = 6) throws(GraphicsError) -> [UInt8] {
    try pngData(opaque: opaque, encoder: PNGEncoder(level: compressionLevel))
  }

  /// The same with an encoder kept between images.
  public func pngData(opaque: Bool, encoder: PNGEncoder) throws(GraphicsError) -> [UInt8] {
    let pixels = try unspentPixels()
    return try encoder.encode(
      copying: pixels, width: pixelWidth, height: pixelHeight, stride: stride,
      opaque: opaque)
  }

  /// Encodes the pixels, as opaque, into an RGB PNG, converting them inside the canvas's own
  /// buffer (a page needs no second copy of its pixels): the canvas is spent, and encoding it
  /// again is an error.
  public func spendOnPNG(encoder: PNGEncoder) throws(GraphicsError) -> [UInt8] {
    let pixels = try unspentPixels()
    isSpent = true
    return try encoder.encode(
      spending: pixels, width: pixelWidth, height: pixelHeight, stride: stride)
  }

  /// The pixels as one piece of a PNG's zlib stream (`PNGEncoder.png(width:height:opaque:pieces:)`
  /// joins them). Opaque pixels are converted inside the canvas's buffer: the canvas is spent.
  public func spendOnPiece(encoder: PNGEncoder, opaque: Bool, last: Bool) throws(GraphicsError) -> DeflatePiece {
    let pixels = try unspentPixels()
    isSpent = true
    return try encoder.piece(
      pixels, width: pixelWidth, height: pixelHeight, stride: stride, opaque: opaque, last: last)
  }

  /// The pixels as an image, without a copy, for an encoder that reads pixels (WebP, JPEG): the
  /// canvas is spent, and the image keeps the surface alive.
  public func spendOnImage() throws(GraphicsError) -> RasterImage {
    guard !isVector else { throw GraphicsError("a vector canvas has no pixels") }
    _ = try unspentPixels()
    isSpent = true
    return RasterImage(surface: cairo_surface_reference(surface))
  }

  /// The pixels as premultiplied ARGB words, row by row (for checking what was drawn).
  public func argbPixels() throws(GraphicsError) -> [UInt32] {
    argbWords(
      try unspentPixels(), width: pixelWidth, height: pixelHeight, stride: stride)
  }

  /// Lends the unspent pixels (premultiplied native-endian ARGB words, `stride` bytes apart) for reading.
  func withPixels<Result>(
    _ body: (_ pixels: UnsafePointer<UInt8>, _ stride: Int) throws(GraphicsError) -> Result
  ) throws(GraphicsError) -> Result {
    try body(UnsafePointer(try unspentPixels()), stride)
  }

  /// Bytes from one row of pixels to the next.
  private var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

  private func unspentPixels() throws(GraphicsError) -> UnsafeMutablePointer<UInt8> {
    guard !isSpent else { throw GraphicsError("the canvas was already encoded by spendOnPNG") }
    cairo_surface_flush(surface)
    guard let pixels = cairo_image_surface_get_data(surface) else { throw GraphicsError("no pixel data") }
    return pixels
  }

  // MARK: Private

  private func setSource(_ color: RGBColor) {
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
  }

  private func trace(_ path: Path) {
    cairo_new_path(cairo)
    appendToCairo(path)
  }

  private func appendToCairo(_ path: Path) {
    for element in path.elements {
      switch element {
      case .move(let point): cairo_move_to(cairo, x(point), y(point))
      case .line(let point): cairo_line_to(cairo, x(point), y(point))
      case .curve(let c1, let c2, let point): cairo_curve_to(cairo, x(c1), y(c1), x(c2), y(c2), x(point), y(point))
      case .arc(let center, let radius, let start, let end):
        let (radius, start, end) = (CairoSafe.radius(radius), CairoSafe.angle(start), CairoSafe.angle(end))
        if end >= start {
          cairo_arc(cairo, x(center), y(center), radius, start, end)
        } else {
          cairo_arc_negative(cairo, x(center), y(center), radius, start, end)
        }
      case .close: cairo_close_path(cairo)
      }
    }
  }

  private func x(_ point: Point) -> Double { CairoSafe.coordinate(point.x) }
  private func y(_ point: Point) -> Double { CairoSafe.coordinate(point.y) }
}
