import Foundation

/// One DiscordChatExporter message: `Default` and `Reply` are messages, `Call` a call, every
/// other type (members joining, pins, renames, threads) a notice in the exporter's words.
final class DiscordMessageDecoder {
  private(set) var participants: [Participant] = []
  private var known: Set<String> = []

  /// Fields written that nothing here draws: read so that they are not reported as unknown.
  static let fieldsNotDrawn = ["interaction", "inlineEmojis", "components"]

  func message(_ field: JSONField) -> Message? {
    guard let reader = field.object() else { return nil }
    defer { reader.finish() }
    for key in Self.fieldsNotDrawn { _ = reader.field(key) }
    let id = reader.requiredString("id", nonEmpty: true) ?? ""
    let type = reader.string("type") ?? "Default"
    let time = reader.requiredField("timestamp").flatMap(Self.time)
    // `null` is "not given" (`ObjectReader.field`).
    let edited = reader.field("timestampEdited") != nil
    let ended = reader.field("callEndedTimestamp").flatMap(Self.time)
    let pinned = reader.field("isPinned").flatMap { $0.bool() } ?? false
    let author = reader.requiredField("author").flatMap(register)
    let content = reader.string("content") ?? ""
    let mentions = Self.mentionNames(reader.field("mentions"))
    let reference = reader.field("reference")?.object()
    let replyTo = reference.flatMap { reference -> String? in
      defer { reference.finish() }
      for key in ["channelId", "guildId", "type"] { _ = reference.field(key) }
      return reference.field("messageId")?.string()
    }
    let media = DiscordMedia.decode(reader, message: field)
    let reactions = DiscordReactions.decode(reader.field("reactions"))
    switch type {
    case "Default", "Reply":
      let text = content.isEmpty ? nil : RichText(segments: ChatMarkup.segments(of: content, mentions: mentions))
      return Message(
        id: id, from: author?.id, time: time, text: text ?? (media == nil ? RichText(plain: "") : nil), media: media,
        // DiscordChatExporter wrote replies as `Default` with a `reference` before it had `Reply`.
        replyTo: replyTo, edited: edited, reactions: reactions, pinned: pinned)
    case "Call":
      var fields = ContentFields(of: field)
      if let time, let ended {
        let seconds = max(0, Int(ended.secondsSince1970 - time.secondsSince1970))
        fields.set("duration", .number(Double(seconds), isInteger: true))
      }
      return Message(id: id, from: author?.id, time: time, media: fields.content("call"), reactions: reactions)
    default:
      // "Joined the server." from Adam reads "Adam joined the server."
      let notice = author.map { "\($0.name) \(Self.lowercasingFirst(content))" } ?? content
      return Message(id: id, kind: .system, time: time, text: RichText(plain: notice), pinned: pinned)
    }
  }

  /// The author, registered on first sight: their server nickname, else their name.
  private func register(_ field: JSONField) -> Participant? {
    guard let reader = field.object() else { return nil }
    defer { reader.finish() }
    guard let id = reader.requiredString("id", nonEmpty: true) else { return nil }
    let (nickname, accountName) = (reader.string("nickname"), reader.string("name"))
    let name = nickname.flatMap { $0.isEmpty ? nil : $0 } ?? accountName ?? id
    let avatar = reader.field("avatarUrl").flatMap(DiscordMedia.source)
    for key in ["discriminator", "color", "isBot", "roles"] { _ = reader.field(key) }
    let participant = Participant(id: id, name: name, avatar: avatar)
    if known.insert(id).inserted { participants.append(participant) }
    return participant
  }

  static func time(_ field: JSONField) -> Timestamp? {
    guard let text = field.string() else { return nil }
    switch ISO8601TimeParser.parse(text) {
    case .success(let time): return time
    case .failure:
      field.error("expected a time like \"2023-01-06T14:03:03.853+00:00\", found \(quoted(text))")
      return nil
    }
  }

  /// `@name` for each mentioned user (nickname and name), for the text's mention style.
  static func mentionNames(_ field: JSONField?) -> [String] {
    var names: [String] = []
    for item in field?.elements(maxCount: 256) ?? [] {
      guard let user = item.object() else { continue }
      defer { user.finish() }
      for key in ["nickname", "name"] {
        if let name = user.string(key), !name.isEmpty { names.append("@" + name) }
      }
      for key in ["id", "discriminator", "isBot", "color", "avatarUrl", "roles"] { _ = user.field(key) }
    }
    return names
  }

  private static func lowercasingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}

/// `reactions: [{emoji: {id, name, …}, count}]`: a chip per Unicode emoji; a server's custom
/// emoji (an `id`, a picture) is left out, as Telegram's custom reactions are.
enum DiscordReactions {
  static func decode(_ field: JSONField?) -> [Message.Reaction] {
    (field?.elements(maxCount: field?.limits.maxReactionsPerMessage ?? 0) ?? []).compactMap { item in
      guard let reader = item.object() else { return nil }
      defer { reader.finish() }
      let count = reader.field("count")?.integer(in: 1...InputNumberRanges.maxCount) ?? 1
      _ = reader.field("users")
      guard let emoji = reader.field("emoji")?.object() else { return nil }
      defer { emoji.finish() }
      for key in ["code", "isAnimated", "imageUrl"] { _ = emoji.field(key) }
      let custom = emoji.string("id").map { !$0.isEmpty } ?? false
      let name = emoji.string("name") ?? ""
      guard !custom, !name.isEmpty else { return nil }
      return Message.Reaction(emoji: TelegramEmoji.pictured(name), count: count)
    }
  }
}
