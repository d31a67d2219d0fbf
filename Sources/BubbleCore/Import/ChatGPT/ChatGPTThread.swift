import Foundation

/// The thread ChatGPT shows of a conversation's tree (`mapping`: node id → {message, parent,
/// children}): from `current_node` up along `parent` to the root, reversed. The other branches
/// are answers regenerated or questions edited, which the app shows one at a time: not drawn.
enum ChatGPTThread {
  /// The nodes of the thread, root first. Each node is visited once, so a cycle of parents is an
  /// error where it closes, not an endless walk; a parent that names no node ends the thread
  /// there, with a warning.
  static func nodes(mapping: JSONField, current: JSONField?) -> [(id: String, node: JSONField)]? {
    guard case .object(let members) = mapping.node.value else {
      mapping.reportTypeMismatch(expected: "an object of nodes by id")
      return nil
    }
    var byID: [String: Int] = [:]
    for (index, member) in members.enumerated() where byID[member.key] == nil { byID[member.key] = index }
    guard let current, let start = current.string() else { return nil }
    guard byID[start] != nil else {
      current.error("expected the id of a node of mapping, found \(quoted(start))")
      return nil
    }
    var thread: [(id: String, node: JSONField)] = []
    var visited: Set<String> = []
    var next: (id: String, from: JSONField)? = (start, current)
    while let step = next {
      let (id, from) = (step.id, step.from)
      guard let index = byID[id] else {
        from.warning("names no node of mapping; the thread starts after it")
        break
      }
      guard visited.insert(id).inserted else {
        from.error("the parents lead back to node \(quoted(id)): a cycle, not a thread")
        return nil
      }
      let node = JSONField(
        path: JSONPath.member(mapping.path, id), node: members[index].value, context: mapping.context)
      thread.append((id, node))
      next = parent(of: node).map { (id: $0.id, from: $0.field) }
    }
    return thread.reversed()
  }

  /// A node's `parent` (`null` or absent at the root).
  private static func parent(of node: JSONField) -> (id: String, field: JSONField)? {
    guard let reader = node.object(), let field = reader.field("parent"), let id = field.string() else { return nil }
    return (id, field)
  }
}
