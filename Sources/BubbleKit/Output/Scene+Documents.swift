import BubbleCore
import BubbleGraphics

extension Scene {
  /// The scene as one image of `size` points at `scale` pixels per point, on an opaque background.
  func image(size: Size, scale: Int, what: String) -> SingleImage {
    let pixels = SingleImage.pixelSize(of: size, scale: scale)
    return SingleImage(
      pixelWidth: pixels.width, pixelHeight: pixels.height, scale: Double(scale), opaque: true, what: what
    ) { canvas in draw(on: canvas) }
  }
}

extension Scene {
  /// A drawn scene's file in `encoding`: `png` as drawn, or the scene drawn again in another format.
  static func encoded(
    png: [UInt8], of scene: Scene, size: Size, scale: Int, what: String, as encoding: OutputEncoding
  ) throws(RenderError) -> [UInt8] {
    if encoding.format == .png, encoding.pngLevel == nil { return png }
    return try scene.image(size: size, scale: scale, what: what)
      .encoded(as: encoding, defaultPNGLevel: RenderJob.pages.defaultPNGLevel)
  }
}

extension RenderedScreen {
  /// The screen in `encoding` at `scale`: its PNG as drawn, or drawn again from its layout in
  /// another format (WebP and JPEG from the pixels, a one-page PDF, an SVG).
  public func encoded(as encoding: OutputEncoding, scale: Int) throws(RenderError) -> [UInt8] {
    try Scene.encoded(png: png, of: layout.scene, size: layout.size, scale: scale, what: "a screen", as: encoding)
  }

  /// The screen as a one-page PDF or an SVG, drawn again from its layout.
  public func document(_ format: OutputFormat, scale: Int) throws(RenderError) -> [UInt8] {
    try encoded(as: OutputEncoding(format), scale: scale)
  }
}

extension RenderedInbox {
  /// The list in `encoding` at `scale`, as `RenderedScreen.encoded(as:scale:)`.
  public func encoded(as encoding: OutputEncoding, scale: Int) throws(RenderError) -> [UInt8] {
    try Scene.encoded(
      png: png, of: layout.scene, size: layout.size, scale: scale, what: "a conversation list", as: encoding)
  }

  /// The list as a one-page PDF or an SVG, drawn again from its layout.
  public func document(_ format: OutputFormat, scale: Int) throws(RenderError) -> [UInt8] {
    try encoded(as: OutputEncoding(format), scale: scale)
  }
}
