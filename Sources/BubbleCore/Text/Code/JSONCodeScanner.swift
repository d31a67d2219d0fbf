/// The scanner of JSON (with JSONC's and JSON5's comments and bare keys): keys apart from values.
struct JSONCodeScanner {
  var scanner: CodeScanner

  init(_ scanner: CodeScanner) {
    self.scanner = scanner
  }

  mutating func run() -> CodeScanner {
    while !scanner.atEnd {
      let before = scanner.position
      step()
      if scanner.position == before { scanner.advanceScalar() }
    }
    return scanner
  }

  private mutating func step() {
    guard let byte = scanner.peek() else { return }
    let start = scanner.position
    if CodeByte.isWhitespace(byte) {
      scanner.advance(1)
    } else if scanner.at("//") {
      scanner.scanLineComment()
    } else if scanner.at("/*") {
      scanner.scanBlockComment(open: "/*", close: "*/", nests: false)
    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      scanner.scanKeyOrString(quote: byte)
    } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), scanner.peek(1).map(CodeByte.isDigit) == true {
      scanner.advance(1)
      scanner.emit(.number, from: start)
      _ = scanner.scanNumber()
    } else if scanner.scanNumber() {
      return
    } else if CodeByte.isIdentifierStart(byte) || byte == UInt8(ascii: "$") {
      scanner.skipIdentifier(extra: "$")
      let range = start..<scanner.position
      let word = scanner.word(range)
      if word == "true" || word == "false" || word == "null" {
        scanner.emit(.constant, range)
      } else if word == "NaN" || word == "Infinity" {
        scanner.emit(.number, range)
      } else if scanner.at(":", scanner.offsetAfterBlanks()) {
        scanner.emit(.property, range)
      }
    } else if Self.punctuation.contains(byte) {
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
    } else {
      scanner.advanceScalar()
    }
  }

  private static let punctuation: ByteSet = "{}[],:"
}

extension CodeScanner {
  /// A quoted string, coloured as a key (`.property`, escapes and all) when a `:` follows it on
  /// its line, else as a string with its escapes.
  mutating func scanKeyOrString(quote: UInt8) {
    let start = position
    let mark = tokens.count
    advance(1)
    _ = scanStringBody(StringForm(quote == UInt8(ascii: "'") ? "'" : "\""), from: start, depth: 0)
    if at(":", offsetAfterBlanks()) { replaceTokens(from: mark, with: .property, start..<position) }
  }

  /// Drops the tokens from index `mark` on and emits `range` as one token of `kind` instead.
  mutating func replaceTokens(from mark: Int, with kind: CodeTokenKind, _ range: Range<Int>) {
    dropTokens(from: mark)
    emit(kind, range)
  }
}
