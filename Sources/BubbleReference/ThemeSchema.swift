import BubbleCore

/// Themes/theme.schema.json: JSON Schema 2020-12 of a theme file, every key closed, with the
/// reference's descriptions and the loader's ranges.
public enum ThemeSchema {
  /// The schema of theme files for a renderer that registers `kinds`.
  public static func json(kinds: ContentKinds) throws -> OrderedJSON {
    let tree = try ThemeKeyTree(kinds: kinds)
    var builder = Builder(kinds: KindSection.merged(tree.kinds))
    builder.countShared(tree.sections)
    let properties = try builder.properties(tree.sections)
    let lengths = ThemeNumberRange.length
    let sideRange: OrderedJSON = .object([
      "type": "number", "minimum": .number(lengths.minimum), "maximum": .number(lengths.maximum),
    ])
    var definitions: [OrderedJSON.Member] = [
      .init(
        key: "colour",
        value: .object([
          "description": "#RRGGBB, or #RRGGBBAA with alpha last (00 transparent, FF opaque).", "type": "string",
          "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$",
        ])),
      .init(
        key: "insets",
        value: .object([
          "description": "Edge insets in points; keys left out keep the base theme's values.", "type": "object",
          "additionalProperties": false,
          "properties": .object(["top": sideRange, "left": sideRange, "bottom": sideRange, "right": sideRange]),
        ])),
    ]
    definitions += builder.definitions
    return .object([
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://github.com/bubblekit/bubblekit/Themes/theme.schema.json",
      "title": "BubbleKit theme",
      "description":
        "A BubbleKit theme file (Themes/README.md). Every key is optional: a file is laid over the theme it extends, or over default. Unknown keys are errors. Sizes are points.",
      "type": "object",
      "additionalProperties": false,
      "properties": .object(properties),
      "$defs": .object(definitions),
    ])
  }

  /// The schema of one value, without its description.
  static func schema(of type: ThemeValueType, isNonEmpty: Bool = false) -> OrderedJSON {
    switch type {
    case .boolean: return .object(["type": "boolean"])
    case .number(let range): return number(range)
    case .colour: return .object(["$ref": "#/$defs/colour"])
    case .string:
      return isNonEmpty ? .object(["type": "string", "minLength": 1]) : .object(["type": "string"])
    case .insets: return .object(["$ref": "#/$defs/insets"])
    case .colours: return .object(["type": "array", "items": .object(["$ref": "#/$defs/colour"])])
    case .strings:
      let list: OrderedJSON = .object(["type": "array", "items": .object(["type": "string"])])
      return isNonEmpty ? list.setting("minItems", to: 1) : list
    case .numbers(let range): return .object(["type": "array", "items": number(range)])
    case .name(let names): return .object(["enum": .array(names.map(OrderedJSON.string))])
    case .names(let names):
      return .object(["type": "array", "items": .object(["enum": .array(names.map(OrderedJSON.string))])])
    case .objects(let fields):
      let item: OrderedJSON = .object([
        "type": "object", "additionalProperties": false,
        "required": .array(fields.map { .string($0.key) }),
        "properties": .object(fields.map { .init(key: $0.key, value: schema(of: $0.type)) }),
      ])
      return .object(["type": "array", "items": item])
    case .fontFiles: return fontFiles
    }
  }

  private static func number(_ range: ThemeNumberRange) -> OrderedJSON {
    .object([
      "type": range.isWhole ? "integer" : "number", "minimum": .number(range.minimum),
      "maximum": .number(range.maximum),
    ])
  }

  /// A theme's own font files, by the rules `ThemeFontFile` checks.
  private static let fontFiles: OrderedJSON = .object([
    "type": "array", "maxItems": .number(Double(ThemeFontFile.maximumCount)),
    "items": .object([
      "type": "object", "additionalProperties": false, "required": ["path", "package"],
      "properties": .object([
        "path": .object([
          "type": "string",
          "pattern": #"^/usr/share/fonts/([A-Za-z0-9._+-]+/)*[A-Za-z0-9._+-]+\.([tT][tT][fFcC]|[oO][tT][fFcC])$"#,
        ]),
        "package": .object(["type": "string", "pattern": "^[a-z0-9][a-z0-9+.-]+$", "maxLength": 100]),
      ]),
    ]),
  ])

  /// Walks the tree; a section type met at several keys is defined once (`$defs`) and referred to.
  private struct Builder {
    let kinds: [KindSection]
    var counts: [ObjectIdentifier: Int] = [:]
    var definitionNames: [ObjectIdentifier: String] = [:]
    var definitions: [OrderedJSON.Member] = []

    init(kinds: [KindSection]) { self.kinds = kinds }

    /// Counts where each section type is used: the tree's sections and the kinds' sections.
    mutating func countShared(_ nodes: [ThemeKeyNode]) {
      countSections(nodes)
      for kind in kinds { counts[ObjectIdentifier(kind.styleType), default: 0] += kind.names.count }
    }

    private mutating func countSections(_ nodes: [ThemeKeyNode]) {
      for node in nodes {
        if case .section(let type, let children) = node.content {
          counts[ObjectIdentifier(type), default: 0] += 1
          countSections(children)
        }
      }
    }

    mutating func properties(_ nodes: [ThemeKeyNode]) throws -> [OrderedJSON.Member] {
      try nodes.map { node in
        switch node.content {
        case .value(let type, _):
          let value = ThemeSchema.schema(of: type, isNonEmpty: node.reference.isNonEmpty)
          return .init(
            key: node.key, value: value.prepending([.init(key: "description", value: .string(node.meaning))]))
        case .section(let type, let children):
          let description = isShared(type) ? nil : node.meaning
          return .init(key: node.key, value: try section(type, children, description: description))
        case .kinds:
          return .init(key: node.key, value: try kindsSection(description: node.meaning))
        }
      }
    }

    private func isShared(_ type: Any.Type) -> Bool { counts[ObjectIdentifier(type), default: 0] > 1 }

    /// A closed object, or a reference to the definition of a shared type.
    private mutating func section(
      _ type: any ThemeSectionReference.Type, _ children: [ThemeKeyNode], description: String?
    ) throws -> OrderedJSON {
      var object: OrderedJSON = .object([
        "type": "object", "additionalProperties": false, "properties": .object(try properties(children)),
      ])
      guard isShared(type) else {
        return description.map { object.prepending([.init(key: "description", value: .string($0))]) } ?? object
      }
      let id = ObjectIdentifier(type)
      if definitionNames[id] == nil {
        let name = ThemeKeyTree.snakeCase(String(describing: type).replacingOccurrences(of: "Style", with: ""))
          .trimmingPrefix("_")
        definitionNames[id] = String(name)
        if let summary = type.referenceSummary {
          object = object.prepending([.init(key: "description", value: .string(summary))])
        }
        definitions.append(.init(key: String(name), value: object))
      }
      return .object(["$ref": .string("#/$defs/\(definitionNames[id] ?? "")")])
    }

    private mutating func kindsSection(description: String) throws -> OrderedJSON {
      var members: [OrderedJSON.Member] = []
      for kind in kinds {
        for name in kind.names {
          let value = try section(kind.styleType, kind.keys, description: kind.styleType.referenceTitle)
          members.append(.init(key: name, value: value))
        }
      }
      return .object([
        "description": .string(description), "type": "object",
        "additionalProperties": .object([
          "type": "object",
          "description":
            "Your own content kind's keys (its `Style`), checked against the kinds the renderer registers; their numbers follow the ranges by key name (README: Ranges).",
        ]),
        "properties": .object(members),
      ])
    }
  }
}
