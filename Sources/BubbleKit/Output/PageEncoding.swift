import BubbleGraphics
import Foundation

/// One drawn page being encoded on a thread of its own, so that the next page can be drawn
/// meanwhile: two cores busy, and never more than two pages' pixels held.
final class PageEncoding: @unchecked Sendable {
  // @unchecked: the canvas passes to the encoding thread whole (the drawing thread no longer
  // touches it), and the result is only read under `finished`.
  private let finished = NSCondition()
  private var result: Result<[UInt8], GraphicsError>?
  private var duration = Duration.zero
  private var canvas: Canvas?
  private let opaque: Bool
  private let level: Int

  /// Starts encoding `canvas`, which the caller hands over and must not touch again.
  init(handingOver canvas: Canvas, opaque: Bool, level: Int) {
    self.canvas = canvas
    self.opaque = opaque
    self.level = level
    let thread = Thread { [self] in run() }
    thread.name = "bubbles page encoder"
    thread.start()
  }

  /// The page's PNG, and how long encoding took, once it is done.
  func wait() throws(GraphicsError) -> (png: [UInt8], duration: Duration) {
    finished.lock()
    defer { finished.unlock() }
    while result == nil { finished.wait() }
    return (try result!.get(), duration)
  }

  private func run() {
    let clock = ContinuousClock()
    let start = clock.now
    let encoded = Result { () throws(GraphicsError) in
      guard let canvas else { throw GraphicsError("no page to encode") }
      return try Self.encode(canvas, opaque: opaque, encoder: PNGEncoder(level: level))
    }
    // The pixels go as soon as they are encoded, not when the caller collects the PNG.
    canvas = nil
    finished.lock()
    result = encoded
    duration = clock.now - start
    finished.signal()
    finished.unlock()
  }

  /// An opaque page is converted inside its own pixels; one with alpha is copied.
  static func encode(_ canvas: Canvas, opaque: Bool, encoder: PNGEncoder) throws(GraphicsError) -> [UInt8] {
    opaque ? try canvas.spendOnPNG(encoder: encoder) : try canvas.pngData(opaque: false, encoder: encoder)
  }
}
