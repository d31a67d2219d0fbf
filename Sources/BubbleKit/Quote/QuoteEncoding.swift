import BubbleCore
import BubbleGraphics

/// A quote's image in its encoding; a sticker within its platform's bytes: WebP's quality is
/// lowered step by step until it fits (lossless first when no quality is asked), and a sticker
/// that fits at no step is an error naming the limit.
enum QuoteEncoding {
  /// The WebP qualities tried after the one asked for, best first.
  static let qualitySteps = [90, 80, 70, 60, 50, 40, 30, 20, 10]

  static func encode(_ image: RasterImage, as encoding: OutputEncoding, shape: QuoteShape) throws(RenderError)
    -> [UInt8]
  {
    var encoding = encoding
    if case .quoteSticker = shape {
      // A quote too tall for a sticker comes as PNG, as quote-api sends it.
      guard !QuoteShape.isTall(pixelHeight: image.height) else { return try encoded(image, .png) }
    }
    let first = try encoded(image, encoding)
    let platform: StickerPlatform
    switch shape {
    case .sticker(let rules): platform = rules
    case .quoteSticker: platform = .telegram
    case .backdrop, .story, .cutOut: return first
    }
    guard first.count > platform.maxBytes else { return first }
    guard encoding.format == .webp else {
      throw .invalidOptions(
        "the \(platform.rawValue) sticker is \(formatByteCount(first.count)) as \(encoding.format.name), over the "
          + "limit of \(formatByteCount(platform.maxBytes)); ask for webp, which is made smaller until it fits")
    }
    for quality in qualitySteps where quality < (encoding.quality ?? 101) {
      encoding.quality = quality
      let bytes = try encoded(image, encoding)
      if bytes.count <= platform.maxBytes { return bytes }
    }
    throw .invalidOptions(
      "the \(platform.rawValue) sticker does not fit in \(formatByteCount(platform.maxBytes)) even at WebP quality "
        + "\(qualitySteps.last ?? 0); quote fewer or shorter messages")
  }

  private static func encoded(_ image: RasterImage, _ encoding: OutputEncoding) throws(RenderError) -> [UInt8] {
    try RenderError.graphics { () throws(GraphicsError) in try encoding.encoded(image) }
  }
}
