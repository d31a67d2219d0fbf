/// The date and time KakaoTalk writes at the start of a line: `2021년 12월 18일 오후 7:17`
/// (Android, Korean), `2021. 12. 18. 오후 7:17` (iOS, Korean), `December 18, 2021, 7:17 PM`
/// (English), or a date alone (`2021년 3월 25일 목요일`), as the Windows app's date lines have.
struct KakaoStamp: Equatable {
  var day: ChatDay
  var time: ChatTimeOfDay?

  /// The stamp at the scanner, consumed; `nil`, consuming nothing, when there is none.
  static func read(_ scanner: inout TextScanner) -> KakaoStamp? {
    let start = scanner.index
    guard let day = koreanDay(&scanner) ?? dottedDay(&scanner) ?? englishDay(&scanner) else {
      scanner.index = start
      return nil
    }
    let afterDay = scanner.index
    scanner.skipSpaces()
    let beforeWeekday = scanner.index
    if scanner.word().hasSuffix("요일") {  // 목요일: the weekday.
      scanner.skipSpaces()
    } else {
      scanner.index = beforeWeekday
    }
    let beforeTime = scanner.index
    if let time = ChatTimeOfDay.read(&scanner) { return KakaoStamp(day: day, time: time) }
    // English: `December 18, 2021, 7:17 PM` and `December 18, 2021 at 7:17 PM`.
    if scanner.skip(",") || scanner.skip(" at") {
      scanner.skipSpaces()
      if let time = ChatTimeOfDay.read(&scanner) { return KakaoStamp(day: day, time: time) }
    }
    scanner.index = beforeTime == afterDay ? afterDay : beforeTime
    return KakaoStamp(day: day, time: nil)
  }

  /// `2021년 12월 18일`.
  private static func koreanDay(_ scanner: inout TextScanner) -> ChatDay? {
    numericDay(&scanner, after: ("년", "월", "일"))
  }

  /// `2021. 12. 18.`: a four-digit year, so that a time (`7. 3.`) is not read as a date.
  private static func dottedDay(_ scanner: inout TextScanner) -> ChatDay? {
    numericDay(&scanner, after: (".", ".", "."), yearDigits: 4)
  }

  /// Year, month and day, each followed by its mark and maybe spaces.
  private static func numericDay(
    _ scanner: inout TextScanner, after marks: (year: String, month: String, day: String), yearDigits: Int? = nil
  ) -> ChatDay? {
    let start = scanner.index
    guard let year = scanner.number(), yearDigits.map({ year.digits == $0 }) ?? true, scanner.skip(marks.year),
      scanner.skipSpaces() >= 0, let month = scanner.number(maxDigits: 2), scanner.skip(marks.month),
      scanner.skipSpaces() >= 0, let day = scanner.number(maxDigits: 2), scanner.skip(marks.day)
    else {
      scanner.index = start
      return nil
    }
    return ChatDay(year: year.value, month: month.value, day: day.value)
  }

  /// `December 18, 2021` or `Dec 18, 2021`, after a weekday (`Saturday, `) or not.
  private static func englishDay(_ scanner: inout TextScanner) -> ChatDay? {
    let start = scanner.index
    var word = scanner.word()
    if weekdays.contains(word.lowercased()), scanner.skip(",") {
      scanner.skipSpaces()
      word = scanner.word()
    }
    guard let month = month(named: word), scanner.skipSpaces() > 0, let day = scanner.number(maxDigits: 2),
      scanner.skip(","), scanner.skipSpaces() > 0, let year = scanner.number(), year.digits == 4
    else {
      scanner.index = start
      return nil
    }
    return ChatDay(year: year.value, month: month, day: day.value)
  }

  private static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december",
  ]
  private static let weekdays: Set = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

  private static func month(named word: String) -> Int? {
    let lowered = word.lowercased()
    guard lowered.count >= 3, let index = months.firstIndex(where: { $0.hasPrefix(lowered) }) else { return nil }
    return index + 1
  }
}
