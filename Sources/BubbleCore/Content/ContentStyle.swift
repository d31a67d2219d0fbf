import Foundation

/// A content kind's theme section: its keys, in snake_case, under `kinds.<type>` of a theme
/// file (`{ "kinds": { "order_card": { "max_width": 300 } } }`), each optional. The kind's folder
/// describes the keys too (`keyReference`), for Themes/README.md and theme.schema.json.
public protocol ContentStyle: Codable, Sendable, Hashable, ThemeSectionReference {
  /// The section's heading in the theme reference ("Voice notes (`voice`)").
  static var referenceTitle: String { get }
  /// A paragraph under the heading, when the keys need one.
  static var referenceIntro: String? { get }
}

extension ContentStyle {
  public static var referenceTitle: String { "" }
  public static var referenceIntro: String? { nil }
  public static var keyReference: [ThemeKeyReference] { [] }
}

/// The section of a kind that has no theme keys.
public struct NoContentStyle: ContentStyle {
  public init() {}
}

/// A JSON value kept as written in a theme's `kinds` section, until a kind reads it.
public indirect enum ThemeValue: Codable, Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ThemeValue])
  case object([String: ThemeValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([ThemeValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: ThemeValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// `overlay` laid over this value: objects merge key by key, anything else is replaced.
  func merged(with overlay: ThemeValue) -> ThemeValue {
    guard case .object(var members) = self, case .object(let overrides) = overlay else { return overlay }
    for (key, value) in overrides { members[key] = members[key].map { $0.merged(with: value) } ?? value }
    return .object(members)
  }

  /// Keys of `overlay` that this value (the defaults) does not have, as dotted paths.
  func unknownKeys(in overlay: ThemeValue, path: String) -> [String] {
    guard case .object(let known) = self, case .object(let given) = overlay else { return [] }
    return given.sorted { $0.key < $1.key }.flatMap { key, value -> [String] in
      guard let expected = known[key] else { return ["\(path).\(key)"] }
      return expected.unknownKeys(in: value, path: "\(path).\(key)")
    }
  }
}

extension Theme {
  /// The theme's section for `kind` laid over the kind's defaults; the defaults when the
  /// section is missing or invalid (`kindSectionProblems` reports why). It decodes JSON on every
  /// call: layout reads a table made once per renderer instead (`KindStyles`,
  /// `NodeContext.style(for:)`).
  public func style<Kind: ContentKind>(for kind: Kind.Type) -> Kind.Style {
    Self.style(for: kind, section: kinds?[Kind.typeName])
  }

  static func style<Kind: ContentKind>(for kind: Kind.Type, section: ThemeValue?) -> Kind.Style {
    (try? decodedStyle(for: kind, section: section)) ?? Kind.defaultStyle
  }

  /// `section` laid over the kind's defaults, key by key, and decoded as its `Style`.
  static func decodedStyle<Kind: ContentKind>(for kind: Kind.Type, section: ThemeValue?) throws -> Kind.Style {
    guard let section else { return Kind.defaultStyle }
    let merged = try defaults(of: kind).merged(with: section)
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(Kind.Style.self, from: JSONEncoder().encode(merged))
  }

  /// The kind's defaults as a theme section (keys in snake_case).
  static func defaults<Kind: ContentKind>(of kind: Kind.Type) throws -> ThemeValue {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return try JSONDecoder().decode(ThemeValue.self, from: encoder.encode(Kind.defaultStyle))
  }

  /// What is wrong with the `kinds` sections, given the kinds a renderer knows: sections of
  /// unknown kinds, unknown keys, values of the wrong type, each with its key path
  /// (`kinds.voice.bar_width: expected a number`). Empty when all is well.
  public func kindSectionProblems(kinds known: ContentKinds) -> [String] {
    guard let sections = kinds else { return [] }
    return sections.keys.sorted().flatMap { name -> [String] in
      guard let kind = known.kind(named: name), let section = sections[name] else {
        return ["kinds.\(name): no content kind of that type; kinds: \(known.typeNames.joined(separator: ", "))"]
      }
      return Self.problems(in: section, of: kind)
    }
  }

  private static func problems(in section: ThemeValue, of kind: any ContentKind.Type) -> [String] {
    func check<Kind: ContentKind>(_ kind: Kind.Type) -> [String] {
      let path = "kinds.\(Kind.typeName)"
      guard let defaults = try? defaults(of: kind) else { return [] }
      let unknown = defaults.unknownKeys(in: section, path: path)
      guard unknown.isEmpty else { return unknown.map { "\($0): unknown key of the \(Kind.typeName) kind" } }
      do {
        _ = try decodedStyle(for: kind, section: section)
        return []
      } catch let error as DecodingError {
        let fractions = fractionKeys(in: section, of: kind)
        guard fractions.isEmpty else { return fractions.map { "\(path).\($0): expected a whole number" } }
        return [describe(error, in: path)]
      } catch {
        return ["\(path): \(error)"]
      }
    }
    return check(kind)
  }

  /// Keys given a fraction that the kind wants whole: Foundation's decoder reports those without
  /// a key path ("not valid JSON"), so each such key is tried alone over the defaults.
  private static func fractionKeys<Kind: ContentKind>(in section: ThemeValue, of kind: Kind.Type) -> [String] {
    guard case .object(let members) = section else { return [] }
    return members.keys.sorted().filter { key in
      guard case .number(let value) = members[key], value != value.rounded(.towardZero) else { return false }
      return (try? decodedStyle(for: kind, section: .object([key: .number(value)]))) == nil
    }
  }

  /// "kinds.voice.bar_width: expected a number": the key's path under the section, worded as the
  /// theme loader words its errors (`ThemeLoader.problem(in:)`).
  private static func describe(_ error: DecodingError, in section: String) -> String {
    guard let (keys, message) = ThemeLoader.problem(in: error) else { return "\(section): \(error)" }
    return "\(ThemeLoader.keyPath(keys, under: section)): \(message)"
  }
}
