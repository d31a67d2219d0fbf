import Foundation

/// Telegram Desktop's "Export chat history" JSON: a single chat's `result.json` (`name`, `type`,
/// `id`, `messages`), or a whole account's (`chats.list`, one chat picked with `--chat`). Every
/// problem is located like the `bubbles/1` decoder's; fields it does not know are warnings.
struct TelegramImporter: Sendable {
  static func importExport(
    _ root: JSONNode, options: ImportOptions, kinds: ContentKinds
  ) -> Result<ImportedConversation, ImportError> {
    let context = DecodingContext(limits: options.limits, kinds: kinds)
    let rootField = JSONField(path: "", node: root, context: context)
    var me: String?
    let chatField: JSONField
    if root["chats"] != nil || root["left_chats"] != nil {
      switch TelegramAccountExport.chat(in: rootField, named: options.chat) {
      case .failure(let error): return .failure(error)
      case .success(let chosen): (chatField, me) = chosen
      }
    } else {
      chatField = rootField
    }
    guard let conversation = decodeChat(chatField, options: options), !context.hasErrors else {
      return .failure(.invalid(.invalid(context.reportedErrors)))
    }
    var result = conversation
    if let me, result.participant(me) != nil { result.me = me }
    return .success(
      ImportedConversation(conversation: result, warnings: context.reportedWarnings, format: .telegram))
  }

  /// The chat types of the export, and whether each is drawn as a group (sender names).
  static let chatTypes: [String: Conversation.Kind] = [
    "personal_chat": .direct, "bot_chat": .direct, "saved_messages": .direct, "replies": .group,
    "private_group": .group, "private_supergroup": .group, "public_supergroup": .group,
    "private_channel": .direct, "public_channel": .direct,
  ]

  private static func decodeChat(_ field: JSONField, options: ImportOptions) -> Conversation? {
    guard let reader = field.object() else { return nil }
    defer { reader.finish() }
    let title = reader.string("name")
    var kind = Conversation.Kind.direct
    let chatType = reader.field("type")
    if let typeField = chatType, let type = typeField.string() {
      if let known = chatTypes[type] {
        kind = known
      } else {
        typeField.warning(
          "unknown chat type \(quoted(type)); drawn as a chat between two, or a group when more write (known: "
            + "\(chatTypes.keys.sorted().joined(separator: ", ")))")
      }
    }
    _ = reader.field("id")?.integer(in: TelegramMessageDecoder.idRange)
    let messagesField = reader.requiredField("messages")
    let decoder = TelegramMessageDecoder(timeZone: options.timeZone)
    let messages = messagesField.map(decoder.decodeMessages) ?? []
    // The export lists no participants: they come from the messages, within the same limit.
    let limit = reader.limits.maxParticipants
    if decoder.participants.all.count > limit, let messagesField {
      messagesField.error("more than \(limit) participants (the limit)")
    }
    // A chat of two with a third sender (a bot, a merged export) needs names on its bubbles.
    let isChannel = chatType?.node.stringValue.map { $0.hasSuffix("_channel") } ?? false
    if kind == .direct, !isChannel, Set(messages.compactMap(\.from)).count > 2 { kind = .group }
    return Conversation(
      title: title, kind: kind, participants: decoder.participants.all, messages: messages)
  }
}

/// A whole account's export: the chat `--chat` names among `chats.list` and `left_chats.list`.
enum TelegramAccountExport {
  /// The chat's object and the account owner's participant id (`personal_information.user_id`).
  static func chat(in root: JSONField, named wanted: String?) -> Result<(JSONField, String?), ImportError> {
    guard let reader = root.object() else { return .failure(.invalid(.invalid(root.context.reportedErrors))) }
    let owner = reader.field("personal_information")?.object()?.field("user_id")?
      .integer(in: TelegramMessageDecoder.idRange).map { "user\($0)" }
    let chats = ["chats", "left_chats"].flatMap { list -> [JSONField] in
      reader.field(list)?.object()?.field("list")?.elements() ?? []
    }
    // A `chats` that is no object, or an owner's id of the wrong type, is the error to report.
    if root.context.hasErrors { return .failure(.invalid(.invalid(root.context.reportedErrors))) }
    let listed = chats.map { chat in (field: chat, name: chat.node["name"]?.stringValue, id: chat.node["id"]?.idText) }
    let choices = listed.map { "\($0.name ?? "(no name)") (\($0.id ?? "no id"))" }
    guard let wanted else {
      // A chat is picked by its id, or by its name when it has none.
      let exportChats = listed.compactMap { chat in (chat.id ?? chat.name).map { ExportChat(id: $0, name: chat.name) } }
      return .failure(
        .chatNeeded(
          "a whole-account Telegram export has \(chats.count) chats; choose one with --chat NAME_OR_ID:",
          chats: exportChats))
    }
    let match =
      listed.first { $0.id == wanted } ?? listed.first { $0.name == wanted }
      ?? listed.first { $0.name?.caseInsensitiveCompare(wanted) == .orderedSame }
    guard let match else {
      return .failure(
        .choiceNeeded("--chat \(quoted(wanted)) names no chat of this export; its chats (name, id):", choices: choices))
    }
    return .success((match.field, owner))
  }
}

extension JSONNode {
  fileprivate var stringValue: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// An integer id as written, for matching `--chat`.
  fileprivate var idText: String? {
    guard case .number(let number, _) = value, let integer = Int64(exactly: number) else { return nil }
    return String(integer)
  }
}
