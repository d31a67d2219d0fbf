// One import for users: the model, decoding and themes (BubbleCore) and the Swift face of the
// graphics layer (BubbleGraphics) come with the renderer.
@_exported import BubbleCore
@_exported import BubbleGraphics
