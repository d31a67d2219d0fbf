import Foundation

/// The theme files of this folder, compiled into the binary by the EmbedThemes build-tool plugin
/// (Plugins/EmbedThemes): a copied `bubbles` has no resource bundle beside it to read them from.
public enum BuiltInThemes {
  /// The built-in themes' names (their file names without `.json`), sorted.
  public static var names: [String] { EmbeddedThemes.files.keys.sorted() }

  /// The bytes of the built-in theme file `name`.json, or `nil` when there is no such theme.
  public static func data(named name: String) -> Data? {
    EmbeddedThemes.files[name].map { Data($0.utf8) }
  }
}
