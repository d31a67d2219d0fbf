/// A tiny deterministic random generator (speckles must be the same on every run).
public struct SplitMix: Sendable {
  private var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  /// Moves on as `count` calls of `next()` would, at once (the state only counts up).
  public mutating func skip(_ count: Int) { state &+= 0x9E37_79B9_7F4A_7C15 &* UInt64(max(0, count)) }
}
