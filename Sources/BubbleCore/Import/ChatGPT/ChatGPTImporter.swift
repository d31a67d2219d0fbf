import Foundation

/// ChatGPT's data export: `conversations.json` (an array of conversations), one conversation
/// object, or the export's folder or zip, whose `file-XXXX-name.png` uploads are drawn. Each
/// conversation is a tree of nodes (`mapping`); the thread drawn is the one the app shows, up
/// from `current_node` (`ChatGPTThread`). `--chat` picks a conversation of several.
struct ChatGPTImporter: ConversationImporter {
  var name: String { "chatgpt" }
  var displayName: String { "ChatGPT" }
  var appTheme: String? { "chatgpt" }
  var summary: String { "ChatGPT's data export: conversations.json, its folder or zip (--chat picks a conversation)" }
  var inputKind: ImportInputKind { .json }
  var chatFileDescription: String? { Self.chatFileName }
  var readsZip: Bool { true }

  static let chatFileName = "conversations.json"

  /// A conversation (or an array's first) with a `mapping` and a `current_node`.
  func recognizes(_ sample: ImportSample) -> Bool {
    guard let root = sample.json else { return false }
    let conversation = root[0] ?? root
    return conversation["mapping"] != nil && conversation["current_node"] != nil
  }

  func chatFile(among names: [String]) -> ChatFileSearch {
    names.contains(Self.chatFileName) ? .found(Self.chatFileName) : .none
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    input.jsonRoot(limits: options.limits, keeping: Self.kept).flatMap { root in
      let context = DecodingContext(limits: options.limits, kinds: kinds)
      let listed = AssistantConversations.listed(
        JSONField(path: "", node: root, context: context),
        id: { ($0["id"] ?? $0["conversation_id"])?.stringText }, title: { $0["title"]?.stringText })
      if context.hasErrors { return .failure(.invalid(.invalid(context.reportedErrors))) }
      return AssistantConversations.choose(listed, wanted: options.chat, app: displayName).flatMap { field in
        let files = AssistantFileIndex(names: input.files?.names ?? [], key: ChatGPTContent.fileID(ofName:))
        let decoder = ChatGPTMessageDecoder(
          steps: options.toolMessages, files: files, timeZone: options.timeZone ?? .current)
        let conversation = Self.conversation(field, decoder: decoder)
        guard let conversation, !context.hasErrors else { return .failure(.invalid(.invalid(context.reportedErrors))) }
        return .success(
          ImportedConversation(
            conversation: conversation, warnings: context.reportedWarnings, format: .init(rawValue: name)))
      }
    }
  }

  static func conversation(_ field: JSONField, decoder: ChatGPTMessageDecoder) -> Conversation? {
    guard let reader = field.object() else { return nil }
    let title = reader.string("title").flatMap { $0.isEmpty ? nil : $0 }
    guard let mapping = reader.requiredField("mapping"),
      let thread = ChatGPTThread.nodes(mapping: mapping, current: reader.requiredField("current_node"))
    else { return nil }
    var messages: [Message] = []
    for (id, node) in thread {
      guard let message = decoder.message(node, id: id) else { continue }
      guard messages.count < reader.limits.maxMessages else {
        node.error("more than \(reader.limits.maxMessages) messages in the thread (the limit)")
        break
      }
      messages.append(message)
    }
    let participants = [
      Participant(id: ChatGPTMessageDecoder.userID, name: "You"),
      Participant(id: ChatGPTMessageDecoder.assistantID, name: "ChatGPT"),
    ]
    return Conversation(
      title: title, kind: .direct, me: ChatGPTMessageDecoder.userID, participants: participants, messages: messages)
  }

  /// What is read of the export: the rest (search results, code runs' kernel messages, the
  /// nodes' `children`) is scanned but not built, so a large export costs less memory and fewer
  /// values of `--max-values`.
  static let kept: JSONKeep = {
    let message = JSONKeep.object(
      ["id", "author", "create_time", "content", "metadata", "recipient"],
      members: [
        "author": .object(["role", "name"]),
        "metadata": .object(["is_visually_hidden_from_conversation", "is_user_system_message", "attachments"]),
      ])
    let node = JSONKeep.object(["message", "parent"], members: ["message": message])
    let conversation = JSONKeep.object(
      ["title", "id", "conversation_id", "mapping", "current_node"], members: ["mapping": JSONKeep(otherMembers: node)])
    // The root is the array of conversations, or one of them.
    return JSONKeep(keys: conversation.keys, members: conversation.members, elements: conversation)
  }()
}
