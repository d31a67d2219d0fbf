import CImageCodecs

/// What every animated image writer checks at its edge: the settings once, then each frame's size
/// and ticks, and that nothing comes after `finish` (or after a failure that left a half-written
/// file).
struct FrameChecks {
  let format: AnimatedImageFormat
  let settings: AnimationSettings
  private(set) var appendedCount = 0
  private var stopped: String?

  init(format: AnimatedImageFormat, settings: AnimationSettings) throws(GraphicsError) {
    let problems = format.problems(settings)
    guard problems.isEmpty else { throw GraphicsError(problems.joined(separator: "; ")) }
    self.format = format
    self.settings = settings
  }

  /// Checks frame number `appendedCount + 1` and counts it.
  mutating func check(_ frame: RasterImage, ticks: Int) throws(GraphicsError) {
    try checkRunning()
    let number = appendedCount + 1
    let (width, height) = (settings.pixelWidth, settings.pixelHeight)
    guard frame.width == width, frame.height == height else {
      throw GraphicsError(
        "\(format.name) frame \(number) is \(frame.width) x \(frame.height) px; the animation's frames are "
          + "\(width) x \(height) px")
    }
    let range = AnimatedImageFormat.ticksRange(framesPerSecond: settings.framesPerSecond)
    guard range.contains(ticks) else {
      throw GraphicsError(
        "\(format.name) frame \(number): \(ticks) ticks is outside \(range) (up to "
          + "\(AnimatedImageFormat.maximumSecondsPerAppend) s at \(settings.framesPerSecond) fps)")
    }
    appendedCount += 1
  }

  /// Checks that `finish` may write the file, and that it is the last call.
  mutating func finish() throws(GraphicsError) {
    try checkRunning()
    guard appendedCount > 0 else { throw GraphicsError("\(format.name): no frame was appended before finish") }
    stopped = "finished"
  }

  /// After an encoder failed part way: its file is unusable, so every later call throws.
  mutating func fail(_ error: GraphicsError) -> GraphicsError {
    stopped = "stopped by an earlier error (\(error.description))"
    return error
  }

  private func checkRunning() throws(GraphicsError) {
    if let stopped { throw GraphicsError("\(format.name) writer is \(stopped)") }
  }

  /// A time in `unitsPerSecond` (ms, cs) after `ticks`, rounded to the nearest: durations taken
  /// as differences of these never drift from the ticks' total.
  func time(atTick ticks: Int, unitsPerSecond: Int) -> Int {
    (ticks * unitsPerSecond + settings.framesPerSecond / 2) / settings.framesPerSecond
  }
}

/// A rectangle of a frame's pixels.
struct PixelRect: Equatable {
  var x, y, width, height: Int

  static func whole(_ image: RasterImage) -> PixelRect {
    PixelRect(x: 0, y: 0, width: image.width, height: image.height)
  }

  /// The top left pixel: what a writer redraws as it is to start a frame that changes nothing.
  static let firstPixel = PixelRect(x: 0, y: 0, width: 1, height: 1)

  func union(_ other: PixelRect) -> PixelRect {
    let (left, top) = (min(x, other.x), min(y, other.y))
    let right = max(x + width, other.x + other.width)
    let bottom = max(y + height, other.y + other.height)
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

extension RasterImage {
  /// The smallest rectangle holding every pixel that differs from `previous`'s (the same size);
  /// `nil` when none does.
  func changedRect(since previous: RasterImage) -> PixelRect? {
    compare(with: previous, bk_changed_rect)
  }

  /// The smallest rectangle holding the pixels visible (alpha 128 or more) in `previous` and
  /// clear here: what a GIF frame cannot clear by drawing over it.
  func clearedRect(since previous: RasterImage) -> PixelRect? {
    compare(with: previous, bk_cleared_rect)
  }

  private func compare(
    with previous: RasterImage,
    _ find: (UnsafePointer<UInt8>?, Int32, UnsafePointer<UInt8>?, Int32, Int32, Int32, UnsafeMutablePointer<Int32>?)
      -> Int32
  ) -> PixelRect? {
    var rect: [Int32] = [0, 0, 0, 0]
    let found = previous.withPixels { before, beforeStride in
      withPixels { after, afterStride in
        find(before, Int32(beforeStride), after, Int32(afterStride), Int32(width), Int32(height), &rect)
      }
    }
    guard found != 0 else { return nil }
    return PixelRect(x: Int(rect[0]), y: Int(rect[1]), width: Int(rect[2]), height: Int(rect[3]))
  }

  /// Lends the pixels from `rect`'s top left corner, rows `stride` bytes apart, for reading.
  func withPixels<Result>(
    from rect: PixelRect, _ body: (_ pixels: UnsafePointer<UInt8>, _ stride: Int) -> Result
  ) -> Result {
    withPixels { pixels, stride in body(pixels + rect.y * stride + rect.x * 4, stride) }
  }
}

/// The message buffer C encoders write their errors into.
struct CodecMessage {
  private var buffer = [CChar](repeating: 0, count: 256)

  mutating func call<Result>(_ body: (_ error: UnsafeMutablePointer<CChar>, _ size: Int) -> Result) -> Result {
    buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
  }

  var text: String {
    let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return message.isEmpty ? "unknown error" : message
  }
}

/// Bytes a C encoder malloc'd, copied out and freed.
func takeEncoded(_ bytes: UnsafeMutablePointer<UInt8>?, count: Int) -> [UInt8]? {
  defer { bk_encoded_free(bytes) }
  guard let bytes, count > 0 else { return nil }
  return Array(UnsafeBufferPointer(start: bytes, count: count))
}
