import Foundation

/// Claude.ai's conversations: the data export's `conversations.json` (an array of
/// conversations; its folder or zip), one conversation object, or a conversation as the web
/// app's API returns it (`current_leaf_message_uuid`, each message's `parent_message_uuid`: the
/// branch shown is read, `ClaudeBranch`). `--chat` picks a conversation of several.
struct ClaudeImporter: ConversationImporter {
  var name: String { "claude" }
  var displayName: String { "Claude" }
  var appTheme: String? { "claude" }
  var summary: String { "Claude.ai's data export: conversations.json, its folder or zip (--chat picks a conversation)" }
  var inputKind: ImportInputKind { .json }
  var chatFileDescription: String? { ChatGPTImporter.chatFileName }
  var readsZip: Bool { true }

  /// A conversation (or an array's first) with `chat_messages`.
  func recognizes(_ sample: ImportSample) -> Bool {
    guard let root = sample.json else { return false }
    return (root[0] ?? root)["chat_messages"] != nil
  }

  func chatFile(among names: [String]) -> ChatFileSearch {
    names.contains(ChatGPTImporter.chatFileName) ? .found(ChatGPTImporter.chatFileName) : .none
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    input.jsonRoot(limits: options.limits, keeping: Self.kept).flatMap { root in
      let context = DecodingContext(limits: options.limits, kinds: kinds)
      let listed = AssistantConversations.listed(
        JSONField(path: "", node: root, context: context),
        id: { $0["uuid"]?.stringText }, title: { $0["name"]?.stringText })
      if context.hasErrors { return .failure(.invalid(.invalid(context.reportedErrors))) }
      return AssistantConversations.choose(listed, wanted: options.chat, app: displayName).flatMap { field in
        let files = AssistantFileIndex(names: input.files?.names ?? [], key: { $0 })
        let decoder = ClaudeMessageDecoder(steps: options.toolMessages, files: files)
        let conversation = Self.conversation(field, decoder: decoder)
        guard let conversation, !context.hasErrors else { return .failure(.invalid(.invalid(context.reportedErrors))) }
        return .success(
          ImportedConversation(
            conversation: conversation, warnings: context.reportedWarnings, format: .init(rawValue: name)))
      }
    }
  }

  static func conversation(_ field: JSONField, decoder: ClaudeMessageDecoder) -> Conversation? {
    guard let reader = field.object() else { return nil }
    let title = reader.string("name").flatMap { $0.isEmpty ? nil : $0 }
    guard let list = reader.requiredField("chat_messages"),
      let branch = ClaudeBranch.messages(list, leaf: reader.field("current_leaf_message_uuid"))
    else { return nil }
    var messages: [Message] = []
    for item in branch {
      let drawn = decoder.messages(item)
      guard messages.count + drawn.count <= reader.limits.maxMessages else {
        item.error("more than \(reader.limits.maxMessages) messages in the conversation (the limit)")
        break
      }
      messages += drawn
    }
    let participants = [
      Participant(id: ClaudeMessageDecoder.humanID, name: "You"),
      Participant(id: ClaudeMessageDecoder.assistantID, name: "Claude"),
    ]
    return Conversation(
      title: title, kind: .direct, me: ClaudeMessageDecoder.humanID, participants: participants, messages: messages)
  }

  /// What is read of the export: the rest (documents' extracted text, thumbnails, citations,
  /// settings) is scanned but not built.
  static let kept: JSONKeep = {
    let file = JSONKeep.object(["file_name", "file_size"])
    let block = JSONKeep.object(["type", "text", "thinking", "name", "input", "content"])
    let message = JSONKeep.object(
      ["uuid", "sender", "text", "content", "attachments", "files", "created_at", "parent_message_uuid"],
      members: ["content": .array(of: block), "attachments": .array(of: file), "files": .array(of: file)])
    let conversation = JSONKeep.object(
      ["uuid", "name", "chat_messages", "current_leaf_message_uuid"], members: ["chat_messages": .array(of: message)])
    // The root is the array of conversations, or one of them.
    return JSONKeep(keys: conversation.keys, members: conversation.members, elements: conversation)
  }()
}
