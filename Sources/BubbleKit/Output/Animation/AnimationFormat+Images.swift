import BubbleGraphics

extension AnimationFormat {
  /// Animated WebP (libwebpmux): lossless without a quality, lossy at one.
  public static let webp = AnimationFormat(name: "webp", extensions: ["webp"], mediaType: "image/webp") {
    settings throws(GraphicsError) in try AnimatedWebPWriter(settings: settings)
  }

  /// GIF: a palette per frame (libimagequant), written with giflib; one clear colour at most.
  public static let gif = AnimationFormat(name: "gif", extensions: ["gif"], mediaType: "image/gif") {
    settings throws(GraphicsError) in try GIFWriter(settings: settings)
  }

  /// APNG: our PNG writer's chunks with acTL, fcTL and fdAT, each frame only what changed.
  public static let apng = AnimationFormat(name: "apng", extensions: ["apng", "png"], mediaType: "image/apng") {
    settings throws(GraphicsError) in try APNGWriter(settings: settings)
  }
}
