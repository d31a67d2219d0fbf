/// The scanner of CSS (and SCSS and Less, near enough): selectors, at-rules, properties, values
/// with their units, colours and functions, `!important`, comments.
struct CSSScanner {
  private enum Mode {
    /// `nav > a.active:hover`
    case selector
    /// A declaration's property, before its `:`.
    case property
    /// After a property's `:`, up to `;` or `}`.
    case value
    /// An at-rule's words, before its `{` or `;`.
    case prelude
  }

  var scanner: CodeScanner
  private var mode = Mode.selector
  private var depth = 0
  /// Nothing but space since the last `{`, `}` or `;`.
  private var statementStart = true
  /// A statement's kind is told from what ends it first: this far at most is looked at.
  private static let lookahead = 1024

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
    if CodeByte.isWhitespace(byte) {
      scanner.advance(1)
      return
    }
    if scanner.at("/*") {
      scanner.scanBlockComment(open: "/*", close: "*/", nests: false)
      return
    }
    if scanner.at("//") {
      scanner.scanLineComment()
      return
    }
    if statementStart {
      statementStart = false
      mode = depth > 0 && isDeclaration() ? .property : .selector
    }
    let start = scanner.position
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
      if byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
      statementStart = true
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      scanner.advance(1)
      _ = scanner.scanStringBody(StringForm(byte == UInt8(ascii: "'") ? "'" : "\""), from: start, depth: 0)
    case UInt8(ascii: "@"):
      scanner.advance(1)
      scanner.skipIdentifier(extra: "-")
      scanner.emit(.keyword, from: start)
      mode = .prelude
    case UInt8(ascii: "$"):
      scanner.advance(1)
      scanner.skipIdentifier(extra: "-")
      scanner.emit(.variable, from: start)
    case UInt8(ascii: "!") where scanner.atIgnoringCase("!important"):
      scanner.advance(10)
      scanner.emit(.keyword, from: start)
    case UInt8(ascii: ":"):
      scanColon()
    case UInt8(ascii: "#") where mode == .selector:
      scanner.advance(1)
      scanner.skipIdentifier(extra: "-")
      scanner.emit(.type, from: start)
    case UInt8(ascii: "#"):
      // A colour: `#0a84ff`.
      scanner.advance(1)
      scanner.skipIdentifier()
      scanner.emit(.number, from: start)
    case UInt8(ascii: ".") where mode == .selector && scanner.peek(1).map(CodeByte.isIdentifierStart) == true:
      scanner.advance(1)
      scanner.skipIdentifier(extra: "-")
      scanner.emit(.type, from: start)
    case UInt8(ascii: "[") where mode == .selector:
      scanAttributeSelector()
    default:
      if scanner.scanNumber() {
        if scanner.at("%") {
          scanner.advance(1)
          scanner.emit(.number, from: start)
        }
      } else if CodeByte.isIdentifierStart(byte) || (byte == UInt8(ascii: "-") && isNameAfterDash) {
        scanName()
      } else if Self.punctuation.contains(byte) {
        scanner.advance(1)
        scanner.emit(.punctuation, from: start)
      } else if Self.operators.contains(byte) {
        scanner.scanOperator("+-*/>~=<|^&")
      } else {
        scanner.advanceScalar()
      }
    }
  }

  /// `-webkit-box`, `--accent`: a dash that starts a name.
  private var isNameAfterDash: Bool {
    guard let next = scanner.peek(1) else { return false }
    return CodeByte.isIdentifierStart(next) || next == UInt8(ascii: "-")
  }

  /// Inside a block, a statement is a declaration unless a `{` comes before its `;` or `}`
  /// (a nested rule, `a:hover { … }`).
  private func isDeclaration() -> Bool {
    var offset = 0
    while offset < Self.lookahead, let byte = scanner.peek(offset) {
      if byte == UInt8(ascii: "{") { return false }
      if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") { return true }
      offset += 1
    }
    return true
  }

  private mutating func scanName() {
    let start = scanner.position
    scanner.skipIdentifier(extra: "-")
    let range = start..<scanner.position
    switch mode {
    case .selector:
      scanner.emit(.tag, range)
    case .property:
      scanner.emit(.property, range)
    case .prelude where scanner.at(":", scanner.offsetAfterBlanks()):
      // `(max-width: 600px)`
      scanner.emit(.property, range)
    case .value, .prelude:
      if scanner.text(range).hasPrefix("--") {
        scanner.emit(.variable, range)
      } else if scanner.at("(") {
        scanner.emit(.function, range)
        if scanner.text(range).lowercased() == "url" { scanURL() }
      }
    }
  }

  /// `url(…)`'s unquoted address, up to its `)`.
  private mutating func scanURL() {
    let open = scanner.position
    scanner.advance(1)
    scanner.emit(.punctuation, from: open)
    scanner.skipBlanks()
    guard let byte = scanner.peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "'") else { return }
    let start = scanner.position
    while let byte = scanner.peek(), byte != UInt8(ascii: ")"), byte != CodeByte.newline { scanner.advanceScalar() }
    scanner.emit(.string, from: start)
  }

  /// A property's `:`, or a pseudo-class or element in a selector (`:hover`, `::before`).
  private mutating func scanColon() {
    let start = scanner.position
    if mode == .selector, scanner.at("::") || scanner.peek(1).map(CodeByte.isIdentifierStart) == true {
      scanner.advance(scanner.at("::") ? 2 : 1)
      scanner.skipIdentifier(extra: "-")
      scanner.emit(.keyword, from: start)
      return
    }
    scanner.advance(1)
    scanner.emit(.punctuation, from: start)
    if mode == .property { mode = .value }
  }

  /// `[type="text"]`, `[data-open]`.
  private mutating func scanAttributeSelector() {
    let open = scanner.position
    scanner.advance(1)
    scanner.emit(.punctuation, from: open)
    scanner.skipBlanks()
    let nameStart = scanner.position
    scanner.skipIdentifier(extra: "-")
    scanner.emit(.property, from: nameStart)
    while let byte = scanner.peek(), byte != UInt8(ascii: "]"), byte != CodeByte.newline {
      let start = scanner.position
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        scanner.advance(1)
        _ = scanner.scanStringBody(StringForm(byte == UInt8(ascii: "'") ? "'" : "\""), from: start, depth: 0)
      } else {
        scanner.advanceScalar()
      }
    }
    let close = scanner.position
    if scanner.skip("]") { scanner.emit(.punctuation, from: close) }
  }

  private static let punctuation: ByteSet = "(),"
  private static let operators: ByteSet = "+-*/>~=<|^&"
}
