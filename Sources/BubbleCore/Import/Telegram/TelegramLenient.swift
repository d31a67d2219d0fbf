/// Exports that other tools wrote or edited by hand put numbers and booleans in strings
/// (`"voters": "0"`, `"chosen": "false"`, `"id": "42"`): read as what they say, located errors
/// for anything else.
enum TelegramLenient {
  static func bool(_ field: JSONField) -> Bool? {
    if case .string(let text) = field.node.value {
      switch text {
      case "true": return true
      case "false": return false
      default: break
      }
    }
    return field.bool()
  }

  static func integer(_ field: JSONField, in range: ClosedRange<Int>) -> Int? {
    guard case .string(let text) = field.node.value, let value = Int(text) else {
      return field.integer(in: range)
    }
    guard range.contains(value) else {
      field.error("expected an integer from \(range.lowerBound) to \(range.upperBound), found \(quoted(text))")
      return nil
    }
    return value
  }
}
