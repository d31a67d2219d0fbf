import Foundation

/// Reads KakaoTalk's `.txt` exports into a `TextChatBuilder`: the phones' stamped lines
/// (`2021년 12월 18일 오후 7:17, NAME : text`) and the Windows app's date lines and
/// `[NAME] [오후 4:03] text` lines. A line without a stamp continues the message before it;
/// after a date line or a notice, or in the words of one, it is a notice.
final class KakaoTextReader {
  private let builder: TextChatBuilder
  private(set) var title: String?
  private var day: ChatDay?
  private var inBody = false

  init(builder: TextChatBuilder) {
    self.builder = builder
  }

  func read(_ lines: [String]) {
    for (index, line) in lines.enumerated() {
      read(line, number: index + 1)
    }
  }

  private func read(_ line: String, number: Int) {
    if let separatorDay = Self.windowsDateLine(line) {
      enterDay(separatorDay)
    } else if let message = windowsMessage(line, number: number) {
      builder.start(message)
    } else if readStampedLine(line, number: number) {
      return
    } else if !inBody {
      readHeader(line, number: number)
    } else if builder.isReadingMessage && !KakaoHeader.isNotice(line) {
      builder.continueMessage(with: line)
    } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
      builder.start(TextChatDraft(line: number, column: 1, time: nil, sender: nil, text: line))
    }
  }

  private func enterDay(_ newDay: ChatDay) {
    builder.flush()
    day = newDay
    inBody = true
  }

  private func readHeader(_ line: String, number: Int) {
    if number == 1, KakaoHeader.isTitleLine(line) {
      title = KakaoHeader.title(line)
    } else if !KakaoHeader.isSavedLine(line) && !line.trimmingCharacters(in: .whitespaces).isEmpty {
      builder.warning(number, 1, "text before the first message or date line; ignored")
    }
  }

  /// `--------------- 2021년 3월 25일 목요일 ---------------`.
  static func windowsDateLine(_ line: String) -> ChatDay? {
    guard line.hasPrefix("---") else { return nil }
    let inner = line.trimmingCharacters(in: CharacterSet(charactersIn: "- "))
    var scanner = TextScanner(inner)
    guard let stamp = KakaoStamp.read(&scanner), scanner.rest.trimmingCharacters(in: .whitespaces).isEmpty else {
      return nil
    }
    return stamp.day
  }

  /// `[NAME] [오후 4:03] text`, timed on the last date line.
  private func windowsMessage(_ line: String, number: Int) -> TextChatDraft? {
    var scanner = TextScanner(line)
    guard scanner.skip("["), let name = scanner.upTo("]"), !name.isEmpty, scanner.skip("] ["),
      let time = ChatTimeOfDay.read(&scanner), scanner.skip("]")
    else { return nil }
    _ = scanner.skip(" ")
    inBody = true
    let sentAt = timestamp(of: time, line: number)
    let text = scanner.rest
    return TextChatDraft(
      line: number, column: scanner.column, time: sentAt, sender: name, text: text, media: KakaoHeader.media(text))
  }

  private func timestamp(of time: ChatTimeOfDay, line: Int) -> Timestamp? {
    guard let day else {
      builder.warning(line, 1, "a message before the first date line; it is kept without its time")
      return nil
    }
    guard let clock = time.on(day) else {
      builder.warning(line, 1, "invalid time: hour \(time.hour) is out of range; the message is kept without its time")
      return nil
    }
    return builder.timestamp(clock, line: line, column: 1)
  }

  /// A phone's line that starts with a stamp: a date line, a message or a notice. `false` for any
  /// other line.
  private func readStampedLine(_ line: String, number: Int) -> Bool {
    var scanner = TextScanner(line)
    guard let stamp = KakaoStamp.read(&scanner) else { return false }
    if scanner.rest.trimmingCharacters(in: .whitespaces).isEmpty {
      enterDay(stamp.day)
      return true
    }
    guard let time = stamp.time, scanner.skip(",") else { return false }
    scanner.skipSpaces()
    day = stamp.day
    inBody = true
    let body = scanner.rest
    let sentAt = timestamp(of: time, line: number)
    if let separator = body.range(of: " : "), body[..<separator.lowerBound].count <= 128 {
      let name = String(body[..<separator.lowerBound])
      let text = String(body[separator.upperBound...])
      let column = scanner.column + body[..<separator.upperBound].unicodeScalars.count
      builder.start(
        TextChatDraft(
          line: number, column: column, time: sentAt, sender: name, text: text, media: KakaoHeader.media(text)))
    } else {
      builder.start(TextChatDraft(line: number, column: scanner.column, time: sentAt, sender: nil, text: body))
    }
    return true
  }
}
