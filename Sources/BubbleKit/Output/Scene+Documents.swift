import BubbleCore
import BubbleGraphics

extension Scene {
  /// The scene as a one-page PDF or SVG of `size` points, replayed with the same draw calls as
  /// its PNG: text as text, shapes as paths.
  public func document(_ format: OutputFormat, size: Size, scale: Int) throws(RenderError) -> [UInt8] {
    let kind: VectorDocument.Kind
    switch format {
    case .pdf: kind = .pdf
    case .svg: kind = .svg
    case .png, .webp, .jpeg: throw .invalidOptions("\(format.rawValue) is encoded from pixels, not drawn as a document")
    }
    return try RenderError.graphics { () throws(GraphicsError) in
      let document = try VectorDocument(kind, width: size.width, height: size.height)
      try document.addPage(width: size.width, height: size.height, scale: Double(scale)) { canvas in
        draw(on: canvas)
      }
      return try document.finish()
    }
  }
}

extension RenderedScreen {
  /// The screen as a one-page PDF or an SVG (`format.isVector`), drawn again from its layout.
  public func document(_ format: OutputFormat, scale: Int) throws(RenderError) -> [UInt8] {
    try layout.scene.document(format, size: layout.size, scale: scale)
  }
}

extension RenderedInbox {
  /// The list as a one-page PDF or an SVG (`format.isVector`), drawn again from its layout.
  public func document(_ format: OutputFormat, scale: Int) throws(RenderError) -> [UInt8] {
    try layout.scene.document(format, size: layout.size, scale: scale)
  }
}
