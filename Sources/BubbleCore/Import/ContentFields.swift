import Foundation

/// The fields of a content kind's object, made by an importer from what it read: each value
/// keeps the place it was read from, so a kind's own check of it (a width out of range) is
/// located in the export.
struct ContentFields {
  private(set) var members: [JSONMember] = []
  /// Where the fields come from: the message.
  let owner: JSONField
  /// Each field's path (`options[0].votes`, under the owner) and the export's path it was read
  /// from (`messages[7].poll.answers[0].voters`): problems the kind finds are reported there.
  private var sourcePaths: [(field: String, source: String)] = []

  init(of owner: JSONField) {
    self.owner = owner
  }

  /// `key` set to what the export wrote at `field` (nothing when `field` is absent).
  mutating func copy(_ key: String, from field: JSONField?) {
    guard let field else { return }
    members.append(JSONMember(key: key, keyLocation: field.location, value: field.node))
    sourcePaths.append((key, field.path))
  }

  /// `key` set to the number the export wrote at `field`, as a number or, as some exporters write
  /// numbers, a string of one (`"voters": "0"`); anything else is left for the kind to refuse.
  mutating func copyNumber(_ key: String, from field: JSONField?) {
    guard let field else { return }
    members.append(JSONMember(key: key, keyLocation: field.location, value: Self.numberNode(field.node)))
    sourcePaths.append((key, field.path))
  }

  /// A string that holds a number, as that number; any other node as it is.
  static func numberNode(_ node: JSONNode) -> JSONNode {
    guard case .string(let text) = node.value, let number = Double(text.trimmingCharacters(in: .whitespaces)),
      number.isFinite
    else { return node }
    return JSONNode(.number(number, isInteger: number == number.rounded() && !text.contains(".")), at: node.location)
  }

  /// Problems the kind finds at `fieldPath` (under the owner: `options[0].votes`) are the
  /// export's at `source`.
  mutating func map(_ fieldPath: String, to source: JSONField) {
    sourcePaths.append((fieldPath, source.path))
  }

  /// `key` set to a value the importer made, located at `field` or at the message.
  mutating func set(_ key: String, _ value: JSONValue, at field: JSONField? = nil) {
    let location = (field ?? owner).location
    members.append(JSONMember(key: key, keyLocation: location, value: JSONNode(value, at: location)))
    if let field { sourcePaths.append((key, field.path)) }
  }

  /// The content of the kind named `typeName`; `nil`, with a warning, when no such kind is
  /// registered (a renderer with a registry of its own).
  func content(_ typeName: String) -> MessageContent? {
    let context = owner.context
    guard let kind = context.kinds.kind(named: typeName) else {
      owner.warning("no content kind \(quoted(typeName)) is registered to draw this message's media; left out")
      return nil
    }
    let reader = ObjectReader(path: owner.path, location: owner.location, members: members, context: context)
    let mark = context.issueMark
    let content = context.kinds.decode(kind, fields: reader)
    context.renamePaths(since: mark, exportPath)
    return content
  }

  /// `path` with its longest field prefix replaced by the export's path it came from.
  private func exportPath(_ path: String) -> String {
    var best: (length: Int, source: String)?
    for (field, source) in sourcePaths {
      let prefix = owner.path.isEmpty ? field : owner.path + "." + field
      guard path.hasPrefix(prefix), prefix.count > (best?.length ?? -1) else { continue }
      let rest = path.dropFirst(prefix.count)
      guard rest.isEmpty || rest.first == "." || rest.first == "[" else { continue }
      best = (prefix.count, source + rest)
    }
    return best?.source ?? path
  }
}
