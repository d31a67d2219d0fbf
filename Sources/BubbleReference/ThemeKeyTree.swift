import BubbleCore
import Foundation

/// Every key of a theme file, as the reference shows it: the keys each section type lists
/// (`ThemeSectionReference`), with the value types of its fields (read off the default theme's
/// values), defaults from `default.json` and each kind's `defaultStyle`, and ranges from
/// `ThemeNumberRange`.
struct ThemeKeyTree {
  let sections: [ThemeKeyNode]
  /// The `kinds` sections, one per registered kind with keys, in registration order.
  let kinds: [KindSection]

  init(kinds registered: ContentKinds) throws {
    let theme = try ThemeLoader.defaultTheme()
    let defaults = try ThemeLoader.defaultThemeNode(kinds: ContentKinds())
    sections = try Self.children(of: Theme.self, value: theme, defaults: defaults, path: "")
    kinds = try registered.all.compactMap(KindSection.init)
  }

  static func children(
    of type: any ThemeSectionReference.Type, value: Any, defaults: JSONNode?, path: String
  ) throws -> [ThemeKeyNode] {
    let fields = Mirror(reflecting: value).children.compactMap { child in
      child.label.map { (key: snakeCase($0), value: unwrapped(child.value)) }
    }
    let described = Set(type.keyReference.map(\.key))
    if let undescribed = fields.first(where: { !described.contains($0.key) }) {
      throw ReferenceError("\(type).keyReference does not describe its field \(join(path, undescribed.key))")
    }
    return try type.keyReference.compactMap { reference -> ThemeKeyNode? in
      let keyPath = join(path, reference.key)
      if case .fileOnly = reference.role {
        return ThemeKeyNode(path: keyPath, reference: reference, content: .value(.string, defaultValue: nil))
      }
      if path.isEmpty, reference.key == "kinds" {
        return ThemeKeyNode(path: keyPath, reference: reference, content: .kinds)
      }
      guard let field = fields.first(where: { $0.key == reference.key })?.value else {
        throw ReferenceError("\(type).keyReference describes \(keyPath), which is not one of its fields")
      }
      let fieldDefault = defaults?[reference.key]
      switch reference.role {
      case .section, .sameTableAs:
        guard let sectionType = Swift.type(of: field) as? any ThemeSectionReference.Type else {
          throw ReferenceError(
            "\(keyPath): \(Swift.type(of: field)) does not describe its keys (ThemeSectionReference)")
        }
        let children = try children(of: sectionType, value: field, defaults: fieldDefault, path: keyPath)
        return ThemeKeyNode(path: keyPath, reference: reference, content: .section(sectionType, children))
      case .value, .fileOnly:
        guard let valueType = ThemeValueType(of: field, path: keyPath) else {
          throw ReferenceError("\(keyPath): the reference has no words for a \(Swift.type(of: field))")
        }
        return ThemeKeyNode(path: keyPath, reference: reference, content: .value(valueType, defaultValue: fieldDefault))
      }
    }
  }

  private static func unwrapped(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map { unwrapped($0.value) } ?? value
  }

  static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  static func snakeCase(_ camel: String) -> String {
    camel.reduce(into: "") { result, character in
      result += character.isUppercase ? "_" + character.lowercased() : String(character)
    }
  }
}

/// A key of a theme file and what the reference says of it.
struct ThemeKeyNode {
  enum Content {
    case value(ThemeValueType, defaultValue: JSONNode?)
    case section(any ThemeSectionReference.Type, [ThemeKeyNode])
    /// The content kinds' sections (`ThemeKeyTree.kinds`).
    case kinds
  }

  let path: String
  let reference: ThemeKeyReference
  let content: Content

  var key: String { reference.key }

  var meaning: String {
    switch reference.role {
    case .value(let meaning), .fileOnly(let meaning): meaning
    case .section(let title, let intro): reference.schemaDescription ?? intro ?? title
    case .sameTableAs: ""
    }
  }
}

/// A registered kind's theme section (`kinds.voice`). Kinds sharing a `Style` type (red packets
/// and transfers) share one entry.
struct KindSection {
  let names: [String]
  let styleType: any ContentStyle.Type
  /// The keys, by the first kind's path.
  let keys: [ThemeKeyNode]
  /// Each kind's defaults (their `defaultStyle` may differ), by name.
  let defaults: [String: JSONNode]

