/// Messages and their parts: text, media, replies, reactions.
extension ConversationEncoder {
  static func writeMessage(_ message: Message, to fields: ObjectWriter) {
    fields.write("id", message.id)
    if message.kind != .message { fields.write("type", message.kind.rawValue) }
    fields.write("from", message.from)
    fields.write("time", message.time)
    if let text = message.text {
      fields.set("text", richText(text, path: JSONPath.member(fields.path, "text"), context: fields.context))
    }
    if let media = message.media {
      fields.object("media") { fields in
        fields.write("type", media.typeName)
        media.encode(to: fields)
      }
    }
    fields.write("reply_to", message.replyTo)
    if let preview = message.replyPreview {
      fields.object("reply_preview") { fields in
        fields.write("from", preview.from)
        fields.write("text", preview.text)
      }
    }
    fields.write("forwarded_from", message.forwardedFrom)
    fields.flag("edited", message.edited)
    fields.write("status", message.status?.rawValue)
    if !message.reactions.isEmpty {
      fields.objects("reactions", message.reactions) { reaction, fields in
        fields.write("emoji", reaction.emoji)
        fields.write("count", reaction.count)
        fields.flag("mine", reaction.mine)
      }
    }
    fields.flag("pinned", message.pinned)
    if let timing = message.timing {
      fields.object("timing") { fields in
        fields.write("delay", timing.delay)
        fields.write("typing", timing.typing)
        fields.write("hold", timing.hold)
      }
    }
  }

  /// `{"markdown": source}` for Markdown; a plain string for one unstyled segment; otherwise an array of strings (unstyled segments)
  /// and segment objects, one style as `type` and several as `types` in `TextStyle`'s order.
  static func richText(_ text: RichText, path: String, context: EncodingContext) -> JSONOutput {
    if let source = text.markdownSource {
      let fields = ObjectWriter(path: path, context: context)
      fields.write("markdown", source)
      return fields.json
    }
    if text.segments.count == 1, let segment = text.segments.first, segment.isUnstyled {
      return .string(segment.text)
    }
    return .array(
      text.segments.enumerated().map { index, segment in
        guard !segment.isUnstyled else { return .string(segment.text) }
        let fields = ObjectWriter(path: JSONPath.element(path, index), context: context)
        let styles = TextStyle.allCases.filter(segment.styles.contains).map(\.rawValue)
        if styles.count == 1 { fields.write("type", styles.first) }
        if styles.count > 1 { fields.write("types", styles) }
        fields.write("text", segment.text)
        fields.write("href", segment.href)
        fields.write("user_id", segment.userID)
        fields.write("language", segment.language)
        return fields.json
      })
  }
}

extension TextSegment {
  /// Only characters: no style, link, mention or language.
  fileprivate var isUnstyled: Bool { styles.isEmpty && language == nil && href == nil && userID == nil }
}
