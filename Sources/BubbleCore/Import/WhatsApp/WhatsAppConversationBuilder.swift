/// Turns the export's messages, one draft at a time, into the conversation's messages and
/// participants, reporting each problem at its line.
final class WhatsAppConversationBuilder {
  let options: WhatsAppImportOptions
  private let order: DateOrder
  let context: DecodingContext
  private(set) var messages: [Message] = []
  /// Senders in the order of their first message.
  private(set) var participants: [String] = []
  private var participantSet: Set<String> = []
  /// Names iOS writes before its notices (the group's name in a group chat), the first few in
  /// order: one of them is the title.
  private(set) var noticeSenders: [String] = []
  private var noticeSenderSet: Set<String> = []
  /// iOS lines whose text starts with U+200E, read as notices: in a group, the ones from a
  /// member are their messages (a text that starts with a mark), told apart once every sender
  /// is known (`finish`).
  var markedLines: [MarkedLine] = []
  /// Who wrote "You deleted this message": the exporting phone's owner.
  private(set) var exporter: String?
  private var isFull = false

  init(options: WhatsAppImportOptions, order: DateOrder, context: DecodingContext) {
    self.options = options
    self.order = order
    self.context = context
  }

  var limits: DecodingLimits { options.limits }

  /// The draft a timestamped line starts.
  func draft(line: Int, scalars: [Unicode.Scalar], header: WhatsAppLineHeader) -> WhatsAppDraft {
    var time: Timestamp?
    switch WhatsAppLocalTime.read(header, order: order) {
    case .success(let local): time = local.timestamp(in: options.timeZone)
    case .failure(let problem) where problem.isDate && options.dateOrder != nil:
      error(line, 1, "invalid date or time: \(problem.message)")
    case .failure(let problem):
      // One odd line does not cost the chat: the message stays, without a time.
      warning(line, 1, "invalid date or time: \(problem.message); the message is kept without its time")
    }
    let body = Array(scalars[header.bodyOffset...])
    let (sender, textStart) = Self.sender(in: body)
    let text = String(String.UnicodeScalarView(body[textStart...]))
    return WhatsAppDraft(
      line: line, column: header.bodyOffset + textStart + 1, time: time, platform: header.platform, sender: sender,
      text: text, isCut: text.utf8.count > limits.maxTextBytes)
  }

  /// Scalars of a sender's name at most: longer, the line is a notice.
  static let maxNameLength = 128

  /// `Name: ` at the start of the body: the name and where the text starts. A name has no
  /// quotation marks and is not long, which tells it from a notice like `Ana changed the
  /// subject to "Trip: day 1"`.
  static func sender(in body: [Unicode.Scalar]) -> (String?, Int) {
    guard let colon = body.prefix(maxNameLength + 1).firstIndex(of: ":"), colon > 0,
      colon + 1 == body.count || body[colon + 1] == " "
    else { return (nil, 0) }
    let name = WhatsAppText.bare(String(String.UnicodeScalarView(body[..<colon])))
    guard !name.isEmpty, !name.unicodeScalars.contains(where: { "\"“”«»".unicodeScalars.contains($0) }) else {
      return (nil, 0)
    }
    return (name, min(colon + 2, body.count))
  }

  func ignoredLeadingLine(_ line: Int) {
    context.warning(at: "", JSONLocation(line: line, column: 1), "text before the first timestamped line; ignored")
  }

  func add(_ draft: WhatsAppDraft) {
    guard messages.count < limits.maxMessages else {
      if !isFull {
        error(
          draft.line, 1, "more than \(limits.maxMessages) messages (the limit; --max-messages raises it)")
      }
      isFull = true
      return
    }
    if draft.isCut {
      error(draft.line, draft.column, "the message's text is over \(formatByteCount(limits.maxTextBytes)) of UTF-8")
    }
    guard let message = message(of: draft) else { return }
    countText(message, draft)
    messages.append(message)
  }

