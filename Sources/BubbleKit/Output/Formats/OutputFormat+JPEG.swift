import BubbleGraphics

extension OutputFormat {
  /// JPEG (libjpeg-turbo) at `OutputEncoding.defaultJPEGQuality` unless told, flattened on the
  /// encoding's background: JPEG has no alpha.
  public static let jpeg = OutputFormat(
    name: "jpeg", extensions: ["jpg", "jpeg"], mediaType: "image/jpeg", signature: [0xFF, 0xD8, 0xFF],
    production: .pixels { image, encoding throws(GraphicsError) in
      var opaque = encoding.background ?? .white
      opaque.alpha = 1
      return try RasterEncoder.jpeg(
        image, quality: encoding.quality ?? OutputEncoding.defaultJPEGQuality, background: opaque)
    }, qualityRange: OutputEncoding.qualityRange)
}
