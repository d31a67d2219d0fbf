import Foundation

/// Bot API `Message` objects as the conversation's messages: the sender (`from` or
/// `sender_chat`), `date`, `edit_date`, text or caption with their entities, the message it
/// replies to (with a partial `quote`), where it was forwarded from, its media and the service
/// messages a chat shows.
struct BotAPIMessageDecoder {
  let zone: TimeZone

  func conversation(_ items: [JSONField]) -> Conversation {
    var participants: [Participant] = []
    var chatType: String?
    var title: String?
    var messages: [Message] = []
    for item in items {
      guard let reader = item.object() else { continue }
      if let chat = reader.field("chat")?.object() {
        chatType = chatType ?? chat.string("type")
        title = title ?? chat.string("title")
      }
      let sender = Self.sender(reader)
      if let sender, !participants.contains(where: { $0.id == sender.id }) { participants.append(sender) }
      messages.append(message(reader, id: messageID(reader, index: messages.count), sender: sender))
    }
    return Conversation(
      title: title ?? (chatType == "private" ? participants.first?.name : nil),
      kind: chatType == "private" ? .direct : .group, participants: participants, messages: messages)
  }

  private func messageID(_ reader: ObjectReader, index: Int) -> String {
    reader.field("message_id")?.integer(in: Int.min...Int.max).map(String.init) ?? "m\(index + 1)"
  }

  private func message(_ reader: ObjectReader, id: String, sender: Participant?) -> Message {
    let time = reader.field("date")?.integer(in: 0...253_402_300_799).map {
      Timestamp.instant(Double($0), shownIn: zone)
    }
    if let service = BotAPIService.text(reader) {
      return Message(id: id, kind: .system, time: time, text: RichText(plain: service))
    }
    var message = Message(
      id: id, from: sender?.id, time: time,
      text: Self.text(reader, textKey: "text", entitiesKey: "entities")
        ?? Self.text(reader, textKey: "caption", entitiesKey: "caption_entities"),
      media: BotAPIMedia.decode(reader, message: reader), edited: reader.field("edit_date") != nil)
    if let reply = reader.field("reply_to_message")?.object() {
      message.replyTo = messageID(reply, index: -1)
      let quote = reader.field("quote")?.object()?.string("text")
      let replied =
        Self.text(reply, textKey: "text", entitiesKey: "entities")?.plainText
        ?? Self.text(reply, textKey: "caption", entitiesKey: "caption_entities")?.plainText
      message.replyPreview = Message.ReplyPreview(from: Self.sender(reply)?.name, text: quote ?? replied)
    }
    message.forwardedFrom = Self.forwardOrigin(reader)
    return message
  }

  /// `from` (a user) or `sender_chat` (a channel or group posting as itself), as a participant.
  static func sender(_ reader: ObjectReader) -> Participant? {
    if let chat = reader.field("sender_chat")?.object() {
      let number = chat.field("id")?.integer(in: Int.min...Int.max)
      return Participant(
        id: number.map { "chat\($0)" } ?? "chat", name: chat.string("title") ?? chat.string("username") ?? "Channel",
        paletteIndex: paletteIndex(of: number, accent: chat.field("accent_color_id")))
    }
    guard let user = reader.field("from")?.object() else { return nil }
    let number = user.field("id")?.integer(in: Int.min...Int.max)
    return Participant(
      id: number.map { "user\($0)" } ?? "user", name: userName(user),
      paletteIndex: paletteIndex(of: number, accent: nil))
  }

  /// Telegram's seven name colours: a chat's `accent_color_id` when it is one of them, else the
  /// id modulo 7 (the apps' rule, and quote-api's).
  static func paletteIndex(of id: Int?, accent: JSONField?) -> Int? {
    if let accent = accent?.integer(in: 0...Int(Int32.max)), accent < 7 { return accent }
    return id.map { Int($0.magnitude % 7) }
  }

  static func userName(_ user: ObjectReader) -> String {
    let name = [user.string("first_name"), user.string("last_name")].compactMap { $0 }.joined(separator: " ")
    return name.isEmpty ? user.string("username").map { "@" + $0 } ?? "Deleted Account" : name
  }

  /// `forward_origin` (Bot API 7): a user, a hidden user, a chat or a channel.
  static func forwardOrigin(_ reader: ObjectReader) -> String? {
    guard let origin = reader.field("forward_origin")?.object() else { return nil }
    if let user = origin.field("sender_user")?.object() { return userName(user) }
    if let name = origin.string("sender_user_name") { return name }
    for key in ["sender_chat", "chat"] {
      if let chat = origin.field(key)?.object() { return chat.string("title") ?? chat.string("username") }
    }
    return nil
  }

  /// A text and its entities, the problems of bad entities as warnings at the entity.
  static func text(_ reader: ObjectReader, textKey: String, entitiesKey: String) -> RichText? {
    guard let textField = reader.field(textKey), let text = textField.string() else { return nil }
    let entityFields = reader.field(entitiesKey)
    let fields = entityFields?.elements(maxCount: reader.limits.maxSegments) ?? []
    let entities = fields.map { field -> BotAPIEntities.Entity in
      let entity = field.object()
      return BotAPIEntities.Entity(
        type: entity?.string("type") ?? "",
        offset: entity?.field("offset")?.integer(in: 0...Int(Int32.max)) ?? -1,
        length: entity?.field("length")?.integer(in: 0...Int(Int32.max)) ?? 0,
        url: entity?.string("url"), language: entity?.string("language"),
        userID: entity?.field("user")?.object()?.field("id")?.integer(in: Int.min...Int.max).map { "user\($0)" })
    }
    let (rich, problems) = BotAPIEntities.richText(text, entities: entities)
    for (index, problem) in problems where index < fields.count { fields[index].warning(problem) }
    return text.isEmpty ? nil : rich
  }
}
