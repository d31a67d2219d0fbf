/// Messages and their small parts: times, replies, reactions.
extension ConversationDecoder {
  static func decodeMessages(_ field: JSONField, participants: ParticipantDirectory) -> [Message] {
    guard let items = field.elements(maxCount: field.limits.maxMessages) else { return [] }
    var registry = IDRegistry(noun: "message")
    return items.compactMap { item in
      decodeMessage(item, participants: participants, registry: &registry)
    }
  }

  private static func decodeMessage(
    _ field: JSONField, participants: ParticipantDirectory, registry: inout IDRegistry
  ) -> Message? {
    guard let reader = field.object() else { return nil }
    defer { reader.finish() }
    let idField = reader.requiredField("id")
    let id = idField?.string(nonEmpty: true) ?? ""
    if let idField, !id.isEmpty { registry.register(id, at: idField) }
    let kind = reader.field("type")?.choice(Message.Kind.self, named: "message type") ?? .message

    let fromField =
      kind == .system
      ? reader.field("from")
      : reader.requiredField("from", requirement: "(only a \"system\" message may omit it)")
    var from: String?
    if let fromField, let sender = fromField.string(nonEmpty: true) {
      from = sender
      participants.check(sender, at: fromField)
    }

    let textField = reader.field("text")
    let mediaField = reader.field("media")
    var text = textField.flatMap(decodeRichText)
    let media = mediaField.flatMap(decodeMedia)
    switch kind {
    case .message where textField == nil && mediaField == nil:
      reader.error("a message needs \"text\" or \"media\"")
    case .system where textField == nil:
      reader.warning("a system message without \"text\" is drawn as an empty notice")
      text = RichText(plain: "")
    default:
      break
    }

    return Message(
      id: id, kind: kind, from: from, time: reader.field("time").flatMap(decodeTime),
      text: text, media: media, replyTo: reader.field("reply_to")?.string(nonEmpty: true),
      replyPreview: reader.field("reply_preview").flatMap(decodeReplyPreview),
      forwardedFrom: reader.string("forwarded_from"), edited: reader.bool("edited") ?? false,
      status: reader.field("status")?.choice(Message.Status.self, named: "message status"),
      reactions: reader.field("reactions").map(decodeReactions) ?? [],
      pinned: reader.bool("pinned") ?? false, timing: reader.field("timing").flatMap(decodeTiming))
  }

  private static func decodeTiming(_ field: JSONField) -> MessageTiming? {
    guard let reader = field.object() else { return nil }
    defer { reader.finish() }
    let seconds = { (key: String) in reader.field(key)?.number(in: MessageTiming.secondsRange) }
    return MessageTiming(delay: seconds("delay"), typing: seconds("typing"), hold: seconds("hold"))
  }

  /// An ISO 8601 string with a UTC offset, or integer Unix seconds.
  static func decodeTime(_ field: JSONField) -> Timestamp? {
    let expected = "ISO 8601 time with offset or Unix seconds"
    switch field.node.value {
    case .string(let text):
      switch ISO8601TimeParser.parse(text) {
      case .success(let timestamp):
        return timestamp
      case .failure(.missingOffset):
        field.error(
          "expected \(expected), found \(quoted(text)), which has no UTC offset (add \"Z\" or "
            + "an offset like \"+08:00\")")
      case .failure(.malformed):
        field.error("expected \(expected), found \(quoted(text))")
      case .failure(.outOfRange(let problem)):
        field.error("invalid time \(quoted(text)): \(problem)")
      }
      return nil
    case .number(let value, _):
      // Whole seconds within years 1 to 9999, like the string form.
      guard let seconds = Int(exactly: value), InputNumberRanges.unixSeconds.contains(seconds)
      else {
        field.error(
          "expected \(expected) (whole seconds of years 1 to 9999), found \(formatNumber(value))")
        return nil
      }
      return Timestamp(secondsSince1970: Double(seconds))
    default:
      field.reportTypeMismatch(
        expected: "an ISO 8601 time string with offset or integer Unix seconds")
      return nil
    }
  }

  private static func decodeReplyPreview(_ field: JSONField) -> Message.ReplyPreview? {
    guard let reader = field.object() else { return nil }
    defer { reader.finish() }
    return Message.ReplyPreview(from: reader.string("from"), text: reader.string("text"))
  }

  private static func decodeReactions(_ field: JSONField) -> [Message.Reaction] {
    guard let items = field.elements(maxCount: field.limits.maxReactionsPerMessage) else {
      return []
    }
    return items.compactMap { item in
      guard let reader = item.object() else { return nil }
      defer { reader.finish() }
      let emoji = reader.requiredString("emoji", nonEmpty: true)
      let count = reader.field("count")?.integer(in: 1...InputNumberRanges.maxCount) ?? 1
      return Message.Reaction(emoji: emoji ?? "", count: count, mine: reader.bool("mine") ?? false)
    }
  }
}
