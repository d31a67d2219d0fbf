import Foundation

/// A date and time as a text export writes them: a wall clock without a zone, read in the
/// import's zone (`--tz`, else the machine's).
struct ChatWallClock: Equatable {
  var year: Int
  var month: Int
  var day: Int
  var hour = 0
  var minute = 0
  var second = 0

  /// A day period's hour (`pm`: 下午, 午後, 오후, PM; `nil`: a 24-hour clock) as 0 to 23; `nil`
  /// when the clock has no such hour. Apps write both 12 and 0 for the hour after noon.
  static func hour24(_ hour: Int, pm: Bool?) -> Int? {
    guard let pm else { return (0...23).contains(hour) ? hour : nil }
    guard (0...12).contains(hour) else { return nil }
    return hour % 12 + (pm ? 12 : 0)
  }

  /// What is out of range, in words; `nil` when the date and time exist.
  var problem: String? {
    if let problem = ISO8601TimeParser.rangeProblem(year: year, month: month, day: day) { return problem }
    guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
      return "the time \(hour):\(minute < 10 ? "0" : "")\(minute) is out of range"
    }
    return nil
  }

  func timestamp(in zone: TimeZone) -> Timestamp {
    WhatsAppLocalTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
      .timestamp(in: zone)
  }
}

/// A calendar day as a date line writes it.
struct ChatDay: Equatable {
  var year: Int
  var month: Int
  var day: Int

  func at(hour: Int, minute: Int, second: Int = 0) -> ChatWallClock {
    ChatWallClock(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }
}

/// A time of day as a message line writes it, before its day is known.
struct ChatTimeOfDay: Equatable {
  var hour: Int
  var minute: Int
  /// The day period written with it: `true` for the afternoon, `nil` for a 24-hour clock.
  var pm: Bool?

  /// The clock on `day`; `nil` for an hour the clock lacks (`下午13:00`).
  func on(_ day: ChatDay) -> ChatWallClock? {
    guard let hour = ChatWallClock.hour24(hour, pm: pm) else { return nil }
    return day.at(hour: hour, minute: minute)
  }

  /// `下午04:46`, `午後4:46`, `오후 4:46`, `4:46 PM`, `22:00` at the scanner, consumed.
  static func read(_ scanner: inout TextScanner) -> ChatTimeOfDay? {
    let start = scanner.index
    var pm: Bool?
    if let period = scanner.skipAny(periodWords.map(\.word)) {
      pm = periodWords.first { $0.word == period }?.pm
      scanner.skipSpaces()
    }
    guard let hour = scanner.number(maxDigits: 2), scanner.skip(":"), let minute = scanner.number(maxDigits: 2),
      minute.digits == 2
    else {
      scanner.index = start
      return nil
    }
    if pm == nil {
      let beforeSuffix = scanner.index
      scanner.skipSpaces()
      if let suffix = scanner.skipAny(["AM", "PM", "am", "pm", "a.m.", "p.m."]) {
        pm = suffix.lowercased().hasPrefix("p")
      } else {
        scanner.index = beforeSuffix
      }
    }
    return ChatTimeOfDay(hour: hour.value, minute: minute.value, pm: pm)
  }

  /// The day periods written before a time: Chinese, Japanese and Korean.
  static let periodWords: [(word: String, pm: Bool)] = [
    ("上午", false), ("下午", true), ("午前", false), ("午後", true), ("오전", false), ("오후", true),
    ("早上", false), ("晚上", true), ("中午", true),
  ]
}
