import Foundation

/// A timestamp read off a wall clock in the display time zone.
struct LocalTime: Sendable, Equatable {
  /// Days since 1970-01-01 in local time; equal numbers mean the same calendar day.
  var dayNumber: Int
  var year: Int
  /// 1...12
  var month: Int
  var day: Int
  var hour: Int
  var minute: Int

  /// 0 is Sunday; day 0 (1970-01-01) was a Thursday.
  var weekday: Int { ((dayNumber + 4) % 7 + 7) % 7 }
}

/// Turns timestamps into local calendar days, date labels and footer times.
///
/// Proleptic Gregorian arithmetic on the UTC offset, written out in the theme's `DateWording`:
/// independent of the machine's locale, free of shared mutable formatter state and cheap enough
/// that nothing needs caching.
struct DisplayClock: Sendable {
  /// `nil` reads each timestamp in the offset it was written with.
  var timeZone: TimeZone?
  var hourCycle: HourCycle
  var wording: DateWording = .english

  private static let secondsPerDay = 86_400
  /// About 317,000 years: keeps the Int arithmetic far from overflow.
  private static let maxMagnitude = 1e13

  /// `nil` for a time that cannot be placed on a calendar (NaN, infinite, absurd).
  func localTime(_ timestamp: Timestamp) -> LocalTime? {
    let seconds = timestamp.secondsSince1970
    guard seconds.isFinite, abs(seconds) < Self.maxMagnitude else { return nil }
    let offset = timeZone?.secondsFromGMT(for: timestamp.date) ?? timestamp.utcOffsetSeconds
    let local = Int(seconds.rounded(.down)) + offset
    let dayNumber = Self.floorDivide(local, Self.secondsPerDay)
    let secondOfDay = local - dayNumber * Self.secondsPerDay
    let (year, month, day) = Self.civilDate(dayNumber: dayNumber)
    return LocalTime(
      dayNumber: dayNumber, year: year, month: month, day: day,
      hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60)
  }

  /// "November 20, 2026" (the theme's `dates.day`), or "Today", "Thursday", "Nov 20" near
  /// `today` (the theme's `dates.today` and the patterns after it).
  func dateLabel(_ time: LocalTime, today: LocalTime? = nil) -> String { wording.dayLabel(time, today: today) }

  /// "09:12" (h24) or "9:12 AM" (h12).
  func timeText(_ time: LocalTime) -> String {
    wording.format(hourCycle == .h12 ? wording.timeH12 : wording.timeH24, time)
  }

  /// A separator's date with its time: "November 20, 2026 9:12 AM", "Thu, Nov 20 at 9:12 AM".
  func dateAndTimeLabel(_ time: LocalTime) -> String {
    wording.format(hourCycle == .h12 ? wording.dayAndTimeH12 : wording.dayAndTimeH24, time)
  }

  static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }

  /// Year, month and day of a day number (Howard Hinnant's `civil_from_days`).
  static func civilDate(dayNumber: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = dayNumber + 719_468  // count from 0000-03-01
    let era = floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let marchMonth = (5 * dayOfYear + 2) / 153  // 0 = March
    let day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
    let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}
