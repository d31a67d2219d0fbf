import BubbleKit
import Foundation
import Testing

/// The list's time column: today's time, a weekday within the week, a date before.
@Suite struct RelativeTimeFormatTests {
  /// Sunday 2026-11-22 18:00 at +08:00.
  static let now = Timestamp(secondsSince1970: 1_795_341_600, utcOffsetSeconds: 8 * 3600)

  static func at(daysAgo: Double, hours: Double = 0) -> Timestamp {
    Timestamp(secondsSince1970: now.secondsSince1970 - daysAgo * 86_400 + hours * 3600, utcOffsetSeconds: 8 * 3600)
  }

  @Test(arguments: [
    (0.0, -12.0, "06:00"),  // this morning
    (0, 0, "18:00"),
    (0, 5.9, "23:54"),  // later today (a --now earlier than the last message)
    (1, 0, "Sat"),
    (2, 0, "Fri"),
    (6, 0, "Mon"),
    (7, 0, "Nov 15"),
    (30, 0, "Oct 23"),
    (365, 0, "11/22/25"),
    (-1, 0, "11/23/26"),  // tomorrow: a date
  ])
  func labels(daysAgo: Double, hours: Double, expected: String) {
    let format = RelativeTimeFormat()
    #expect(format.label(for: Self.at(daysAgo: daysAgo, hours: hours), now: Self.now) == expected)
  }

  @Test func yesterdayAndTwelveHourClockFollowTheTheme() {
    let format = RelativeTimeFormat(hourCycle: .h12, yesterdayLabel: "Yesterday")
    #expect(format.label(for: Self.at(daysAgo: 1), now: Self.now) == "Yesterday")
    #expect(format.label(for: Self.at(daysAgo: 2), now: Self.now) == "Fri")
    #expect(format.label(for: Self.at(daysAgo: 0, hours: -12), now: Self.now) == "6:00 AM")
  }

  /// Days are calendar days in the display zone: 00:30 is "today" at 23:00 the same day.
  @Test func daysAreCalendarDaysInTheDisplayZone() {
    let midnight = Timestamp(secondsSince1970: Self.now.secondsSince1970 - 17.5 * 3600, utcOffsetSeconds: 8 * 3600)
    #expect(RelativeTimeFormat().label(for: midnight, now: Self.now) == "00:30")
    let utc = RelativeTimeFormat(timeZone: TimeZone(secondsFromGMT: 0))
    // 00:30 at +08:00 is 16:30 the day before in UTC; 18:00 at +08:00 is 10:00 UTC.
    #expect(utc.label(for: midnight, now: Self.now) == "Sat")
  }
}
