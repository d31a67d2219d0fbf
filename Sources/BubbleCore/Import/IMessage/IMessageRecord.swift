/// One message or announcement of an imessage-exporter file as read, before it becomes a
/// message: what both the HTML and the TXT readers make, and `IMessageAssembler` turns into
/// messages (threads, duplicates, reactions and the owner settled across the file).
struct IMessageRecord {
  enum Kind: Equatable {
    case message
    /// An announcement (a rename, a member added, a photo changed): a notice.
    case notice
  }

  var kind = Kind.message
  var line: Int
  var column: Int
  var stamp: IMessageStamp?
  /// Where the stamp is, when not where the record starts (the HTML's timestamp element).
  var stampLocation: JSONLocation?
  var sender: String?
  /// Whether the exporter's owner sent it: the HTML's `sent` class, the TXT's `(Read by them …)`.
  var isSent = false
  var text = RichText(segments: [])
  var attachments: [IMessageAttachment] = []
  /// A link's or an app's balloon with a web address (HTML only; the TXT writes its lines).
  var linkPreview: TextChatMedia?
  var tapbacks: [IMessageTapback] = []
  var replies: [IMessageRecord] = []
  var edited = false
  /// Parts the sender unsent (`You unsent this message part …`).
  var unsentParts = 0
  /// `This message responded to an earlier message.`: a reply also shown in its thread.
  var respondsToEarlier = false

  init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Text appended as a part of its own (on a new line after the text before it).
  mutating func appendPart(_ part: RichText) {
    guard !part.plainText.isEmpty else { return }
    if !text.segments.isEmpty { text.segments.append(TextSegment(text: "\n")) }
    text.segments.append(contentsOf: part.segments)
  }

  /// What tells a reply shown in its thread from the same reply at the top level.
  var identity: String {
    [stamp?.clock.map { "\($0)" } ?? "", sender ?? "", text.plainText].joined(separator: "\u{1F}")
  }

  /// Unsent whole: parts unsent and nothing else left.
  var isUnsent: Bool {
    unsentParts > 0 && text.plainText.isEmpty && attachments.isEmpty && linkPreview == nil
  }
}

/// A tapback as the export writes it: `Loved by Ana`, `☕️ by Ana`, a sticker from Ana.
struct IMessageTapback: Equatable {
  var emoji: String
  var reactor: String
}
