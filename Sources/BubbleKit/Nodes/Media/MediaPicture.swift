/// A picture a media node draws: the image resolved before layout, otherwise a
/// placeholder box. The layout holds the (immutable, shareable) image itself.
struct MediaPicture: Sendable {
  var source: MediaSource?
  /// `nil` draws the placeholder.
  var image: RasterImage?
  var isLoaded: Bool { image != nil }
  var placeholderBackground: RGBColor
  /// Colour of the picture glyph on the placeholder; `nil` draws a plain box.
  var placeholderIcon: RGBColor?
  var iconSize: Double

  /// The picture of `source` from the resolved media (which warned under `owner` when it
  /// cannot be drawn), with the image's pixel size, if it decoded.
  static func load(
    _ source: MediaSource?, owner: String, in context: NodeContext, placeholderBackground: RGBColor? = nil,
    showsIcon: Bool = true
  ) -> (picture: MediaPicture, pixelSize: Size?) {
    let image = source.flatMap { context.media.image(for: $0) }
    let placeholder = context.theme.placeholder
    let picture = MediaPicture(
      source: source, image: image, placeholderBackground: placeholderBackground ?? placeholder.background,
      placeholderIcon: showsIcon ? placeholder.text : nil, iconSize: context.theme.media.placeholderIconSize)
    return (picture, image.map { Size(width: Double($0.width), height: Double($0.height)) })
  }

  /// Fills `rect` (aspect fill, cropped to `clip`) with the image or the placeholder.
  func draw(in rect: Rect, clippedTo clip: Path, context: DrawContext) {
    if let image {
      context.canvas.draw(image, in: rect, clippedTo: clip)
      return
    }
    context.canvas.fill(clip, color: placeholderBackground)
    guard let placeholderIcon else { return }
    // Small pictures get a proportionally smaller glyph.
    let side = min(iconSize, min(rect.width, rect.height) * 0.4)
    guard side >= 6 else { return }
    let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side * 0.8)
    Self.drawPictureGlyph(in: box, color: placeholderIcon, canvas: context.canvas)
  }

  /// A framed landscape: a sun over two hills, the usual "photo" sign.
  static func drawPictureGlyph(in box: Rect, color: RGBColor, canvas: Canvas) {
    let line = max(1.2, box.width * 0.07)
    canvas.stroke(.roundedRect(box, radius: box.width * 0.12), color: color, lineWidth: line)
    let sun = box.width * 0.18
    canvas.fill(
      .ellipse(in: Rect(x: box.maxX - box.width * 0.36, y: box.minY + box.height * 0.2, width: sun, height: sun)),
      color: color)
    var hills = Path()
    hills.move(to: Point(x: box.minX + line, y: box.maxY - line))
    hills.line(to: Point(x: box.minX + box.width * 0.36, y: box.minY + box.height * 0.42))
    hills.line(to: Point(x: box.minX + box.width * 0.58, y: box.minY + box.height * 0.7))
    hills.line(to: Point(x: box.minX + box.width * 0.7, y: box.minY + box.height * 0.58))
    hills.line(to: Point(x: box.maxX - line, y: box.maxY - line))
    hills.close()
    canvas.fill(hills, color: color)
  }
}

/// Sizes of pictures: aspect ratios from what is known, fitted within bounds.
enum MediaSizing {
  /// Width over height: from the decoded pixels, else the JSON hints, else `fallback`.
  static func aspectRatio(pixelSize: Size?, width: Int?, height: Int?, fallback: Double) -> Double {
    if let pixelSize, pixelSize.width > 0, pixelSize.height > 0 { return pixelSize.width / pixelSize.height }
    if let width, let height, width > 0, height > 0 { return Double(width) / Double(height) }
    return fallback > 0 ? fallback : 4.0 / 3
  }

  /// The largest size of `ratio` within the maximums; then raised to the
  /// minimums, which crops (the picture is drawn aspect-filled) rather than
  /// distorts. Never beyond the maximums, which win over the minimums.
  static func fitted(ratio: Double, maxWidth: Double, maxHeight: Double, minWidth: Double, minHeight: Double)
    -> Size
  {
    let ratio = ratio.isFinite && ratio > 0 ? ratio : 4.0 / 3
    let width = min(maxWidth, maxHeight * ratio)
    let height = width / ratio
    return Size(
      width: min(maxWidth, max(width, minWidth).rounded()), height: min(maxHeight, max(height, minHeight).rounded()))
  }

  /// Which corners of `corners` apply to a picture that touches these sides of
  /// its frame; the others get `inner`.
  static func corners(
    _ corners: CornerRadii, top: Bool, bottom: Bool, left: Bool, right: Bool, inner: Double
  ) -> CornerRadii {
    CornerRadii(
      topLeft: top && left ? corners.topLeft : inner, topRight: top && right ? corners.topRight : inner,
      bottomLeft: bottom && left ? corners.bottomLeft : inner,
      bottomRight: bottom && right ? corners.bottomRight : inner)
  }
}
