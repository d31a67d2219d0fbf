/// Numbers, source locations and error construction.
extension JSONScanner {
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, exactly as RFC 8259 has it.
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = offset
    if current == ASCII.minus { offset += 1 }
    guard let first = current, ASCII.isDigit(first) else {
      throw unexpected("expected a digit after '-'")
    }
    offset += 1
    if first == ASCII.zero, let next = current, ASCII.isDigit(next) {
      throw error("leading zeros are not allowed in numbers", at: offset - 1)
    }
    skipDigits()
    var isInteger = true
    if current == ASCII.dot {
      offset += 1
      guard let digit = current, ASCII.isDigit(digit) else {
        throw unexpected("expected a digit after the decimal point")
      }
      skipDigits()
      isInteger = false
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      offset += 1
      if current == ASCII.plus || current == ASCII.minus { offset += 1 }
      guard let digit = current, ASCII.isDigit(digit) else {
        throw unexpected("expected a digit in the exponent")
      }
      skipDigits()
      isInteger = false
    }
    let value = numberValue(start..<offset, isInteger: isInteger)
    guard value.isFinite else {
      let literal = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
      throw error(
        "number out of range: \(literal.prefix(40))\(literal.count > 40 ? "…" : "") is too large",
        at: start)
    }
    return .number(value, isInteger: isInteger)
  }

  private mutating func skipDigits() {
    while let byte = current, ASCII.isDigit(byte) { offset += 1 }
  }

  private func numberValue(_ range: Range<Int>, isInteger: Bool) -> Double {
    // Fast path: integers of up to 15 digits fit exactly in a Double.
    let isNegative = bytes[range.lowerBound] == ASCII.minus
    let digitCount = range.count - (isNegative ? 1 : 0)
    if isInteger && digitCount <= 15 {
      var magnitude: Int64 = 0
      for index in range.dropFirst(isNegative ? 1 : 0) {
        magnitude = magnitude * 10 + Int64(bytes[index] - ASCII.zero)
      }
      return Double(isNegative ? -magnitude : magnitude)
    }
    // The standard library's conversion is correctly rounded; infinity means out of range.
    let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    return Double(literal) ?? .infinity
  }

  /// The location of the byte at `position`, which must be on the current line (every caller
  /// asks for positions at or after the start of the current line).
  mutating func location(at position: Int) -> JSONLocation {
    guard position >= lineStart else { return locationByScanningFromStart(position) }
    if position < columnMarkOffset {
      columnMarkOffset = lineStart
      columnMarkColumn = 1
    }
    var column = columnMarkColumn
    var index = columnMarkOffset
    let end = min(position, bytes.count)
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }  // Count lead bytes only: one per scalar.
      index += 1
    }
    columnMarkOffset = end
    columnMarkColumn = column
    return JSONLocation(line: line, column: column)
  }

  /// A slow fallback that follows the same line rules as `skipWhitespace`.
  private func locationByScanningFromStart(_ position: Int) -> JSONLocation {
    var line = 1
    var column = 1
    var index = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    while index < position {
      let byte = bytes[index]
      index += 1
      if byte == ASCII.lineFeed
        || byte == ASCII.carriageReturn && (index >= bytes.count || bytes[index] != ASCII.lineFeed)
      {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 && byte != ASCII.carriageReturn {
        column += 1
      }
    }
    return JSONLocation(line: line, column: column)
  }

  mutating func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(message: message, at: location(at: position ?? offset))
  }

  /// An error at the current byte: "unexpected end of input; …", "invalid UTF-8", or
  /// "`expectation`, found 'x'".
  mutating func unexpected(_ expectation: String) -> JSONSyntaxError {
    guard let byte = current else { return error("unexpected end of input; \(expectation)") }
    if byte >= 0x80 && utf8SequenceEnd(at: offset) == nil { return error("invalid UTF-8") }
    return error("\(expectation), found \(describeCharacter(at: offset))")
  }
}
