/// The date and time that start a line of a WhatsApp export, as written: the numbers are not
/// yet read as a date, because which one is the day depends on the whole file
/// (`DateOrder.detect`).
///
/// iOS writes `[21/11/2026, 09:14:02] Name: text`, Android `21/11/2026, 09:14 - Name: text`;
/// the phone's locale picks the separators (`/`, `.`, `-`), the order of the numbers, the year's
/// digits and the clock (`9:14 PM`, with U+202F or a space before the marker).
struct WhatsAppLineHeader: Equatable {
  enum Platform: Equatable { case iOS, android }
  enum Meridiem: Equatable { case am, pm }

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

  /// Scalars a header takes at most (`\u{200E}[2026-11-21, 12:30:00 a.m.] ` and a few marks): the
  /// part of a line read for it.
  static let maxLength = 64

  /// The header at the start of `line`, after any direction marks; `nil` when the line does not
  /// start with one (it continues the previous message).
  static func parse(_ line: [Unicode.Scalar]) -> WhatsAppLineHeader? {
    var cursor = ScalarCursor(line)
    cursor.skipDirectionMarks()
    let bracketed = cursor.skip("[")
    guard let date = cursor.date() else { return nil }
    _ = cursor.skip(",")
    guard cursor.skipSpaces(), let time = cursor.time() else { return nil }
    if bracketed {
      guard cursor.skip("]") else { return nil }
      _ = cursor.skip(" ")
    } else {
      // Android: " - " (some locales write an en dash).
      guard cursor.skip(" "), cursor.skip("-") || cursor.skip("\u{2013}") else { return nil }
      _ = cursor.skip(" ")
    }
    return WhatsAppLineHeader(
      platform: bracketed ? .iOS : .android, numbers: date.numbers, firstDigits: date.firstDigits,
      lastDigits: date.lastDigits, hour: time.hour, minute: time.minute, second: time.second,
      meridiem: time.meridiem, bodyOffset: cursor.index)
  }
}

/// Reads a line scalar by scalar.
struct ScalarCursor {
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  var isAtEnd: Bool { index >= scalars.count }
  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  mutating func skip(_ scalar: Unicode.Scalar) -> Bool {
    guard current == scalar else { return false }
    index += 1
    return true
  }

  /// Spaces, no-break spaces and narrow no-break spaces (iOS writes U+202F before "PM").
  mutating func skipSpaces() -> Bool {
    let start = index
    while let scalar = current, scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}" { index += 1 }
    return index > start
  }

  mutating func skipDirectionMarks() {
    while let scalar = current, WhatsAppText.isDirectionMark(scalar) { index += 1 }
  }

  /// 1 to `maxDigits` ASCII digits, and how many there were.
  mutating func number(maxDigits: Int) -> (value: Int, digits: Int)? {
    var value = 0
    var digits = 0
    while digits < maxDigits, let scalar = current, ("0"..."9").contains(scalar) {
      value = value * 10 + Int(scalar.value - 0x30)
      digits += 1
      index += 1
    }
    guard digits > 0, !(current.map { ("0"..."9").contains($0) } ?? false) else { return nil }
    return (value, digits)
  }

  /// `21/11/2026`, `11/21/26`, `21.11.26`, `2026-11-21`, `2026. 11. 21.`: three numbers, one separator.
  mutating func date() -> (numbers: (Int, Int, Int), firstDigits: Int, lastDigits: Int)? {
    guard let first = number(maxDigits: 4), let separator = current, "/.-".unicodeScalars.contains(separator)
    else { return nil }
    index += 1
    if separator == "." { _ = skipSpaces() }  // Korean writes "2026. 11. 21.".
    guard let second = number(maxDigits: 2), skip(separator) else { return nil }
    if separator == "." { _ = skipSpaces() }
    guard let third = number(maxDigits: 4) else { return nil }
    _ = skip(".")  // Some locales end the date with a dot.
    return ((first.value, second.value, third.value), first.digits, third.digits)
  }

  /// `09:14`, `09:14:02`, `9:14 PM`, `9:14\u{202F}p.m.`.
  mutating func time() -> (hour: Int, minute: Int, second: Int, meridiem: WhatsAppLineHeader.Meridiem?)? {
    let before = leadingMeridiem()
    guard let hour = number(maxDigits: 2), skip(":"), let minute = number(maxDigits: 2), minute.digits == 2 else {
      return nil
    }
    var second = 0
    if skip(":") {
      guard let value = number(maxDigits: 2), value.digits == 2 else { return nil }
      second = value.value
    }
    if let before { return (hour.value, minute.value, second, before) }
    let beforeMarker = index
    if skipSpaces(), let meridiem = meridiem() {
      return (hour.value, minute.value, second, meridiem)
    }
    index = beforeMarker
    return (hour.value, minute.value, second, nil)
  }

  /// 上午/下午 (Chinese), 午前/午後 (Japanese), 오전/오후 (Korean): written before the hour.
  private mutating func leadingMeridiem() -> WhatsAppLineHeader.Meridiem? {
    guard index + 1 < scalars.count else { return nil }
    let marker = String(String.UnicodeScalarView(scalars[index...index + 1]))
    let meridiem: WhatsAppLineHeader.Meridiem
    switch marker {
    case "上午", "午前", "오전": meridiem = .am
    case "下午", "午後", "오후": meridiem = .pm
    default: return nil
    }
    index += 2
    _ = skipSpaces()
    return meridiem
  }

  /// `AM`, `pm`, `a.m.`, `P.M.`, `p. m.`.
  private mutating func meridiem() -> WhatsAppLineHeader.Meridiem? {
    let start = index
    let result: WhatsAppLineHeader.Meridiem
    switch current.map({ Character($0).lowercased() }) {
    case "a": result = .am
    case "p": result = .pm
    default: return nil
    }
    index += 1
    let dotted = skip(".")
    if dotted { _ = skipSpaces() }  // Spanish writes "p. m.".
    guard current == "m" || current == "M" else {
      index = start
      return nil
    }
    index += 1
    if dotted { _ = skip(".") }
    return result
  }
}
