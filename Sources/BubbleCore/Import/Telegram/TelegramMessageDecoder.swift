import Foundation

/// Reads a chat's `messages`: ordinary messages (`type: message`), service messages
/// (`type: service`, `TelegramService`) and the ones Telegram could not export
/// (`type: unsupported`). Collects the participants as it goes.
final class TelegramMessageDecoder {
  /// Message, chat and user ids: integers every JSON reader holds exactly.
  static let idRange = -9_007_199_254_740_991...9_007_199_254_740_991
  /// Shown for a message with nothing the importer can draw (a game, an invoice, a dice roll).
  static let unsupportedText = "Unsupported message"

  let timeZone: TimeZone?
  let participants = TelegramParticipants()
  /// Ids of the messages a `pin_message` service message pinned.
  var pinnedIDs: Set<String> = []

  init(timeZone: TimeZone?) {
    self.timeZone = timeZone
  }

  func decodeMessages(_ field: JSONField) -> [Message] {
    guard let items = field.elements(maxCount: field.limits.maxMessages) else { return [] }
    var messages = items.enumerated().compactMap { position, item in decodeMessage(item, position: position) }
    for index in messages.indices where pinnedIDs.contains(messages[index].id) { messages[index].pinned = true }
    return messages
  }

  /// Fields the export writes that nothing here draws: read so that they are not reported as
  /// unknown.
  static let fieldsNotDrawn = [
    "author", "saved_from", "saved_from_id", "via_bot", "via_business_bot", "reply_to_peer_id",
    "self_destruct_period_seconds", "inline_bot_buttons", "media_spoiler", "contact_vcard", "forwarded_from_id",
    "edited_unixtime",
  ]

  /// A message without `id` (tools that write the format by hand leave it out) is numbered by
  /// its place in the list; nothing can reply to it.
  private func decodeMessage(_ field: JSONField, position: Int) -> Message? {
    guard let reader = field.object() else { return nil }
    defer { reader.finish() }
    let id =
      reader.field("id").map { TelegramLenient.integer($0, in: Self.idRange).map(String.init) ?? "" }
      ?? "#\(position + 1)"
    let time = TelegramTime.decode(reader, zone: timeZone)
    let typeField = reader.field("type")
    let type = typeField?.string() ?? "message"
    switch type {
    case "service":
      return TelegramService(decoder: self, reader: reader, field: field).message(id: id, time: time)
    case "unsupported":
      return Message(id: id, kind: .system, time: time, text: RichText(plain: Self.unsupportedText))
    case "message":
      break
    default:
      typeField?.warning("unknown message type \(quoted(type)); read as a message (known: message, service)")
    }
    let from = sender(reader, nameKey: "from", idKey: "from_id")
    var text = TelegramText.decode(text: reader.field("text"), entities: reader.field("text_entities"))
    let media = TelegramMedia.decode(reader, message: field)
    let extras = TelegramExtras.lines(reader)
    if !extras.isEmpty {
      let own = text.map { $0.plainText.isEmpty ? [] : $0.segments + [TextSegment(text: "\n")] } ?? []
      text = RichText(segments: own + [TextSegment(text: extras.joined(separator: "\n"))])
    }
    for key in Self.fieldsNotDrawn { _ = reader.field(key) }
    let hasText = text.map { !$0.plainText.isEmpty } ?? false
    return Message(
      id: id, from: from ?? participants.register(name: "Unknown", id: "unknown"), time: time,
      text: hasText || media != nil ? text : RichText(plain: Self.unsupportedText), media: media,
      replyTo: reader.field("reply_to_message_id").flatMap { TelegramLenient.integer($0, in: Self.idRange) }
        .map(String.init),
      forwardedFrom: forwardedFrom(reader), edited: reader.field("edited") != nil,
      reactions: reader.field("reactions").map(TelegramReactions.decode) ?? [])
  }

  /// The participant named by `nameKey` (`null` for a deleted account) and `idKey`.
  func sender(_ reader: ObjectReader, nameKey: String, idKey: String) -> String? {
    let name = reader.field(nameKey)?.string()
    let id = reader.field(idKey).flatMap(Self.peerID)
    guard name != nil || id != nil || reader.contains(nameKey) else { return nil }
    return participants.register(name: name, id: id) ?? participants.register(name: nil, id: "deleted")
  }

  /// `"user123"` or `"channel123"`; a bare number is a user's.
  static func peerID(_ field: JSONField) -> String? {
    if case .number = field.node.value { return field.integer(in: idRange).map { "user\($0)" } }
    return field.string(nonEmpty: true)
  }

  private func forwardedFrom(_ reader: ObjectReader) -> String? {
    guard reader.contains("forwarded_from") else { return nil }
    return reader.field("forwarded_from")?.string() ?? TelegramParticipants.deletedAccount
  }
}

/// `reactions`: `{type: emoji, count, emoji, recent[]}`; a paid reaction is a star; a custom
/// emoji reaction, whose picture is not in the export, is left out.
enum TelegramReactions {
  static func decode(_ field: JSONField) -> [Message.Reaction] {
    let items = field.elements(maxCount: field.limits.maxReactionsPerMessage) ?? []
    return items.compactMap { item in
      guard let reader = item.object() else { return nil }
      defer { reader.finish() }
      let type = reader.field("type")?.string() ?? "emoji"
      let count = reader.field("count")?.integer(in: 1...InputNumberRanges.maxCount) ?? 1
      let emoji = reader.field("emoji")?.string(nonEmpty: true)
      _ = reader.field("document_id")
      _ = reader.field("recent")?.elements()
      switch type {
      case "emoji": return emoji.map { Message.Reaction(emoji: TelegramEmoji.pictured($0), count: count) }
      case "paid": return Message.Reaction(emoji: "⭐", count: count)
      case "custom_emoji": return nil
      default:
        reader.field("type")?.warning("unknown reaction type \(quoted(type)); left out")
        return nil
      }
    }
  }
}

/// Telegram draws reactions and custom emoji as pictures, but writes their emoji as text: "❤"
/// (U+2764) alone is a text-style glyph, so it gets the variation selector that asks for colour.
enum TelegramEmoji {
  static func pictured(_ emoji: String) -> String {
    let scalars = emoji.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, scalar.properties.isEmoji,
      !scalar.properties.isEmojiPresentation, scalar.value > 0xFF
    else { return emoji }
    return emoji + "\u{FE0F}"
  }
}
