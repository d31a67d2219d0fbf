import BubbleThemes
import Foundation

public struct ThemeError: Error, CustomStringConvertible, Sendable {
  /// The theme file or name.
  public var source: String
  public var problems: [String]
  public var description: String {
    "\(source): invalid theme\n" + problems.map { "  \($0)" }.joined(separator: "\n")
  }
}

/// Finds, merges and validates theme files. A theme file may leave keys out:
/// it is laid over the theme it `extends` (a built-in name, or a path inside the
/// file's folder), or over the built-in default theme, so it only says what differs.
public enum ThemeLoader {
  public static let defaultThemeName = "default"

  /// The built-in themes' names, sorted. Their files are compiled into the binary.
  public static func builtInNames() -> [String] {
    BuiltInThemes.names
  }

  public static func defaultTheme() throws(ThemeError) -> Theme {
    try load(defaultThemeName)
  }

  /// Loads a built-in theme by name, or a theme file by path (anything with a `/` or `.json`).
  /// Content kinds' sections (`kinds.voice`) are checked when the kinds are given
  /// (`load(_:kinds:)`): the built-in kinds are BubbleKit's.
  public static func load(_ nameOrPath: String) throws(ThemeError) -> Theme {
    try load(nameOrPath, checking: .builtIn)
  }

  private static func load(_ nameOrPath: String, checking kinds: KindSectionCheck) throws(ThemeError) -> Theme {
    guard isPath(nameOrPath) else {
      guard let data = BuiltInThemes.data(named: nameOrPath) else {
        throw ThemeError(
          source: nameOrPath, problems: ["no built-in theme of that name; built-in themes: \(builtInList)"])
      }
      return try decode(data, source: nameOrPath, folder: nil, checking: kinds)
    }
    let url = URL(fileURLWithPath: nameOrPath)
    let data: Data
    switch RegularFile.contents(of: url) {
    case .success(let contents): data = contents
    case .failure(let problem):
      throw ThemeError(source: url.path, problems: ["cannot read the theme file: \(problem); check the path"])
    }
    return try decode(data, source: url.path, folder: url.deletingLastPathComponent(), checking: kinds)
  }

  /// Anything with a `/` or ending in `.json` names a file; anything else a built-in theme.
  private static func isPath(_ nameOrPath: String) -> Bool {
    nameOrPath.contains("/") || nameOrPath.hasSuffix(".json")
  }

  static var builtInList: String { builtInNames().joined(separator: ", ") }

  /// Loads as `load(_:)` does, and checks the `kinds` sections against `kinds` (the content
  /// kinds a renderer registers, which may replace built-in ones): an unknown kind or key, or a
  /// value of the wrong type, is an error.
  public static func load(_ nameOrPath: String, kinds: ContentKinds) throws(ThemeError) -> Theme {
    try checked(load(nameOrPath, checking: .registered(kinds)), kinds: kinds, source: nameOrPath)
  }

  /// Decodes theme JSON laid over the default theme (unless it is the default theme itself).
  /// `folder` is where an `extends` path is looked up (without one, only built-in themes can be
  /// extended). Kind sections are checked as `load(_:)` does.
  public static func decode(_ data: Data, source: String, folder: URL? = nil) throws(ThemeError) -> Theme {
    try decode(data, source: source, folder: folder, checking: .builtIn)
  }

  /// Decodes as `decode(_:source:folder:)` does, checking the `kinds` sections against `kinds`.
  public static func decode(_ data: Data, source: String, folder: URL? = nil, kinds: ContentKinds)
    throws(ThemeError) -> Theme
  {
    try checked(
      decode(data, source: source, folder: folder, checking: .registered(kinds)), kinds: kinds, source: source)
  }

  /// What the files' own check cannot see (a fraction where a kind wants a whole number).
  static func checked(_ theme: Theme, kinds: ContentKinds, source: String) throws(ThemeError) -> Theme {
    let problems = theme.kindSectionProblems(kinds: kinds)
    guard problems.isEmpty else { throw ThemeError(source: source, problems: problems) }
    return theme
  }

  private static func decode(_ data: Data, source: String, folder: URL?, checking kinds: KindSectionCheck)
    throws(ThemeError) -> Theme
  {
    try document(data, source: source, folder: folder, checking: kinds).theme
  }

  /// The theme and the merged tree it is decoded from (`ThemeDocument`).
  static func document(_ data: Data, source: String, folder: URL?, checking kinds: KindSectionCheck)
    throws(ThemeError) -> ThemeDocument
  {
    let overlay = try parseObject(data, source: source)
    let merged = try resolved(overlay, source: source, folder: folder, chain: [source], kinds: kinds)
    return ThemeDocument(theme: try decodeTheme(merged, overlay: overlay, source: source), tree: merged)
  }

