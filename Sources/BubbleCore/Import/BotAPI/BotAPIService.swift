/// The service messages of a Bot API `Message` as the line a chat shows for them.
enum BotAPIService {
  static func text(_ reader: ObjectReader) -> String? {
    if let members = reader.field("new_chat_members")?.elements(maxCount: 100) {
      let names = members.compactMap { $0.object().map(BotAPIMessageDecoder.userName) }
      return "\(names.joined(separator: ", ")) joined the group"
    }
    if let member = reader.field("left_chat_member")?.object() {
      return "\(BotAPIMessageDecoder.userName(member)) left the group"
    }
    if let title = reader.string("new_chat_title") { return "Group name changed to \"\(title)\"" }
    if reader.field("new_chat_photo") != nil { return "Group photo changed" }
    if reader.field("delete_chat_photo") != nil { return "Group photo removed" }
    if let pinned = reader.field("pinned_message")?.object() {
      let text = pinned.string("text") ?? pinned.string("caption")
      return text.map { "Pinned \"\($0)\"" } ?? "Pinned a message"
    }
    if reader.field("group_chat_created") != nil || reader.field("supergroup_chat_created") != nil {
      return "Group created"
    }
    return nil
  }
}
