import Foundation

/// quote-api's `messages[]` as a conversation: each a Bot API-like message with quote-api's own
/// fields (`from.name`, `avatar`, `replyMessage`, `media` with `mediaType`, `voice`, `document`,
/// `audio`, `forward.label`). Consecutive messages with the same `chatId` (else sender) group,
/// as in quote-api; names take Telegram's colours by the sender's id.
enum QuoteAPIMessages {
  struct Decoded {
    var conversation: Conversation
    var showsAvatars: Bool
  }

  static func conversation(_ items: [JSONField]) -> Decoded {
    var participants: [Participant] = []
    var messages: [Message] = []
    var showsAvatars = false
    func add(_ participant: Participant) {
      if !participants.contains(where: { $0.id == participant.id }) { participants.append(participant) }
    }
    for (index, item) in items.enumerated() {
      guard let reader = item.object() else { continue }
      let sender = sender(reader)
      add(sender)
      showsAvatars = showsAvatars || reader.bool("avatar") == true
      var message = Message(
        id: "m\(index + 1)", from: sender.id,
        text: BotAPIMessageDecoder.text(reader, textKey: "text", entitiesKey: "entities"),
        media: QuoteAPIMedia.decode(reader))
      if let reply = reader.field("replyMessage")?.object() {
        let author = replyAuthor(reply)
        // A sender's name already in the chat keeps that sender's colour.
        if let author, !participants.contains(where: { $0.name == author.name }) { add(author) }
        let text = reply.string("text")
        // The replied message is not among those quoted: its preview is all there is.
        message.replyTo = message.id + ".reply"
        message.replyPreview = Message.ReplyPreview(from: author?.name, text: text?.isEmpty == true ? nil : text)
      }
      message.forwardedFrom = forwardLabel(reader)
      messages.append(message)
    }
    let conversation = Conversation(
      title: nil, kind: participants.count > 1 || showsAvatars ? .group : .direct, participants: participants,
      messages: messages)
    return Decoded(conversation: conversation, showsAvatars: showsAvatars)
  }

  /// `from` with `chatId`: quote-api groups by `chatId` and colours by `from.id`.
  private static func sender(_ reader: ObjectReader) -> Participant {
    let from = reader.field("from")?.object()
    let userID = from?.field("id")?.integer(in: Int.min...Int.max)
    let chatID = reader.field("chatId")?.integer(in: Int.min...Int.max)
    let key = chatID ?? userID ?? 0
    return Participant(
      id: "chat\(key)", name: from.map(name) ?? "",
      avatar: from?.field("photo")?.object().flatMap(photo),
      paletteIndex: accent(reader) ?? BotAPIMessageDecoder.paletteIndex(of: userID ?? key, accent: nil))
  }

  /// `name` (a string, or `false` for none), else `first_name` and `last_name`, else `username`.
  private static func name(_ from: ObjectReader) -> String {
    if let field = from.field("name") {
      if case .bool(false) = field.node.value { return "" }
      if let name = field.string(), !name.isEmpty { return name }
    }
    let parts = [from.string("first_name"), from.string("last_name")].compactMap { $0 }.filter { !$0.isEmpty }
    if !parts.isEmpty { return parts.joined(separator: " ") }
    return from.string("username").map { "@" + $0 } ?? ""
  }

  /// `accentColorId` 0 to 6: one of Telegram's seven colours chosen by the user.
  private static func accent(_ reader: ObjectReader) -> Int? {
    guard let id = reader.field("accentColorId")?.integer(in: 0...Int(Int32.max)), id < 7 else { return nil }
    return id
  }

  /// `photo.url`, else the largest of the photo's file ids; checked as any media source is.
  private static func photo(_ photo: ObjectReader) -> MediaSource? {
    if let url = photo.field("url") { return url.mediaSource() }
    for key in ["big_file_id", "small_file_id"] {
      guard let field = photo.field(key), let id = field.string() else { continue }
      let node = JSONNode(.string(MediaSource.telegramFile(id).written), at: field.location)
      return JSONField(path: field.path, node: node, context: field.context).mediaSource()
    }
    return nil
  }

  /// The replied message's author: `from`, else `name`, coloured by `chatId`.
  private static func replyAuthor(_ reply: ObjectReader) -> Participant? {
    let from = reply.field("from")?.object()
    let written = from.map(name).flatMap { $0.isEmpty ? nil : $0 } ?? reply.string("name")
    guard let written, !written.isEmpty else { return nil }
    let chatID =
      reply.field("chatId")?.integer(in: Int.min...Int.max) ?? from?.field("id")?.integer(in: Int.min...Int.max)
    return Participant(
      id: "reply:" + written, name: written, avatar: from?.field("photo")?.object().flatMap(photo),
      paletteIndex: chatID.map { Int($0.magnitude % 7) })
  }

  /// `forward.label`: "Forwarded from Ann" or the name alone; `forward` without one says
  /// only that it was forwarded.
  private static func forwardLabel(_ reader: ObjectReader) -> String? {
    guard let forward = reader.field("forward") else { return nil }
    if case .bool(false) = forward.node.value { return nil }
    if case .null = forward.node.value { return nil }
    let label = forward.object()?.string("label") ?? ""
    let prefix = "Forwarded from "
    if label.hasPrefix(prefix) { return String(label.dropFirst(prefix.count)) }
    return label.isEmpty ? "" : label
  }
}
