/// Reads a header (`WhatsAppHeaderText`) scalar by scalar: the grammar of the timestamps the
/// phones write, in every order and notation seen in real exports.
struct ScalarCursor {
  typealias Date = (numbers: (Int, Int, Int), firstDigits: Int, lastDigits: Int)
  typealias Time = (hour: Int, minute: Int, second: Int, meridiem: WhatsAppLineHeader.Meridiem?)

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

  /// Date then time (`21/11/2026, 09:14`, `3/27/22 21.41.35`), or time then date as Vietnamese
  /// phones write it (`14:56:01, 3/18/22`).
  mutating func stamp() -> (date: Date, time: Time)? {
    let start = index
    if let date = date() {
      _ = skip(",")
      guard skipSpaces(), let time = time() else { return nil }
      return (date, time)
    }
    index = start
    guard let time = time(), skip(",") else { return nil }
    _ = skipSpaces()
    guard let date = date() else { return nil }
    return (date, time)
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

  /// `21/11/2026`, `11/21/26`, `21.11.26`, `2026-11-21`, `2026. 11. 21.`: three numbers, one
  /// separator. The year may be a Japanese era's (`3/18/R4`) or the Buddhist era's
  /// (`3/18/2565 BE`, converted when the date is read).
  mutating func date() -> Date? {
    guard let first = number(maxDigits: 4), let separator = current, "/.-".unicodeScalars.contains(separator)
    else { return nil }
    index += 1
    if separator == "." { _ = skipSpaces() }  // Korean writes "2026. 11. 21.".
    guard let second = number(maxDigits: 2), skip(separator) else { return nil }
    if separator == "." { _ = skipSpaces() }
    guard let third = eraYear() ?? number(maxDigits: 4) else { return nil }
    _ = skip(".")  // Some locales end the date with a dot.
    skipBuddhistEra()
    return ((first.value, second.value, third.value), first.digits, third.digits)
  }

  /// The first year of each Japanese era, by its letter (iOS writes `R4` for 2022).
  static let japaneseEras: [Unicode.Scalar: Int] = ["M": 1868, "T": 1912, "S": 1926, "H": 1989, "R": 2019]

  private mutating func eraYear() -> (value: Int, digits: Int)? {
    guard let letter = current, let first = Self.japaneseEras[letter] else { return nil }
    let start = index
    index += 1
    guard let year = number(maxDigits: 2), year.value >= 1 else {
      index = start
      return nil
    }
    return (first + year.value - 1, 4)
  }

  /// ` BE` after a Thai year.
  private mutating func skipBuddhistEra() {
    let start = index
    _ = skipSpaces()
    if skip("B"), skip("E") { return }
    index = start
  }

  /// `09:14`, `09:14:02`, `21.41.35`, `9:14 PM`, `9:14\u{202F}p.m.`, `9:15 in the morning`.
  mutating func time() -> Time? {
    let before = leadingMeridiem()
    guard let hour = number(maxDigits: 2), let separator = current, separator == ":" || separator == "." else {
      return nil
    }
    index += 1
    guard let minute = number(maxDigits: 2), minute.digits == 2 else { return nil }
    var second = 0
    if skip(separator) {
      guard let value = number(maxDigits: 2), value.digits == 2 else { return nil }
      second = value.value
    }
    if let before { return (hour.value, minute.value, second, before) }
    let beforeMarker = index
    if skipSpaces(), let meridiem = meridiem() ?? dayPeriod() {
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

  /// `AM`, `pm`, `a.m.`, `P.M.`, `p. m.`; Arabic `ص` and `م`.
  private mutating func meridiem() -> WhatsAppLineHeader.Meridiem? {
    if skip("ص") { return .am }
    if skip("م") { return .pm }
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
    // "a" then "m" inside a word ("9:15 amigo") is no marker.
    if let next = current, next.properties.isAlphabetic {
      index = start
      return nil
    }
    return result
  }

  /// Android's flexible day periods (CLDR's `B`), written after the time in 12-hour locales
  /// that have them: English, Spanish, Portuguese, French.
  static let dayPeriods: [(words: String, meridiem: WhatsAppLineHeader.Meridiem)] = [
    ("in the morning", .am), ("in the afternoon", .pm), ("in the evening", .pm), ("at night", .night),
    ("noon", .pm), ("midnight", .am),
    ("de la madrugada", .am), ("de la mañana", .am), ("del mediodía", .pm), ("de la tarde", .pm),
    ("de la noche", .night),
    ("da madrugada", .am), ("da manhã", .am), ("da tarde", .pm), ("da noite", .night),
    ("du matin", .am), ("de l’après-midi", .pm), ("de l'après-midi", .pm), ("du soir", .pm), ("de la nuit", .night),
  ]

  private mutating func dayPeriod() -> WhatsAppLineHeader.Meridiem? {
    for (words, meridiem) in Self.dayPeriods {
      let wanted = Array(words.unicodeScalars)
      guard index + wanted.count <= scalars.count else { continue }
      let written = scalars[index..<index + wanted.count].map { $0 == "\u{00A0}" || $0 == "\u{202F}" ? " " : $0 }
      if String(String.UnicodeScalarView(written)).lowercased() == words {
        index += wanted.count
        return meridiem
      }
    }
    return nil
  }
}
