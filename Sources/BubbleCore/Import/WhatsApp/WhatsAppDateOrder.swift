import Foundation

/// The order of day, month and year in the export's dates: the exporting phone's locale, which
/// the file does not name.
extension DateOrder {
  /// The order that fits every date of the file: a first number above 12 can only be a day, a
  /// second one above 12 only a day too. When nothing settles it, the order under which the
  /// dates run forward most often, then day first (most locales); `guessed` says so.
  static func detect(_ headers: [WhatsAppLineHeader]) -> (order: DateOrder, guessed: Bool) {
    var evidence = Evidence()
    for header in headers { evidence.add(header) }
    if evidence.dayFirst > 0 || evidence.monthFirst > 0 {
      return (evidence.dayFirst >= evidence.monthFirst ? .dmy : .mdy, false)
    }
    if evidence.yearFirstOnly { return (.ymd, false) }
    return (evidence.dmyBackwardSteps <= evidence.mdyBackwardSteps ? .dmy : .mdy, true)
  }

  /// What the dates say about the order, counted in one pass.
  private struct Evidence {
    var dayFirst = 0
    var monthFirst = 0
    var yearFirstOnly = true
    var dmyBackwardSteps = 0
    var mdyBackwardSteps = 0
    private var previousDMY = 0
    private var previousMDY = 0

    mutating func add(_ header: WhatsAppLineHeader) {
      guard header.firstDigits < 4 else { return }
      yearFirstOnly = false
      let (first, second, year) = header.numbers
      if first > 12 && second <= 12 { dayFirst += 1 }
      if second > 12 && first <= 12 { monthFirst += 1 }
      let dmy = year * 10_000 + second * 100 + first
      let mdy = year * 10_000 + first * 100 + second
      if dmy < previousDMY { dmyBackwardSteps += 1 }
      if mdy < previousMDY { mdyBackwardSteps += 1 }
      (previousDMY, previousMDY) = (dmy, mdy)
    }
  }
}

/// A header's date and time read in a date order: a wall-clock time with no zone.
struct WhatsAppLocalTime: Equatable {
  var year: Int
  var month: Int
  var day: Int
  var hour: Int
  var minute: Int
  var second: Int

  /// The header's numbers in `order` (a four-digit first number is always the year), or what
  /// is out of range.
  static func read(_ header: WhatsAppLineHeader, order: DateOrder) -> Result<Self, Problem> {
    let (first, second, third) = header.numbers
    var (year, month, day): (Int, Int, Int)
    var yearDigits = header.lastDigits
    if header.firstDigits == 4 || order == .ymd {
      (year, month, day) = (first, second, third)
      yearDigits = header.firstDigits
    } else if order == .dmy {
      (year, month, day) = (third, second, first)
    } else {
      (year, month, day) = (third, first, second)
    }
    if yearDigits <= 2 { year += 2000 }  // WhatsApp has written two-digit years since 2009.
    if year > 2400 { year -= 543 }  // A Thai phone's Buddhist era: 2565 BE is 2022.
    if let problem = ISO8601TimeParser.rangeProblem(year: year, month: month, day: day) {
      return .failure(Problem(message: problem + " (dates read as \(order.rawValue))", isDate: true))
    }
    guard let hour = hour24(header) else {
      return .failure(Problem(message: "hour \(header.hour) is out of range; expected 0 to 23"))
    }
    guard header.minute <= 59, header.second <= 59 else {
      return .failure(Problem(message: "minute or second out of range; expected 0 to 59"))
    }
    return .success(
      WhatsAppLocalTime(
        year: year, month: month, day: day, hour: hour, minute: header.minute, second: header.second))
  }

  struct Problem: Error, Equatable {
    var message: String
    /// The date, not the time, does not fit: under a `--date-order` the user gave, that is
    /// their mistake to hear about.
    var isDate = false
  }

  /// The hour on a 24-hour clock. Phones write more than the 12-hour clock allows, and mean it:
  /// `00:08 a. m.` (hours 0 to 11) and `23:59 PM` (a 24-hour time with a marker) are read as
  /// written.
  private static func hour24(_ header: WhatsAppLineHeader) -> Int? {
    let hour = header.hour
    guard hour <= 23 else { return nil }
    guard let meridiem = header.meridiem, hour <= 12 else { return hour }
    switch meridiem {
    case .am: return hour % 12
    case .pm: return hour % 12 + 12
    case .night: return (6...11).contains(hour) ? hour + 12 : hour % 12
    }
  }

  /// This wall-clock time in `zone` (the export does not say which zone it was written in).
  func timestamp(in zone: TimeZone) -> Timestamp {
    let local =
      ISO8601TimeParser.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600
      + minute * 60 + second
    // The offset at the local time read as UTC, then again at the result: right across a change
    // of offset except in the skipped or repeated hour, where one of the two readings is taken.
    var offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local)))
    let corrected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local - offset)))
    if corrected != offset { offset = corrected }
    return Timestamp(secondsSince1970: Double(local - offset), utcOffsetSeconds: offset)
  }
}
