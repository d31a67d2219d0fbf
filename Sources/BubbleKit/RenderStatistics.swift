/// What one render did: the work the stages were spared or not (texts shaped, images
/// decoded, rows laid out) and each stage's wall time. `bubbles render --stats` prints it.
public struct RenderStatistics: Sendable, Equatable {
  /// Pango layouts made: texts shaped for the first time by this renderer.
  public var textsShaped = 0
  /// Images decoded rather than found in the cache (the cache may be shared: decodes of
  /// renders running beside this one count too).
  public var imagesDecoded = 0
  /// Rows laid out rather than found in the renderer's row cache.
  public var rowsLaidOut = 0
  /// Strips of the pages drawn and compressed, and strips found compressed in the renderer's
  /// strip cache.
  public var stripsDrawn = 0
  public var stripsReused = 0
  public var resolve: Duration = .zero
  public var layout: Duration = .zero
  public var draw: Duration = .zero
  public var encode: Duration = .zero

  public init() {}

  /// One line: "resolve 3 ms, layout 120 ms, draw 310 ms, encode 640 ms; 1717 texts shaped, ...".
  public var summary: String {
    let stages = [("resolve", resolve), ("layout", layout), ("draw", draw), ("encode", encode)]
      .map { "\($0.0) \(Self.milliseconds($0.1)) ms" }
      .joined(separator: ", ")
    return "\(stages); \(textsShaped) texts shaped, \(imagesDecoded) images decoded, \(rowsLaidOut) rows laid out, "
      + "\(stripsDrawn) strips drawn, \(stripsReused) reused"
  }

  private static func milliseconds(_ duration: Duration) -> Int {
    Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
  }
}

/// Times stages one after another on a monotonic clock.
struct StageClock {
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant

  init() { last = clock.now }

  /// The time since the last lap (or since the clock was made).
  mutating func lap() -> Duration {
    let now = clock.now
    defer { last = now }
    return now - last
  }
}
