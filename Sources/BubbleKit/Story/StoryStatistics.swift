import Foundation

/// What a story's render did: frames drawn and reused, and the time of each stage, for
/// `bubbles animate --stats` and docs/performance.md.
public struct StoryStatistics: Sendable, Hashable {
  public var frames = 0
  /// Frames whose moment differs from the one before: laid out and drawn.
  public var framesDrawn = 0
  /// Frames equal to the one before: appended again for nothing.
  public var framesReused: Int { frames - framesDrawn }
  public var timeline: Duration = .zero
  public var layout: Duration = .zero
  public var draw: Duration = .zero
  public var encode: Duration = .zero
  public var textsShaped = 0
  public var rowsLaidOut = 0

  public var summary: String {
    func ms(_ duration: Duration) -> String { "\(Int((duration / .milliseconds(1)).rounded())) ms" }
    return "\(frames) frames: \(framesDrawn) drawn, \(framesReused) reused; timeline \(ms(timeline)), "
      + "layout \(ms(layout)), draw \(ms(draw)), encode \(ms(encode)); \(textsShaped) texts shaped, "
      + "\(rowsLaidOut) rows laid out"
  }
}

/// A stopwatch split by stage.
struct StoryClock {
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant
  var layout: Duration = .zero
  var draw: Duration = .zero
  var encode: Duration = .zero

  init() { last = clock.now }

  /// The time since the last lap.
  mutating func lap() -> Duration {
    let now = clock.now
    defer { last = now }
    return now - last
  }
}
