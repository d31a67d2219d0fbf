import Foundation

/// Reads a LINE chat history's lines into a `TextChatBuilder`: the header, date lines, message
/// and system lines, and the lines of a multi-line message (quoted by the mobile apps).
final class LineChatReader {
  private let builder: TextChatBuilder
  private(set) var title: String?
  private var day: ChatDay?
  private var seenFirstDate = false
  /// Inside a multi-line message: `"line one` … `line two"`.
  private var inQuote = false

  init(builder: TextChatBuilder) {
    self.builder = builder
  }

  func read(_ lines: [String]) {
    for (index, line) in lines.enumerated() {
      read(line, number: index + 1)
    }
    if inQuote { closeQuote(found: false) }
  }

  private func read(_ line: String, number: Int) {
    if inQuote {
      if let message = LineGrammar.message(line), message.sender != nil, line.contains("\t") {
        closeQuote(found: false)  // A message line, not a quoted one: the quote was never closed.
        start(message, line: number)
        return
      }
      builder.continueMessage(with: line)
      if line.hasSuffix("\"") { closeQuote(found: true) }
      return
    }
    if line.trimmingCharacters(in: .whitespaces).isEmpty { return }
    if let day = LineGrammar.day(inDateLine: line) {
      builder.flush()
      self.day = day
      seenFirstDate = true
    } else if let message = LineGrammar.message(line, spacedNames: builder.spacedNames) {
      start(message, line: number)
    } else if !seenFirstDate && !builder.isReadingAnything {
      readHeader(line, number: number)
    } else if builder.isReadingAnything {
      builder.warning(number, 1, "not a date line or a message line; kept as a line of the message before it")
      builder.continueMessage(with: line)
    } else {
      builder.warning(number, 1, "not a date line or a message line; ignored")
    }
  }

  private func readHeader(_ line: String, number: Int) {
    if line.hasPrefix(LineGrammar.headerPrefix) {
      title = LineGrammar.title(inHeader: line)
    } else if !LineGrammar.isSavedOnLine(line) {
      builder.warning(number, 1, "text before the first date line; ignored")
    }
  }

  private func start(_ message: LineGrammar.MessageLine, line: Int) {
    var time: Timestamp?
    if let day {
      if let clock = message.time.on(day) {
        time = builder.timestamp(clock, line: line, column: 1)
      } else {
        builder.warning(
          line, 1, "invalid time: hour \(message.time.hour) is out of range; the message is kept without its time")
      }
    } else {
      builder.warning(line, 1, "a message before the first date line; it is kept without its time")
    }
    var text = message.text
    // The mobile apps quote a message of several lines: `"line one` … `line two"`.
    let opensQuote = message.sender != nil && text.hasPrefix("\"") && (text == "\"" || !text.hasSuffix("\""))
    if opensQuote { text.removeFirst() }
    let media = opensQuote || message.sender == nil ? nil : LinePlaceholders.media(text)
    builder.start(
      TextChatDraft(
        line: line, column: message.textColumn, time: time, sender: message.sender, text: text, media: media))
    inQuote = opensQuote
  }

  /// Ends a quoted message: its closing mark removed, or, when the file never closed it, its
  /// opening one put back (the text was literal).
  private func closeQuote(found: Bool) {
    inQuote = false
    builder.editPending { draft in
      if found {
        draft.text.removeLast()
      } else {
        draft.text = "\"" + draft.text
      }
    }
  }
}