  init?(_ kind: any ContentKind.Type) throws {
    func section<Kind: ContentKind>(_ kind: Kind.Type) throws -> KindSection? {
      guard Kind.Style.self != NoContentStyle.self else { return nil }
      let defaults = try ThemeLoader.defaultSection(of: kind)
      let keys = try ThemeKeyTree.children(
        of: Kind.Style.self, value: Kind.defaultStyle, defaults: defaults, path: "kinds.\(Kind.typeName)")
      return KindSection(
        names: [Kind.typeName], styleType: Kind.Style.self, keys: keys, defaults: [Kind.typeName: defaults])
    }
    guard let found = try section(kind) else { return nil }
    self = found
  }

  private init(names: [String], styleType: any ContentStyle.Type, keys: [ThemeKeyNode], defaults: [String: JSONNode]) {
    self.names = names
    self.styleType = styleType
    self.keys = keys
    self.defaults = defaults
  }

  /// Sections of one style type merged, in the order of their first kind.
  static func merged(_ sections: [KindSection]) -> [KindSection] {
    var merged: [KindSection] = []
    for section in sections {
      if let index = merged.firstIndex(where: { $0.styleType == section.styleType }) {
        merged[index] = KindSection(
          names: merged[index].names + section.names, styleType: section.styleType, keys: merged[index].keys,
          defaults: merged[index].defaults.merging(section.defaults) { first, _ in first })
      } else {
        merged.append(section)
      }
    }
    return merged
  }
}

/// What the reference says a value is.
enum ThemeValueType {
  case boolean
  case number(ThemeNumberRange)
  case colour
  case string
  case insets(ThemeNumberRange)
  case colours
  case strings
  case numbers(ThemeNumberRange)
  /// One of a few names (a Swift enum's raw values).
  case name([String])
  case names([String])
  /// A list of small objects, each field a name or a string (`screen.inbox.tabs`).
  case objects([(key: String, type: ThemeValueType)])
  case fontFiles

  init?(of value: Any, path: String) {
    // By the exact type: `[] is [RGBColor]` holds for an empty list of anything.
    let type = Swift.type(of: value)
    let simple: [(Any.Type, ThemeValueType)] = [
      (Bool.self, .boolean), (Double.self, .number(ThemeNumberRange.forKey(path))),
      (Int.self, .number(ThemeNumberRange.forKey(path))), (RGBColor.self, .colour), (String.self, .string),
      (EdgeInsets.self, .insets(ThemeNumberRange.forKey(path + ".top"))), ([RGBColor].self, .colours),
      ([String].self, .strings), ([Double].self, .numbers(ThemeNumberRange.forKey(path + "[0]"))),
      ([Int].self, .numbers(ThemeNumberRange.forKey(path + "[0]"))), ([ThemeFontFile].self, .fontFiles),
    ]
    if let match = simple.first(where: { $0.0 == type }) {
      self = match.1
      return
    }
    if let cases = Self.caseNames(of: type) {
      self = .name(cases)
    } else if let list = type as? any ElementTyped.Type, let cases = Self.caseNames(of: list.elementType) {
      self = .names(cases)
    } else if let first = (value as? [Any])?.first {
      let fields = Mirror(reflecting: first).children.compactMap { child -> (key: String, type: ThemeValueType)? in
        guard let label = child.label, let type = ThemeValueType(of: child.value, path: path) else { return nil }
        return (ThemeKeyTree.snakeCase(label), type)
      }
      self = .objects(fields)
    } else {
      return nil
    }
  }

  private static func caseNames(of type: Any.Type) -> [String]? {
    guard let type = type as? any CaseIterable.Type else { return nil }
    func names<T: CaseIterable>(_: T.Type) -> [String] {
      T.allCases.compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
    }
    return names(type)
  }
}

/// Lets an empty list say what it would hold (`screen.input_bar.field_buttons: []`).
protocol ElementTyped {
  static var elementType: Any.Type { get }
}

extension Array: ElementTyped {
  static var elementType: Any.Type { Element.self }
}

struct ReferenceError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
