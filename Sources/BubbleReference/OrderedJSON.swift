import BubbleCore

/// A JSON value whose objects keep their keys in the order written, for the generated schemas:
/// a schema reads best with `description` first and keys in the reference's order.
public indirect enum OrderedJSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([OrderedJSON])
  case object([Member])

  public struct Member: Sendable, Hashable {
    public var key: String
    public var value: OrderedJSON

    public init(key: String, value: OrderedJSON) {
      self.key = key
      self.value = value
    }
  }

  /// An object of `members`, in their order.
  public static func object(_ members: KeyValuePairs<String, OrderedJSON>) -> OrderedJSON {
    .object(members.map { Member(key: $0.key, value: $0.value) })
  }

  /// The value as the parser read it, members in the order written.
  public init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value, _): self = .number(value)
    case .string(let value): self = .string(value)
    case .array(let elements): self = .array(elements.map(OrderedJSON.init))
    case .object(let members): self = .object(members.map { Member(key: $0.key, value: OrderedJSON($0.value)) })
    }
  }

  public subscript(key: String) -> OrderedJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The object with `key` set: replaced where it is, or added at the end.
  public func setting(_ key: String, to value: OrderedJSON) -> OrderedJSON {
    guard case .object(var members) = self else { return self }
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.append(Member(key: key, value: value))
    }
    return .object(members)
  }

  /// The object with `members` first, then its own.
  public func prepending(_ members: [Member]) -> OrderedJSON {
    guard case .object(let own) = self else { return self }
    return .object(members + own)
  }

  /// Two-space indented text, one member or element a line, ending in a newline.
  public var text: String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  private func write(to output: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.format(value)
    case .string(let value): output += jsonString(value)
    case .array(let elements) where elements.isEmpty: output += "[]"
    case .object(let members) where members.isEmpty: output += "{}"
    case .array(let elements):
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        element.write(to: &output, indent: inner)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += inner + jsonString(member.key) + ": "
        member.value.write(to: &output, indent: inner)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  /// Whole numbers without a fraction (`2000`, not `2000.0`).
  static func format(_ value: Double) -> String {
    Int(exactly: value).map(String.init) ?? String(value)
  }

}

extension OrderedJSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(arrayLiteral elements: OrderedJSON...) { self = .array(elements) }
}
