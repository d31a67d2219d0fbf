import BubbleCore

extension OrderedJSON {
  /// The value as YAML 1.2 in block style (docs/openapi.yaml): the same data, two-space indented,
  /// every string double-quoted as JSON writes it (JSON's escapes are YAML's), keys plain where
  /// YAML reads them back as the same string.
  public var yaml: String {
    var output = ""
    switch self {
    case .object(let members) where !members.isEmpty: writeMembers(members, to: &output, indent: "")
    case .array(let elements) where !elements.isEmpty: writeElements(elements, to: &output, indent: "")
    default: output = scalarYAML + "\n"
    }
    return output
  }

  private var scalarYAML: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let value): Self.format(value)
    case .string(let value): jsonString(value)
    case .array: "[]"
    case .object: "{}"
    }
  }

  private var isBlock: Bool {
    switch self {
    case .array(let elements): !elements.isEmpty
    case .object(let members): !members.isEmpty
    default: false
    }
  }

  private func writeMembers(_ members: [Member], to output: inout String, indent: String) {
    for member in members {
      output += indent + Self.yamlKey(member.key) + ":"
      member.value.writeNested(to: &output, indent: indent + "  ")
    }
  }

  private func writeElements(_ elements: [OrderedJSON], to output: inout String, indent: String) {
    for element in elements {
      output += indent + "-"
      switch element {
      // An object's first member on the dash's line, the others under it.
      case .object(let members) where !members.isEmpty:
        var nested = ""
        element.writeMembers(members, to: &nested, indent: indent + "  ")
        output += " " + nested.dropFirst(indent.count + 2)
      default:
        element.writeNested(to: &output, indent: indent + "  ")
      }
    }
  }

  /// After `key:` or `-`: a scalar on the same line, a block on the lines below.
  private func writeNested(to output: inout String, indent: String) {
    switch self {
    case .object(let members) where isBlock:
      output += "\n"
      writeMembers(members, to: &output, indent: indent)
    case .array(let elements) where isBlock:
      output += "\n"
      writeElements(elements, to: &output, indent: indent)
    default:
      output += " " + scalarYAML + "\n"
    }
  }

  /// Plain when YAML reads it back as this string (not a number, a boolean or null), else quoted.
  static func yamlKey(_ key: String) -> String {
    let words: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"]
    let plain =
      key.first.map { $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "$" || $0 == "/") } == true
      && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-$/{}.".contains($0)) }
      && !words.contains(key.lowercased())
    return plain ? key : jsonString(key)
  }
}
