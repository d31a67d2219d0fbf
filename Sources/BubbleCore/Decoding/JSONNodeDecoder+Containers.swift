/// The containers of `NodeDecoder`. Every value, primitive or not, is decoded by a child decoder,
/// so a primitive's mismatch carries its key path as a nested value's does.
struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: NodeDecoder
  let members: [JSONMember]
  var codingPath: [any CodingKey] { decoder.codingPath }

  /// Dictionary keys as written.
  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { member(key) != nil }

  /// The member named as the key is (a dictionary's key), else as `keyName` names it: what
  /// `JSONDecoder` finds after converting the JSON's keys.
  private func member(_ key: Key) -> JSONNode? {
    if let member = members.first(where: { $0.key == key.stringValue }) { return member.value }
    let name = decoder.keyName(key.stringValue)
    return members.first { $0.key == name }?.value
  }

  private func child<Value>(_ key: Key, as type: Value.Type) throws -> NodeDecoder {
    guard let node = member(key) else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "No value for key \(key.stringValue)."))
    }
    return decoder.child(node, key: key, expected: type)
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard let node = member(key) else { return true }
    if case .null = node.value { return true }
    return false
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try Value(from: child(key, as: type))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key, as: type).decodeBool() }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key, as: type).decodeString() }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key, as: type).decodeDouble() }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try decode(Double.self, forKey: key)) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

  private func integer<Integer: FixedWidthInteger>(_ key: Key) throws -> Integer {
    try child(key, as: Integer.self).decodeInteger(Integer.self)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try child(key, as: [String: Any].self).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key, as: [Any].self).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { decoder }
  func superDecoder(forKey key: Key) throws -> any Decoder { try child(key, as: Any.self) }
}

struct NodeUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: NodeDecoder
  let elements: [JSONNode]
  private(set) var currentIndex = 0
  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  init(decoder: NodeDecoder, elements: [JSONNode]) {
    self.decoder = decoder
    self.elements = elements
  }

  /// The next element's decoder; the index moves on only when the element decodes.
  private func next<Value>(as type: Value.Type) throws -> NodeDecoder {
    guard !isAtEnd else {
      let context = DecodingError.Context(
        codingPath: codingPath + [IndexCodingKey(currentIndex)], debugDescription: "Unkeyed container is at end.")
      throw DecodingError.valueNotFound(type, context)
    }
    return decoder.child(elements[currentIndex], key: IndexCodingKey(currentIndex), expected: type)
  }

  private mutating func advancing<Value>(_ value: Value) -> Value {
    currentIndex += 1
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, case .null = elements[currentIndex].value else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    advancing(try Value(from: next(as: type)))
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { advancing(try next(as: type).decodeBool()) }
  mutating func decode(_ type: String.Type) throws -> String { advancing(try next(as: type).decodeString()) }
  mutating func decode(_ type: Double.Type) throws -> Double { advancing(try next(as: type).decodeDouble()) }
  mutating func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

  private mutating func integer<Integer: FixedWidthInteger>() throws -> Integer {
    advancing(try next(as: Integer.self).decodeInteger(Integer.self))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    advancing(try next(as: [String: Any].self).container(keyedBy: type))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    advancing(try next(as: [Any].self).unkeyedContainer())
  }

  mutating func superDecoder() throws -> any Decoder { advancing(try next(as: Any.self)) }
}

struct NodeSingleValueContainer: SingleValueDecodingContainer {
  let decoder: NodeDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool {
    if case .null = decoder.node.value { return true }
    return false
  }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try Value(from: NodeDecoder(node: decoder.node, codingPath: codingPath, expected: type, keyName: decoder.keyName))
  }

  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
  func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble() }
  func decode(_ type: Float.Type) throws -> Float { Float(try decoder.decodeDouble()) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
}