  private func message(of draft: WhatsAppDraft) -> Message? {
    let id = String(messages.count + 1)
    var (text, edited) = Self.removingEditMark(draft.text)
    guard let sender = draft.sender else {
      return Message(id: id, kind: .system, time: draft.time, text: RichText(plain: WhatsAppText.bare(text)))
    }
    let firstLineEnd = text.firstIndex(of: "\n") ?? text.endIndex
    if let deletedBy = Self.deletion(WhatsAppText.bare(text)) {
      if deletedBy == .you && exporter == nil { exporter = sender }
      register(sender, at: draft)
      return Message(id: id, kind: .recalled, from: sender, time: draft.time)
    }
    var media: MessageContent?
    if let poll = WhatsAppPoll.recognize(text, maxOptions: limits.maxPollOptions),
      let content = content(poll, attachment: nil, at: draft)
    {
      register(sender, at: draft)
      return Message(id: id, from: sender, time: draft.time, media: content)
    } else if let (found, attachment) = WhatsAppMedia.recognize(String(text[..<firstLineEnd])) {
      media = content(found, attachment: attachment, at: draft)
      let rest = firstLineEnd < text.endIndex ? String(text[text.index(after: firstLineEnd)...]) : ""
      text = [found.captionStart, rest].filter { !$0.isEmpty }.joined(separator: "\n")
    } else if draft.platform == .iOS && WhatsAppText.startsWithMark(text) {
      if noticeSenders.count < 16, noticeSenderSet.insert(sender).inserted { noticeSenders.append(sender) }
      markedLines.append(MarkedLine(index: messages.count, sender: sender, text: text, edited: edited))
      return Message(id: id, kind: .system, time: draft.time, text: RichText(plain: WhatsAppText.bare(text)))
    }
    register(sender, at: draft)
    let richText = text.isEmpty && media != nil ? nil : RichText(segments: WhatsAppMarkup.segments(of: text))
    return Message(id: id, from: sender, time: draft.time, text: richText, media: media, edited: edited)
  }

  /// `… <This message was edited>` at the end of the text (after a U+200E on iOS), in any
  /// language of `WhatsAppMarkers`.
  static func removingEditMark(_ text: String) -> (String, Bool) {
    let end = trimmingEnd(text)
    let lowered = end.lowercased()
    guard let mark = WhatsAppMarkers.editedSuffixes.first(where: { lowered.hasSuffix($0) }) else {
      return (text, false)
    }
    return (trimmingEnd(String(end.dropLast(mark.count))), true)
  }

  private static func trimmingEnd(_ text: String) -> String {
    var scalars = text.unicodeScalars
    while let last = scalars.last, WhatsAppText.isSpace(last) || WhatsAppText.isDirectionMark(last) {
      scalars.removeLast()
    }
    return String(scalars)
  }

  enum Deleter { case you, someone }

  /// "This message was deleted", "You deleted this message" (with a full stop on iOS), in any
  /// language of `WhatsAppMarkers`.
  static func deletion(_ text: String) -> Deleter? {
    WhatsAppMarkers.deletions[WhatsAppMarkers.withoutFullStop(WhatsAppMarkers.key(text))]
  }

  private func register(_ sender: String, at draft: WhatsAppDraft) {
    guard !participantSet.contains(sender) else { return }
    if sender.utf8.count > limits.maxStringBytes {
      error(draft.line, 1, "the sender's name is over \(formatByteCount(limits.maxStringBytes)) of UTF-8")
    } else if participants.count == limits.maxParticipants {
      error(draft.line, 1, "more than \(limits.maxParticipants) participants (the limit)")
    }
    participantSet.insert(sender)
    participants.append(sender)
  }

  private func countText(_ message: Message, _ draft: WhatsAppDraft) {
    guard let text = message.text else { return }
    context.countText(
      bytes: text.plainText.utf8.count, segments: text.segments.count, at: "",
      JSONLocation(line: draft.line, column: draft.column))
  }

  func error(_ line: Int, _ column: Int, _ message: String) {
    context.error(at: "", JSONLocation(line: line, column: column), message)
  }

  func warning(_ line: Int, _ column: Int, _ message: String) {
    context.warning(at: "", JSONLocation(line: line, column: column), message)
  }

  struct MarkedLine {
    var index: Int
    var sender: String
    var text: String
    var edited: Bool
  }

  func isParticipant(_ name: String) -> Bool { participantSet.contains(name) }

  /// Turns the notice at `line.index` back into its sender's message.
  func restore(_ line: MarkedLine) {
    guard messages.indices.contains(line.index) else { return }
    let notice = messages[line.index]
    messages[line.index] = Message(
      id: notice.id, from: line.sender, time: notice.time,
      text: RichText(segments: WhatsAppMarkup.segments(of: line.text)),
      edited: line.edited)
  }
}
