import BubbleGraphics

extension OutputFormat {
  /// WebP (libwebp): lossless without a quality, lossy at one.
  public static let webp = OutputFormat(
    name: "webp", extensions: ["webp"], mediaType: "image/webp", signature: Array("RIFF".utf8),
    production: .pixels { image, encoding throws(GraphicsError) in
      try RasterEncoder.webp(image, quality: encoding.quality)
    }, qualityRange: OutputEncoding.qualityRange)
}
