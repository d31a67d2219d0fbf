import Foundation

/// Writes a conversation as a `bubbles/1` document, the way back of `ConversationDecoder`:
/// decoding the output gives an equal `Conversation`, and encoding that gives the same bytes.
///
/// Keys come in the order of docs/conversation-format.md. Left out, as the decoder reads them
/// when missing: absent optional values, `false` flags, empty reaction lists, and the defaults
/// `"kind": "direct"` and `"type": "message"`. Times are ISO 8601 with their own offset; rich
/// text is a plain string when it is one unstyled segment; colours are `#RRGGBB` (the format has
/// no alpha). Each content kind writes its own fields (`ContentKind.encode(_:to:)`).
///
/// It checks only what JSON and the format's notation cannot hold (`ConversationEncodingError`),
/// not the format's rules: a conversation built in code with, say, a reply to an unknown sender
/// is written as it is, and `ConversationDecoder.decode` of the output says what is wrong.
public enum ConversationEncoder {
  /// The document as UTF-8 JSON: indented by two spaces with a final newline, or compact.
  public static func encode(_ conversation: Conversation, prettyPrinted: Bool = true)
    throws(ConversationEncodingError) -> Data
  {
    let context = EncodingContext()
    let root = ObjectWriter(path: "", context: context)
    writeConversation(conversation, to: root)
    guard context.issues.isEmpty else { throw ConversationEncodingError(issues: context.issues) }
    return Data(root.json.text(prettyPrinted: prettyPrinted).utf8)
  }

  private static func writeConversation(_ conversation: Conversation, to fields: ObjectWriter) {
    fields.write("format", ConversationDecoder.supportedFormat)
    fields.write("title", conversation.title)
    if conversation.kind != .direct { fields.write("kind", conversation.kind.rawValue) }
    fields.write("me", conversation.me)
    fields.objects("participants", conversation.participants) { participant, fields in
      fields.write("id", participant.id)
      fields.write("name", participant.name)
      fields.write("avatar", participant.avatar)
      fields.write("color", participant.color.map { $0.withAlpha(1).hexString })
      fields.write("palette", participant.paletteIndex)
    }
    fields.write("unread_from", conversation.unreadFrom)
    fields.objects("messages", conversation.messages, writeMessage)
  }
}