  /// `merged` decoded; a decoding error is located in `overlay`, the text the user wrote.
  static func decodeTheme(_ merged: JSONNode, overlay: JSONNode, source: String) throws(ThemeError) -> Theme {
    do {
      return try JSONNodeDecoder(keyName: snakeCase).decode(Theme.self, from: merged)
    } catch let error as DecodingError {
      throw ThemeError(source: source, problems: [describe(error, in: overlay)])
    } catch {
      throw ThemeError(source: source, problems: ["\(error)"])
    }
  }

  // MARK: JSON trees

  /// Top-level keys not checked against the default theme: free text, the base, the schema.
  private static let freeKeys: Set<String> = ["notes", "extends", "$schema"]
  private static let maxExtendsDepth = 8

  /// The theme laid over what it extends, all the way down to the default theme.
  private static func resolved(
    _ overlay: JSONNode, source: String, folder: URL?, chain: [String], kinds: KindSectionCheck
  ) throws(ThemeError) -> JSONNode {
    let reference = try defaultThemeNode()
    // Kinds' defaults are their own `defaultStyle` (a registry may replace a built-in kind by one
    // with other keys): a `kinds` section in the default theme would not be laid under others.
    let defaults = withoutKinds(reference)
    if source == defaultThemeName && chain.count == 1 { return defaults }
    let problems = overlayProblems(overlay, reference: reference, kinds: kinds)
    guard problems.isEmpty else { throw ThemeError(source: source, problems: problems) }
    guard let extendsNode = overlay["extends"] else { return merge(base: defaults, overlay: overlay) }
    guard case .string(let baseName) = extendsNode.value else {
      throw ThemeError(
        source: source, problems: ["extends (\(extendsNode.location)): expected a theme name or a path to a theme file"]
      )
    }
    let base = try extended(baseName, at: extendsNode.location, by: source, folder: folder)
    guard !chain.contains(base.source), chain.count < maxExtendsDepth else {
      throw ThemeError(
        source: source,
        problems: [
          "extends: a cycle or a chain deeper than \(maxExtendsDepth): \((chain + [base.source]).joined(separator: " -> "))"
        ])
    }
    let baseOverlay = try parseObject(base.data, source: base.source)
    let baseTheme =
      base.source == defaultThemeName
      ? withoutKinds(baseOverlay)
      : try resolved(baseOverlay, source: base.source, folder: base.folder, chain: chain + [base.source], kinds: kinds)
    return merge(base: baseTheme, overlay: overlay)
  }

  /// What is wrong with the keys and values a theme file (or an override) writes, checked before
  /// it is laid over its base: unknown keys, kind sections, ranges, font files, date patterns.
  static func overlayProblems(_ overlay: JSONNode, reference: JSONNode, kinds: KindSectionCheck) -> [String] {
    var problems: [String] = []
    collectUnknownKeys(overlay, reference: reference, path: "", into: &problems)
    if let sections = overlay["kinds"] {
      collectKindSectionProblems(sections, reference: kindReference(kinds), into: &problems)
    }
    collectRangeProblems(overlay, reference: reference, path: "", into: &problems)
    collectFontFileProblems(overlay, into: &problems)
    collectDateProblems(overlay, into: &problems)
    return problems
  }

  /// The theme file `source` extends: a built-in theme by name, or a file by path inside `folder`
  /// (the extending file's), by the rule of media paths: relative, no `..`, no symlink leading out,
  /// so a theme handed over by a service cannot make the renderer read, or quote, a file elsewhere.
  /// A theme without a folder (decoded from memory) extends built-in themes only. `source` names
  /// the base in a chain of extends; `folder` is where its own `extends` resolves.
  private static func extended(_ baseName: String, at location: JSONLocation, by source: String, folder: URL?)
    throws(ThemeError) -> (data: Data, source: String, folder: URL?)
  {
    guard isPath(baseName) else {
      guard let data = BuiltInThemes.data(named: baseName) else {
        throw ThemeError(
          source: source,
          problems: ["extends (\(location)): no built-in theme \"\(baseName)\"; built-in themes: \(builtInList)"])
      }
      return (data, baseName, nil)
    }
    guard let folder else {
      let problem = "a theme that is not a file may extend built-in themes only (\(builtInList))"
      throw ThemeError(source: source, problems: ["extends (\(location)): \(problem)"])
    }
    switch ContainedFolder(folder, name: "the theme's folder").read(baseName) {
    case .success(let file):
      return (file.data, file.url.path, file.url.deletingLastPathComponent())
    case .failure(let problem):
      throw ThemeError(
        source: source, problems: ["extends (\(location)): cannot use \(quoted(baseName)): \(problem)"])
    }
  }

