/// Rich text: a plain string, an array of strings and segments in the shape of Telegram
/// Desktop's export (`{ "type": "bold", "text": "…" }`, or `"types": [...]` for combined styles),
/// or Markdown source (`{ "markdown": "…" }`).
extension ConversationDecoder {
  static func decodeRichText(_ field: JSONField) -> RichText? {
    let maxBytes = field.limits.maxTextBytes
    let richText: RichText
    switch field.node.value {
    case .string:
      guard let text = field.string(maxBytes: maxBytes) else { return nil }
      richText = RichText(plain: text)
    case .array:
      guard let items = field.elements() else { return nil }
      richText = RichText(segments: items.compactMap(decodeSegment))
    case .object(let members):
      // An object is the Markdown form; any other (a lone segment) is the wrong shape.
      guard members.contains(where: { $0.key == "markdown" }) else {
        field.error(
          "expected a string, an array of strings and text segments, or {\"markdown\": string}, "
            + "found an object without \"markdown\" (put a segment inside an array)")
        return nil
      }
      guard let reader = field.object() else { return nil }
      defer { reader.finish() }
      guard let source = reader.requiredField("markdown")?.string(maxBytes: maxBytes) else { return nil }
      richText = RichText(markdown: source)
      warnAboutMath(in: source, at: field)
    default:
      field.reportTypeMismatch(
        expected: "a string, an array of strings and text segments, or {\"markdown\": string}")
      return nil
    }
    // The limit is on the whole text, not on each segment.
    let byteCount = richText.segments.reduce(0) { $0 + $1.text.utf8.count }
    if byteCount > maxBytes {
      field.error(
        "the text is \(byteCount) bytes of UTF-8; the limit is \(formatByteCount(maxBytes))")
      return nil
    }
    var segmentCount = 0
    if case .array(let items) = field.node.value { segmentCount = items.count }
    field.context.countText(bytes: byteCount, segments: segmentCount, at: field.path, field.location)
    let runs = richText.styledRunCount
    if runs > RichText.styledRunsDrawn {
      field.warning(
        "the text has \(runs) differently styled runs; the first \(RichText.styledRunsDrawn) are drawn, "
          + "then an ellipsis")
    }
    return richText
  }

  /// Math beyond the TeX we typeset is drawn as its source, in the code style: said once per
  /// text (with the first such formula), so that the writer can mend it.
  private static func warnAboutMath(in source: String, at field: JSONField) {
    let spans = MarkdownMath(scanning: source).spans
    var failures = 0
    var first: (tex: String, problem: MathProblem)?
    for span in spans {
      if case .failure(let problem) = MathParser.parse(span.tex) {
        failures += 1
        if first == nil { first = (span.tex, problem) }
      }
    }
    guard let first else { return }
    let shown = first.tex.count > 60 ? String(first.tex.prefix(60)) + "…" : first.tex
    let others = failures > 1 ? " (and \(failures - 1) more)" : ""
    field.warning(
      "math \"\(shown)\" is beyond the TeX BubbleKit typesets (\(first.problem)); drawn as its source\(others)")
  }

  private static func decodeSegment(_ field: JSONField) -> TextSegment? {
    if case .string = field.node.value {
      return field.string(maxBytes: field.limits.maxTextBytes).map { TextSegment(text: $0) }
    }
    guard case .object = field.node.value, let reader = field.object() else {
      field.reportTypeMismatch(expected: "a string or a text segment object")
      return nil
    }
    defer { reader.finish() }
    let text = reader.requiredField("text")?.string(maxBytes: reader.limits.maxTextBytes)

    var styles = Set<TextStyle>()
    let typeField = reader.field("type")
    let typesField = reader.field("types")
    if typeField != nil && typesField != nil {
      reader.error("a text segment has either \"type\" or \"types\", not both")
    }
    if let typeField, let name = typeField.string(), let style = style(named: name, at: typeField) {
      styles.insert(style)
    }
    for item in typesField?.elements(maxCount: 64) ?? [] {
      if let name = item.string(), let style = style(named: name, at: item) { styles.insert(style) }
    }

    return TextSegment(
      text: text ?? "", styles: styles, language: reader.string("language"),
      href: reader.string("href"), userID: reader.field("user_id").flatMap(decodeUserID))
  }

  /// A mention's `user_id`: a string, or the number Telegram Desktop writes for `mention_name`.
  static func decodeUserID(_ field: JSONField) -> String? {
    guard case .number = field.node.value else { return field.string() }
    return field.integer(in: 0...InputNumberRanges.maxUserID).map(String.init)
  }

  /// The style named `name`; `nil` for `plain`, and for an unknown name after a warning: text
  /// from newer apps must still render.
  private static func style(named name: String, at field: JSONField) -> TextStyle? {
    if name == "plain" { return nil }
    // Telegram's mention of a user without a username: a mention with a numeric `user_id`.
    if name == "mention_name" { return .mention }
    if let style = TextStyle(rawValue: name) { return style }
    field.warning("unknown text style \(quoted(name)); drawn as plain text")
    return nil
  }
}
