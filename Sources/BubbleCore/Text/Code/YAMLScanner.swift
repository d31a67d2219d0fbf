/// The scanner of YAML, line by line: keys, scalars told apart (numbers, `true`, `null`, strings),
/// anchors, aliases and tags, block scalars (`|`, `>`), flow collections, comments, documents.
struct YAMLScanner {
  var scanner: CodeScanner
  /// Inside a block scalar: the indentation of the line that opened it; more-indented lines
  /// (and blank ones) are its text.
  private var blockScalarIndent: Int?

  init(_ scanner: CodeScanner) {
    self.scanner = scanner
  }

  mutating func run() -> CodeScanner {
    while !scanner.atEnd {
      let before = scanner.position
      scanLine()
      if scanner.position == before { scanner.advanceScalar() }
    }
    return scanner
  }

  private mutating func scanLine() {
    let lineStart = scanner.position
    scanner.skipBlanks()
    let indent = scanner.position - lineStart
    let blank = scanner.atEnd || scanner.at("\n") || scanner.at("\r\n")
    if let opener = blockScalarIndent {
      if blank || indent > opener {
        let start = scanner.position
        scanner.skipToLineEnd()
        scanner.emit(.string, from: start)
        scanner.advance(1)
        return
      }
      blockScalarIndent = nil
    }
    if indent == 0, scanner.at("---") || scanner.at("..."), scanner.peek(3).map(CodeByte.isWhitespace) ?? true {
      scanner.advance(3)
      scanner.emit(.meta, from: lineStart)
    }
    // `- ` sequence markers, `? ` and `: ` of complex keys.
    while let byte = scanner.peek(), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?"),
      scanner.peek(1).map(CodeByte.isWhitespace) ?? true
    {
      let start = scanner.position
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
      scanner.skipBlanks()
    }
    scanKey()
    scanValue(lineIndent: indent)
    scanner.advance(1)
  }

