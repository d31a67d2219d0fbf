import Foundation

/// A point in time plus the UTC offset it was written with, so it can be shown
/// in its own time zone when no display zone is given.
public struct Timestamp: Sendable, Equatable, Comparable, Hashable, Codable {
  public var secondsSince1970: Double
  /// Offset of the original notation; Unix-second input uses 0 (UTC).
  public var utcOffsetSeconds: Int

  public init(secondsSince1970: Double, utcOffsetSeconds: Int = 0) {
    self.secondsSince1970 = secondsSince1970
    self.utcOffsetSeconds = utcOffsetSeconds
  }

  public var date: Date { Date(timeIntervalSince1970: secondsSince1970) }

  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }
}
