import Foundation

/// Turns a text export's drafts (LINE, KakaoTalk, iMessage), one at a time, into a conversation: messages
/// and notices in file order, senders in the order they first wrote, each problem located at
/// its line. The budgets are `DecodingLimits`', enforced as WhatsApp's importer does.
final class TextChatBuilder {
  let context: DecodingContext
  let limits: DecodingLimits
  let zone: TimeZone
  private(set) var messages: [Message] = []
  /// Senders in the order of their first message.
  private(set) var participants: [String] = []
  private var participantSet: Set<String> = []
  /// Senders whose names have spaces, longest first: a line that separates name and text by a
  /// space alone is read with the longest of them it starts with.
  private(set) var spacedNames: [String] = []
  private var pending: TextChatDraft?
  private var pendingBytes = 0
  private var isFull = false

  init(options: ImportOptions, kinds: ContentKinds) {
    limits = options.limits
    zone = options.timeZone ?? .current
    context = DecodingContext(limits: options.limits, kinds: kinds)
  }

  /// The input's text, or the located problem that it is over the size budget. Invalid UTF-8 is
  /// a warning: the bytes become U+FFFD and the rest is read. A byte order mark is dropped.
  static func text(of data: Data, limits: DecodingLimits, context: DecodingContext) -> String? {
    guard data.count <= limits.maxInputBytes else {
      context.error(
        at: "", nil, "the input is \(data.count) bytes; the limit is \(formatByteCount(limits.maxInputBytes))")
      return nil
    }
    if String(bytes: data, encoding: .utf8) == nil {
      context.warning(at: "", nil, "the file is not valid UTF-8; the bytes that are not are shown as U+FFFD")
    }
    var text = String(decoding: data, as: UTF8.self)
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    return text
  }

