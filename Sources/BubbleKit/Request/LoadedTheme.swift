import BubbleCore
import Foundation

/// A theme already loaded and checked, handed to a request as a value (`ThemeChoice.loaded`):
/// what a service offers from its own theme folder, or a theme with a request's override laid
/// over it. Two are equal when their names and contents are; a request's canonical encoding
/// holds the whole theme, so a changed theme never shares a cache address with the old one.
public struct LoadedTheme: Sendable, Hashable, Codable {
  /// What it is called where it was registered (a contact sheet's column label).
  public let name: String
  public let theme: Theme
  /// The theme's sorted-keys JSON, computed once: hashing and comparing by it keeps them consistent.
  private let content: Data

  /// `theme`'s `kinds` sections must have been checked against the renderer's kinds (as
  /// `ThemeLoader.document(_:source:folder:kinds:)` does).
  public init(name: String, theme: Theme) {
    self.name = name
    self.theme = theme
    content = Self.canonicalJSON(theme)
  }

  private enum CodingKeys: String, CodingKey {
    case name, theme
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name), theme: try container.decode(Theme.self, forKey: .theme))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(theme, forKey: .theme)
  }

  public static func == (lhs: LoadedTheme, rhs: LoadedTheme) -> Bool {
    lhs.name == rhs.name && lhs.content == rhs.content
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(content)
  }

  private static func canonicalJSON(_ theme: Theme) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Checked themes hold finite numbers, which always encode; the description is a fallback
    // that still tells themes apart.
    return (try? encoder.encode(theme)) ?? Data(String(describing: theme).utf8)
  }
}
