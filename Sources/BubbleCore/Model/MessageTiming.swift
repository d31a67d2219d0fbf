/// When a message plays in a chat story (`bubbles animate`), in seconds at speed 1; each value
/// left out is computed from the message (`StoryPacing`). The `timing` object of `bubbles/1`.
public struct MessageTiming: Sendable, Hashable, Codable {
  /// The pause before the message starts: before its "typing..." or its typing in the input bar.
  public var delay: Double?
  /// How long "typing..." shows (another's message) or the input bar types it (one's own);
  /// 0 for none.
  public var typing: Double?
  /// How long the message stays, after appearing, before the next one starts.
  public var hold: Double?

  public init(delay: Double? = nil, typing: Double? = nil, hold: Double? = nil) {
    self.delay = delay
    self.typing = typing
    self.hold = hold
  }

  /// Each value, in seconds: up to a minute.
  public static let secondsRange: ClosedRange<Double> = 0...60
}
