/// How fast a chat story plays when its messages' `timing` leaves a value out: reading and
/// typing speeds, the shortest and longest pause, how long a message takes to slide in and its
/// ticks to change. `speed` divides every duration, given and computed alike.
public struct StoryPacing: Sendable, Hashable, Codable {
  /// Characters per second read: how long a message stays before the next starts (`hold`).
  public var readingCharactersPerSecond = 25.0
  /// Characters per second typed: how long "typing..." shows, or the input bar types (`typing`).
  public var typingCharactersPerSecond = 12.0
  /// Computed pauses (typing and holding) are at least this long, and at most `longestPause`.
  public var shortestPause = 0.6
  public var longestPause = 3.5
  /// Before the first message, and the least the last one stays.
  public var opening = 0.5
  public var ending = 1.5
  /// A message's slide into the list, and the keyboard's rise.
  public var appearing = 0.25
  /// Between an own message's ticks: sent, then delivered, then read.
  public var statusStep = 0.6
  /// Own messages are typed in the input bar first (a phone screen); `false` lets them appear
  /// as the others' do, without "typing...".
  public var typesOwnMessages = true
  /// Plays this many times faster.
  public var speed = 1.0

  public init() {}

  public static let charactersPerSecondRange: ClosedRange<Double> = 1...1000
  public static let secondsRange = MessageTiming.secondsRange
  public static let appearingRange: ClosedRange<Double> = 0...5
  public static let speedRange: ClosedRange<Double> = 0.1...10

  /// Each value outside its range, named as the CLI's options name it.
  public func problems() -> [String] {
    var problems: [String] = []
    func check(_ value: Double, _ range: ClosedRange<Double>, _ name: String) {
      guard !range.contains(value) else { return }
      problems.append(
        "\(name) \(formatNumber(value)) is outside \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
      )
    }
    check(readingCharactersPerSecond, Self.charactersPerSecondRange, "reading speed")
    check(typingCharactersPerSecond, Self.charactersPerSecondRange, "typing speed")
    check(shortestPause, Self.secondsRange, "shortest pause")
    check(longestPause, Self.secondsRange, "longest pause")
    check(opening, Self.secondsRange, "opening")
    check(ending, Self.secondsRange, "ending")
    check(appearing, Self.appearingRange, "appearing")
    check(statusStep, Self.appearingRange, "status step")
    check(speed, Self.speedRange, "speed")
    if shortestPause > longestPause { problems.append("the shortest pause is longer than the longest") }
    return problems
  }

  /// `seconds` within the shortest and longest pause.
  func pause(_ seconds: Double) -> Double { min(max(seconds, shortestPause), longestPause) }
}
