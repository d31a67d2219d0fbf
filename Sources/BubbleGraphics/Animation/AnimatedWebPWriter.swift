import CImageCodecs

/// An animated WebP made with libwebpmux's `WebPAnimEncoder` (webp_animation.c): lossless without
/// a `quality`, else lossy at it; alpha kept when `transparent`. Frames start at their tick's
/// millisecond, rounded, so durations add up to the ticks' total exactly; a frame appended again
/// unchanged only lengthens the one before.
///
/// Lossy frames after the first are rectangles libwebp finds by comparing the frames as drawn, not
/// as decoded: a lossy fringe around something that moves away stays behind, faintly, until a key
/// frame (at most 900 frames apart). Lossless (no `quality`) has none.
public final class AnimatedWebPWriter: AnimationWriting {
  private var checks: FrameChecks
  private let animation: OpaquePointer
  private var previous: RasterImage?
  private var elapsedTicks = 0

  /// WebP's timestamps are 32-bit milliseconds: about 24 days in all.
  private static let maximumMilliseconds = Int(Int32.max)

  /// Throws when `settings` has a problem (`AnimatedImageFormat.webp.problems`), or when libwebp
  /// cannot start (out of memory).
  public init(settings: AnimationSettings) throws(GraphicsError) {
    checks = try FrameChecks(format: .webp, settings: settings)
    var message = CodecMessage()
    let animation = message.call { error, size in
      bk_webp_animation_new(
        Int32(settings.pixelWidth), Int32(settings.pixelHeight), Int32(settings.quality ?? -1),
        settings.loops ? 1 : 0, settings.transparent ? 1 : 0, error, size)
    }
    guard let animation else { throw GraphicsError("animated WebP: \(message.text)") }
    self.animation = animation
  }

  deinit { bk_webp_animation_free(animation) }

  /// Throws for a frame of another size or `ticks` outside `AnimatedImageFormat.ticksRange`, past
  /// WebP's 24 days, after `finish`, or when libwebp fails (which stops the writer).
  public func append(_ frame: RasterImage, ticks: Int) throws(GraphicsError) {
    try checks.check(frame, ticks: ticks)
    let end = checks.time(atTick: elapsedTicks + ticks, unitsPerSecond: 1000)
    guard end <= Self.maximumMilliseconds else {
      throw GraphicsError("animated WebP frame \(checks.appendedCount) would end after \(end) ms, past WebP's 24 days")
    }
    if let previous, frame.changedRect(since: previous) == nil {
      elapsedTicks += ticks
      return
    }
    try add(frame, at: checks.time(atTick: elapsedTicks, unitsPerSecond: 1000))
    previous = frame
    elapsedTicks += ticks
  }

  /// The file. Throws when no frame was appended, when called twice, or when libwebp fails.
  public func finish() throws(GraphicsError) -> [UInt8] {
    try checks.finish()
    var message = CodecMessage()
    var out: UnsafeMutablePointer<UInt8>?
    let end = Int32(checks.time(atTick: elapsedTicks, unitsPerSecond: 1000))
    let size = message.call { error, size in bk_webp_animation_finish(animation, end, &out, error, size) }
    guard let bytes = takeEncoded(out, count: size) else {
      throw GraphicsError("animated WebP: assembling \(checks.appendedCount) frames failed: \(message.text)")
    }
    return bytes
  }

  private func add(_ frame: RasterImage, at milliseconds: Int) throws(GraphicsError) {
    var message = CodecMessage()
    let added = frame.withPixels { pixels, stride in
      message.call { error, size in
        bk_webp_animation_add(animation, pixels, Int32(stride), Int32(milliseconds), error, size)
      }
    }
    guard added != 0 else {
      throw checks.fail(
        GraphicsError("animated WebP frame \(checks.appendedCount) could not be encoded: \(message.text)"))
    }
  }
}
