import Foundation

/// A service message (`type: service`): who (`actor`, `actor_id`) did what (`action`), as a
/// centred notice in words ("Ana invited Ben and Chloe"); a `phone_call` is a call message
/// from the actor, and a `pin_message` also pins the message it names.
struct TelegramService {
  let decoder: TelegramMessageDecoder
  let reader: ObjectReader
  let field: JSONField

  /// Every field a service message may carry besides the ones each action reads.
  static let otherFields = [
    "title", "members", "message_id", "duration_seconds", "discard_reason", "inviter", "photo", "width", "height",
    "score", "game_message_id", "amount", "currency", "invoice_message_id", "recurring", "information_text",
    "reason_domain", "reason_app_id", "reason_app_name", "values", "from", "from_id", "to", "to_id", "distance",
    "duration", "period", "schedule_date", "emoticon", "cost", "months", "new_title", "new_icon_emoji_id",
    "button_id", "peer_id", "text", "text_entities", "edited", "edited_unixtime", "photo_file_size", "is_active",
    "is_missed", "media_spoiler", "amount_nano", "amount_whole", "boost_peer_id", "boost_peer_name", "boosts",
    "charge_id", "comment", "completed", "days", "gift_code", "gift_id", "gift_text", "giveaway_msg_id", "incompleted",
    "is_anonymous", "is_broadcast_messages_allowed", "is_limited", "is_unclaimed", "items", "messages_count",
    "peer_name", "peers", "price_amount_nano", "price_amount_whole", "price_currency", "price_stars", "rejected",
    "reply_to_peer_id", "scheduled_date", "stars", "stars_count", "transaction_id", "unclaimed", "user_initiated",
    "via_giveaway", "winners", "day", "month", "year", "new_creator",
  ]

  func message(id: String, time: Timestamp?) -> Message {
    let actor = decoder.sender(reader, nameKey: "actor", idKey: "actor_id")
    let actorName = actor.flatMap(decoder.participants.name) ?? "Someone"
    let actionField = reader.field("action")
    let action = actionField?.string()
    defer { for key in Self.otherFields { _ = reader.field(key) } }
    if action == "phone_call", let actor, let call = callContent() {
      return Message(id: id, from: actor, time: time, media: call)
    }
    let notice: String
    if let action, let described = describe(action, actor: actorName) {
      notice = described
    } else if let action {
      actionField?.warning("unknown service action \(quoted(action)); drawn as its name")
      notice = "\(actorName): \(action)"
    } else {
      notice = reader.string("information_text") ?? "\(actorName) did something"
    }
    return Message(id: id, kind: .system, time: time, text: counted(notice))
  }

  /// Names and titles from the export: a notice counts against the text budgets like any text.
  private func counted(_ notice: String) -> RichText {
    field.context.countText(bytes: notice.utf8.count, segments: 0, at: field.path, field.location)
    return RichText(plain: notice)
  }

  private func callContent() -> MessageContent? {
    var fields = ContentFields(of: field)
    fields.copy("duration", from: reader.field("duration_seconds"))
    let reason = reader.field("discard_reason")?.string()
    if reason == "missed" { fields.set("missed", .bool(true), at: reader.field("discard_reason")) }
    if reason == "busy" { fields.set("declined", .bool(true), at: reader.field("discard_reason")) }
    return fields.content("call")
  }

