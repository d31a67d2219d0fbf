import BubbleKit
import Foundation
import Testing

/// Every number of a theme is checked against its key's range when the file is read: a value out
/// of range is an error that names the key, where it is and the range (issue 11).
@Suite struct ThemeNumberRangeTests {
  /// Every numeric key of default.json (insets' sides and list elements included, `kinds.*` too),
  /// with its value there.
  static let numericKeys: [ThemeTestKey] = ThemeTestKey.numericKeys(in: ThemeTestKey.defaultThemeObject())

  @Test(arguments: [1e6, 1e300, -1e6])
  func everyNumericKeyOutOfRangeIsALocatedErrorNamingIt(_ value: Double) throws {
    #expect(Self.numericKeys.count > 250)
    var accepted: [String] = []
    for key in Self.numericKeys {
      let (json, location) = key.overlay(settingTo: "\(value)")
      do {
        _ = try ThemeLoader.decode(Data(json.utf8), source: "t.json")
        accepted.append(key.path)
      } catch {
        let range = ThemeNumberRange.forKey(key.path)
        let expected = "\(key.path) (line 1, column \(location)): expected \(range), found "
        #expect("\(error)".contains(expected), "\(error)")
      }
    }
    #expect(accepted.isEmpty, "accepted \(value) for \(accepted)")
  }

  @Test func everyBuiltInThemeNumberIsInItsRange() throws {
    var outside: [String] = []
    for name in BuiltInThemeTests.allThemes {
      let url = BuiltInThemeTests.themesFolder.appendingPathComponent(name + ".json")
      for key in ThemeTestKey.numericKeys(in: ThemeTestKey.themeFile(url))
      where !ThemeNumberRange.forKey(key.path).contains(key.value) {
        outside.append("\(name): \(key.path) = \(key.value)")
      }
    }
    #expect(outside.isEmpty)
  }

  @Test func anIntegerKeyNamesItsRangeForHugeAndFractionalValues() {
    let cases = [
      ("9223372036854775807", "found 9.223372036854776e+18"), ("1e300", "found 1e+300"), ("2.5", "found 2.5"),
      ("0", "found 0"),
    ]
    for (written, found) in cases {
      let json = #"{ "screen": { "emoji_panel": { "columns": \#(written) } } }"#
      #expect {
        try ThemeLoader.decode(Data(json.utf8), source: "t.json")
      } throws: { error in
        "\(error)".contains(
          "screen.emoji_panel.columns (line 1, column 43): expected a whole number from 1 to 24, \(found)")
      }
    }
  }

  @Test func aFontSizeOfZeroOrBelowIsRejected() {
    for size in ["0", "-4", "0.5"] {
      #expect {
        try ThemeLoader.decode(Data(#"{ "fonts": { "text_size": \#(size) } }"#.utf8), source: "t.json")
      } throws: { error in
        "\(error)".contains("fonts.text_size (line 1, column 27): expected a number from 1 to 200")
      }
    }
    #expect {
      try ThemeLoader.decode(Data(#"{ "fonts": { "big_emoji_sizes": [64, -52] } }"#.utf8), source: "t.json")
    } throws: { error in
      "\(error)".contains("fonts.big_emoji_sizes[1] (line 1, column 38): expected a number from 1 to 200, found -52")
    }
  }

  @Test func aBaseFileOutOfRangeIsReportedAgainstThatFile() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{\n  \"bubble\": { \"group_spacing\": 1e6 }\n}".utf8).write(
      to: folder.appendingPathComponent("base.json"))
    try Data(#"{ "extends": "base.json", "name": "mine" }"#.utf8).write(to: folder.appendingPathComponent("mine.json"))
    #expect {
      try ThemeLoader.load(folder.appendingPathComponent("mine.json").path)
    } throws: { error in
      let text = "\(error)"
      return text.contains("base.json: invalid theme")
        && text.contains("bubble.group_spacing (line 2, column 32): expected a number from 0 to 2000, found 1000000")
    }
  }

  /// A kind the loader does not know (yet) follows the same rules by name, with its location.
  @Test func customKindsKeysAreCheckedByName() {
    let json = #"{ "kinds": { "order_card": { "max_width": 1e9, "accent_opacity": 2, "label_size": 0 } } }"#
    #expect {
      try ThemeLoader.decode(Data(json.utf8), source: "t.json")
    } throws: { error in
      let text = "\(error)"
      return text.contains("kinds.order_card.max_width (line 1, column 43): expected a number from 0 to 2000")
        && text.contains("kinds.order_card.accent_opacity (line 1, column 66): expected a number from 0 to 1")
        && text.contains("kinds.order_card.label_size (line 1, column 83): expected a number from 1 to 200")
    }
  }

  // MARK: The reference and the schema state each range

  @Test func theSchemaStatesEachNumbersRangeAsTheLoaderChecksIt() throws {
    let url = BuiltInThemeTests.themesFolder.appendingPathComponent("theme.schema.json")
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let definitions = schema["$defs"] as? [String: Any] ?? [:]
    func resolved(_ node: [String: Any]?) -> [String: Any]? {
      guard let ref = node?["$ref"] as? String else { return node }
      return definitions[String(ref.dropFirst("#/$defs/".count))] as? [String: Any]
    }
    for key in Self.numericKeys {
      var node: [String: Any]? = schema
      for name in key.keys { node = (resolved(node)?["properties"] as? [String: Any])?[name] as? [String: Any] }
      if key.index != nil { node = resolved(node)?["items"] as? [String: Any] }
      let range = ThemeNumberRange.forKey(key.path)
      let leaf = resolved(node)
      #expect((leaf?["minimum"] as? Double) == range.minimum, "\(key.path) minimum")
      #expect((leaf?["maximum"] as? Double) == range.maximum, "\(key.path) maximum")
      #expect((leaf?["type"] as? String) == (range.isWhole ? "integer" : "number"), "\(key.path) type")
    }
  }

  @Test func theReferenceStatesEachNumbersRange() throws {
    let readme = try String(
      contentsOf: BuiltInThemeTests.themesFolder.appendingPathComponent("README.md"), encoding: .utf8)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for key in Self.numericKeys {
      // An inset's side is on its insets' row; a list's elements on the list's.
      let isSide = key.index == nil && ["top", "left", "bottom", "right"].contains(key.keys.last ?? "")
      let rowPath = (isSide ? key.keys.dropLast() : key.keys[...]).joined(separator: ".")
      let range = ThemeNumberRange.forKey(key.path)
      let words = "\(Self.format(range.minimum)) to \(Self.format(range.maximum))"
      let row = rows.first { $0.contains("`\(rowPath)`") }
      #expect(row?.contains(words) == true, "\(rowPath): \(row ?? "no row") should say \(words)")
    }
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  @Test func insetsTakeTheirKeysRuleAndListsTheirs() {
    #expect(ThemeNumberRange.forKey("bubble.text_insets.top") == .length)
    #expect(ThemeNumberRange.forKey("fonts.big_emoji_sizes[2]") == .size)
    #expect(ThemeNumberRange.forKey("kinds.voice.played_opacity") == .fraction)
    #expect(ThemeNumberRange.forKey("screen.inbox.row_height").minimum > 0, "rows are stacked until the area is full")
  }
}

