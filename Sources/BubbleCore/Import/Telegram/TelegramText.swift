/// A Telegram message's text: `text_entities` (always an array of `{type, text, ...}`) when
/// given, else `text` (a string, or an array of strings and entities). Every entity type of
/// the export maps to a style; unknown ones are plain text with a warning.
enum TelegramText {
  static func decode(text: JSONField?, entities: JSONField?) -> RichText? {
    // Exports write both; `text_entities` has every run as an object. A hand-made file may
    // leave it empty or out: `text` then.
    guard let entities, case .array(let items) = entities.node.value, !items.isEmpty || text == nil else {
      return text.flatMap(decode)
    }
    if let text {
      switch text.node.value {
      case .string, .array: break
      default: text.reportTypeMismatch(expected: "a string or an array of strings and text entities")
      }
    }
    return decode(entities)
  }

  private static func decode(_ field: JSONField) -> RichText? {
    let maxBytes = field.limits.maxTextBytes
    let richText: RichText
    var segmentCount = 0
    switch field.node.value {
    case .string:
      guard let text = field.string(maxBytes: maxBytes) else { return nil }
      richText = RichText(plain: text)
    case .array:
      guard let items = field.elements() else { return nil }
      segmentCount = items.count
      richText = RichText(segments: items.compactMap(segment))
    default:
      field.reportTypeMismatch(expected: "a string or an array of strings and text entities")
      return nil
    }
    let byteCount = richText.segments.reduce(0) { $0 + $1.text.utf8.count }
    if byteCount > maxBytes {
      field.error("the text is \(byteCount) bytes of UTF-8; the limit is \(formatByteCount(maxBytes))")
      return nil
    }
    field.context.countText(bytes: byteCount, segments: segmentCount, at: field.path, field.location)
    return richText
  }

  private static func segment(_ field: JSONField) -> TextSegment? {
    if case .string = field.node.value {
      return field.string(maxBytes: field.limits.maxTextBytes).map { TextSegment(text: $0) }
    }
    guard case .object = field.node.value, let reader = field.object() else {
      field.reportTypeMismatch(expected: "a string or a text entity object")
      return nil
    }
    defer { reader.finish() }
    let text = reader.requiredField("text")?.string(maxBytes: reader.limits.maxTextBytes) ?? ""
    var segment = TextSegment(text: text)
    let typeField = reader.requiredField("type")
    if let typeField, let type = typeField.string() {
      style(&segment, type: type, reader: reader, at: typeField)
    }
    return segment
  }

  /// Entity types drawn as the style of the same name.
  private static let sameNamed: Set<String> = [
    "bold", "italic", "underline", "strikethrough", "spoiler", "code", "link", "mention", "hashtag", "cashtag",
    "bot_command", "email", "phone", "blockquote",
  ]

  private static func style(_ segment: inout TextSegment, type: String, reader: ObjectReader, at field: JSONField) {
    if sameNamed.contains(type), let style = TextStyle(rawValue: type) {
      segment.styles = [style]
      return
    }
    switch type {
    case "plain": break
    case "pre":
      segment.styles = [.pre]
      segment.language = reader.string("language").flatMap { $0.isEmpty ? nil : $0 }
    case "text_link":
      segment.styles = [.textLink]
      segment.href = reader.string("href")
    case "mention_name":
      // A user without a username, by numeric id: the participant `user<id>`.
      segment.styles = [.mention]
      segment.userID = reader.field("user_id").flatMap(ConversationDecoder.decodeUserID).map { "user" + $0 }
    case "bank_card":
      // Telegram draws a card number as a link.
      segment.styles = [.textLink]
    case "expandable_blockquote":
      segment.styles = [.blockquote]
      _ = reader.field("collapsed")
    case "custom_emoji":
      // Its `text` is the emoji it falls back to; the animated picture is not in the export.
      _ = reader.field("document_id")
    default:
      field.warning("unknown text entity type \(quoted(type)); drawn as plain text")
    }
  }
}
