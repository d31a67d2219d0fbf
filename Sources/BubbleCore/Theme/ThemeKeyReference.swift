/// One key of a theme section as Themes/README.md and theme.schema.json describe it. Each section
/// type lists its keys beside its fields (`ThemeSectionReference`); the types, defaults and
/// ranges the reference shows come from the fields themselves, `default.json` and
/// `ThemeNumberRange`, so the list holds only what people read.
public struct ThemeKeyReference: Sendable, Hashable {
  public enum Role: Sendable, Hashable {
    /// A value: what it does.
    case value(meaning: String)
    /// A nested section: its heading, and what it is for when the heading is not enough.
    case section(title: String, intro: String?)
    /// A section with the keys of an earlier one, shown in that one's table (`outgoing`).
    case sameTableAs(String)
    /// A top-level key of theme files that `Theme` does not decode (`extends`, `$schema`).
    case fileOnly(meaning: String)
  }

  /// The key as theme files write it (snake_case).
  public var key: String
  public var role: Role
  /// A string or list that may not be empty (a theme's name, its font families).
  public var isNonEmpty: Bool
  /// Shown in the reference's default column instead of a long value.
  public var shownDefault: String?
  /// The schema's description when it is not the intro (`kinds`).
  public var schemaDescription: String?

  public static func key(
    _ key: String, _ meaning: String, isNonEmpty: Bool = false, shownDefault: String? = nil
  ) -> ThemeKeyReference {
    ThemeKeyReference(key: key, role: .value(meaning: meaning), isNonEmpty: isNonEmpty, shownDefault: shownDefault)
  }

  public static func section(
    _ key: String, title: String, intro: String? = nil, schemaDescription: String? = nil, shownDefault: String? = nil
  ) -> ThemeKeyReference {
    ThemeKeyReference(
      key: key, role: .section(title: title, intro: intro), isNonEmpty: false, shownDefault: shownDefault,
      schemaDescription: schemaDescription)
  }

  public static func sameTableAs(_ key: String, _ earlier: String) -> ThemeKeyReference {
    ThemeKeyReference(key: key, role: .sameTableAs(earlier), isNonEmpty: false)
  }

  public static func fileOnly(
    _ key: String, _ meaning: String, isNonEmpty: Bool = false, shownDefault: String? = nil
  ) -> ThemeKeyReference {
    ThemeKeyReference(key: key, role: .fileOnly(meaning: meaning), isNonEmpty: isNonEmpty, shownDefault: shownDefault)
  }
}

/// A theme section type that describes its keys for the reference, in the order it lists them.
/// `bubbles themes --reference` checks that the list names every field and nothing else.
public protocol ThemeSectionReference {
  static var keyReference: [ThemeKeyReference] { get }
  /// What the section is, for a type several keys share (`incoming` and `outgoing` are both a
  /// `SideStyle`): the schema defines it once with this description.
  static var referenceSummary: String? { get }
}

extension ThemeSectionReference {
  public static var referenceSummary: String? { nil }
}
