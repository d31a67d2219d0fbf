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
  /// The theme's names and its time patterns.
  public var wording: DateWording

  public init(
    timeZone: TimeZone? = nil, hourCycle: HourCycle = .h24, yesterdayLabel: String = "",
    wording: DateWording = .english
  ) {
    self.timeZone = timeZone
    self.hourCycle = hourCycle
    self.yesterdayLabel = yesterdayLabel
    self.wording = wording
  }

  public func label(for time: Timestamp, now: Timestamp) -> String {
    let clock = DisplayClock(timeZone: timeZone, hourCycle: hourCycle, wording: wording)
    guard let local = clock.localTime(time), let today = clock.localTime(now) else { return "" }
    let daysAgo = today.dayNumber - local.dayNumber
    switch daysAgo {
    case 0:
      return clock.timeText(local)
    case 1 where !yesterdayLabel.isEmpty:
      return yesterdayLabel
    case 1...6:
      return wording.format("EEE", local)
    default:
      if local.year == today.year, daysAgo > 0 { return wording.format("MMM d", local) }
      return wording.format("M/d/yy", local)
    }
  }
}
