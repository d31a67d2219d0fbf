import Foundation

/// The lines of a LINE chat history: its header, date lines and message lines, in the
/// notations of the mobile apps (TAB-separated, in their languages) and of LINE for PC's "save
/// chat" (space-separated).
enum LineGrammar {
  /// `[LINE] Chat history with NAME`, `[LINE] 與NAME的聊天記錄`, `[LINE] NAMEとのトーク履歴`.
  static let headerPrefix = "[LINE]"

  /// The chat's name in a header line; `nil` when its wording is not one of these.
  static func title(inHeader line: String) -> String? {
    guard line.hasPrefix(headerPrefix) else { return nil }
    let rest = line.dropFirst(headerPrefix.count).trimmingCharacters(in: .whitespaces)
    let wordings: [(prefix: String, suffix: String)] = [
      ("Chat history with ", ""), ("Chat history in ", ""), ("與", "的聊天記錄"), ("与", "的聊天记录"), ("", "とのトーク履歴"),
      ("", "님과의 대화"),
    ]
    for wording in wordings where rest.hasPrefix(wording.prefix) && rest.hasSuffix(wording.suffix) {
      let name = rest.dropFirst(wording.prefix.count).dropLast(wording.suffix.count)
      if !name.isEmpty { return String(name) }
    }
    return nil
  }

  /// `Saved on: …`, `儲存日期：…`, `保存日時：…`: the header's second line.
  static func isSavedOnLine(_ line: String) -> Bool {
    ["Saved on", "儲存日期", "保存日期", "保存日時", "저장한 날짜"].contains { line.hasPrefix($0) }
  }

  /// A date line: three numbers joined by `/` or `.` at the start (`2017/11/20（一）`,
  /// `2016/5/8（週日）`, `2017.11.20 月曜日`, `2026.02.17 Tuesday`) or after a weekday
  /// (`Mon, 11/20/2017`), then at most a weekday. A four-digit first number is the year;
  /// otherwise the year comes last, after the month.
  static func day(inDateLine line: String) -> ChatDay? {
    var scanner = TextScanner(line)
    if !scanner.word().isEmpty {
      guard scanner.skip(",") else { return nil }
      scanner.skipSpaces()
    }
    guard let first = scanner.number(), let separator = scanner.skipAny(["/", "."]),
      let second = scanner.number(maxDigits: 2), scanner.skip(separator), let third = scanner.number()
    else { return nil }
    guard isWeekdayOrNothing(scanner.rest) else { return nil }
    if first.digits == 4 { return ChatDay(year: first.value, month: second.value, day: third.value) }
    if third.digits == 4 { return ChatDay(year: third.value, month: first.value, day: second.value) }
    return nil
  }

  /// What may follow a date: nothing, or a weekday after a space or in parentheses, without
  /// digits, colons or TABs (which a message line has).
  private static func isWeekdayOrNothing(_ rest: String) -> Bool {
    let trimmed = rest.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return true }
    guard let first = rest.unicodeScalars.first, [" ", "(", "（", "\u{00A0}"].contains(first) else { return false }
    return !trimmed.unicodeScalars.contains { $0.isASCIIDigit || $0 == ":" || $0 == "\t" } && trimmed.count <= 24
  }

  /// A message line split into its parts.
  struct MessageLine: Equatable {
    var time: ChatTimeOfDay
    /// `nil` for a system line (`TIME<TAB><TAB>text`, `TIME<TAB>text`).
    var sender: String?
    var text: String
    /// The column the text starts at.
    var textColumn: Int
  }

  /// `TIME<TAB>NAME<TAB>TEXT` (mobile) or `HH:MM NAME TEXT` (PC). A PC line's name is one word,
  /// or the longest of `spacedNames` (senders already seen whose names have spaces) it starts with.
  static func message(_ line: String, spacedNames: [String] = []) -> MessageLine? {
    var scanner = TextScanner(line)
    guard let time = ChatTimeOfDay.read(&scanner) else { return nil }
    if scanner.skip("\t") { return tabSeparated(time, scanner) }
    guard scanner.skip(" "), let first = scanner.peek, first != " " else { return nil }
    let rest = scanner.rest
    let name =
      spacedNames.first { rest.hasPrefix($0 + " ") }
      ?? String(rest.prefix { $0 != " " })
    let afterName = rest.dropFirst(name.count)
    guard afterName.first == " " else {
      // `21:46 Ana` with nothing after the name: a line LINE wrote about the chat.
      return MessageLine(time: time, sender: nil, text: rest, textColumn: scanner.column)
    }
    let text = String(afterName.dropFirst())
    return MessageLine(time: time, sender: name, text: text, textColumn: scanner.column + name.count + 1)
  }

  private static func tabSeparated(_ time: ChatTimeOfDay, _ scanner: TextScanner) -> MessageLine {
    var scanner = scanner
    if scanner.skip("\t") {
      return MessageLine(time: time, sender: nil, text: scanner.rest, textColumn: scanner.column)
    }
    let nameColumn = scanner.column
    guard let name = scanner.upTo("\t"), !name.isEmpty else {
      return MessageLine(time: time, sender: nil, text: scanner.rest, textColumn: nameColumn)
    }
    _ = scanner.skip("\t")
    return MessageLine(time: time, sender: name, text: scanner.rest, textColumn: scanner.column)
  }
}
