/// One message of a text export as it is read: its first line, and the lines that continue it.
struct TextChatDraft {
  var line: Int
  var column: Int
  var time: Timestamp?
  /// `nil`: a notice (a system line).
  var sender: String?
  var text: String
  /// What a placeholder line (`[Photo]`, `☎ Call time 0:53`) stands for, decoded by its kind
  /// when the message is added.
  var media: TextChatMedia?
  /// What a richer export says besides the text (iMessage's); LINE's and KakaoTalk's say none.
  var extras = TextChatExtras()

  init(line: Int, column: Int, time: Timestamp?, sender: String?, text: String, media: TextChatMedia? = nil) {
    self.line = line
    self.column = column
    self.time = time
    self.sender = sender
    self.text = text
    self.media = media
  }
}

/// A message's styled text (kept beside `media` as its caption; its plain text is the draft's),
/// the message it replies to, its reactions, whether it was edited or unsent.
struct TextChatExtras {
  var richText: RichText?
  var replyTo: String?
  var reactions: [Message.Reaction] = []
  var edited = false
  var recalled = false
}

/// The fields of a content kind (`image`, `sticker`, `call`…) a placeholder line stands for:
/// the kinds WhatsApp's importer uses, so a photo the export left out is drawn the same way.
struct TextChatMedia: Equatable {
  var type: String
  var fields: [String: JSONValue] = [:]

  static let image = TextChatMedia(type: "image")
  static let video = TextChatMedia(type: "video")
  static let sticker = TextChatMedia(type: "sticker")
  static let voice = TextChatMedia(type: "voice", fields: ["duration": .number(0, isInteger: true)])

  static func file(named name: String) -> TextChatMedia {
    TextChatMedia(type: "file", fields: ["name": .string(name)])
  }

  static func call(seconds: Int?, missed: Bool = false) -> TextChatMedia {
    var fields: [String: JSONValue] = [:]
    if let seconds { fields["duration"] = .number(Double(seconds), isInteger: true) }
    if missed { fields["missed"] = .bool(true) }
    return TextChatMedia(type: "call", fields: fields)
  }

  /// `0:53`, `12:05`, `1:02:03` at the end of `text`, in seconds.
  static func duration(endOf text: String) -> Int? {
    let token = text.split(whereSeparator: { !($0.isASCII && $0.isNumber) && $0 != ":" }).last.map(String.init) ?? ""
    let parts = token.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    guard (2...3).contains(parts.count), !parts.contains(nil), text.hasSuffix(token) else { return nil }
    return parts.compactMap { $0 }.reduce(0) { $0 * 60 + $1 }
  }
}
