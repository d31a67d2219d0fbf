import Foundation

/// The time column of a conversation list, relative to a reference "now": the time for today,
/// the weekday within the past week ("Yesterday" first when the theme has the word), the date
/// before that ("Nov 14"), with the year when it is another year ("11/14/25").
public struct RelativeTimeFormat: Sendable {
  /// `nil` reads each time in its own offset.
  public var timeZone: TimeZone?
  public var hourCycle: HourCycle
  /// Empty: yesterday shows its weekday.
  public var yesterdayLabel: String

  public init(timeZone: TimeZone? = nil, hourCycle: HourCycle = .h24, yesterdayLabel: String = "") {
    self.timeZone = timeZone
    self.hourCycle = hourCycle
    self.yesterdayLabel = yesterdayLabel
  }

  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  public func label(for time: Timestamp, now: Timestamp) -> String {
    let clock = DisplayClock(timeZone: timeZone, hourCycle: hourCycle)
    guard let local = clock.localTime(time), let today = clock.localTime(now) else { return "" }
    let daysAgo = today.dayNumber - local.dayNumber
    switch daysAgo {
    case 0:
      return clock.timeText(local)
    case 1 where !yesterdayLabel.isEmpty:
      return yesterdayLabel
    case 1...6:
      // Day 0 (1970-01-01) was a Thursday.
      return Self.weekdays[((local.dayNumber + 4) % 7 + 7) % 7]
    default:
      if local.year == today.year, daysAgo > 0 { return "\(Self.months[local.month - 1]) \(local.day)" }
      return "\(local.month)/\(local.day)/\(DurationFormat.twoDigits(((local.year % 100) + 100) % 100))"
    }
  }
}
