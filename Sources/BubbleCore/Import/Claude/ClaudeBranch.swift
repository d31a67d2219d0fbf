import Foundation

/// The messages Claude.ai shows of a conversation: in a data export, all of `chat_messages` in
/// their order; in the web app's form (each message's `parent_message_uuid`, and the
/// conversation's `current_leaf_message_uuid`), the branch up from that leaf, reversed. The
/// other branches are retried answers and edited questions, shown one at a time: not drawn.
enum ClaudeBranch {
  /// The parent of a conversation's first message: no message.
  static let rootID = "00000000-0000-4000-8000-000000000000"

  static func messages(_ list: JSONField, leaf: JSONField?) -> [JSONField]? {
    guard let items = list.elements() else { return nil }
    guard let leaf, let start = leaf.string(), !start.isEmpty else { return items }
    var byID: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      if let id = item.node["uuid"]?.stringText, byID[id] == nil { byID[id] = index }
    }
    guard byID[start] != nil else {
      leaf.error("expected the uuid of a message of chat_messages, found \(quoted(start))")
      return nil
    }
    var branch: [JSONField] = []
    var visited: Set<String> = []
    var next: String? = start
    while let id = next {
      guard let index = byID[id] else {
        if id != rootID, let last = branch.last {
          last.warning("parent_message_uuid names no message of chat_messages; the branch starts here")
        }
        break
      }
      guard visited.insert(id).inserted else {
        (branch.last ?? leaf).error("the parents lead back to message \(quoted(id)): a cycle, not a branch")
        return nil
      }
      branch.append(items[index])
      next = items[index].node["parent_message_uuid"]?.stringText
    }
    return branch.reversed()
  }
}
