/// Ranges of the numbers a conversation or an inbox holds (counts of items and bytes are
/// `DecodingLimits`). A number outside its range is a located error that states the range
/// ("expected an integer from 1 to 1000000000, found 9.223372036854776e+18"); inside it, no
/// arithmetic on it can overflow. docs/conversation-format.md and docs/inbox-format.md list them.
public enum InputNumberRanges {
  /// Unix seconds of years 1 to 9999: what the ISO 8601 form can say.
  public static let unixSeconds: ClosedRange<Int> = -62_135_596_800...253_402_300_799
  /// Durations of voice notes, audio, videos and calls, in seconds: up to a year.
  public static let durationSeconds: ClosedRange<Double> = 0...31_536_000
  /// Reaction counts, poll votes and voters, unread counts: up to a billion, so sums of a
  /// message's or an inbox's counts stay far from overflowing.
  public static let maxCount = 1_000_000_000
  /// File sizes in bytes: up to 2^53 - 1, the largest integer every JSON reader holds exactly.
  public static let fileBytes: ClosedRange<Int> = 0...9_007_199_254_740_991
  /// A numeric user id (Telegram's are 64-bit; JSON numbers past 2^53 are not exact).
  public static let maxUserID = fileBytes.upperBound
}
