import CImageCodecs

/// An animated GIF written with giflib (gif_animation.c), each frame with its own palette of up to
/// 256 colours from libimagequant (speed 8, full Floyd-Steinberg dithering; one thread, so the
/// same frames give the same bytes). Later frames store only the rectangle that changed and stay
/// on the canvas (DISPOSE_DO_NOT). Delays are whole centiseconds, each frame starting at its
/// tick's centisecond rounded, so the total stays exact.
///
/// When `transparent`, pixels under half opaque are the palette's clear colour and the rest are
/// opaque. A frame drawn over cannot clear a pixel, so when the next frame clears some, this one
/// grows to cover them and is disposed to the background (clear) instead, and the next one
/// redraws its whole rectangle.
public final class GIFWriter: AnimationWriting {
  /// A frame kept until the next one says how it is disposed (or how long it lasts).
  private struct PendingFrame {
    var image: RasterImage
    var rect: PixelRect
    var startTick: Int
    var ticks: Int
    var disposeToBackground = false
  }

  private var checks: FrameChecks
  private let animation: OpaquePointer
  private var pending: PendingFrame?
  private var elapsedTicks = 0

  /// Throws when `settings` has a problem (`AnimatedImageFormat.gif.problems`), or when giflib or
  /// libimagequant cannot start (out of memory).
  public init(settings: AnimationSettings) throws(GraphicsError) {
    checks = try FrameChecks(format: .gif, settings: settings)
    var message = CodecMessage()
    let animation = message.call { error, size in
      bk_gif_animation_new(
        Int32(settings.pixelWidth), Int32(settings.pixelHeight), settings.loops ? 1 : 0, error, size)
    }
    guard let animation else { throw GraphicsError("GIF: \(message.text)") }
    self.animation = animation
  }

  deinit { bk_gif_animation_free(animation) }

  /// Throws for a frame of another size or `ticks` outside `AnimatedImageFormat.ticksRange`,
  /// after `finish`, or when writing the frame before fails (which stops the writer).
  public func append(_ frame: RasterImage, ticks: Int) throws(GraphicsError) {
    try checks.check(frame, ticks: ticks)
    let start = elapsedTicks
    elapsedTicks += ticks
    guard var shown = pending else {
      pending = PendingFrame(image: frame, rect: .whole(frame), startTick: start, ticks: ticks)
      return
    }
    if var next = frame.changedRect(since: shown.image).map({
      PendingFrame(image: frame, rect: $0, startTick: start, ticks: ticks)
    }) {
      if checks.settings.transparent, let cleared = frame.clearedRect(since: shown.image) {
        shown.rect = shown.rect.union(cleared)
        shown.disposeToBackground = true
        next.rect = next.rect.union(shown.rect)
      }
      try write(shown)
      pending = next
    } else if delay(start: shown.startTick, ticks: shown.ticks + ticks) <= Int(UInt16.max) {
      pending?.ticks += ticks
    } else {
      // The delay is 16 bits of centiseconds: a longer still shows as a pixel redrawn as it is.
      try write(shown)
      pending = PendingFrame(image: frame, rect: .firstPixel, startTick: start, ticks: ticks)
    }
  }

  /// The file. Throws when no frame was appended, when called twice, or when giflib fails.
  public func finish() throws(GraphicsError) -> [UInt8] {
    try checks.finish()
    if let pending { try write(pending) }
    pending = nil
    var message = CodecMessage()
    var out: UnsafeMutablePointer<UInt8>?
    let size = message.call { error, size in bk_gif_animation_finish(animation, &out, error, size) }
    guard let bytes = takeEncoded(out, count: size) else {
      throw GraphicsError("GIF: closing the file failed: \(message.text)")
    }
    return bytes
  }

  /// Centiseconds from `start`'s tick to `ticks` later, each rounded to the nearest.
  private func delay(start: Int, ticks: Int) -> Int {
    checks.time(atTick: start + ticks, unitsPerSecond: 100) - checks.time(atTick: start, unitsPerSecond: 100)
  }

  private func write(_ frame: PendingFrame) throws(GraphicsError) {
    let description = bk_gif_frame(
      x: Int32(frame.rect.x), y: Int32(frame.rect.y), width: Int32(frame.rect.width),
      height: Int32(frame.rect.height), delay_centiseconds: Int32(delay(start: frame.startTick, ticks: frame.ticks)),
      dispose_to_background: frame.disposeToBackground ? 1 : 0, transparent: checks.settings.transparent ? 1 : 0)
    var message = CodecMessage()
    let added = frame.image.withPixels { pixels, stride in
      message.call { error, size in bk_gif_animation_add(animation, pixels, Int32(stride), description, error, size) }
    }
    guard added != 0 else {
      throw checks.fail(GraphicsError("GIF: writing a frame failed: \(message.text)"))
    }
  }
}
