import Foundation

/// Checking a theme file's `kinds` sections while it is read, so problems carry the file's line
/// and column as every other theme error does. Values are decoded later, by each kind's `Style`;
/// this catches unknown keys and values of the wrong JSON type or colours that do not parse.
extension ThemeLoader {
  /// What the sections are checked against.
  enum KindSectionCheck {
    /// No kinds given: the built-in kinds live in BubbleKit, so every section is left for when the
    /// kinds are known (`load(_:kinds:)`, which renderers and `bubbles` use); numbers are still
    /// checked by their names' ranges.
    case builtIn
    /// The kinds a renderer registers: their defaults say their keys; other sections are errors.
    case registered(ContentKinds)
  }

  /// Each known kind's keys with example values, by type name, and whether that is every kind.
  struct KindReference {
    var sections: [String: ThemeValue]
    var isComplete: Bool
    var names: [String]
  }

  static func kindReference(_ check: KindSectionCheck) -> KindReference {
    switch check {
    case .builtIn:
      return KindReference(sections: [:], isComplete: false, names: [])
    case .registered(let kinds):
      func defaults<Kind: ContentKind>(_ kind: Kind.Type) -> ThemeValue? { try? Theme.defaults(of: kind) }
      var sections: [String: ThemeValue] = [:]
      for kind in kinds.all { sections[kind.typeName] = defaults(kind) }
      return KindReference(sections: sections, isComplete: true, names: kinds.typeNames)
    }
  }

  static func collectKindSectionProblems(_ node: JSONNode, reference: KindReference, into problems: inout [String]) {
    // Anything but an object fails decoding `Theme.kinds`, with its location.
    guard case .object(let sections) = node.value else { return }
    for section in sections {
      let path = "kinds.\(section.key)"
      guard let expected = reference.sections[section.key] else {
        if reference.isComplete {
          let names = reference.names.joined(separator: ", ")
          problems.append("\(path) (\(section.keyLocation)): no content kind of that type; kinds: \(names)")
        }
        continue
      }
      compare(section.value, with: expected, path: path, into: &problems)
    }
  }

  /// `node` against a value of the kind's defaults: the same keys (objects may leave some out),
  /// the same JSON types, colours where the default is a colour.
  private static func compare(_ node: JSONNode, with expected: ThemeValue, path: String, into problems: inout [String])
  {
    switch (node.value, expected) {
    case (.object(let members), .object(let known)):
      for member in members {
        let keyPath = "\(path).\(member.key)"
        guard let value = known[member.key] else {
          let names = known.keys.sorted().joined(separator: ", ")
          problems.append("\(keyPath) (\(member.keyLocation)): unknown key; expected one of \(names)")
          continue
        }
        compare(member.value, with: value, path: keyPath, into: &problems)
      }
    case (.number, .number), (.bool, .bool), (.array, .array), (_, .null):
      break
    case (.string(let text), .string(let example)):
      guard RGBColor(hex: example) != nil, RGBColor(hex: text) == nil else { break }
      problems.append(
        "\(path) (\(node.location)): expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
    default:
      problems.append("\(path) (\(node.location)): expected \(describe(expected)), found \(node.value.typeName)")
    }
  }

  private static func describe(_ value: ThemeValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "true or false"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// `node` without its `kinds` member.
  static func withoutKinds(_ node: JSONNode) -> JSONNode {
    guard case .object(let members) = node.value else { return node }
    return JSONNode(.object(members.filter { $0.key != "kinds" }), at: node.location)
  }
}

extension ThemeLoader {
  /// The default theme as a file writing every key a theme may set for a renderer of `kinds`:
  /// `default.json` with a `kinds` section of each kind's `defaultStyle` (for tools and tests that
  /// walk every key).
  public static func defaultThemeNode(kinds: ContentKinds) throws -> JSONNode {
    let file = try defaultThemeNode()
    guard case .object(let members) = file.value else { return file }
    func section<Kind: ContentKind>(_ kind: Kind.Type) -> JSONMember? {
      (try? defaultSection(of: kind)).map { JSONMember(key: Kind.typeName, keyLocation: file.location, value: $0) }
    }
    let sections = JSONNode(.object(kinds.all.compactMap { section($0) }), at: file.location)
    return JSONNode(
      .object(members + [JSONMember(key: "kinds", keyLocation: file.location, value: sections)]), at: file.location)
  }

  /// A kind's `defaultStyle` as its theme section writes it (keys in snake_case).
  public static func defaultSection<Kind: ContentKind>(of kind: Kind.Type) throws -> JSONNode {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return try JSONParser.parse(encoder.encode(Kind.defaultStyle))
  }
}
