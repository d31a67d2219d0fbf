import Foundation

extension Timestamp {
  /// Why a time cannot be a `bubbles/1` time, which is written as ISO 8601 with its offset.
  public enum RangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not whole minutes, or a day or more away from UTC: the format writes `±hh:mm`, below 24 hours.
    case utcOffset(Int)
    /// The clock time at its offset is outside years 1 to 9999, or not a number.
    case time(secondsSince1970: Double, utcOffsetSeconds: Int)

    public var description: String {
      switch self {
      case .utcOffset(let seconds):
        "the UTC offset of \(seconds) seconds is not whole minutes less than 24 hours"
      case .time(let seconds, let offset):
        "the time \(formatNumber(seconds)) seconds since 1970 at UTC offset \(offset) seconds "
          + "is outside years 1 to 9999"
      }
    }
  }

  /// `date`, shown in the zone `utcOffsetSeconds` east of UTC (`-18_000` for New York in winter).
  /// The offset must be whole minutes below a day either way, and the clock time at it within
  /// years 1 to 9999: the times `ConversationDecoder` reads (`InputNumberRanges.unixSeconds`).
  public init(_ date: Date, utcOffsetSeconds: Int = 0) throws(RangeError) {
    self.init(secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: utcOffsetSeconds)
    if let rangeError { throw rangeError }
  }

  /// `date` with the offset `timeZone` has at that moment (`.current`, `TimeZone(identifier:)`).
  public init(_ date: Date, in timeZone: TimeZone) throws(RangeError) {
    try self.init(date, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))
  }

  /// Why the format cannot hold this time; `nil` when it can.
  public var rangeError: RangeError? {
    let maxOffset = 24 * 3600 - 60
    guard utcOffsetSeconds % 60 == 0, (-maxOffset...maxOffset).contains(utcOffsetSeconds) else {
      return .utcOffset(utcOffsetSeconds)
    }
    // Up to the end of the last second of 9999, as the ISO form with fractions reads.
    let clockSeconds = secondsSince1970 + Double(utcOffsetSeconds)
    let range = InputNumberRanges.unixSeconds
    guard clockSeconds >= Double(range.lowerBound), clockSeconds < Double(range.upperBound + 1) else {
      return .time(secondsSince1970: secondsSince1970, utcOffsetSeconds: utcOffsetSeconds)
    }
    return nil
  }
}
