import Foundation

/// The date and time imessage-exporter writes (chrono's `%b %d, %Y %l:%M:%S %p`, in the
/// exporting Mac's zone): `Jul 17, 2022 5:04:04 PM`, `May 07, 2022  9:05:00 AM`, with what may
/// follow it: `(Read by you after 5 seconds)`, or an announcement's words.
struct IMessageStamp: Equatable {
  var clock: ChatWallClock?
  /// The hour as written, when the clock has no such hour (`13:00:00 PM`).
  var invalidHour: Int?
  /// Who read it, from `(Read by NAME after …)`: `them` for a message sent by the exporter's
  /// owner; `you` (or the owner's `--custom-name`) for one they received.
  var readBy: String?
  /// What follows the stamp and read note: an announcement's words, or nothing.
  var rest: String

  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// The stamp at the start of `text` (after spaces); `nil` when it does not start with one.
  static func read(_ text: some StringProtocol) -> IMessageStamp? {
    var scanner = TextScanner(text)
    scanner.skipSpaces()
    guard let month = months.firstIndex(of: scanner.word()), scanner.skipSpaces() > 0,
      let day = scanner.number(maxDigits: 2), scanner.skip(","), scanner.skipSpaces() > 0,
      let year = scanner.number(maxDigits: 4), year.digits == 4, scanner.skipSpaces() > 0,
      let hour = scanner.number(maxDigits: 2), scanner.skip(":"), let minute = scanner.number(maxDigits: 2),
      scanner.skip(":"), let second = scanner.number(maxDigits: 2), scanner.skipSpaces() > 0,
      let period = scanner.skipAny(["AM", "PM"])
    else { return nil }
    let hour24 = ChatWallClock.hour24(hour.value, pm: period == "PM")
    let clock = hour24.map {
      ChatWallClock(
        year: year.value, month: month + 1, day: day.value, hour: $0, minute: minute.value, second: second.value)
    }
    var stamp = IMessageStamp(
      clock: clock, invalidHour: hour24 == nil ? hour.value : nil, readBy: nil, rest: "")
    stamp.readNote(scanner.rest.trimmingCharacters(in: .whitespaces))
    return stamp
  }

  /// `(Read by NAME after TIME)` at the start of `text`, then the rest.
  private mutating func readNote(_ text: String) {
    let prefix = "(Read by "
    guard text.hasPrefix(prefix), let close = text.firstIndex(of: ")") else {
      rest = text
      return
    }
    let nameStart = text.index(text.startIndex, offsetBy: prefix.count)
    guard nameStart <= close, let after = text[nameStart..<close].range(of: " after ", options: .backwards) else {
      rest = text
      return
    }
    readBy = String(text[nameStart..<after.lowerBound])
    rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
  }
}
