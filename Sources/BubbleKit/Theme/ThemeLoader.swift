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
/// it is laid over the built-in default theme, so it only says what differs.
public enum ThemeLoader {
  public static let defaultThemeName = "default"

  /// The built-in themes' names, sorted.
  public static func builtInNames() -> [String] {
    guard let directory = BuiltInThemes.directory,
      let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  public static func defaultTheme() throws(ThemeError) -> Theme {
    try load(defaultThemeName)
  }

  /// Loads a built-in theme by name, or a theme file by path (anything with a `/` or `.json`).
  public static func load(_ nameOrPath: String) throws(ThemeError) -> Theme {
    let isPath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".json")
    let url: URL
    if isPath {
      url = URL(fileURLWithPath: nameOrPath)
    } else {
      guard let directory = BuiltInThemes.directory,
        builtInNames().contains(nameOrPath)
      else {
        throw ThemeError(
          source: nameOrPath,
          problems: ["no built-in theme of that name; built-in themes: \(builtInNames().joined(separator: ", "))"])
      }
      url = directory.appendingPathComponent(nameOrPath + ".json")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ThemeError(source: url.path, problems: ["cannot read the theme file: \(error.localizedDescription)"])
    }
    return try decode(data, source: isPath ? url.path : nameOrPath)
  }

  /// Decodes theme JSON laid over the default theme (unless it is the default theme itself).
  public static func decode(_ data: Data, source: String) throws(ThemeError) -> Theme {
    let object = try parseObject(data, source: source)
    var merged = object
    if source != defaultThemeName {
      merged = deepMerge(base: try defaultThemeObject(), overlay: object)
    }
    let reference = try referenceKeys()
    var problems: [String] = []
    collectUnknownKeys(object, reference: reference, path: "", into: &problems)
    guard problems.isEmpty else { throw ThemeError(source: source, problems: problems) }
    do {
      let mergedData = try JSONSerialization.data(withJSONObject: merged)
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      return try decoder.decode(Theme.self, from: mergedData)
    } catch let error as DecodingError {
      throw ThemeError(source: source, problems: [describe(error)])
    } catch {
      throw ThemeError(source: source, problems: ["\(error)"])
    }
  }

  // MARK: Private

  private static func parseObject(_ data: Data, source: String) throws(ThemeError) -> [String: Any] {
    do {
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw ThemeError(source: source, problems: ["expected a JSON object at the top level"])
      }
      return object
    } catch let error as ThemeError {
      throw error
    } catch {
      throw ThemeError(source: source, problems: ["malformed JSON: \(error.localizedDescription)"])
    }
  }

  private static func defaultThemeObject() throws(ThemeError) -> [String: Any] {
    guard let url = BuiltInThemes.directory?.appendingPathComponent(defaultThemeName + ".json"),
      let data = try? Data(contentsOf: url)
    else { throw ThemeError(source: defaultThemeName, problems: ["the built-in default theme is missing"]) }
    return try parseObject(data, source: defaultThemeName)
  }

  /// Every key the default theme has: a key absent from it is unknown.
  private static func referenceKeys() throws(ThemeError) -> [String: Any] {
    var object = try defaultThemeObject()
    object["notes"] = object["notes"] ?? ""
    return object
  }

  private static func collectUnknownKeys(
    _ object: [String: Any], reference: [String: Any], path: String, into problems: inout [String]
  ) {
    for key in object.keys.sorted() {
      let keyPath = path.isEmpty ? key : "\(path).\(key)"
      guard let expected = reference[key] else {
        let known = reference.keys.sorted().joined(separator: ", ")
        problems.append("\(keyPath): unknown key; expected one of \(known)")
        continue
      }
      if let nested = object[key] as? [String: Any], let nestedReference = expected as? [String: Any] {
        collectUnknownKeys(nested, reference: nestedReference, path: keyPath, into: &problems)
      }
    }
  }

  private static func deepMerge(base: [String: Any], overlay: [String: Any]) -> [String: Any] {
    var result = base
    for (key, value) in overlay {
      if let nested = value as? [String: Any], let baseNested = base[key] as? [String: Any] {
        result[key] = deepMerge(base: baseNested, overlay: nested)
      } else {
        result[key] = value
      }
    }
    return result
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(snakeCase(key.stringValue))" }
        .joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)): expected \(typeName(type))"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected \(typeName(type)), found null"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): missing"
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    default: "\(type)"
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
