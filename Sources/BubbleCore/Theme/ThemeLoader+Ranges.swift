/// Checking every number of a theme file against its key's range (`ThemeNumberRange`) while the
/// file is read, so a number out of range is reported with the file's line and column, as every
/// other theme error is, before anything is decoded or drawn.
extension ThemeLoader {
  /// Numbers of `node` out of their key's range. `reference` is the default theme's value at the
  /// same place: where it is not a number, a number is a type error the decoder reports; a
  /// `kinds` section it lacks is a custom kind's, whose numbers follow the same rules by name.
  static func collectRangeProblems(
    _ node: JSONNode, reference: JSONNode?, path: String, into problems: inout [String]
  ) {
    switch node.value {
    case .number(let value, _):
      if let reference, !reference.value.isNumber { return }
      let range = ThemeNumberRange.forKey(path)
      guard !range.contains(value) else { return }
      problems.append("\(path) (\(node.location)): expected \(range), found \(formatNumber(value))")
    case .array(let elements):
      // Elements are like the reference's first; without one (an empty list) they go by name.
      let elementReference = reference?[0]
      for (index, element) in elements.enumerated() {
        collectRangeProblems(element, reference: elementReference, path: "\(path)[\(index)]", into: &problems)
      }
    case .object(let members):
      for member in members {
        let keyPath = path.isEmpty ? member.key : "\(path).\(member.key)"
        let memberReference = reference?[member.key]
        // Unknown keys are reported as such. `kinds` and its sections are the registered kinds'
        // (the default theme has none): their numbers are checked by name.
        let isKindSection = keyPath == "kinds" || keyPath.hasPrefix("kinds.")
        if reference != nil, memberReference == nil, !isKindSection { continue }
        collectRangeProblems(member.value, reference: memberReference, path: keyPath, into: &problems)
      }
    case .null, .bool, .string:
      return
    }
  }
}

extension JSONValue {
  fileprivate var isNumber: Bool {
    if case .number = self { return true }
    return false
  }
}
