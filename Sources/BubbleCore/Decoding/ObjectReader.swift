/// Reads the fields of one JSON object and remembers which keys were read, so that `finish()`
/// can warn about the others: unknown keys are allowed (the format may grow) but are often
/// typos worth pointing out.
///
/// `null` counts as "not given" for every field, which is how most exporters write an empty
/// optional value.
public final class ObjectReader {
  /// The object's JSON path (`messages[3].media`).
  public let path: String
  public let location: JSONLocation
  let context: DecodingContext
  private let members: [JSONMember]
  private var wasRead: [Bool]

  init(path: String, location: JSONLocation, members: [JSONMember], context: DecodingContext) {
    self.path = path
    self.location = location
    self.members = members
    self.context = context
    self.wasRead = Array(repeating: false, count: members.count)
  }

  public var limits: DecodingLimits { context.limits }

  /// The field named `key`, or `nil` when it is absent or `null`.
  public func field(_ key: String) -> JSONField? {
    guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
    wasRead[index] = true
    let node = members[index].value
    if case .null = node.value { return nil }
    return JSONField(path: JSONPath.member(path, key), node: node, context: context)
  }

  /// Like `field`, but reports a missing or `null` field as an error. `requirement` may say
  /// when the field is needed, as in "(only a system message may omit it)".
  public func requiredField(_ key: String, requirement: String = "") -> JSONField? {
    if let field = field(key) { return field }
    let note = requirement.isEmpty ? "" : " " + requirement
    if let member = members.first(where: { $0.key == key }) {
      context.error(
        at: JSONPath.member(path, key), member.value.location,
        "required field \(quoted(key)) is null\(note)")
    } else {
      context.error(
        at: JSONPath.member(path, key), location, "missing required field \(quoted(key))\(note)")
    }
    return nil
  }

  /// Whether the object has `key` (even as `null`), without marking it read.
  public func contains(_ key: String) -> Bool {
    members.contains { $0.key == key }
  }

  public func string(_ key: String) -> String? {
    field(key)?.string()
  }

  public func requiredString(_ key: String, nonEmpty: Bool = false) -> String? {
    requiredField(key)?.string(nonEmpty: nonEmpty)
  }

  public func bool(_ key: String) -> Bool? {
    field(key)?.bool()
  }

  /// Reports an error about the object as a whole.
  public func error(_ message: String) {
    context.error(at: path, location, message)
  }

  public func warning(_ message: String) {
    context.warning(at: path, location, message)
  }

  /// Warns about every key that was not read.
  /// Warns about the keys nobody read; call it on nested objects a kind reads.
  public func finish() {
    for (member, read) in zip(members, wasRead) where !read {
      context.warning(
        at: JSONPath.member(path, member.key), member.keyLocation,
        "unknown field \(quoted(member.key)); ignored")
    }
  }
}
