import BubbleCore
import Foundation

/// Themes/README.md: the introduction (`ThemeReferenceIntro`), then a table of every key by
/// section, with its type, default and meaning.
public enum ThemeReference {
  public static func markdown(kinds: ContentKinds) throws -> String {
    let tree = try ThemeKeyTree(kinds: kinds)
    var lines = topLevelTable(tree.sections) + [""]
    for (index, node) in tree.sections.enumerated() {
      guard case .section(title: let title, intro: let intro) = node.reference.role else { continue }
      lines.append("### \(title)\n\n\(intro ?? "")\n")
      switch node.content {
      case .kinds:
        lines += kindTables(KindSection.merged(tree.kinds))
      case .section(_, let children):
        let pair = tree.sections.dropFirst(index + 1).first {
          if case .sameTableAs(node.key) = $0.reference.role { return true }
          return false
        }
        if let pair, case .section(_, let pairChildren) = pair.content {
          lines += pairedTable(node, children, pair, pairChildren)
        } else {
          lines += tables(children)
        }
      case .value: break
      }
      lines.append("")
    }
    let intro = ThemeReferenceIntro.text.replacingOccurrences(of: "<!-- RANGES -->", with: rangesTable)
    let body = lines.joined(separator: "\n")
    return intro + body.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"
  }

  /// The keys at the top of a file that are not sections, and `kinds`.
  private static func topLevelTable(_ nodes: [ThemeKeyNode]) -> [String] {
    [header]
      + nodes.compactMap { node in
        switch node.content {
        case .value(let type, let value): row(["`\(node.path)`"], type, [value], node)
        case .kinds: "| `kinds` | object | \(node.reference.shownDefault ?? "") | \(node.meaning) |"
        case .section: nil
        }
      }
  }

  private static let header = "| Key | Type | Default | Meaning |\n|---|---|---|---|"
  private static let pairHeader = "| Keys | Type | Default | Meaning |\n|---|---|---|---|"

  /// A section's rows; a nested section starts a table under its own heading.
  private static func tables(_ nodes: [ThemeKeyNode]) -> [String] {
    var lines: [String] = []
    var isTableOpen = false
    func walk(_ nodes: [ThemeKeyNode]) {
      for node in nodes {
        switch node.content {
        case .section(_, let children):
          guard case .section(let title, _) = node.reference.role else { continue }
          lines.append("\n#### \(title)\n")
          isTableOpen = false
          walk(children)
        case .value(let type, let defaultValue):
          if !isTableOpen { lines.append(header) }
          isTableOpen = true
          lines.append(row(["`\(node.path)`"], type, [defaultValue], node))
        case .kinds: break
        }
      }
    }
    walk(nodes)
    return lines
  }

  /// Two sections of the same keys in one table (`incoming` and `outgoing`).
  private static func pairedTable(
    _ first: ThemeKeyNode, _ firstChildren: [ThemeKeyNode], _ second: ThemeKeyNode, _ secondChildren: [ThemeKeyNode]
  ) -> [String] {
    var lines = [
      "| Keys | Type | Default (\(first.key) / \(second.key)) | Meaning |\n|---|---|---|---|"
    ]
    for (node, other) in zip(firstChildren, secondChildren) {
      guard case .value(let type, let value) = node.content, case .value(_, let otherValue) = other.content else {
        continue
      }
      let defaults = "\(defaultText(type, value, node)) / \(defaultText(type, otherValue, other))"
      lines.append("| `\(node.path)`<br>`\(other.path)` | \(typeName(type)) | \(defaults) | \(node.meaning) |")
    }
    return lines
  }

  /// One table per kind's section; kinds sharing a style share a table, a row naming each key.
  private static func kindTables(_ sections: [KindSection]) -> [String] {
    var lines: [String] = []
    for section in sections {
      lines.append("\n#### \(section.styleType.referenceTitle)\n")
      if let intro = section.styleType.referenceIntro { lines.append(intro + "\n") }
      lines.append(section.names.count > 1 ? pairHeader : header)
      for node in section.keys {
        guard case .value(let type, _) = node.content else { continue }
        let keys = section.names.map { "`kinds.\($0).\(node.key)`" }
        let defaults = section.names.map { defaultText(type, section.defaults[$0]?[node.key], node) }
        let shown = Set(defaults).count > 1 ? defaults.joined(separator: " / ") : defaults[0]
        lines.append("| \(keys.joined(separator: "<br>")) | \(typeName(type)) | \(shown) | \(node.meaning) |")
      }
    }
    return lines
  }

