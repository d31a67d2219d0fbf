/// The scanner of TOML (and INI files, near enough): `[table]` headers, keys, the four string
/// forms, numbers and dates, arrays and inline tables over lines.
struct TOMLScanner {
  var scanner: CodeScanner
  /// The open arrays (`false`) and inline tables (`true`), innermost last; deeper ones are only
  /// counted, so 10,000 `[` cost no memory.
  private var brackets: [Bool] = []
  private var uncountedBrackets = 0
  /// The next word is a key: at a line's start outside brackets, after `{` or `,` in a table.
  private var expectKey = true
  private static let maxBrackets = 64

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

  private var inBrackets: Bool { !brackets.isEmpty || uncountedBrackets > 0 }

  private mutating func step() {
    guard let byte = scanner.peek() else { return }
    let start = scanner.position
    switch byte {
    case CodeByte.newline:
      scanner.advance(1)
      if !inBrackets { expectKey = true }
    case _ where CodeByte.isWhitespace(byte):
      scanner.advance(1)
    case UInt8(ascii: "#"):
      scanner.scanLineComment()
    case UInt8(ascii: ";") where !inBrackets && scanner.atLineStart:
      // An INI file's comment.
      scanner.scanLineComment()
    case UInt8(ascii: "[") where expectKey && !inBrackets:
      // `[table]`, `[[array.of.tables]]`.
      while let next = scanner.peek(), next != CodeByte.newline, next != UInt8(ascii: "#") {
        scanner.advanceScalar()
        if next == UInt8(ascii: "]"), !scanner.at("]") { break }
      }
      scanner.emit(.heading, from: start)
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      scanString(byte)
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
      if brackets.count < Self.maxBrackets && uncountedBrackets == 0 {
        brackets.append(byte == UInt8(ascii: "{"))
      } else {
        uncountedBrackets += 1
      }
      expectKey = byte == UInt8(ascii: "{")
    case UInt8(ascii: "]"), UInt8(ascii: "}"):
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
      if uncountedBrackets > 0 {
        uncountedBrackets -= 1
      } else if !brackets.isEmpty {
        brackets.removeLast()
      }
      expectKey = false
    case UInt8(ascii: ","):
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
      expectKey = brackets.last == true && uncountedBrackets == 0
    case UInt8(ascii: "="):
      scanner.advance(1)
      scanner.emit(.operator, from: start)
      expectKey = false
    case UInt8(ascii: "."):
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
    default:
      if expectKey {
        scanner.skipIdentifier(extra: "-")
        if scanner.position == start { scanner.advanceScalar() }
        scanner.emit(.property, from: start)
      } else {
        scanValueWord()
      }
    }
  }

  private mutating func scanString(_ quote: UInt8) {
    let start = scanner.position
    let mark = scanner.tokens.count
    let quoteText = quote == UInt8(ascii: "'") ? "'" : "\""
    let triple = scanner.at(quoteText + quoteText + quoteText)
    scanner.advance(triple ? 3 : 1)
    let form = StringForm(
      triple ? quoteText + quoteText + quoteText : quoteText, escapes: quoteText == "\"", multiline: triple)
    _ = scanner.scanStringBody(form, from: start, depth: 0)
    if expectKey {
      scanner.replaceTokens(from: mark, with: .property, start..<scanner.position)
    }
  }

  /// `42`, `3.14`, `1979-05-27T07:32:00Z`, `0xDEAD_BEEF`, `inf`, `true`, or a bare INI value.
  private mutating func scanValueWord() {
    let start = scanner.position
    while let byte = scanner.peek(), !CodeByte.isWhitespace(byte), byte >= 0x80 || !Self.valueEnds.contains(byte) {
      scanner.advanceScalar()
    }
    if scanner.position == start {
      scanner.advanceScalar()
      return
    }
    let range = start..<scanner.position
    let word = scanner.word(range) ?? ""
    if word == "true" || word == "false" {
      scanner.emit(.constant, range)
    } else if let first = scanner.bytes[range].first,
      CodeByte.isDigit(first) || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || word == "inf"
        || word == "nan"
    {
      scanner.emit(.number, range)
    } else if brackets.isEmpty {
      scanner.emit(.string, range)
    }
  }

  private static let valueEnds: ByteSet = ",]}#=\"'"
}
