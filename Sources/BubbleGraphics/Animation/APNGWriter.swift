/// An animated PNG in our own chunks, compressed as `PNGEncoder` does: the first
/// frame whole (IDAT, also the still image of viewers without APNG), each later one only the
/// rectangle that changed (fdAT), drawn over the frame before (dispose NONE, blend SOURCE). RGBA
/// with straight alpha when `transparent`, else RGB of the colours as they are (over black).
public final class APNGWriter: AnimationWriting {
  private var checks: FrameChecks
  private let encoder: PNGEncoder
  private var chunks = PNGChunks()
  /// Where acTL's data starts: its frame count is written at `finish`.
  private let animationControl: Int
  /// The last fcTL's data and its delay in ticks, lengthened while frames do not change.
  private var lastFrameControl: (data: Int, ticks: Int)?
  private var frameCount = 0
  private var sequenceNumber: UInt32 = 0
  private var previous: RasterImage?

  /// Throws when `settings` has a problem (`AnimatedImageFormat.apng.problems`) or
  /// `compressionLevel` is outside `PNGEncoder`'s 0...12.
  public init(settings: AnimationSettings, compressionLevel: Int = 6) throws(GraphicsError) {
    checks = try FrameChecks(format: .apng, settings: settings)
    encoder = try PNGEncoder(level: compressionLevel)
    let header = [8, settings.transparent ? 6 : 2, 0, 0, 0] as [UInt8]  // 8 bits, RGBA or RGB, deflate
    chunks.append(
      "IHDR", PNGChunks.bigEndian(UInt32(settings.pixelWidth)), PNGChunks.bigEndian(UInt32(settings.pixelHeight)),
      header)
    animationControl = chunks.append(
      "acTL", PNGChunks.bigEndian(UInt32(0)), PNGChunks.bigEndian(UInt32(settings.loops ? 0 : 1)))
  }

  /// Throws for a frame of another size or `ticks` outside `AnimatedImageFormat.ticksRange`,
  /// after `finish`, or when compression fails (out of memory); a failed frame adds nothing.
  public func append(_ frame: RasterImage, ticks: Int) throws(GraphicsError) {
    try checks.check(frame, ticks: ticks)
    if let previous {
      if let changed = frame.changedRect(since: previous) {
        try add(frame, changed, ticks: ticks)
      } else if let last = lastFrameControl, last.ticks + ticks <= Int(UInt16.max) {
        lengthenLastFrame(by: ticks)
      } else {
        // fcTL's delay_num is 16 bits: a longer still shows as a pixel redrawn as it is.
        try add(frame, .firstPixel, ticks: ticks)
      }
    } else {
      try add(frame, .whole(frame), ticks: ticks)
    }
    previous = frame
  }

  /// The file. Throws when no frame was appended, or when called twice.
  public func finish() throws(GraphicsError) -> [UInt8] {
    try checks.finish()
    chunks.patch(chunkDataAt: animationControl, position: 0, with: PNGChunks.bigEndian(UInt32(frameCount)))
    chunks.append("IEND")
    defer { chunks = PNGChunks() }
    return chunks.bytes
  }

  private func add(_ frame: RasterImage, _ rect: PixelRect, ticks: Int) throws(GraphicsError) {
    let stream = try encoder.zlibStream(frame, rect, opaque: !checks.settings.transparent)
    let control = frameControl(rect, ticks: ticks)
    lastFrameControl = (chunks.append("fcTL", control), ticks)
    if frameCount == 0 {
      chunks.append("IDAT", stream)
    } else {
      chunks.append("fdAT", nextSequenceNumber(), stream)
    }
    frameCount += 1
  }

  private func lengthenLastFrame(by ticks: Int) {
    guard let last = lastFrameControl else { return }
    lastFrameControl = (last.data, last.ticks + ticks)
    chunks.patch(chunkDataAt: last.data, position: 20, with: PNGChunks.bigEndian(UInt16(last.ticks + ticks)))
  }

  /// fcTL's data: sequence number, the rectangle, the delay (ticks / fps s), dispose NONE (0) and
  /// blend SOURCE (0).
  private func frameControl(_ rect: PixelRect, ticks: Int) -> [UInt8] {
    let fields = [rect.width, rect.height, rect.x, rect.y].flatMap { PNGChunks.bigEndian(UInt32($0)) }
    let delay = PNGChunks.bigEndian(UInt16(ticks)) + PNGChunks.bigEndian(UInt16(checks.settings.framesPerSecond))
    return nextSequenceNumber() + fields + delay + [0, 0]
  }

  private func nextSequenceNumber() -> [UInt8] {
    defer { sequenceNumber += 1 }
    return PNGChunks.bigEndian(sequenceNumber)
  }
}
