import Foundation

/// Reads a Meta export's root: participants, title and the messages (newest first in the file,
/// oldest first here). Text is repaired (`MetaText`); media `uri`s are read inside the export's
/// thread folder.
struct MetaMessageDecoder {
  let zone: TimeZone
  /// The name of the folder the file was read from (`alice_abc123`): `uri`s name it.
  let threadFolder: String?

  /// Fields Meta writes that nothing here draws: read so that they are not reported as unknown.
  static let fieldsNotDrawn = [
    "sender_id_INTERNAL", "ip", "is_geoblocked_for_viewer", "is_unsent_image_by_messenger_kid_parent", "is_taken_down",
    "bumped_message_metadata", "generic_attachments", "media_path_INTERNAL", "type_INTERNAL", "missed",
  ]

  /// The thread of `root` (`message_1.json`) and of `more` (`message_2.json`…, older messages
  /// of the same thread), merged in time order.
  func conversation(_ root: JSONField, more: [(file: String, root: JSONField)] = []) -> Conversation? {
    guard let reader = root.object() else { return nil }
    defer { reader.finish() }
    let title = reader.string("title").map(MetaText.repaired)
    var names: [String] = []
    for participant in reader.field("participants")?.elements(maxCount: reader.limits.maxParticipants) ?? [] {
      guard let entry = participant.object() else { continue }
      defer { entry.finish() }
      if let name = entry.string("name").map(MetaText.repaired), !names.contains(name) { names.append(name) }
    }
    for key in ["is_still_participant", "thread_path", "thread_type", "magic_words", "image", "joinable_mode"] {
      _ = reader.field(key)
    }
    let items = reader.requiredField("messages")?.elements(maxCount: reader.limits.maxMessages) ?? []
    var messages = items.enumerated().compactMap { index, item in message(item, id: String(items.count - index)) }
    for (part, other) in more.enumerated() {
      root.context.file = other.file
      messages += partMessages(of: other.root, part: part + 2, room: reader.limits.maxMessages - messages.count)
    }
    root.context.file = nil
    // Newest first in the file; a stable sort keeps messages of the same millisecond in order.
    messages = messages.inTimeOrder(writtenNewestFirst: true)
    for sender in messages.compactMap(\.from) where !names.contains(sender) { names.append(sender) }
    return Conversation(
      title: title, kind: names.count > 2 ? .group : .direct,
      participants: names.map { Participant(id: $0, name: $0) }, messages: messages)
  }

  /// The messages of another part of the thread, ids `2.1`, `2.2`… (part 2), within `room`.
  private func partMessages(of root: JSONField, part: Int, room: Int) -> [Message] {
    guard let reader = root.object() else { return [] }
    defer { reader.finish() }
    for key in [
      "title", "participants", "is_still_participant", "thread_path", "thread_type", "magic_words", "image",
      "joinable_mode",
    ] {
      _ = reader.field(key)
    }
    let field = reader.requiredField("messages")
    let items = field?.elements(maxCount: .max) ?? []
    if items.count > room {
      field?.error("more than \(root.limits.maxMessages) messages in the thread's files together (the limit)")
    }
    return items.prefix(max(0, room)).enumerated().compactMap { index, item in
      message(item, id: "\(part).\(items.count - index)")
    }
  }

  private func message(_ field: JSONField, id: String) -> Message? {
    guard let reader = field.object() else { return nil }
    defer { reader.finish() }
    for key in Self.fieldsNotDrawn { _ = reader.field(key) }
    let sender = reader.string("sender_name").map(MetaText.repaired) ?? "Unknown"
    let time = reader.requiredField("timestamp_ms")?.integer(in: -62_135_596_800_000...253_402_300_799_999)
      .map { Timestamp.instant(Double($0) / 1000, shownIn: zone) }
    let reactions = MetaReactions.decode(reader.field("reactions"))
    if let unsent = reader.field("is_unsent"), unsent.bool() == true {
      _ = reader.field("content")
      return Message(id: id, kind: .recalled, from: sender, time: time)
    }
    let type = reader.field("type")?.string() ?? "Generic"
    var text = reader.string("content").map(MetaText.repaired)
    let media = MetaMedia.decode(reader, message: field, threadFolder: threadFolder, text: &text)
    if type == "Subscribe" || type == "Unsubscribe" {
      _ = reader.field("users")
      return Message(id: id, kind: .system, time: time, text: text.map { RichText(plain: $0) })
    }
    _ = reader.field("call_duration")
    return Message(
      id: id, from: sender, time: time, text: text.flatMap { $0.isEmpty ? nil : RichText(plain: $0) }, media: media,
      reactions: reactions)
  }
}

/// `reactions: [{reaction, actor}]`: one chip per emoji, counted.
enum MetaReactions {
  static func decode(_ field: JSONField?) -> [Message.Reaction] {
    var counts: [(emoji: String, count: Int)] = []
    for item in field?.elements(maxCount: field?.limits.maxReactionsPerMessage ?? 0) ?? [] {
      guard let reader = item.object() else { continue }
      defer { reader.finish() }
      _ = reader.field("actor")
      _ = reader.field("timestamp")
      // Drawn as a picture, like the app's: "❤" alone would be a text glyph (`TelegramEmoji`).
      guard let emoji = reader.string("reaction").map({ TelegramEmoji.pictured(MetaText.repaired($0)) }),
        !emoji.isEmpty
      else { continue }
      if let index = counts.firstIndex(where: { $0.emoji == emoji }) {
        counts[index].count += 1
      } else {
        counts.append((emoji, 1))
      }
    }
    return counts.map { Message.Reaction(emoji: $0.emoji, count: $0.count) }
  }
}
