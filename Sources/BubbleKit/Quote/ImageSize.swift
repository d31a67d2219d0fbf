import BubbleGraphics

/// The pixel size an encoded image's header gives (PNG, WebP, JPEG); `nil` when it gives none.
/// quote-api's answers name their image's size, and so do the service's.
public func imageSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
  ImageDecoder.dimensions(of: bytes)
}
