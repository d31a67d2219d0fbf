import BubbleKit
import Foundation

/// Checks a JSON document against a JSON Schema, for the subset the generated schemas use:
/// `$ref` to `#/$defs/...`, `type` (a name or a list), `enum`, `const`, `properties`, `required`,
/// `additionalProperties`, `items`, `minItems`/`maxItems`, `minimum`/`maximum`,
/// `minLength`/`maxLength`, `pattern`, `if`/`then`/`else`, `not`, `allOf`, `anyOf`, `oneOf`.
/// Any other keyword is an error, so the generator cannot start using one unchecked.
struct SchemaValidator {
  let schema: JSONNode

  init(_ text: String) throws {
    schema = try JSONParser.parse(text)
  }

  /// What is wrong with `document`, each with the path of the value ("messages[2].media.src: ...").
  func problems(in document: JSONNode) -> [String] {
    var problems: [String] = []
    check(document, schema, path: "", into: &problems)
    return problems
  }

  private static let annotations: Set<String> = [
    "$schema", "$id", "$comment", "$defs", "title", "description", "default", "examples",
  ]

  private func check(_ value: JSONNode, _ schema: JSONNode, path: String, into problems: inout [String]) {
    guard case .object(let keywords) = schema.value else {
      if case .bool(false) = schema.value { problems.append("\(path): no value is allowed here") }
      return
    }
    func fail(_ message: String) { problems.append("\(path.isEmpty ? "(top)" : path): \(message)") }
    for keyword in keywords {
      let rule = keyword.value
      switch keyword.key {
      case _ where Self.annotations.contains(keyword.key): continue
      case "$ref":
        guard case .string(let reference) = rule.value, let target = resolve(reference) else {
          return fail("unresolvable $ref")
        }
        check(value, target, path: path, into: &problems)
      case "type":
        let names = strings(rule)
        if !names.contains(where: { Self.has(value.value, type: $0) }) {
          fail("expected \(names.joined(separator: " or ")), found \(value.value.typeName)")
        }
      case "enum":
        guard case .array(let allowed) = rule.value, !allowed.contains(where: { Self.same($0.value, value.value) })
        else {
          continue
        }
        fail("not one of the allowed values")
      case "const":
        if !Self.same(rule.value, value.value) { fail("expected \(Self.text(rule.value))") }
      case "properties":
        guard case .object(let members) = value.value, case .object(let properties) = rule.value else { continue }
        for member in members {
          guard let property = properties.first(where: { $0.key == member.key }) else { continue }
          check(member.value, property.value, path: join(path, member.key), into: &problems)
        }
      case "required":
        guard case .object(let members) = value.value else { continue }
        for name in strings(rule) where !members.contains(where: { $0.key == name }) { fail("missing \(name)") }
      case "additionalProperties":
        guard case .object(let members) = value.value else { continue }
        let declared = Set(keywords.first { $0.key == "properties" }.map { keys(of: $0.value) } ?? [])
        for member in members where !declared.contains(member.key) {
          check(member.value, rule, path: join(path, member.key), into: &problems)
        }
      case "items":
        guard case .array(let elements) = value.value else { continue }
        for (index, element) in elements.enumerated() {
          check(element, rule, path: "\(path)[\(index)]", into: &problems)
        }
      case "minItems", "maxItems":
        guard case .array(let elements) = value.value, let bound = number(rule) else { continue }
        if keyword.key == "minItems" ? Double(elements.count) < bound : Double(elements.count) > bound {
          fail("\(elements.count) items, \(keyword.key) \(Int(bound))")
        }
      case "minimum", "maximum":
        guard case .number(let number, _) = value.value, let bound = self.number(rule) else { continue }
        if keyword.key == "minimum" ? number < bound : number > bound { fail("\(number) is out of range") }
      case "minLength", "maxLength":
        guard case .string(let text) = value.value, let bound = number(rule) else { continue }
        let length = Double(text.unicodeScalars.count)
        if keyword.key == "minLength" ? length < bound : length > bound { fail("length \(Int(length))") }
      case "pattern":
        guard case .string(let text) = value.value, case .string(let pattern) = rule.value else { continue }
        let expression = try? NSRegularExpression(pattern: pattern)
        let whole = NSRange(text.startIndex..., in: text)
        if expression?.firstMatch(in: text, range: whole) == nil { fail("does not match \(pattern)") }
      case "if":
        let branch = isValid(value, rule) ? "then" : "else"
        if let next = keywords.first(where: { $0.key == branch }) {
          check(value, next.value, path: path, into: &problems)
        }
      case "then", "else": continue
      case "not":
        if isValid(value, rule) { fail("matches a schema it must not") }
      case "allOf":
        for schema in elements(rule) { check(value, schema, path: path, into: &problems) }
      case "anyOf":
        if !elements(rule).contains(where: { isValid(value, $0) }) { fail("matches none of anyOf") }
      case "oneOf":
        let matches = elements(rule).filter { isValid(value, $0) }
        if matches.count != 1 {
          fail("matches \(matches.count) of oneOf")
          // The branch whose `type` const matches says what is wrong, as a reader wants.
          if let branch = elements(rule).first(where: { constType(of: $0) == typeMember(of: value) }) {
            check(value, branch, path: path, into: &problems)
          }
        }
      default:
        fail("the validator does not know the keyword \(keyword.key)")
      }
    }
  }

  func isValid(_ value: JSONNode, _ schema: JSONNode) -> Bool {
    var problems: [String] = []
    check(value, schema, path: "", into: &problems)
    return problems.isEmpty
  }

  private func resolve(_ reference: String) -> JSONNode? {
    guard reference.hasPrefix("#/$defs/") else { return nil }
    return schema["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
  }

  /// The `type` const of a `oneOf` branch (`media_voice`), through its `$ref`.
  private func constType(of branch: JSONNode) -> String? {
    let target: JSONNode? =
      if case .string(let reference) = branch["$ref"]?.value { resolve(reference) } else { branch }
    guard case .string(let name) = target?["properties"]?["type"]?["const"]?.value else { return nil }
    return name
  }

  private func typeMember(of value: JSONNode) -> String? {
    guard case .string(let name) = value["type"]?.value else { return nil }
    return name
  }

  private static func has(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
      ("object", .object):
      true
    case ("integer", .number(let number, _)): number == number.rounded()
    default: false
    }
  }

  private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x, _), .number(let y, _)): x == y
    case (.string(let x), .string(let y)): x == y
    default: false
    }
  }

  private static func text(_ value: JSONValue) -> String {
    if case .string(let text) = value { return "\"\(text)\"" }
    return value.typeName
  }

  private func strings(_ node: JSONNode) -> [String] {
    switch node.value {
    case .string(let text): [text]
    case .array(let elements):
      elements.compactMap {
        if case .string(let text) = $0.value { return text }
        return nil
      }
    default: []
    }
  }

  private func elements(_ node: JSONNode) -> [JSONNode] {
    if case .array(let elements) = node.value { return elements }
    return []
  }

  private func keys(of node: JSONNode) -> [String] {
    if case .object(let members) = node.value { return members.map(\.key) }
    return []
  }

  private func number(_ node: JSONNode) -> Double? {
    if case .number(let value, _) = node.value { return value }
    return nil
  }

  private func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
