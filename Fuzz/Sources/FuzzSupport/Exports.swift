// The graphics layer's own types (font systems, image decoders, zip extraction), which BubbleKit
// keeps behind its face, are what several targets fuzz directly.
@_exported import BubbleGraphics
@_exported import BubbleKit