/// One numeric leaf of a theme object: its dotted path and how to write a file that sets it.
struct ThemeTestKey: Sendable {
  var path: String
  /// The object keys down to the value; a list element is the list's key with `index`.
  var keys: [String]
  var index: Int?
  var value: Double

  /// default.json with the built-in kinds' sections, written out from their `defaultStyle`.
  static func defaultThemeObject() -> JSONNode {
    (try? ThemeLoader.defaultThemeNode(kinds: ContentNodeRegistry.standard.contentKinds))
      ?? JSONNode(.null, at: JSONLocation(line: 1, column: 1))
  }

  static func themeFile(_ url: URL) -> JSONNode {
    (try? JSONParser.parse(Data(contentsOf: url))) ?? JSONNode(.null, at: JSONLocation(line: 1, column: 1))
  }

  static func numericKeys(in node: JSONNode, keys: [String] = []) -> [ThemeTestKey] {
    switch node.value {
    case .object(let members):
      return members.flatMap { numericKeys(in: $0.value, keys: keys + [$0.key]) }
    case .array(let elements):
      return elements.enumerated().compactMap { index, element in
        guard case .number(let value, _) = element.value else { return nil }
        return ThemeTestKey(path: keys.joined(separator: ".") + "[\(index)]", keys: keys, index: index, value: value)
      }
    case .number(let value, _):
      return [ThemeTestKey(path: keys.joined(separator: "."), keys: keys, value: value)]
    default:
      return []
    }
  }

  /// A one-line theme setting this key to `literal` (a list gets it at `index`, after ones), and
  /// the column where the literal starts.
  func overlay(settingTo literal: String) -> (json: String, column: Int) {
    var value = literal
    if let index { value = "[" + String(repeating: "1, ", count: index) + literal + "]" }
    var json = value
    for key in keys.reversed() { json = "{\"\(key)\": \(json)}" }
    let prefix = keys.map { "{\"\($0)\": " }.joined() + (index.map { "[" + String(repeating: "1, ", count: $0) } ?? "")
    return (json, prefix.count + 1)
  }
}
