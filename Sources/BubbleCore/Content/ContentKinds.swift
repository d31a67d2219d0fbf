/// The content kinds a decoder accepts, by type name: the built-in ones and any a user
/// registers (BubbleKit's `ContentNodeRegistry` carries one with the node of each kind).
public struct ContentKinds: Sendable {
  private var kinds: [String: any ContentKind.Type] = [:]
  /// Registration order, for messages that list the kinds (the format's own order first).
  public private(set) var typeNames: [String] = []

  public init(_ kinds: [any ContentKind.Type] = []) {
    for kind in kinds { register(kind) }
  }

  /// Adds `kind`, replacing a kind of the same type name.
  public mutating func register(_ kind: any ContentKind.Type) {
    if kinds.updateValue(kind, forKey: kind.typeName) == nil { typeNames.append(kind.typeName) }
  }

  public func kind(named typeName: String) -> (any ContentKind.Type)? { kinds[typeName] }

  /// The kinds, in registration order.
  public var all: [any ContentKind.Type] { typeNames.compactMap { kinds[$0] } }

  /// Decodes `fields` as content of `kind`.
  func decode(_ kind: any ContentKind.Type, fields: ObjectReader) -> MessageContent {
    func decode<Kind: ContentKind>(_ kind: Kind.Type) -> MessageContent {
      MessageContent(kind, Kind.decode(fields))
    }
    return decode(kind)
  }
}
