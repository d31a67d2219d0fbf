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

extension RenderedScreen {
  /// The screen in `encoding` at `scale`: its PNG as drawn, or drawn again from its layout in
  /// another format (WebP and JPEG from the pixels, a one-page PDF, an SVG).
  public func encoded(as encoding: OutputEncoding, scale: Int) throws(RenderError) -> [UInt8] {
    if encoding.format == .png, encoding.pngLevel == nil { return png }
    return try layout.scene.image(size: layout.size, scale: scale, what: "a screen")
      .encoded(as: encoding, defaultPNGLevel: RenderJob.pages.defaultPNGLevel)
  }

  /// The screen as a one-page PDF or an SVG, drawn again from its layout.
  public func document(_ format: OutputFormat, scale: Int) throws(RenderError) -> [UInt8] {
    try encoded(as: OutputEncoding(format), scale: scale)
  }
}

extension RenderedInbox {
  /// The list in `encoding` at `scale`: its PNG as drawn, or drawn again from its layout in
  /// another format (WebP and JPEG from the pixels, a one-page PDF, an SVG).
  public func encoded(as encoding: OutputEncoding, scale: Int) throws(RenderError) -> [UInt8] {
    if encoding.format == .png, encoding.pngLevel == nil { return png }
    return try layout.scene.image(size: layout.size, scale: scale, what: "a conversation list")
      .encoded(as: encoding, defaultPNGLevel: RenderJob.pages.defaultPNGLevel)
  }

  /// The list as a one-page PDF or an SVG, drawn again from its layout.
  public func document(_ format: OutputFormat, scale: Int) throws(RenderError) -> [UInt8] {
    try encoded(as: OutputEncoding(format), scale: scale)
  }
}
