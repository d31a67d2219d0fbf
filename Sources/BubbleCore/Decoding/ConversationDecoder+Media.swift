/// The `media` object: its `type` names a content kind, which reads the other fields.
///
/// Missing required fields are reported and replaced by placeholders (empty strings, zeros):
/// any error rejects the whole document, so placeholders are never rendered.
extension ConversationDecoder {
  static func decodeMedia(_ field: JSONField) -> MessageContent? {
    guard let reader = field.object(),
      let typeField = reader.requiredField("type"), let type = typeField.string()
    else { return nil }
    let kinds = field.context.kinds
    guard let kind = kinds.kind(named: type) else {
      let expected = kinds.typeNames.joined(separator: ", ")
      typeField.error("unknown media type \(quoted(type)); expected one of \(expected)")
      return nil  // Its other fields are unknown too: no warnings for them.
    }
    let content = kinds.decode(kind, fields: reader)
    reader.finish()
    return content
  }
}

extension ObjectReader {
  /// A `width` or `height` hint in pixels.
  public func dimension(_ key: String) -> Int? {
    // A limit below 1 (passed in a request) would make a range that traps: it allows 1 pixel.
    field(key)?.integer(in: 1...max(1, limits.maxMediaDimension))
  }

  /// Seconds, when given (`InputNumberRanges.durationSeconds`).
  public func duration(_ key: String = "duration") -> Double? {
    field(key)?.number(in: InputNumberRanges.durationSeconds)
  }
}
