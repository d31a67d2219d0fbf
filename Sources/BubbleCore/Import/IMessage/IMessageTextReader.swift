import Foundation

/// Reads imessage-exporter's TXT into records. A message is its stamp line (`Jul 17, 2022
/// 5:04:04 PM`, perhaps `(Read by you after 5 seconds)`), its sender's line, then its body up to
/// the next stamp line; a thread's replies follow their message indented by four spaces. A stamp
/// line with words after it, after a blank line, is an announcement.
final class IMessageTextReader {
  private let builder: TextChatBuilder
  private(set) var records: [IMessageRecord] = []
  /// The message being read, its indent and its body's lines (without the indent).
  private var current: (record: IMessageRecord, indent: Int, body: [IMessageTextBody.Line])?
  private var expectingSender = false
  private var previousBlank = true
  /// After an announcement, until a blank line.
  private var afterNotice = false

  init(builder: TextChatBuilder) {
    self.builder = builder
  }

  func read(_ lines: [String]) {
    for (index, line) in lines.enumerated() {
      let next = index + 1 < lines.count ? lines[index + 1] : nil
      read(line, number: index + 1, next: next)
      previousBlank = line.allSatisfy(\.isWhitespace)
    }
    finishMessage()
  }

  private func read(_ line: String, number: Int, next: String?) {
    if let stamp = IMessageStamp.read(line) {
      readStampLine(line, stamp, number: number, next: next)
    } else if expectingSender {
      readSender(line, number: number)
    } else if current != nil {
      appendBody(line, number: number)
    } else if !line.allSatisfy(\.isWhitespace) {
      let place = afterNotice ? "after an announcement" : "before the first message"
      builder.warning(number, 1, "not a stamp, sender or message line \(place); left out")
    } else {
      afterNotice = false
    }
  }

  private func readStampLine(_ line: String, _ stamp: IMessageStamp, number: Int, next: String?) {
    let indent = line.prefix { $0 == " " }.count
    if stamp.rest.isEmpty {
      finishMessage()
      var record = IMessageRecord(line: number, column: indent + 1)
      record.stamp = stamp
      current = (record, indent, [])
      expectingSender = true
      return
    }
    // An edit's first version (`TIME original`, then `Edited … later: …`) is the body's.
    let editFollows = next?.trimmingCharacters(in: .whitespaces).hasPrefix("Edited ") == true
    let isAnnouncement = current == nil || expectingSender || (previousBlank && indent == 0 && !editFollows)
    guard isAnnouncement else {
      appendBody(line, number: number)
      return
    }
    finishMessage()
    var notice = IMessageRecord(line: number, column: indent + 1)
    notice.kind = .notice
    notice.stamp = stamp
    notice.text = RichText(plain: stamp.rest)
    records.append(notice)
    afterNotice = true
  }

  private func readSender(_ line: String, number: Int) {
    expectingSender = false
    let sender = line.trimmingCharacters(in: .whitespaces)
    guard !sender.isEmpty else {
      let place = current.map { ($0.record.line, $0.record.column) } ?? (number, 1)
      builder.warning(place.0, place.1, "a message without its sender's line; left out")
      current = nil
      return
    }
    let readByThem = current?.record.stamp?.readBy == "them"
    current?.record.sender = sender
    current?.record.isSent = readByThem
  }

  /// A body line without the message's indent (the exporter indents a reply's first line of
  /// each part only).
  private func appendBody(_ line: String, number: Int) {
    guard let indent = current?.indent else { return }
    let spaces = min(indent, line.prefix { $0 == " " }.count)
    current?.body.append(IMessageTextBody.Line(text: String(line.dropFirst(spaces)), number: number))
  }

  private func finishMessage() {
    defer { current = nil }
    guard var pending = current else { return }
    if expectingSender {
      builder.warning(pending.record.line, pending.record.column, "a message without its sender's line; left out")
      expectingSender = false
      return
    }
    IMessageTextBody(builder: builder).read(pending.body, into: &pending.record)
    if pending.indent > 0, let last = records.indices.last, records[last].kind == .message {
      records[last].replies.append(pending.record)
    } else {
      records.append(pending.record)
    }
  }
}