  /// `key:` (plain or quoted) from the cursor, if the line has one.
  private mutating func scanKey() {
    let start = scanner.position
    guard let byte = scanner.peek(), byte != UInt8(ascii: "#"), byte != CodeByte.newline else { return }
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      let mark = scanner.tokens.count
      scanQuoted(byte)
      if scanner.at(":", scanner.offsetAfterBlanks()) {
        scanner.replaceTokens(from: mark, with: .property, start..<scanner.position)
        scanner.skipBlanks()
        emitColon()
      }
      return
    }
    guard !(Self.notKeyStarts.contains(byte)) else { return }
    // A plain key ends at a `:` followed by a space or the line's end, before any ` #`.
    var offset = 0
    while let next = scanner.peek(offset), next != CodeByte.newline {
      if next == UInt8(ascii: "#"), offset > 0, scanner.peek(offset - 1).map(CodeByte.isBlank) == true { return }
      if next == UInt8(ascii: ":"), scanner.peek(offset + 1).map(CodeByte.isWhitespace) ?? true {
        var keyEnd = start + offset
        while keyEnd > start, CodeByte.isBlank(scanner.bytes[keyEnd - 1]) { keyEnd -= 1 }
        scanner.emit(.property, start..<keyEnd)
        scanner.advance(offset)
        emitColon()
        return
      }
      offset += 1
    }
  }

  private mutating func emitColon() {
    let start = scanner.position
    if scanner.skip(":") { scanner.emit(.punctuation, from: start) }
  }

  /// The rest of the line after a key (or a whole line without one).
  private mutating func scanValue(lineIndent: Int) {
    while let byte = scanner.peek(), byte != CodeByte.newline {
      let start = scanner.position
      switch byte {
      case _ where CodeByte.isWhitespace(byte):
        scanner.advance(1)
      case UInt8(ascii: "#") where start == 0 || scanner.previous.map(CodeByte.isWhitespace) == true:
        scanner.scanLineComment()
      case UInt8(ascii: "&"), UInt8(ascii: "*"):
        scanner.advance(1)
        skipScalarWord()
        scanner.emit(.variable, from: start)
      case UInt8(ascii: "!"):
        scanner.advance(1)
        skipScalarWord()
        scanner.emit(.type, from: start)
      case UInt8(ascii: "|"), UInt8(ascii: ">"):
        scanner.advance(1)
        while let next = scanner.peek(),
          next == UInt8(ascii: "-") || next == UInt8(ascii: "+") || CodeByte.isDigit(next)
        {
          scanner.advance(1)
        }
        scanner.emit(.punctuation, from: start)
        blockScalarIndent = lineIndent
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        scanQuoted(byte)
      case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","):
        scanner.advance(1)
        scanner.emit(.punctuation, from: start)
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: ",") {
          scanner.skipBlanks()
          scanFlowKey()
        }
      default:
        scanPlainScalar()
      }
    }
  }

  /// `key:` inside `{…}` or after a `,` in a flow collection.
  private mutating func scanFlowKey() {
    let start = scanner.position
    var offset = 0
    while let byte = scanner.peek(offset), byte != CodeByte.newline, byte >= 0x80 || !Self.flowKeyEnds.contains(byte) {
      if byte == UInt8(ascii: ":") {
        scanner.emit(.property, start..<start + offset)
        scanner.advance(offset)
        emitColon()
        return
      }
      offset += 1
    }
  }

  private mutating func skipScalarWord() {
    while let byte = scanner.peek(), !CodeByte.isWhitespace(byte), byte >= 0x80 || !Self.wordEnds.contains(byte) {
      scanner.advance(1)
    }
  }

  private mutating func scanQuoted(_ quote: UInt8) {
    let start = scanner.position
    scanner.advance(1)
    let form =
      quote == UInt8(ascii: "'")
      ? StringForm("'", escapes: false, doubledTerminator: true) : StringForm("\"")
    _ = scanner.scanStringBody(form, from: start, depth: 0)
  }

  /// A plain scalar up to the line's end, a ` #` comment or a flow collection's `,` `]` `}`.
  private mutating func scanPlainScalar() {
    let start = scanner.position
    var end = start
    while let byte = scanner.peek(), byte != CodeByte.newline {
      if byte == UInt8(ascii: "#"), scanner.previous.map(CodeByte.isBlank) == true { break }
      if Self.flowEnds.contains(byte) { break }
      scanner.advanceScalar()
      if !CodeByte.isBlank(byte) { end = scanner.position }
    }
    if end < start + 1 { return }
    scanner.emit(Self.kind(of: scanner.text(start..<end)), start..<end)
  }

  /// What a plain scalar's spelling makes it: a number, a constant or a string.
  static func kind(of scalar: String) -> CodeTokenKind {
    let lower = scalar.lowercased()
    if ["true", "false", "null", "~", "yes", "no", "on", "off"].contains(lower) { return .constant }
    if [".inf", "-.inf", "+.inf", ".nan"].contains(lower) { return .number }
    return isNumber(scalar) ? .number : .string
  }

  /// `42`, `-3.5`, `1e6`, `0x1F`, `0o17`, `1_000`.
  static func isNumber(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
    guard let first = bytes.first, CodeByte.isDigit(first) || first == CodeByte.dot else { return false }
    if bytes.starts(with: "0x".utf8) || bytes.starts(with: "0o".utf8) {
      return bytes.count > 2 && bytes.dropFirst(2).allSatisfy { CodeByte.isHexDigit($0) || $0 == CodeByte.underscore }
    }
    var digits = 0
    var dots = 0
    var exponent = false
    var previous: UInt8 = 0
    for byte in bytes {
      switch byte {
      case _ where CodeByte.isDigit(byte):
        digits += 1
      case CodeByte.underscore:
        break
      case CodeByte.dot where dots == 0 && !exponent:
        dots += 1
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        guard !exponent, digits > 0 else { return false }
        exponent = true
      case UInt8(ascii: "-"), UInt8(ascii: "+"):
        guard previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return false }
      default:
        return false
      }
      previous = byte
    }
    return digits > 0 && (CodeByte.isDigit(previous) || previous == CodeByte.dot)
  }

  /// A plain key does not start with these.
  private static let notKeyStarts: ByteSet = "[{&*!|>%@`"
  private static let flowKeyEnds: ByteSet = ",[]{}\"'#"
  private static let wordEnds: ByteSet = ",[]{}"
  private static let flowEnds: ByteSet = ",]}"
}
