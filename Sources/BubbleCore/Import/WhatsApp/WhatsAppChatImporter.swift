import Foundation

/// Reads a WhatsApp "Export chat" text (`_chat.txt` on iOS, `WhatsApp Chat with NAME.txt` on
/// Android) into a conversation: one message per timestamped line and the lines after it, system
/// lines as notices, attachments and left-out media as content of the matching kind, WhatsApp's
/// formatting marks as styled segments. Every problem is located by line (and column).
///
/// Pure: it reads only the text and the names in `WhatsAppImportOptions.files`. Linear in the
/// text and bounded by `DecodingLimits` (input bytes, messages, text bytes, participants).
public enum WhatsAppChatImporter {
  /// The chat's file in an iOS export folder or zip.
  public static let chatFileName = "_chat.txt"

  /// `kinds` are the content kinds attachments may become (BubbleKit's
  /// `ContentNodeRegistry.standard.contentKinds`); a kind missing from them leaves the
  /// message's text alone, with a warning.
  public static func decode(
    _ data: Data, options: WhatsAppImportOptions = WhatsAppImportOptions(), kinds: ContentKinds
  ) -> Result<DecodedConversation, ConversationDecodingError> {
    let limits = options.limits
    guard data.count <= limits.maxInputBytes else {
      let message = "the input is \(data.count) bytes; the limit is \(formatByteCount(limits.maxInputBytes))"
      return .failure(.invalid([DecodingIssue(path: "", location: nil, message: message)]))
    }
    let context = DecodingContext(limits: limits, kinds: kinds)
    let text = String(decoding: data, as: UTF8.self)
    if String(bytes: data, encoding: .utf8) == nil {
      context.warning(at: "", nil, "the file is not valid UTF-8; the bytes that are not are shown as U+FFFD")
    }
    let lines = WhatsAppLines(text)
    guard let headers = lines.headers(upTo: limits.maxMessages + 1), !headers.isEmpty else {
      return .failure(.invalid([notAnExport]))
    }
    let order = dateOrder(options.dateOrder, headers: headers.map(\.header), context: context)
    let builder = WhatsAppConversationBuilder(options: options, order: order, context: context)
    lines.read(headers: headers, into: builder)
    let conversation = builder.finish()
    guard !context.hasErrors else { return .failure(.invalid(context.reportedErrors)) }
    return .success(DecodedConversation(conversation: conversation, warnings: context.reportedWarnings))
  }

  private static let notAnExport = DecodingIssue(
    path: "", location: JSONLocation(line: 1, column: 1),
    message:
      "not a WhatsApp chat export: no line starts with a date and time like \"[21/11/2026, 09:14:02] Name: text\" "
      + "(iOS) or \"21/11/2026, 09:14 - Name: text\" (Android)")

  private static func dateOrder(
    _ given: DateOrder?, headers: [WhatsAppLineHeader], context: DecodingContext
  ) -> DateOrder {
    if let given { return given }
    let (order, guessed) = DateOrder.detect(headers)
    if guessed {
      let other = order == .dmy ? "mdy" : "dmy"
      context.warning(
        at: "", nil,
        "no date settles whether the day or the month comes first; read as \(order.rawValue), the order in which "
          + "the dates run forward (pass --date-order \(other) if that is wrong)")
    }
    return order
  }
}
