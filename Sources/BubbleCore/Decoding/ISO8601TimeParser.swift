/// Parses the times of the format: `2026-11-20T09:12:00+08:00` (RFC 3339 / ISO 8601 extended
/// format). The offset is required (`Z` or `±HH:MM`, also `±HHMM` or `±HH`); seconds and
/// fractional seconds are optional; `t` or a space may replace the `T`.
///
/// Hand-written rather than using Foundation's formatters so that it is fast, behaves the same
/// on every platform and can say what is wrong.
enum ISO8601TimeParser {
  enum Failure: Error, Equatable {
    case malformed
    /// A valid local date and time without a UTC offset.
    case missingOffset
    /// Well-formed, but a field is out of range ("month 13 is out of range").
    case outOfRange(String)
  }

  static func parse(_ text: String) -> Result<Timestamp, Failure> {
    var cursor = Cursor(bytes: Array(text.utf8))
    guard let year = cursor.number(digits: 4), cursor.skip("-"),
      let month = cursor.number(digits: 2), cursor.skip("-"),
      let day = cursor.number(digits: 2), cursor.skip("T") || cursor.skip("t") || cursor.skip(" "),
      let hour = cursor.number(digits: 2), cursor.skip(":"),
      let minute = cursor.number(digits: 2)
    else { return .failure(.malformed) }
    var second = 0
    var fraction = 0.0
    if cursor.skip(":") {
      guard let value = cursor.number(digits: 2) else { return .failure(.malformed) }
      second = value
      if cursor.skip(".") || cursor.skip(",") {
        guard let value = cursor.fraction() else { return .failure(.malformed) }
        fraction = value
      }
    }
    if cursor.isAtEnd { return .failure(.missingOffset) }
    guard let offsetSeconds = cursor.utcOffset(), cursor.isAtEnd else {
      return .failure(.malformed)
    }

    if let problem = rangeProblem(year: year, month: month, day: day) {
      return .failure(.outOfRange(problem))
    }
    for (name, value, maximum) in [
      ("hour", hour, 23), ("minute", minute, 59), ("second", second, 60),
    ]
    where value > maximum {
      return .failure(.outOfRange("\(name) \(value) is out of range"))
    }
    guard abs(offsetSeconds) < 24 * 3600 else {
      return .failure(.outOfRange("the UTC offset is out of range"))
    }
    let localSeconds =
      daysSince1970(year: year, month: month, day: day) * 86_400
      + hour * 3600 + minute * 60 + second
    let timestamp = Timestamp(
      secondsSince1970: Double(localSeconds - offsetSeconds) + fraction, utcOffsetSeconds: offsetSeconds)
    // Year 0000, or a leap second at the end of 9999: a time the format (and the encoder) cannot hold.
    guard timestamp.rangeError == nil else {
      return .failure(.outOfRange("the time is outside years 1 to 9999"))
    }
    return .success(timestamp)
  }

  static func rangeProblem(year: Int, month: Int, day: Int) -> String? {
    guard (1...12).contains(month) else { return "month \(month) is out of range" }
    let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let monthLengths = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...monthLengths[month - 1]).contains(day) else {
      return "day \(day) is out of range for month \(month) of \(year)"
    }
    return nil
  }

  /// The decimal digits after the point as a fraction of a second, correctly rounded (`.75` is
  /// exactly 0.75); `ISO8601TimeWriter` picks the digits it writes by this same value.
  static func fractionValue(_ digits: some Sequence<UInt8>) -> Double {
    Double("0." + String(decoding: Array(digits), as: UTF8.self)) ?? 0
  }

  /// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's algorithm).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year  // Years start in March: leap day last.
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private struct Cursor {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    mutating func number(digits count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard ASCII.isDigit(byte) else { return nil }
        value = value * 10 + Int(byte - ASCII.zero)
      }
      index += count
      return value
    }

    /// The digits after the decimal point, as a fraction of a second.
    mutating func fraction() -> Double? {
      let start = index
      while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
      return index > start ? ISO8601TimeParser.fractionValue(bytes[start..<index]) : nil
    }

    /// `Z`, `±HH:MM`, `±HHMM` or `±HH` in seconds east of UTC; `nil` when there is none.
    mutating func utcOffset() -> Int? {
      if skip("Z") || skip("z") { return 0 }
      let sign: Int
      if skip("+") {
        sign = 1
      } else if skip("-") {
        sign = -1
      } else {
        return nil
      }
      guard let hours = number(digits: 2) else { return nil }
      var minutes = 0
      if skip(":") {
        guard let value = number(digits: 2) else { return nil }
        minutes = value
      } else if let value = number(digits: 2) {
        minutes = value
      }
      guard minutes < 60 else { return nil }
      return sign * (hours * 3600 + minutes * 60)
    }
  }
}
