import Foundation

/// signal-export's Markdown (`chat.md`): `[2019-05-29, 15:04] Name: text` lines, the
/// exporter's own messages from `Me`, pictures as `![name](path)` and other files as
/// `[name](path)` on their own line. The lines are WhatsApp's grammar, read by its reader in
/// year-first order; what is Signal's is the attachments and whose `Me` is.
struct SignalImporter: ConversationImporter {
  var name: String { "signal" }
  var displayName: String { "Signal" }
  var summary: String { "signal-export's chat.md" }
  var inputKind: ImportInputKind { .text }
  var chatFileDescription: String? { "chat.md" }
  var historyStatus: Message.Status? { .read }
  var appTheme: String? { "signal" }

  /// Its first timestamped line is `[YYYY-MM-DD, HH:MM] ` (or without the comma): a four-digit
  /// year first and no seconds, which WhatsApp's iOS export always writes.
  func recognizes(_ sample: ImportSample) -> Bool {
    let head = String(decoding: sample.data.prefix(2048), as: UTF8.self)
    guard let line = head.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("[") }) else { return false }
    return Self.isStamp(Array(line.utf8.prefix(20)))
  }

  /// `[2019-05-29, 15:04] ` or `[2019-05-29 15:04] `.
  static func isStamp(_ bytes: [UInt8]) -> Bool {
    let pattern = Array("[dddd-dd-dd, dd:dd] ".utf8)
    let short = pattern.filter { $0 != UInt8(ascii: ",") }
    return [pattern, short].contains { pattern in
      bytes.count >= pattern.count
        && zip(pattern, bytes).allSatisfy { want, got in
          want == UInt8(ascii: "d") ? (0x30...0x39).contains(got) : want == got
        }
    }
  }

  func chatFile(among names: [String]) -> ChatFileSearch {
    names.contains("chat.md") ? .found("chat.md") : .none
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    var lines = options
    lines.dateOrder = .ymd
    return WhatsAppImporter.importChat(input.data, options: lines, baseDirectory: nil, kinds: kinds).map { imported in
      var result = imported
      let context = DecodingContext(limits: options.limits, kinds: kinds)
      result.conversation.messages = imported.conversation.messages.map { SignalAttachments.read($0, context: context) }
      if options.me == nil, result.conversation.participant("Me") != nil { result.conversation.me = "Me" }
      result.warnings += context.reportedWarnings
      return result
    }
  }
}

/// `![photo.jpg](media/photo.jpg)` and `[voice.m4a](media/voice.m4a)` alone on a message's
/// first line: the file as content of its kind (by extension), the rest of the text its caption.
enum SignalAttachments {
  static func read(_ message: Message, context: DecodingContext) -> Message {
    guard message.media == nil, let text = message.text?.plainText else { return message }
    let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    guard let (name, path) = link(String(firstLine)) else { return message }
    var read = message
    let kind = WhatsAppMedia.attachment(named: name)
    var fields = kind.fields
    if let key = kind.sourceField, isInside(path) { fields[key] = .string(path) }
    guard let media = context.content(kind.type, fields: fields, at: JSONLocation(line: 1, column: 1)) else {
      return message
    }
    read.media = media
    let caption = text.dropFirst(firstLine.count).drop { $0 == "\n" }
    read.text = caption.isEmpty ? nil : RichText(plain: String(caption))
    return read
  }

  /// The name and path of `![name](path)` or `[name](path)`.
  static func link(_ line: String) -> (String, String)? {
    var rest = Substring(line.hasPrefix("!") ? line.dropFirst() : Substring(line))
    guard rest.hasPrefix("["), rest.hasSuffix(")"), let close = rest.range(of: "](") else { return nil }
    let name = rest[rest.index(after: rest.startIndex)..<close.lowerBound]
    rest = rest[close.upperBound..<rest.index(before: rest.endIndex)]
    guard !name.isEmpty, !rest.isEmpty else { return nil }
    return (String(name), String(rest))
  }

  /// A path inside the export's folder: relative, without `..`.
  private static func isInside(_ path: String) -> Bool {
    !path.hasPrefix("/") && !path.contains("://") && !path.split(separator: "/").contains("..")
  }
}
