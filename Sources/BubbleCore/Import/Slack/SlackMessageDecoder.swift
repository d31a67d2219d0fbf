import Foundation

/// One message object of a Slack day file. Members' messages, bots' (`bot_message`), `/me`
/// lines, shared files and file comments are messages; a deleted thread parent (`tombstone`)
/// is a deleted message; every other subtype (joins, topics, pins, integrations) is a notice in
/// Slack's words. A reply in a thread (`thread_ts` not its own `ts`) replies to its parent.
final class SlackMessageDecoder {
  private let workspace: SlackWorkspace
  private let text: SlackText
  private let timeZone: TimeZone
  private(set) var participants: [Participant] = []
  private var known: Set<String> = []
  /// Bots' names learnt from the notices that added them ("added an integration to this
  /// channel: <https://…/services/B0JL6RASU|github>"): their messages often name no one.
  private var botNames: [String: String] = [:]

  static let messageSubtypes: Set<String> = [
    "bot_message", "me_message", "thread_broadcast", "reply_broadcast", "file_share", "file_comment",
    "file_mention", "huddle_thread", "message_replied",
  ]

  init(workspace: SlackWorkspace, timeZone: TimeZone) {
    self.workspace = workspace
    self.text = SlackText(names: workspace.names)
    self.timeZone = timeZone
  }

  func message(_ field: JSONField) -> Message? {
    guard let reader = field.object() else { return nil }
    let stamp = reader.requiredString("ts", nonEmpty: true)
    let time = stamp.flatMap { timestamp($0, at: reader.field("ts")) }
    let id = stamp ?? field.path
    let subtype = reader.string("subtype")
    let thread = reader.string("thread_ts")
    let replyTo = thread.flatMap { $0 == stamp ? nil : $0 }
    let edited = reader.field("edited") != nil
    let reactions = SlackReactions.decode(reader.field("reactions"))
    let written = reader.string("text") ?? ""
    switch subtype {
    case "tombstone":
      // Slackbot writes the placeholder; the parent's author is who deleted it.
      let author = reader.string("parent_user_id") ?? reader.string("user").flatMap { $0 == "USLACKBOT" ? nil : $0 }
      return Message(id: id, kind: .recalled, from: author.map(member)?.id, time: time)
    case let subtype? where !Self.messageSubtypes.contains(subtype):
      if subtype == "bot_add" { learnBotName(written) }
      // "<@U1> has joined the channel" names its actor; "added an integration…" does not.
      let actor = written.hasPrefix("<@") ? nil : reader.string("user").map { workspace.names[$0] ?? $0 }
      return Message(
        id: id, kind: .system, time: time, text: RichText(plain: (actor.map { $0 + " " } ?? "") + notice(written)))
    default:
      let comment = reader.field("comment")?.object()
      let from = (comment?.string("user")).map(member) ?? sender(reader)
      let body = comment?.string("comment") ?? written
      var rich = body.isEmpty ? nil : text.richText(body)
      if subtype == "me_message", let me = rich {
        rich = RichText(segments: me.segments.map { TextSegment(text: $0.text, styles: $0.styles.union([.italic])) })
      }
      // A comment's file was shown where it was shared: the comment is its words alone.
      let media = comment == nil ? SlackMedia.decode(reader, message: field, text: text) : SlackMedia.Decoded()
      // A bot's legacy attachment may be all its text (a commit's note).
      let texts = [rich, media.caption].compactMap { $0 }
      let shown = texts.isEmpty ? (media.content == nil ? RichText(plain: "") : nil) : Self.joined(texts)
      return Message(
        id: id, from: from?.id, time: time, text: shown, media: media.content, replyTo: replyTo, edited: edited,
        reactions: reactions)
    }
  }

  private static func joined(_ texts: [RichText]) -> RichText {
    RichText(
      segments: texts.enumerated().flatMap { index, text in
        index == 0 ? text.segments : [TextSegment(text: "\n")] + text.segments
      })
  }

  /// "<@U1> has joined the channel" reads "Hamza has joined the channel".
  private func notice(_ written: String) -> String {
    text.richText(written).segments.map { segment in
      segment.userID != nil && segment.text.hasPrefix("@") ? String(segment.text.dropFirst()) : segment.text
    }.joined()
  }

  /// The member who wrote it, or the bot (`bot_id`, `username`, `bot_profile.name`).
  private func sender(_ reader: ObjectReader) -> Participant? {
    if let user = reader.string("user"), !user.isEmpty,
      reader.string("subtype") != "bot_message" || reader.string("username") == nil
    {
      let profile = reader.field("user_profile")?.object()
      let named = [profile?.string("display_name"), profile?.string("real_name")].compactMap { $0 }.first {
        !$0.isEmpty
      }
      return register(user, name: workspace.names[user] ?? named ?? user)
    }
    let bot = reader.string("bot_id") ?? reader.string("username")
    guard let bot, !bot.isEmpty else { return nil }
    let name = reader.string("username") ?? reader.field("bot_profile")?.object()?.string("name")
    let known = name.flatMap { $0.isEmpty ? nil : $0 } ?? botNames[bot] ?? workspace.names[bot]
    return register("bot:" + bot, name: known ?? "Bot")
  }

  private func learnBotName(_ written: String) {
    for segment in text.richText(written).segments {
      guard let href = segment.href, let range = href.range(of: "/services/") else { continue }
      let id = href[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
      if !id.isEmpty, segment.text != href { botNames[String(id)] = segment.text }
    }
  }

  private func member(_ id: String) -> Participant {
    register(id, name: workspace.names[id] ?? id)
  }

  private func register(_ id: String, name: String) -> Participant {
    let participant = Participant(id: id, name: name)
    if known.insert(id).inserted { participants.append(participant) }
    return participant
  }

  /// `"1452837318.000002"`: seconds since 1970, shown in `--tz`.
  private func timestamp(_ stamp: String, at field: JSONField?) -> Timestamp? {
    guard let seconds = Double(stamp), seconds.isFinite,
      (Double(InputNumberRanges.unixSeconds.lowerBound)...Double(InputNumberRanges.unixSeconds.upperBound)).contains(
        seconds)
    else {
      field?.error("expected Slack's time like \"1452837318.000002\" (seconds since 1970), found \(quoted(stamp))")
      return nil
    }
    return .instant(seconds, shownIn: timeZone)
  }
}

/// `reactions: [{name, users, count}]`: a chip per emoji Slack names (`SlackEmoji`).
enum SlackReactions {
  static func decode(_ field: JSONField?) -> [Message.Reaction] {
    (field?.elements(maxCount: field?.limits.maxReactionsPerMessage ?? 0) ?? []).compactMap { item in
      guard let reader = item.object(), let name = reader.string("name"), let emoji = SlackEmoji.emoji(named: name)
      else { return nil }
      let users = reader.field("users")?.elements(maxCount: InputNumberRanges.maxCount)?.count
      let count = reader.field("count")?.integer(in: 1...InputNumberRanges.maxCount) ?? max(1, users ?? 1)
      return Message.Reaction(emoji: emoji, count: count)
    }
  }
}
