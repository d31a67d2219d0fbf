/// A cursor over a code block's UTF-8 bytes that collects tokens: what every language's scanner
/// is written with. Reads never go past `end`, a NUL is an ordinary byte, and tokens only ever
/// start and end before an CodeByte byte, a scalar's first byte or the end, so they fall on scalar
/// boundaries whatever the bytes.
struct CodeScanner {
  let bytes: [UInt8]
  var position: Int
  let end: Int
  private(set) var tokens: [CodeToken] = []

  init(bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    self.position = max(0, min(range.lowerBound, bytes.count))
    self.end = max(position, min(range.upperBound, bytes.count))
  }

  var atEnd: Bool { position >= end }

  /// The byte `offset` after the cursor, `nil` past the end.
  func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index >= 0 && index < end ? bytes[index] : nil
  }

  /// The byte `offset` after the cursor is `scalar` (an CodeByte one).
  func at(_ scalar: Unicode.Scalar, _ offset: Int = 0) -> Bool {
    peek(offset) == UInt8(ascii: scalar)
  }

  /// The bytes from the cursor spell `literal` (CodeByte).
  func at(_ literal: String) -> Bool {
    var offset = 0
    for byte in literal.utf8 {
      guard peek(offset) == byte else { return false }
      offset += 1
    }
    return true
  }

  /// The bytes from the cursor spell `literal`, CodeByte letters in any case.
  func atIgnoringCase(_ literal: String) -> Bool {
    var offset = 0
    for byte in literal.utf8 {
      guard let here = peek(offset), CodeByte.lowercased(here) == CodeByte.lowercased(byte) else { return false }
      offset += 1
    }
    return true
  }

  /// The byte before the cursor, `nil` at the text's start.
  var previous: UInt8? { position > 0 && position - 1 < bytes.count ? bytes[position - 1] : nil }

  /// Only spaces and tabs lie between the line's start and the cursor.
  var atLineStart: Bool {
    var index = position - 1
    while index >= 0, index < bytes.count, CodeByte.isBlank(bytes[index]) { index -= 1 }
    return index < 0 || bytes[index] == CodeByte.newline || bytes[index] == CodeByte.carriageReturn
  }

  // MARK: Moving

  /// Steps over one scalar (a lone byte of invalid UTF-8 counts as one).
  mutating func advanceScalar() {
    guard position < end else { return }
    position += 1
    while position < end, CodeByte.isContinuation(bytes[position]) { position += 1 }
  }

  mutating func advance(_ count: Int) {
    position = min(end, position + max(0, count))
  }

  /// Steps over `literal` if it is next; says whether it was.
  mutating func skip(_ literal: String) -> Bool {
    guard at(literal) else { return false }
    advance(literal.utf8.count)
    return true
  }

  mutating func skipBlanks() {
    while let byte = peek(), CodeByte.isBlank(byte) { position += 1 }
  }

  mutating func skipWhitespace() {
    while let byte = peek(), CodeByte.isWhitespace(byte) { position += 1 }
  }

  /// Moves to the next line break (not past it).
  mutating func skipToLineEnd() {
    while let byte = peek(), byte != CodeByte.newline { position += 1 }
  }

  /// Steps over letters, digits, `_` and every non-CodeByte scalar (`extra` bytes too).
  mutating func skipIdentifier(extra: ByteSet = .none) {
    while let byte = peek(), CodeByte.isIdentifierByte(byte) || extra.contains(byte) {
      position += 1
    }
  }

  /// The offset of the first byte after spaces and tabs from the cursor (no further than `limit`
  /// bytes, so a lookahead costs a bounded amount).
  func offsetAfterBlanks(limit: Int = 256) -> Int {
    var offset = 0
    while offset < limit, let byte = peek(offset), CodeByte.isBlank(byte) { offset += 1 }
    return offset
  }

  // MARK: Reading

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[max(0, range.lowerBound)..<min(end, range.upperBound)], as: UTF8.self)
  }

  /// A word for keyword lookups: words longer than any keyword are not read.
  func word(_ range: Range<Int>, lowercased: Bool = false) -> String? {
    guard range.count <= 32 else { return nil }
    let word = text(range)
    return lowercased ? word.lowercased() : word
  }

  // MARK: Tokens

  /// Emits `start..<position` as `kind`, merged with the token before when they touch and agree.
  mutating func emit(_ kind: CodeTokenKind, from start: Int) {
    emit(kind, start..<position)
  }

  mutating func emit(_ kind: CodeTokenKind, _ range: Range<Int>) {
    let lower = max(range.lowerBound, tokens.last?.utf8Range.upperBound ?? 0)
    guard lower < range.upperBound else { return }
    if let last = tokens.last, last.kind == kind, last.utf8Range.upperBound == lower {
      tokens[tokens.count - 1].utf8Range = last.utf8Range.lowerBound..<range.upperBound
    } else {
      tokens.append(CodeToken(utf8Range: lower..<range.upperBound, kind: kind))
    }
  }

  /// Forgets the tokens from index `mark` on (a string found to be a key after all).
  mutating func dropTokens(from mark: Int) {
    guard mark >= 0, mark < tokens.count else { return }
    tokens.removeSubrange(mark...)
  }

  /// Takes over a nested scanner's tokens (a `<script>`'s) and its position.
  mutating func absorb(_ other: CodeScanner) {
    for token in other.tokens { emit(token.kind, token.utf8Range) }
    position = max(position, other.position)
  }

  // MARK: Shared lexemes

  /// A number from the cursor (at a digit, or a `.` before one): `0x1F`, `0b1010`, `0o17`,
  /// `1_000`, `3.14`, `6.02e23`, `0x1p-3`, with a suffix (`10u`, `2.5f`, `1n`, `8i32`, `3j`).
  /// Emits it and says whether it read one.
  mutating func scanNumber() -> Bool {
    guard let first = peek(),
      CodeByte.isDigit(first) || (first == CodeByte.dot && peek(1).map(CodeByte.isDigit) == true && !afterOperand)
    else { return false }
    let start = position
    if first == UInt8(ascii: "0"), let marker = peek(1).map(CodeByte.lowercased),
      marker == UInt8(ascii: "x") || marker == UInt8(ascii: "b") || marker == UInt8(ascii: "o")
    {
      advance(2)
      let hex = marker == UInt8(ascii: "x")
      while let byte = peek(), CodeByte.isHexDigit(byte) || byte == CodeByte.underscore { position += 1 }
      if hex, at("."), peek(1).map(CodeByte.isHexDigit) == true {
        position += 1
        while let byte = peek(), CodeByte.isHexDigit(byte) || byte == CodeByte.underscore { position += 1 }
      }
      if hex, let p = peek(), p == UInt8(ascii: "p") || p == UInt8(ascii: "P") { skipExponent() }
    } else {
      skipDigits()
      if at("."), peek(1).map(CodeByte.isDigit) == true {
        position += 1
        skipDigits()
      }
      if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") { skipExponent() }
    }
    // A suffix: letters and digits glued on (`u`, `ULL`, `f32`, `n`, `j`).
    skipIdentifier()
    emit(.number, from: start)
    return true
  }

  /// The byte before the cursor ends an operand (`t.0`, `1...10`, `f().5`): a `.` here is a
  /// member's or a range's, not a number's point.
  private var afterOperand: Bool {
    guard let previous else { return false }
    return CodeByte.isIdentifierByte(previous) || previous == CodeByte.dot || previous == UInt8(ascii: ")")
      || previous == UInt8(ascii: "]")
  }

  private mutating func skipDigits() {
    while let byte = peek(), CodeByte.isDigit(byte) || byte == CodeByte.underscore { position += 1 }
  }

  /// `e10`, `E-3`, `p+4`: only when digits follow, so `2else` keeps its word.
  private mutating func skipExponent() {
    let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
    guard peek(1 + sign).map(CodeByte.isDigit) == true else { return }
    advance(1 + sign)
    skipDigits()
  }

  /// A block comment from its opener to its closer (or the text's end), nested when `nests`:
  /// a depth counter, no recursion, so 10,000 openers cost one pass.
  mutating func scanBlockComment(open: String, close: String, nests: Bool) {
    let start = position
    advance(open.utf8.count)
    var depth = 1
    while !atEnd {
      if skip(close) {
        depth -= 1
        if depth == 0 { break }
      } else if nests, skip(open) {
        depth += 1
      } else {
        advanceScalar()
      }
    }
    emit(.comment, from: start)
  }

  /// A comment from the cursor to the line's end.
  mutating func scanLineComment() {
    let start = position
    skipToLineEnd()
    emit(.comment, from: start)
  }

  /// A backslash escape inside a string: `\n`, `\x41`, `\u00e9`, `\u{1F600}`, `\101`; the cursor
  /// is on the backslash (or on what follows it, `skipped` bytes on).
  mutating func scanEscape(skipped: Int = 1) {
    let start = position
    advance(skipped)
    guard let byte = peek() else {
      emit(.escape, from: start)
      return
    }
    switch byte {
    case UInt8(ascii: "x"):
      position += 1
      skipHexDigits(max: 2)
    case UInt8(ascii: "u"):
      position += 1
      if at("{") {
        position += 1
        skipHexDigits(max: 8)
        _ = skip("}")
      } else {
        skipHexDigits(max: 4)
      }
    case UInt8(ascii: "U"):
      position += 1
      skipHexDigits(max: 8)
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var count = 0
      while count < 3, let digit = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) {
        position += 1
        count += 1
      }
    case CodeByte.carriageReturn:
      position += 1
      _ = skip("\n")
    default:
      advanceScalar()
    }
    emit(.escape, from: start)
  }

  private mutating func skipHexDigits(max: Int) {
    var count = 0
    while count < max, let byte = peek(), CodeByte.isHexDigit(byte) {
      position += 1
      count += 1
    }
  }

  /// A run of operator characters (`===`, `->`, `&&=`), stopping before a comment opener.
  mutating func scanOperator(_ characters: ByteSet = .operators) {
    let start = position
    while let byte = peek(), characters.contains(byte) {
      if byte == UInt8(ascii: "/"), position > start, at("/", 1) || at("*", 1) { break }
      position += 1
    }
    if position == start { advanceScalar() }
    emit(.operator, from: start)
  }
}

/// Byte classes over CodeByte; every byte of a non-CodeByte scalar counts as a letter.
enum CodeByte {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let dot = UInt8(ascii: ".")
  static let underscore = UInt8(ascii: "_")
  static let backslash = UInt8(ascii: "\\")

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (lowercased(byte) >= 0x61 && lowercased(byte) <= 0x66)
  }
  static func isLetter(_ byte: UInt8) -> Bool { (lowercased(byte) >= 0x61 && lowercased(byte) <= 0x7A) }
  static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
  static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
  static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
  static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
  static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
  static func isIdentifierStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == underscore || byte >= 0x80 }
  static func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
  static func lowercased(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte + 0x20 : byte }
}

/// A set of ASCII bytes tested in constant time (a bit mask), for the scanners' hot loops.
struct ByteSet: Sendable, ExpressibleByStringLiteral {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  init(stringLiteral characters: String) {
    for byte in characters.utf8 where byte < 128 {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }
  }

  func contains(_ byte: UInt8) -> Bool {
    if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
    if byte < 128 { return high & (1 << UInt64(byte - 64)) != 0 }
    return false
  }

  static let none: ByteSet = ""
  static let operators: ByteSet = "+-*/%=<>!&|^~?"
}
