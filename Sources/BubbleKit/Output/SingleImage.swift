import BubbleCore
import BubbleGraphics

/// One image a job draws whole (a screen, a conversation list, a thumbnail, a contact sheet):
/// its size and how to draw it. `encoded(as:)` is the one place where such an image becomes
/// PNG, pixels for another raster encoder, or a PDF or SVG page.
public struct SingleImage: Sendable {
  /// The canvas's size in pixels and its pixels per point.
  public var pixelWidth: Int
  public var pixelHeight: Int
  public var scale: Double
  /// Written without alpha (RGB) in PNG: every pixel is covered by an opaque background.
  public var opaque: Bool
  /// What a thing the size of the image costs to allocate, for the budget's message: "a screen".
  var what: String
  let draw: @Sendable (Canvas) -> Void

  init(
    pixelWidth: Int, pixelHeight: Int, scale: Double, opaque: Bool, what: String,
    draw: @escaping @Sendable (Canvas) -> Void
  ) {
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    self.opaque = opaque
    self.what = what
    self.draw = draw
  }

  /// The pixels of `size` points at `scale`, rounded to the nearest.
  static func pixelSize(of size: Size, scale: Int) -> (width: Int, height: Int) {
    (Int.saturating(size.width * Double(scale)), Int.saturating(size.height * Double(scale)))
  }

  /// The image's size in points (a document's page size).
  public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

  /// The image in `encoding`'s format: PNG at its level (else `defaultPNGLevel`), drawn into pixels
  /// for a pixel encoder, or drawn again on a one-page document.
  public func encoded(as encoding: OutputEncoding, defaultPNGLevel: Int) throws(RenderError) -> [UInt8] {
    try RenderError.graphics { () throws(GraphicsError) in
      switch encoding.format.production {
      case .png:
        let canvas = try pixels()
        let encoder = try PNGEncoder(level: encoding.pngLevel ?? defaultPNGLevel)
        return opaque ? try canvas.spendOnPNG(encoder: encoder) : try canvas.pngData(opaque: false, encoder: encoder)
      case .pixels(let encode):
        return try encode(try pixels().spendOnImage(), encoding)
      case .document(let kind, _):
        let size = size
        let document = try VectorDocument(kind, width: size.width, height: size.height)
        try document.addPage(width: size.width, height: size.height, scale: scale) { draw($0) }
        return try document.finish()
      }
    }
  }

  /// The image drawn on a raster canvas.
  public func pixels() throws(GraphicsError) -> Canvas {
    let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    draw(canvas)
    return canvas
  }
}
