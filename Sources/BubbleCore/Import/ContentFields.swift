/// The fields of a content kind's object, made by an importer from what it read: each value
/// keeps the place it was read from, so a kind's own check of it (a width out of range) is
/// located in the export.
struct ContentFields {
  private(set) var members: [JSONMember] = []
  /// Where the fields come from: the message.
  let owner: JSONField

  init(of owner: JSONField) {
    self.owner = owner
  }

  /// `key` set to what the export wrote at `field` (nothing when `field` is absent).
  mutating func copy(_ key: String, from field: JSONField?) {
    guard let field else { return }
    members.append(JSONMember(key: key, keyLocation: field.location, value: field.node))
  }

  /// `key` set to a value the importer made, located at `field` or at the message.
  mutating func set(_ key: String, _ value: JSONValue, at field: JSONField? = nil) {
    let location = (field ?? owner).location
    members.append(JSONMember(key: key, keyLocation: location, value: JSONNode(value, at: location)))
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
    return context.kinds.decode(kind, fields: reader)
  }
}
