import Foundation

/// One `<div class="message">` of the HTML: its `sent`/`received` box with the header (time,
/// read note, sender), subject, parts, tapbacks, the thread's replies and the exporter's notes.
struct IMessageHTMLMessage {
  let builder: TextChatBuilder

  /// The message, or `nil` with a located warning when it has no sent or received box, or no
  /// sender and is not the owner's.
  func record(of element: HTMLElement) -> IMessageRecord? {
    let location = element.location
    guard let box = element.elements.first(where: { $0.hasClass("sent") || $0.hasClass("received") }) else {
      builder.warning(location.line, location.column, "a message without its sent or received box; left out")
      return nil
    }
    var record = IMessageRecord(line: box.location.line, column: box.location.column)
    record.isSent = box.hasClass("sent")
    readHeader(of: box, into: &record)
    guard record.sender != nil || record.isSent else {
      builder.warning(location.line, location.column, "a received message without its sender; left out")
      return nil
    }
    for child in box.elements { read(child, into: &record) }
    return record
  }

  /// `<p><span class="timestamp">…</span><span class="sender">…</span></p>`: the first of each in
  /// the box (a reply's come after its own).
  private func readHeader(of box: HTMLElement, into record: inout IMessageRecord) {
    let sender = Self.inHeader(of: box, class: "sender")?.collapsedText
    record.sender = sender?.isEmpty == false ? sender : nil
    guard let stampElement = Self.inHeader(of: box, class: "timestamp") else {
      builder.warning(record.line, record.column, "a message without its timestamp; it is kept without its time")
      return
    }
    record.stamp = IMessageStamp.read(stampElement.collapsedText)
    record.stampLocation = stampElement.location
    if record.stamp == nil {
      let location = stampElement.location
      builder.warning(
        location.line, location.column,
        "\(quoted(stampElement.collapsedText)) is not a time like \"Jul 17, 2022 5:04:04 PM\"; the message is kept "
          + "without its time")
    }
  }

  /// The box's first element of `className` in its header: a child `<p>` or `<span>`, not a
  /// part, a tapback or a reply.
  private static func inHeader(of box: HTMLElement, class className: String) -> HTMLElement? {
    for child in box.elements where child.name == "p" || child.name == "span" {
      if child.hasClass(className) { return child }
      if let found = child.first(class: className) { return found }
    }
    return nil
  }

  private func read(_ child: HTMLElement, into record: inout IMessageRecord) {
    let parts = IMessageHTMLParts(builder: builder)
    switch child.name {
    case "p" where child.first(class: "subject") != nil, "span" where child.hasClass("subject"):
      let subject = (child.hasClass("subject") ? child : child.first(class: "subject"))?.collapsedText ?? ""
      record.appendPart(RichText(segments: [TextSegment(text: subject, styles: [.bold])]))
    case "div" where child.hasClass("message_part"), "div" where child.hasClass("edited"):
      parts.read(child, into: &record)
    case "div" where child.hasClass("tapbacks") || child.hasClass("reactions"):
      record.tapbacks += tapbacks(in: child)
    case "div" where child.hasClass("replies"):
      record.replies += replies(in: child)
    case "span" where child.hasClass("reply_context"):
      record.respondsToEarlier = true
    case "span" where child.hasClass("shareplay") || child.hasClass("shared_location"):
      record.appendPart(RichText(plain: child.collapsedText))
    default:
      // The header, rules, effects (`Sent with Confetti`), the deleted note: nothing to draw.
      break
    }
  }

  /// `<div class="replies"><div class="reply"><div class="message">…`: the thread's replies.
  private func replies(in element: HTMLElement) -> [IMessageRecord] {
    element.elements.compactMap { reply in
      let message = reply.is("div", "message") ? reply : reply.elements.first { $0.is("div", "message") }
      return message.flatMap { record(of: $0) }
    }
  }

  /// `<div class="tapback"><span><b>Loved</b> by Ana</span></div>` (`reaction` before 2.0), a
  /// custom emoji in the `<b>`, or a sticker's picture with `by Ana` or `from Ana`.
  private func tapbacks(in element: HTMLElement) -> [IMessageTapback] {
    element.elements.filter { $0.hasClass("tapback") || $0.hasClass("reaction") }.compactMap { item in
      let text = item.collapsedText
      if let bold = item.first("b") {
        let word = bold.collapsedText
        if let emoji = IMessageTapbacks.emoji(for: word), let reactor = Self.reactor(in: text, after: " by ") {
          return IMessageTapback(emoji: emoji, reactor: reactor)
        }
      } else if item.first("img") != nil || text.hasPrefix("Sticker from ") {
        let label = item.first(class: "sticker_tapback")?.collapsedText ?? text
        if let reactor = Self.reactor(in: " " + label, after: " by ") ?? Self.reactor(in: " " + label, after: " from ")
        {
          return IMessageTapback(emoji: IMessageTapbacks.sticker, reactor: reactor)
        }
      }
      builder.warning(item.location.line, item.location.column, "\(quoted(text)) is not a tapback; left out")
      return nil
    }
  }

  /// The name after the last `marker` in `text`, without `not found!` or an `App: …` note.
  private static func reactor(in text: String, after marker: String) -> String? {
    guard let range = text.range(of: marker, options: .backwards) else { return nil }
    var name = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
    if name.hasSuffix(" not found!") { name = String(name.dropLast(" not found!".count)) }
    return name.isEmpty ? nil : name
  }
}