  /// The text's lines, without their line ends (`\n` or `\r\n`).
  static func lines(of text: String) -> [String] {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var scalars = String.UnicodeScalarView(line)
      if scalars.last == "\r" { scalars.removeLast() }
      return String(scalars)
    }
  }

  /// The time a line wrote, or a located warning when it does not exist: the message stays.
  func timestamp(_ clock: ChatWallClock?, line: Int, column: Int) -> Timestamp? {
    guard let clock else { return nil }
    if let problem = clock.problem {
      warning(line, column, "invalid date or time: \(problem); the message is kept without its time")
      return nil
    }
    return clock.timestamp(in: zone)
  }

  /// Starts a message (or notice); the one before it is added.
  func start(_ draft: TextChatDraft) {
    flush()
    pending = draft
    pendingBytes = draft.text.utf8.count
  }

  /// The id of the last message added (`flush` first): what a reply names.
  var lastMessageID: String? { messages.last?.id }

  /// Whether a message is being read that a line without a stamp may continue.
  var isReadingMessage: Bool { pending?.sender != nil }
  var isReadingAnything: Bool { pending != nil }

  /// `line` as the next line of the message being read; `false` when there is none. Lines past
  /// the text budget are not kept (the message is reported when it is added).
  @discardableResult func continueMessage(with line: String) -> Bool {
    guard pending != nil else { return false }
    pendingBytes += line.utf8.count + 1
    if pendingBytes <= limits.maxTextBytes + 1 { pending?.text += "\n" + line }
    // A placeholder is a whole message: with more text after it, it is text.
    if !line.allSatisfy(\.isWhitespace) { pending?.media = nil }
    return true
  }

  /// Changes the message being read (a closing quotation mark removed).
  func editPending(_ change: (inout TextChatDraft) -> Void) {
    guard var draft = pending else { return }
    change(&draft)
    pending = draft
  }

  func flush() {
    guard let draft = pending else { return }
    pending = nil
    add(draft, bytes: pendingBytes)
  }

  private func add(_ draft: TextChatDraft, bytes: Int) {
    guard messages.count < limits.maxMessages else {
      if !isFull {
        error(draft.line, 1, "more than \(limits.maxMessages) messages (the limit; --max-messages raises it)")
      }
      isFull = true
      return
    }
    if bytes > limits.maxTextBytes {
      error(draft.line, draft.column, "the message's text is over \(formatByteCount(limits.maxTextBytes)) of UTF-8")
    }
    let location = JSONLocation(line: draft.line, column: draft.column)
    let text = Self.trimmingTrailingBlankLines(draft.text)
    let id = String(messages.count + 1)
    let message: Message
    if let sender = draft.sender {
      register(sender, at: draft.line)
      let media = draft.media.flatMap { content($0, at: location) }
      let extras = draft.extras
      let richText = extras.richText ?? (media != nil ? nil : RichText(plain: text))
      message = Message(
        id: id, kind: extras.recalled ? .recalled : .message, from: sender, time: draft.time,
        text: extras.recalled ? nil : richText, media: media, replyTo: extras.replyTo, edited: extras.edited,
        reactions: extras.reactions)
    } else {
      message = Message(id: id, kind: .system, time: draft.time, text: RichText(plain: text))
    }
    if let richText = message.text {
      context.countText(bytes: richText.plainText.utf8.count, segments: richText.segments.count, at: "", location)
    }
    messages.append(message)
  }

  /// Blank lines between a message and the next date line belong to neither.
  static func trimmingTrailingBlankLines(_ text: String) -> String {
    var scalars = text.unicodeScalars
    while let last = scalars.last, last == "\n" || last == "\r" { scalars.removeLast() }
    return String(scalars)
  }

  private func register(_ sender: String, at line: Int) {
    guard participantSet.insert(sender).inserted else { return }
    if sender.utf8.count > limits.maxStringBytes {
      error(line, 1, "the sender's name is over \(formatByteCount(limits.maxStringBytes)) of UTF-8")
    } else if participants.count == limits.maxParticipants {
      error(line, 1, "more than \(limits.maxParticipants) participants (the limit)")
    }
    participants.append(sender)
    if sender.contains(" ") {
      spacedNames.append(sender)
      spacedNames.sort { $0.count > $1.count }
    }
  }

  /// The placeholder's content, decoded by its kind; `nil` (the line stays text) with a warning
  /// when the renderer registered no such kind.
  private func content(_ media: TextChatMedia, at location: JSONLocation) -> MessageContent? {
    guard let kind = context.kinds.kind(named: media.type) else {
      context.warning(at: "", location, "no content kind \(quoted(media.type)) is registered; the line is kept as text")
      return nil
    }
    let members = media.fields.sorted { $0.key < $1.key }.map {
      JSONMember(key: $0.key, keyLocation: location, value: JSONNode($0.value.placed(at: location), at: location))
    }
    let reader = ObjectReader(path: "", location: location, members: members, context: context)
    let content = context.kinds.decode(kind, fields: reader)
    reader.finish()
    return content
  }

  /// The conversation read, or its errors; `nothingRead` when no message was found at all.
  func result(title: String?, format: String, nothingRead: String) -> Result<ImportedConversation, ImportError> {
    flush()
    if messages.isEmpty && !context.hasErrors {
      context.error(at: "", JSONLocation(line: 1, column: 1), nothingRead)
    }
    guard !context.hasErrors else { return .failure(.invalid(.invalid(context.reportedErrors))) }
    let conversation = Conversation(
      title: title, kind: participants.count > 2 ? .group : .direct,
      participants: participants.map { Participant(id: $0, name: $0) }, messages: messages)
    return .success(
      ImportedConversation(
        conversation: conversation, warnings: context.reportedWarnings, format: ImportFormat(rawValue: format)))
  }

  func error(_ line: Int, _ column: Int, _ message: String) {
    context.error(at: "", JSONLocation(line: line, column: column), message)
  }

  func warning(_ line: Int, _ column: Int, _ message: String) {
    context.warning(at: "", JSONLocation(line: line, column: column), message)
  }
}