  static func parseObject(_ data: Data, source: String) throws(ThemeError) -> JSONNode {
    let node: JSONNode
    do {
      node = try JSONParser.parse(data)
    } catch {
      throw ThemeError(source: source, problems: ["malformed JSON at \(error)"])
    }
    guard case .object = node.value else {
      throw ThemeError(
        source: source, problems: ["expected a JSON object at the top level, found \(node.value.typeName)"])
    }
    return node
  }

  static func defaultThemeNode() throws(ThemeError) -> JSONNode {
    guard let data = BuiltInThemes.data(named: defaultThemeName) else {
      throw ThemeError(source: defaultThemeName, problems: ["the built-in default theme is missing"])
    }
    return try parseObject(data, source: defaultThemeName)
  }

  /// Keys absent from the default theme are unknown (`notes` is free text anywhere at the top).
  /// The top-level `kinds` is checked against the content kinds (`collectKindSectionProblems`).
  private static func collectUnknownKeys(
    _ node: JSONNode, reference: JSONNode, path: String, into problems: inout [String]
  ) {
    guard case .object(let members) = node.value, case .object(let known) = reference.value else { return }
    for member in members where !(path.isEmpty && member.key == "kinds") {
      let keyPath = path.isEmpty ? member.key : "\(path).\(member.key)"
      guard let expected = known.first(where: { $0.key == member.key })?.value else {
        if path.isEmpty && freeKeys.contains(member.key) { continue }
        let names = known.map(\.key).joined(separator: ", ")
        problems.append("\(keyPath) (\(member.keyLocation)): unknown key; expected one of \(names)")
        continue
      }
      collectUnknownKeys(member.value, reference: expected, path: keyPath, into: &problems)
    }
  }

  static func merge(base: JSONNode, overlay: JSONNode) -> JSONNode {
    guard case .object(var members) = base.value, case .object(let overrides) = overlay.value else { return overlay }
    for override in overrides {
      if let index = members.firstIndex(where: { $0.key == override.key }) {
        members[index].value = merge(base: members[index].value, overlay: override.value)
      } else {
        members.append(override)
      }
    }
    return JSONNode(.object(members), at: overlay.location)
  }

  // MARK: Errors

  /// "bubble.radius (3:14): expected a number": the key's path in the file, with its line and
  /// column in `overlay` when the key is written there.
  private static func describe(_ error: DecodingError, in overlay: JSONNode) -> String {
    guard let (keys, message) = problem(in: error) else { return "\(error)" }
    var node: JSONNode? = overlay
    for key in keys {
      node = key.intValue.map { node?[$0] } ?? node?[snakeCase(key.stringValue)]
    }
    guard let node else { return "\(keyPath(keys)): \(message)" }
    return "\(keyPath(keys)) (\(node.location)): \(message)"
  }

  /// What a theme's decoding error says, in the loader's words ("expected a number"), and the
  /// coding path of the key it is about; `nil` for a kind of error the decoder does not throw.
  /// Both the theme's keys and the content kinds' sections (`Theme.kindSectionProblems`) are
  /// worded from here.
  static func problem(in error: DecodingError) -> (keys: [any CodingKey], message: String)? {
    switch error {
    case .typeMismatch(let type, let context): (context.codingPath, "expected \(typeName(type))")
    case .valueNotFound(let type, let context): (context.codingPath, "expected \(typeName(type)), found null")
    case .keyNotFound(let key, let context): (context.codingPath + [key], "missing")
    case .dataCorrupted(let context): (context.codingPath, context.debugDescription)
    @unknown default: nil
    }
  }

  /// "kinds.voice.bar_width", "fonts.big_emoji_sizes[0]": `keys` in the file's snake_case, under
  /// `prefix`.
  static func keyPath(_ keys: [any CodingKey], under prefix: String = "") -> String {
    let names = keys.map { key in key.intValue.map { "[\($0)]" } ?? snakeCase(key.stringValue) }
    return names.reduce(prefix) { path, name in name.hasPrefix("[") || path.isEmpty ? path + name : path + "." + name }
  }

  static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is [RGBColor].Type, is [String].Type, is [Double].Type: "an array"
    default: "an object"
    }
  }

  static func snakeCase(_ camel: String) -> String {
    var result = ""
    for character in camel {
      if character.isUppercase {
        result += "_" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }
}
