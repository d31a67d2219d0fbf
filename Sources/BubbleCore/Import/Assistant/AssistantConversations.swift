import Foundation

/// The conversation to read of an AI assistant's export (ChatGPT's and Claude's
/// `conversations.json`, an array of them, or one conversation object): the one `--chat` names
/// by id, title or number (1 for the first), the only one, or else the list to choose from, as a
/// whole-account Telegram export lists its chats.
enum AssistantConversations {
  /// One of the export's conversations as listed: what `--chat` may name it by.
  struct Listed {
    var field: JSONField
    var id: String?
    var title: String?
  }

  /// The conversations of `root` (an array, or one conversation), each with its id and title read
  /// by `id` and `title` without reporting anything: the chosen one is read and checked in full.
  static func listed(
    _ root: JSONField, id: (JSONNode) -> String?, title: (JSONNode) -> String?
  ) -> [Listed] {
    guard case .array = root.node.value else {
      return [Listed(field: root, id: id(root.node), title: title(root.node))]
    }
    return (root.elements() ?? []).map { Listed(field: $0, id: id($0.node), title: title($0.node)) }
  }

  /// The conversation `wanted` names among `listed`, or the only one; `app` names the export in
  /// messages ("a ChatGPT export of 3 conversations").
  static func choose(_ listed: [Listed], wanted: String?, app: String) -> Result<JSONField, ImportError> {
    // A conversation without an id is picked by its number, which is then its id.
    let chats = listed.enumerated().map { index, item in
      ExportChat(id: item.id.flatMap { $0.isEmpty ? nil : $0 } ?? String(index + 1), name: item.title)
    }
    guard let wanted else {
      if listed.count == 1, let only = listed.first { return .success(only.field) }
      if listed.isEmpty { return .failure(.invalid("a \(app) export without any conversation")) }
      return .failure(
        .chatNeeded(
          "a \(app) export of \(listed.count) conversations; choose one with --chat TITLE, ID or NUMBER (1 for the first):",
          chats: chats))
    }
    if let index = ExportChat.index(named: wanted, among: chats) { return .success(listed[index].field) }
    if let number = Int(wanted), number >= 1, number <= listed.count {
      return .success(listed[number - 1].field)
    }
    return .failure(
      .choiceNeeded(
        "--chat \(quoted(wanted)) names no conversation of this export (by title, id, or number from 1 to "
          + "\(listed.count)); its conversations (title, id):",
        choices: chats.map(\.label)))
  }
}
