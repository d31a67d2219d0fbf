/// Values a `JSONKeep` leaves out: read with the same strictness as the others (strings,
/// numbers, literals, nesting depth, commas), without building anything. Duplicate keys inside
/// them are not looked for: that would mean keeping their keys.
extension JSONScanner {
  /// Skips one value whose container is `depth` levels deep; open containers live on a stack of
  /// flags (object or array), so nothing grows with the value's size but the nesting.
  mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
    var open: [Bool] = []
    while true {
      if try skipScalarOrOpen(&open, depth: depth) { continue }
      while let isObject = open.last {
        skipWhitespace()
        if current == ASCII.comma {
          offset += 1
          try skipAfterComma(inObject: isObject)
          break
        }
        guard current == (isObject ? ASCII.closeBrace : ASCII.closeBracket) else {
          throw unexpected(
            isObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element")
        }
        offset += 1
        open.removeLast()
      }
      if open.isEmpty { return }
    }
  }

  /// Skips a scalar or an empty container (`false`), or opens a container (`true`).
  private mutating func skipScalarOrOpen(_ open: inout [Bool], depth: Int) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard let byte = current else { throw error("unexpected end of input; expected a value") }
    switch byte {
    case ASCII.openBrace, ASCII.openBracket:
      if depth + open.count == depthLimit { throw error("nesting is deeper than \(depthLimit) levels") }
      let isObject = byte == ASCII.openBrace
      offset += 1
      skipWhitespace()
      if current == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
        offset += 1
        return false
      }
      open.append(isObject)
      if isObject { try skipKey(afterComma: false) }
      return true
    case ASCII.quote: _ = try parseString()
    case ASCII.minus, ASCII.zero...ASCII.nine: _ = try parseNumber()
    case _ where ASCII.isLetter(byte): _ = try parseLiteral()
    case ASCII.apostrophe: throw error("strings must be in double quotes")
    case ASCII.slash: throw error("comments are not allowed in JSON")
    default: throw unexpected("expected a value")
    }
    return false
  }

  private mutating func skipAfterComma(inObject isObject: Bool) throws(JSONSyntaxError) {
    if isObject { return try skipKey(afterComma: true) }
    skipWhitespace()
    if current == ASCII.closeBracket { throw error("expected a value after ',' (trailing commas are not allowed)") }
  }

  /// Skips `"key":`.
  private mutating func skipKey(afterComma: Bool) throws(JSONSyntaxError) {
    skipWhitespace()
    guard current == ASCII.quote else {
      if afterComma && current == ASCII.closeBrace {
        throw error("expected a key after ',' (trailing commas are not allowed)")
      }
      throw unexpected("expected a string key in double quotes")
    }
    _ = try parseString()
    skipWhitespace()
    guard current == ASCII.colon else { throw unexpected("expected ':' after object key") }
    offset += 1
  }
}
