// One import for users: the model, decoding and themes (BubbleCore) come with the renderer.
@_exported import BubbleCore
import BubbleGraphics

// The graphics layer's face that users see, and no more of it: a custom content kind draws on a
// `Canvas` and keeps the `ShapedText` it measured; decoded pictures and pixels for a format of
// one's own are `RasterImage`s; `GraphicsError` is what `RenderError.graphics` carries; and
// `ImageComparison` compares two renders. The rest (font systems, encoders, Pango layouts,
// zip extraction) stays behind BubbleKit's own types.
public typealias Canvas = BubbleGraphics.Canvas
public typealias ShapedText = BubbleGraphics.ShapedText
public typealias RasterImage = BubbleGraphics.RasterImage
public typealias GraphicsError = BubbleGraphics.GraphicsError
public typealias ImageComparison = BubbleGraphics.ImageComparison
public typealias VectorDocumentKind = BubbleGraphics.VectorDocument.Kind
