/// Decodes `Decodable` values straight from a parsed `JSONNode`, reporting the `DecodingError`s
/// `JSONDecoder` reports for the same text (with the type that was asked for). Themes load in
/// every process: writing the tree out as JSON for `JSONDecoder` to parse again cost more than
/// parsing, checking and merging the files.
struct JSONNodeDecoder: Sendable {
  /// The JSON key for a coding key's name (`text_size` for `textSize`); a key written as the
  /// name is found too (a dictionary's keys are taken as written, as `JSONDecoder` takes them).
  var keyName: @Sendable (String) -> String

  init(keyName: @escaping @Sendable (String) -> String = { $0 }) {
    self.keyName = keyName
  }

  func decode<Value: Decodable>(_ type: Value.Type, from node: JSONNode) throws -> Value {
    try Value(from: NodeDecoder(node: node, codingPath: [], expected: type, keyName: keyName))
  }
}

/// One node being decoded, and the type asked of it (named in type mismatches).
struct NodeDecoder: Decoder {
  let node: JSONNode
  let codingPath: [any CodingKey]
  let expected: Any.Type
  let keyName: @Sendable (String) -> String
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = node.value else { throw mismatch("keyed decoding container") }
    return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, members: members))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = node.value else { throw mismatch("unkeyed decoding container") }
    return NodeUnkeyedContainer(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    NodeSingleValueContainer(decoder: self)
  }

  /// A decoder for `node` under `key`, asked for a `type`.
  func child(_ node: JSONNode, key: any CodingKey, expected type: Any.Type) -> NodeDecoder {
    NodeDecoder(node: node, codingPath: codingPath + [key], expected: type, keyName: keyName)
  }

  private func mismatch(_ container: String) -> DecodingError {
    let context = DecodingError.Context(
      codingPath: codingPath, debugDescription: "Cannot get a \(container) -- found \(node.value.typeName) instead")
    if case .null = node.value { return .valueNotFound(expected, context) }
    return .typeMismatch(expected, context)
  }

  // MARK: Values

  func decodeString() throws -> String {
    guard case .string(let text) = node.value else { throw valueMismatch(String.self) }
    return text
  }

  func decodeBool() throws -> Bool {
    guard case .bool(let value) = node.value else { throw valueMismatch(Bool.self) }
    return value
  }

  func decodeDouble() throws -> Double {
    guard case .number(let value, _) = node.value else { throw valueMismatch(Double.self) }
    return value
  }

  /// A whole number that fits `Integer`, written with or without a fraction (`3`, `3.0`).
  func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    guard case .number(let value, _) = node.value else { throw valueMismatch(type) }
    guard value == value.rounded(.towardZero), let integer = Integer(exactly: value) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: codingPath, debugDescription: "expected a whole number, found \(value)"))
    }
    return integer
  }

  func valueMismatch(_ type: Any.Type) -> DecodingError {
    let context = DecodingError.Context(
      codingPath: codingPath, debugDescription: "Expected \(type) but found \(node.value.typeName) instead.")
    if case .null = node.value { return .valueNotFound(type, context) }
    return .typeMismatch(type, context)
  }
}

/// A key of an array's element: `[2]` in key paths.
struct IndexCodingKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}