  private static func row(_ keys: [String], _ type: ThemeValueType, _ defaults: [JSONNode?], _ node: ThemeKeyNode)
    -> String
  {
    let shown = defaults.map { defaultText(type, $0, node) }.joined(separator: " / ")
    return "| \(keys.joined(separator: "<br>")) | \(typeName(type)) | \(shown) | \(node.meaning) |"
  }

  static func typeName(_ type: ThemeValueType) -> String {
    switch type {
    case .boolean: "boolean"
    case .number(let range): "\(range.isWhole ? "integer" : "number"), \(words(range))"
    case .colour: "colour"
    case .string: "string"
    case .insets(let range): "insets, each \(words(range))"
    case .colours: "colours"
    case .strings: "strings"
    case .numbers(let range): "numbers, each \(words(range))"
    case .name(let names): names.map { "`\($0)`" }.joined(separator: " \\| ")
    case .names: "list of names"
    case .objects: "actions"
    case .fontFiles: #"objects `{ "path", "package" }`"#
    }
  }

  static func words(_ range: ThemeNumberRange) -> String { "\(number(range.minimum)) to \(number(range.maximum))" }

  /// As C's `%g`: `0.85`, `2000`.
  static func number(_ value: Double) -> String { String(format: "%g", value) }

  /// The default as the reference shows it, from the value a theme file writes.
  static func defaultText(_ type: ThemeValueType, _ node: JSONNode?, _ key: ThemeKeyNode) -> String {
    if let shown = key.reference.shownDefault { return shown }
    guard let value = node?.value else { return "" }
    switch (type, value) {
    case (.insets, .object):
      let sides = ["top", "left", "bottom", "right"].map { node?[$0].flatMap(numberValue).map(number) ?? "" }
      return sides.joined(separator: " / ")
    case (.colour, .string(let text)): return "`\(text)`"
    case (.number, .number(let number, _)): return self.number(number)
    case (.boolean, .bool(let flag)): return flag ? "true" : "false"
    case (.name, .string(let text)), (.string, .string(let text)): return "`\"\(text)\"`"
    case (.colours, .array(let items)): return strings(items).map { "`\($0)`" }.joined(separator: " ")
    case (.names, .array(let items)):
      return items.isEmpty ? "(none)" : strings(items).map { "`\($0)`" }.joined(separator: ", ")
    case (.strings, .array(let items)): return items.isEmpty ? "(empty)" : strings(items).joined(separator: ", ")
    case (.objects, .array(let items)):
      return items.compactMap { item -> String? in
        if case .string(let label) = item["label"]?.value { return label }
        return nil
      }.joined(separator: ", ")
    case (.fontFiles, .array(let items)): return items.isEmpty ? "[]" : "\(items.count) files"
    case (.numbers, .array(let items)):
      return "[" + items.compactMap(numberValue).map(number).joined(separator: ", ") + "]"
    default: return ""
    }
  }

  private static func numberValue(_ node: JSONNode) -> Double? {
    if case .number(let value, _) = node.value { return value }
    return nil
  }

  private static func strings(_ nodes: [JSONNode]) -> [String] {
    nodes.compactMap {
      if case .string(let text) = $0.value { return text }
      return nil
    }
  }

  /// The ranges by key path and by key name, as `ThemeNumberRange` checks them.
  static var rangesTable: String {
    func range(_ range: ThemeNumberRange) -> String { (range.isWhole ? "whole number, " : "") + words(range) }
    var lines = ["| Key | Range |", "|---|---|"]
    lines += ThemeNumberRange.exceptions.map { "| `\($0.path)` | \(range($0.range)) |" }
    lines += ThemeNumberRange.nameRules.map { "| any other key whose name \($0.words) | \(range($0.range)) |" }
    lines.append(
      "| any other number (lengths: widths, heights, paddings, gaps, radii, margins, insets) | "
        + "\(words(ThemeNumberRange.length)) |")
    return lines.joined(separator: "\n")
  }
}
