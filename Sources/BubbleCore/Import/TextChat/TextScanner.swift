/// A cursor over one line's Unicode scalars, for the text exports' hand-written grammars: each
/// step either consumes what it names or leaves the cursor where it was.
struct TextScanner {
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ text: some StringProtocol) {
    scalars = Array(text.unicodeScalars)
  }

  var isAtEnd: Bool { index >= scalars.count }
  var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }
  /// Where the cursor is, as a 1-based column.
  var column: Int { index + 1 }
  /// What is left of the line.
  var rest: String { String(String.UnicodeScalarView(scalars[min(index, scalars.count)...])) }

  /// ASCII digits, at most `maxDigits` of them: their value and how many there were.
  mutating func number(maxDigits: Int = 4) -> (value: Int, digits: Int)? {
    var value = 0
    var digits = 0
    while digits < maxDigits, let scalar = peek, ("0"..."9").contains(scalar) {
      value = value * 10 + Int(scalar.value - 48)
      digits += 1
      index += 1
    }
    if let scalar = peek, ("0"..."9").contains(scalar) {
      index -= digits  // More digits than a date or time has: not one.
      return nil
    }
    return digits == 0 ? nil : (value, digits)
  }

  /// Consumes `literal` when the line goes on with it.
  mutating func skip(_ literal: String) -> Bool {
    let wanted = Array(literal.unicodeScalars)
    guard index + wanted.count <= scalars.count, Array(scalars[index..<index + wanted.count]) == wanted else {
      return false
    }
    index += wanted.count
    return true
  }

  /// The first of `literals` the line goes on with, consumed.
  mutating func skipAny(_ literals: [String]) -> String? {
    literals.first { skip($0) }
  }

  /// Spaces (U+0020 and U+00A0, not tabs): how many.
  @discardableResult mutating func skipSpaces() -> Int {
    let start = index
    while let scalar = peek, scalar == " " || scalar == "\u{00A0}" { index += 1 }
    return index - start
  }

  /// Letters (of any script): the word they make, consumed.
  mutating func word() -> String {
    let start = index
    while let scalar = peek, scalar.properties.isAlphabetic { index += 1 }
    return String(String.UnicodeScalarView(scalars[start..<index]))
  }

  /// Scalars up to (not including) `stop`, consumed; `nil`, consuming nothing, without one.
  mutating func upTo(_ stop: Unicode.Scalar) -> String? {
    guard let end = scalars[index...].firstIndex(of: stop) else { return nil }
    defer { index = end }
    return String(String.UnicodeScalarView(scalars[index..<end]))
  }
}

extension Unicode.Scalar {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
