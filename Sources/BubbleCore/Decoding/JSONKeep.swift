/// Which parts of a JSON document the parser builds. A reader that drops unknown fields says so
/// up front: the values of members it will not read, and array elements past `maxElements`, are
/// scanned and validated but never built, so their memory is not spent. A member left out stays
/// in its object with a `null` value at its location, so the reader can still warn about it.
public final class JSONKeep: Sendable {
  /// The members of an object whose values are built; `nil`: all of them.
  public let keys: Set<String>?
  /// The rules for the values of named members; the others follow `otherMembers`.
  public let members: [String: JSONKeep]
  public let otherMembers: JSONKeep?
  /// The rule for an array's elements; `nil`: everything.
  public let elements: JSONKeep?
  /// Elements built from the start of an array; those after them are scanned only, and dropped.
  public let maxElements: Int

  public init(
    keys: Set<String>? = nil, members: [String: JSONKeep] = [:], otherMembers: JSONKeep? = nil,
    elements: JSONKeep? = nil, maxElements: Int = .max
  ) {
    self.keys = keys
    self.members = members
    self.otherMembers = otherMembers
    self.elements = elements
    self.maxElements = maxElements
  }

  /// The whole document.
  public static let everything = JSONKeep()

  /// An object's known `keys`, each member's value as `members` says (everything by default).
  public static func object(_ keys: Set<String>, members: [String: JSONKeep] = [:]) -> JSONKeep {
    JSONKeep(keys: keys, members: members)
  }

  /// An array whose elements follow `element`.
  public static func array(of element: JSONKeep) -> JSONKeep { JSONKeep(elements: element) }

  /// The first `depth` levels of objects, each array's first element: enough to tell formats
  /// apart (`ImporterRegistry`'s detection), bounded whatever the document's size.
  public static func outline(depth: Int) -> JSONKeep {
    guard depth > 0 else { return JSONKeep(keys: [], maxElements: 0) }
    let inner = outline(depth: depth - 1)
    return JSONKeep(otherMembers: inner, elements: inner, maxElements: 1)
  }

  func keeps(member key: String) -> Bool { keys?.contains(key) ?? true }

  func rule(forMember key: String) -> JSONKeep { members[key] ?? otherMembers ?? .everything }

  var elementRule: JSONKeep { elements ?? .everything }
}
