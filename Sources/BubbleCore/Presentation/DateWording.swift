/// How a theme writes dates and times (its `dates` section): patterns in the style of Unicode's
/// date fields, and the names they use, so an app's own wording ("Thu, Nov 20 at 9:12 AM",
/// "오후 3:24", "2026년 11월 21일 토요일") is data, not code.
///
/// Fields: `y` year, `yy` its last two digits, `M` month, `MM` two digits, `MMM` short name,
/// `MMMM` name, `d` day, `dd` two digits, `EEE` short weekday, `EEEE` weekday, `h` hour 1-12,
/// `hh` two digits, `H` hour 0-23, `HH` two digits, `mm` minute, `a` `am` or `pm`. Other letters
/// are refused; text in single quotes is literal (`''` is a quote); anything else is copied.
public struct DateWording: Sendable, Equatable, Codable {
  /// The footer's time, by hour cycle.
  public var timeH12: String
  public var timeH24: String
  /// Date separators.
  public var day: String
  /// Separators that also show the time (`time_headers.gap_seconds` above 0), by hour cycle.
  public var dayAndTimeH12: String
  public var dayAndTimeH24: String
  /// January first.
  public var monthNames: [String]
  public var shortMonthNames: [String]
  /// Sunday first.
  public var weekdayNames: [String]
  public var shortWeekdayNames: [String]
  public var am: String
  public var pm: String
  /// Date separators near the conversation's last day (taken as today: a chat is captured when
  /// its last message comes in): the words for that day and the one before, a pattern for the
  /// five days before those and one for the rest of its year. Empty: the `day` pattern.
  public var today = ""
  public var yesterday = ""
  public var dayThisWeek = ""
  public var dayThisYear = ""

  public static let english = DateWording(
    timeH12: "h:mm a", timeH24: "HH:mm", day: "MMMM d, y", dayAndTimeH12: "MMMM d, y h:mm a",
    dayAndTimeH24: "MMMM d, y HH:mm",
    monthNames: [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ],
    shortMonthNames: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    weekdayNames: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    shortWeekdayNames: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], am: "AM", pm: "PM")

  /// The letters a pattern may use.
  static let fieldLetters: Set<Character> = ["y", "M", "d", "E", "h", "H", "m", "a"]

  /// The first problem of a pattern, for the theme loader: an unknown field letter or an
  /// unterminated quote.
  public static func problem(in pattern: String) -> String? {
    var quoted = false
    for character in pattern {
      if character == "'" {
        quoted.toggle()
      } else if !quoted, character.isASCII, character.isLetter, !fieldLetters.contains(character) {
        return "\"\(character)\" is not a date field (use y, M, d, E, h, H, m, a; quote other letters: 'at')"
      }
    }
    return quoted ? "a quote (') is not closed" : nil
  }

  /// A date separator's words for `time`, relative to `today` when the theme has words for it.
  func dayLabel(_ time: LocalTime, today reference: LocalTime?) -> String {
    guard let reference else { return format(day, time) }
    let daysBack = reference.dayNumber - time.dayNumber
    if daysBack == 0, !today.isEmpty { return today }
    if daysBack == 1, !yesterday.isEmpty { return yesterday }
    if (2...6).contains(daysBack), !dayThisWeek.isEmpty { return format(dayThisWeek, time) }
    if time.year == reference.year, daysBack >= 0, !dayThisYear.isEmpty { return format(dayThisYear, time) }
    return format(day, time)
  }

  func format(_ pattern: String, _ time: LocalTime) -> String {
    var output = ""
    var characters = Array(pattern)[...]
    while let first = characters.first {
      if first == "'" {
        characters = characters.dropFirst()
        if characters.first == "'" {
          output.append("'")
          characters = characters.dropFirst()
          continue
        }
        let literal = characters.prefix { $0 != "'" }
        output += String(literal)
        characters = characters.dropFirst(literal.count + 1)
        continue
      }
      let run = characters.prefix { $0 == first }
      characters = characters.dropFirst(run.count)
      output += field(first, width: run.count, time) ?? String(run)
    }
    return output
  }

  private func field(_ letter: Character, width: Int, _ time: LocalTime) -> String? {
    let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
    switch letter {
    case "y": return width == 2 ? DurationFormat.twoDigits(((time.year % 100) + 100) % 100) : String(time.year)
    case "M":
      return width >= 3 ? name(width == 3 ? shortMonthNames : monthNames, time.month - 1) : number(time.month, width)
    case "d": return number(time.day, width)
    case "E": return name(width >= 4 ? weekdayNames : shortWeekdayNames, time.weekday)
    case "h": return number(hour12, width)
    case "H": return number(time.hour, width)
    case "m": return DurationFormat.twoDigits(time.minute)
    case "a": return time.hour < 12 ? am : pm
    default: return nil
    }
  }

  private func number(_ value: Int, _ width: Int) -> String {
    width >= 2 ? DurationFormat.twoDigits(value) : String(value)
  }

  /// A list shorter than the calendar's (the loader checks lengths) gives an empty name.
  private func name(_ names: [String], _ index: Int) -> String { names.indices.contains(index) ? names[index] : "" }

}
