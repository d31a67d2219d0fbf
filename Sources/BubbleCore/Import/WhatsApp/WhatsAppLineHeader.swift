/// The date and time that start a line of a WhatsApp export, as written: the numbers are not
/// yet read as a date, because which one is the day depends on the whole file
/// (`DateOrder.detect`).
///
/// iOS writes `[21/11/2026, 09:14:02] Name: text`, Android `21/11/2026, 09:14 - Name: text`;
/// the phone's locale picks the separators (`/`, `.`, `-`), the order of the numbers, the year's
/// digits and the clock (`9:14 PM`, with U+202F or a space before the marker).
struct WhatsAppLineHeader: Equatable {
  enum Platform: Equatable { case iOS, android }
  /// Before or after noon; `night` is English's "at night" (and its kin), after noon from six
  /// to eleven and before it from twelve to five.
  enum Meridiem: Equatable { case am, pm, night }

  var platform: Platform
  /// The date's three numbers in written order, and the digits of the first and last.
  var numbers: (Int, Int, Int)
  var firstDigits: Int
  var lastDigits: Int
  var hour: Int
  var minute: Int
  var second: Int
  var meridiem: Meridiem?
  /// Where the rest of the line (`Name: text`) starts, in scalars from the line's start.
  var bodyOffset: Int

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.platform == rhs.platform && lhs.numbers == rhs.numbers && lhs.firstDigits == rhs.firstDigits
      && lhs.lastDigits == rhs.lastDigits && lhs.hour == rhs.hour && lhs.minute == rhs.minute
      && lhs.second == rhs.second && lhs.meridiem == rhs.meridiem && lhs.bodyOffset == rhs.bodyOffset
  }

  /// Scalars a header takes at most (`\u{200E}[2026-11-21, 12:30:00 a.m.] ` and a few marks; an
  /// Arabic header has a mark after every number): the part of a line read for it.
  static let maxLength = 80

  /// The header at the start of `line`; `nil` when the line does not start with one (it
  /// continues the previous message). Direction marks anywhere in it are skipped, Arabic-Indic
  /// and Devanagari digits read as digits and the Arabic comma as a comma (`WhatsAppHeaderText`).
  static func parse(_ line: [Unicode.Scalar]) -> WhatsAppLineHeader? {
    let header = WhatsAppHeaderText(line)
    var cursor = ScalarCursor(header.scalars)
    let bracketed = cursor.skip("[")
    guard let stamp = cursor.stamp() else { return nil }
    if bracketed {
      guard cursor.skip("]") else { return nil }
      _ = cursor.skip(" ")
    } else {
      // Android: " - " (some locales write an en dash).
      guard cursor.skipSpaces(), cursor.skip("-") || cursor.skip("\u{2013}") else { return nil }
      _ = cursor.skip(" ")
    }
    let (date, time) = stamp
    return WhatsAppLineHeader(
      platform: bracketed ? .iOS : .android, numbers: date.numbers, firstDigits: date.firstDigits,
      lastDigits: date.lastDigits, hour: time.hour, minute: time.minute, second: time.second,
      meridiem: time.meridiem, bodyOffset: header.originalIndex(cursor.index))
  }
}
