import Foundation

extension Timestamp {
  /// An instant an export writes (seconds since 1970), shown at `zone`'s offset at that instant.
  static func instant(_ seconds: Double, shownIn zone: TimeZone) -> Timestamp {
    Timestamp(
      secondsSince1970: seconds, utcOffsetSeconds: zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
  }
}

extension Array where Element == Message {
  /// The messages in time order by a stable sort: those of the same time keep the order they were
  /// read in, or its reverse for an export written newest first (Meta's).
  func inTimeOrder(writtenNewestFirst: Bool = false) -> [Message] {
    enumerated().sorted { lhs, rhs in
      let (left, right) = (lhs.element.time?.secondsSince1970 ?? 0, rhs.element.time?.secondsSince1970 ?? 0)
      guard left == right else { return left < right }
      return writtenNewestFirst ? lhs.offset > rhs.offset : lhs.offset < rhs.offset
    }.map(\.element)
  }
}