  /// The notice for `action`; `nil` for an action this importer does not know.
  private func describe(_ action: String, actor: String) -> String? {
    let title = reader.string("title").map { "«\($0)»" } ?? ""
    switch action {
    case "create_group": return "\(actor) created the group \(title)"
    case "edit_group_title": return "\(actor) changed the group name to \(title)"
    case "edit_group_photo": return "\(actor) changed the group photo"
    case "delete_group_photo": return "\(actor) removed the group photo"
    case "invite_members":
      let members = memberNames()
      return members == [actor] ? "\(actor) joined the group" : "\(actor) invited \(list(members))"
    case "remove_members":
      let members = memberNames()
      return members == [actor] ? "\(actor) left the group" : "\(actor) removed \(list(members))"
    case "join_group_by_link": return "\(actor) joined the group via invite link"
    case "join_group_by_request": return "\(actor) was accepted into the group"
    case "create_channel": return "Channel \(title) created"
    case "migrate_to_supergroup", "migrate_from_group": return "The group was upgraded to a supergroup"
    case "pin_message":
      if let pinned = reader.field("message_id")?.integer(in: TelegramMessageDecoder.idRange) {
        decoder.pinnedIDs.insert(String(pinned))
      }
      return "\(actor) pinned a message"
    case "clear_history": return "History was cleared"
    case "phone_call": return "\(actor) called"
    case "group_call": return "\(actor) started a video chat"
    case "invite_to_group_call": return "\(actor) invited \(list(memberNames())) to the video chat"
    case "group_call_scheduled": return "\(actor) scheduled a video chat"
    case "take_screenshot": return "\(actor) took a screenshot"
    case "joined_telegram": return "\(actor) joined Telegram"
    case "edit_chat_theme":
      return "\(actor) changed the chat theme" + (reader.string("emoticon").map { " to \($0)" } ?? "")
    case "set_messages_ttl":
      let period = reader.field("period")?.integer(in: 0...Int(InputNumberRanges.durationSeconds.upperBound)) ?? 0
      return period == 0
        ? "\(actor) disabled the auto-delete timer"
        : "\(actor) set messages to auto-delete in \(DurationWords.describe(seconds: period))"
    case "topic_created": return "\(actor) created the topic \(title)"
    case "topic_edit": return "\(actor) changed the topic" + (reader.string("new_title").map { " to «\($0)»" } ?? "")
    case "set_chat_wallpaper", "set_same_chat_wallpaper": return "\(actor) changed the chat wallpaper"
    case "requested_phone_number": return "\(actor) requested a phone number"
    case "send_premium_gift": return "\(actor) sent a Telegram Premium gift"
    case "score_in_game": return "\(actor) scored \(reader.field("score")?.integer(in: 0...Int.max) ?? 0) in a game"
    case "suggest_profile_photo": return "\(actor) suggested a profile photo"
    // Telegram's own sentence, already in the export's language.
    case "custom_action": return reader.string("title") ?? "\(actor) did something"
    case "send_payment": return "\(actor) sent a payment" + (TelegramAmount.words(reader).map { " of \($0)" } ?? "")
    case "conference_call":
      return reader.field("is_missed").flatMap(TelegramLenient.bool) == true
        ? "Missed group call" : "\(actor) started a group call"
    case "attach_menu_bot_allowed", "web_app_bot_allowed", "bot_allowed", "allow_sending_messages":
      return "You allowed this bot to message you"
    default: return describeLater(action, actor: actor)
    }
  }

  /// Actions of Telegram's later versions (payments, gifts, giveaways, checklists, posts), in
  /// the app's English words (Telegram Desktop's `lng_action_*`).
  private func describeLater(_ action: String, actor: String) -> String? {
    let count = { (key: String) in reader.field(key)?.integer(in: 0...InputNumberRanges.maxCount) }
    switch action {
    case "send_passport_values": return "\(actor) received the requested documents"
    case "proximity_reached": return "\(actor) is now nearby"
    case "send_webview_data": return "Data from the button was transferred to the bot"
    case "requested_peer": return "You shared a chat with the bot"
    case "gift_code_prize", "stars_prize": return "You won a prize in a giveaway"
    case "giveaway_launch": return "\(actor) just started a giveaway"
    case "giveaway_results":
      return count("winners").map { "\($0) winners of the giveaway were selected" }
        ?? "The giveaway's winners were selected"
    case "boost_apply":
      let boosts = count("boosts") ?? 1
      return boosts > 1 ? "\(actor) boosted the group \(boosts) times" : "\(actor) boosted the group"
    case "refunded_payment":
      return "\(actor) refunded a payment" + (TelegramAmount.words(reader).map { " of \($0)" } ?? "")
    case "send_stars_gift", "send_ton_gift", "send_star_gift": return "\(actor) sent a gift"
    case "paid_messages_refund":
      return "\(actor) refunded " + (count("stars_count").map { "\($0) Stars" } ?? "Stars")
    case "paid_messages_price_change":
      let price = count("price_stars") ?? 0
      return price == 0 ? "Messages are now free in this group" : "Messages now cost \(price) Stars each in this group"
    case "todo_completions": return "\(actor) marked tasks as done"
    case "todo_append_tasks": return "\(actor) added tasks to the list"
    case "process_suggested_post": return "The suggested post was processed"
    case "suggested_post_success": return "\(actor) received a payment for publishing the post"
    case "suggested_post_refund": return "The suggested post's price was refunded"
    case "suggest_birthday": return "\(actor) suggested a birthday"
    case "new_creator_pending": return "\(actor) chose a new owner of the group"
    case "change_creator": return "The group has a new owner"
    default: return nil
    }
  }

  private func memberNames() -> [String] {
    (reader.field("members")?.elements(maxCount: reader.limits.maxParticipants) ?? []).map { member in
      if case .null = member.node.value { return TelegramParticipants.deletedAccount }
      return member.string() ?? ""
    }
  }

  /// "Ana", "Ana and Ben", "Ana, Ben and Chloe".
  private func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "nobody" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}

/// "1 day", "7 days", "1 month", "30 seconds": an auto-delete period in words.
enum DurationWords {
  static func describe(seconds: Int) -> String {
    let units = [(2_592_000, "month"), (604_800, "week"), (86_400, "day"), (3600, "hour"), (60, "minute")]
    for (size, name) in units where seconds >= size && seconds % size == 0 {
      let count = seconds / size
      return "\(count) \(name)\(count == 1 ? "" : "s")"
    }
    return "\(seconds) second\(seconds == 1 ? "" : "s")"
  }
}
