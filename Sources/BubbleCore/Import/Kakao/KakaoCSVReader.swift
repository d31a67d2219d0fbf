import Foundation

/// Reads KakaoTalk for Mac's `Date,User,Message` records into a `TextChatBuilder`. A record
/// from `시스템` (or no one) is a notice.
enum KakaoCSVReader {
  static func read(_ text: String, into builder: TextChatBuilder) {
    let (records, unclosedQuote) = KakaoCSV.records(text)
    for (index, record) in records.enumerated() {
      if index == 0 && KakaoHeader.isCSVHeader(record.fields) { continue }
      read(record, into: builder)
    }
    if unclosedQuote, let last = records.last {
      builder.warning(last.line, 1, "a quoted field is not closed before the end of the file; read to the end")
    }
  }

  private static func read(_ record: KakaoCSV.Record, into builder: TextChatBuilder) {
    var fields = record.fields
    if fields == [""] { return }  // A blank line.
    guard fields.count >= 3 else {
      builder.warning(
        record.line, 1, "expected three fields (Date,User,Message); the record has \(fields.count); ignored")
      return
    }
    if fields.count > 3 || record.isLong {
      builder.warning(record.line, 1, "more than three fields (an unquoted comma?); the rest are read as the message")
      fields = [fields[0], fields[1], fields[2...].joined(separator: ",")]
    }
    let time = clock(fields[0]).flatMap { builder.timestamp($0, line: record.line, column: 1) }
    if clock(fields[0]) == nil {
      builder.warning(
        record.line, 1,
        "the date \(quoted(fields[0])) is not like 2021-03-25 16:03:00; the message is kept without its time")
    }
    let sender = KakaoHeader.isSystemSender(fields[1]) ? nil : fields[1]
    let media = sender == nil ? nil : KakaoHeader.media(fields[2])
    builder.start(
      TextChatDraft(line: record.line, column: 1, time: time, sender: sender, text: fields[2], media: media))
    builder.flush()
  }

  /// `2021-03-25 16:03:00` (seconds optional).
  static func clock(_ text: String) -> ChatWallClock? {
    var scanner = TextScanner(text.trimmingCharacters(in: .whitespaces))
    guard let year = scanner.number(), year.digits == 4, scanner.skip("-"), let month = scanner.number(maxDigits: 2),
      scanner.skip("-"), let day = scanner.number(maxDigits: 2), scanner.skipSpaces() > 0 || scanner.skip("T"),
      let hour = scanner.number(maxDigits: 2), scanner.skip(":"), let minute = scanner.number(maxDigits: 2)
    else { return nil }
    var second = 0
    if scanner.skip(":") {
      guard let value = scanner.number(maxDigits: 2) else { return nil }
      second = value.value
    }
    guard scanner.isAtEnd else { return nil }
    return ChatWallClock(
      year: year.value, month: month.value, day: day.value, hour: hour.value, minute: minute.value, second: second)
  }
}
