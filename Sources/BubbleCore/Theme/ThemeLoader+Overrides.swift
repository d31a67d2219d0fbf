import BubbleThemes
import Foundation

/// A theme and the merged JSON tree it was decoded from, so an override can be laid over it the
/// way a theme file is laid over the theme it `extends` (a service keeps one per theme it offers).
public struct ThemeDocument: Sendable {
  public let theme: Theme
  /// Every key of the theme, its bases' merged under its own (`kinds` sections as written).
  let tree: JSONNode
}

extension ThemeLoader {
  /// Keys an override may not write: they name files (`fonts.files`) or another theme to read
  /// (`extends`), and an override comes from a request.
  public static let fileKeys = ["extends", "fonts.files"]

  /// A built-in theme by name, with its tree; its `kinds` sections checked against `kinds`.
  public static func document(named name: String, kinds: ContentKinds) throws(ThemeError) -> ThemeDocument {
    guard let data = BuiltInThemes.data(named: name) else {
      throw ThemeError(source: name, problems: ["no built-in theme of that name; built-in themes: \(builtInList)"])
    }
    return try document(data, source: name, folder: nil, kinds: kinds)
  }

  /// A theme file's bytes decoded as `decode(_:source:folder:kinds:)` does, with its tree.
  public static func document(_ data: Data, source: String, folder: URL?, kinds: ContentKinds) throws(ThemeError)
    -> ThemeDocument
  {
    let decoded = try document(data, source: source, folder: folder, checking: .registered(kinds))
    return ThemeDocument(theme: try checked(decoded.theme, kinds: kinds, source: source), tree: decoded.tree)
  }

  /// `data`, a JSON object of theme keys, laid over `base` with the merge `extends` uses, after
  /// the checks a theme file gets (unknown keys, ranges, kinds, dates). `fileKeys` are refused:
  /// the result reads no file. Problems are located in `data`, under `source`.
  public static func override(_ base: ThemeDocument, with data: Data, source: String, kinds: ContentKinds)
    throws(ThemeError) -> ThemeDocument
  {
    let overlay = try parseObject(data, source: source)
    let problems =
      fileKeyProblems(overlay) + overlayProblems(overlay, reference: try defaultThemeNode(), kinds: .registered(kinds))
    guard problems.isEmpty else { throw ThemeError(source: source, problems: problems) }
    let merged = merge(base: base.tree, overlay: overlay)
    let theme = try checked(decodeTheme(merged, overlay: overlay, source: source), kinds: kinds, source: source)
    return ThemeDocument(theme: theme, tree: merged)
  }

  /// Every `fileKeys` key `overlay` writes, whatever its value.
  private static func fileKeyProblems(_ overlay: JSONNode) -> [String] {
    fileKeys.compactMap { keyPath in
      var node: JSONNode? = overlay
      var keyLocation = overlay.location
      for key in keyPath.split(separator: ".").map(String.init) {
        guard case .object(let members) = node?.value, let member = members.first(where: { $0.key == key }) else {
          return nil
        }
        node = member.value
        keyLocation = member.keyLocation
      }
      return "\(keyPath) (\(keyLocation)): an override cannot name files or other themes; "
        + "set it in a theme file of the service's --themes-dir"
    }
  }
}
