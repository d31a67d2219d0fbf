/// The scanner of Python and Ruby: `#` comments, prefixed and triple-quoted strings (Python),
/// `#{}` interpolation, symbols and sigils (Ruby), decorators, `def` and `class` names.
struct ScriptScanner {
  var scanner: CodeScanner
  let ruby: Bool
  private var interpolations = InterpolationStack()
  private var declaration: CodeTokenKind?
  private var afterMember = false

  init(_ scanner: CodeScanner, ruby: Bool) {
    self.scanner = scanner
    self.ruby = ruby
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
    if byte == UInt8(ascii: "#") {
      scanner.scanLineComment()
      return
    }
    if ruby, byte == UInt8(ascii: "="), scanner.at("=begin"), scanner.atLineStart {
      scanRubyBlockComment()
      return
    }
    if let frame = interpolations.close(on: byte) {
      scanner.resumeString(after: frame, stack: &interpolations)
      return
    }
    let declared = declaration
    let member = afterMember
    declaration = nil
    afterMember = false
    let start = scanner.position
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      scanString(prefix: "", from: start)
    case UInt8(ascii: "`") where ruby:
      scanner.advance(1)
      push(StringForm("`", multiline: true, interpolation: .hashBrace), from: start)
    case UInt8(ascii: "@"):
      scanAt()
    case UInt8(ascii: "$") where ruby:
      scanner.advance(1)
      scanner.skipIdentifier()
      if scanner.position == start + 1 { scanner.advanceScalar() }
      scanner.emit(.variable, from: start)
    case UInt8(ascii: ":")
    where ruby && scanner.peek(1).map(CodeByte.isIdentifierStart) == true
      && scanner.previous != UInt8(ascii: ":"):
      // A symbol: `:name`.
      scanner.advance(1)
      scanner.skipIdentifier()
      _ = scanner.skip("?") || scanner.skip("!")
      scanner.emit(.constant, from: start)
    default:
      if scanner.scanNumber() { return }
      if CodeByte.isIdentifierStart(byte) {
        scanWord(declared: declared, member: member)
      } else {
        scanSymbol(byte)
      }
    }
  }

  private mutating func push(_ form: StringForm, from start: Int) {
    interpolations.push(scanner.scanStringBody(form, from: start, depth: interpolations.depth))
  }

  /// A string at the cursor's quote, its prefix (`f`, `rb`) read already from `start`.
  private mutating func scanString(prefix: String, from start: Int) {
    guard let quote = scanner.peek() else { return }
    let quoteText = quote == UInt8(ascii: "'") ? "'" : "\""
    let prefix = prefix.lowercased()
    if ruby {
      scanner.advance(1)
      push(StringForm(quoteText, multiline: true, interpolation: quoteText == "\"" ? .hashBrace : .none), from: start)
      return
    }
    let triple = scanner.at(quoteText + quoteText + quoteText)
    let terminator = triple ? String(repeating: quoteText, count: 3) : quoteText
    scanner.advance(terminator.utf8.count)
    push(
      StringForm(
        terminator, escapes: !prefix.contains("r"), multiline: triple,
        interpolation: prefix.contains("f") ? .brace : .none), from: start)
  }

  /// `@decorator` at a line's start (Python), `@ivar` and `@@cvar` (Ruby); else `@` is an operator.
  private mutating func scanAt() {
    let start = scanner.position
    if ruby {
      scanner.advance(scanner.at("@@") ? 2 : 1)
      scanner.skipIdentifier()
      scanner.emit(.variable, from: start)
      return
    }
    guard scanner.atLineStart, let next = scanner.peek(1), CodeByte.isIdentifierStart(next) else {
      scanner.scanOperator("@=")
      return
    }
    scanner.advance(1)
    scanner.skipIdentifier(extra: ".")
    scanner.emit(.decorator, from: start)
  }

  private mutating func scanRubyBlockComment() {
    let start = scanner.position
    while !scanner.atEnd {
      scanner.skipToLineEnd()
      scanner.advance(1)
      if scanner.at("=end") {
        scanner.skipToLineEnd()
        break
      }
    }
    scanner.emit(.comment, from: start)
  }

  private mutating func scanWord(declared: CodeTokenKind?, member: Bool) {
    let start = scanner.position
    scanner.skipIdentifier()
    // Ruby's `empty?` and `save!` (not `a!=b`).
    if ruby, scanner.at("?") || scanner.at("!"), !scanner.at("=", 1) { scanner.advance(1) }
    let range = start..<scanner.position
    guard let word = scanner.word(range) else { return }
    // Python's string prefixes: `f"…"`, `rb'…'`.
    if !ruby, word.count <= 2, word.lowercased().allSatisfy({ "rbuf".contains($0) }),
      scanner.at("\"") || scanner.at("'")
    {
      scanString(prefix: word, from: start)
      return
    }
    // Ruby's `key:` in a hash or a call.
    if ruby, scanner.at(":"), !scanner.at("::"), scanner.peek(1).map(CodeByte.isWhitespace) ?? true {
      scanner.advance(1)
      scanner.emit(.property, from: start)
      return
    }
    let keywords = ruby ? Self.rubyKeywords : Self.pythonKeywords
    if !member, keywords.contains(word) {
      scanner.emit(.keyword, range)
      if word == "def" { declaration = .function }
      if word == "class" || word == "module" { declaration = .type }
      // Ruby's `def self.name`: the name after `self.` is the one declared.
      if ruby, word == "self", declared == .function, scanner.at(".") {
        let dot = scanner.position
        scanner.advance(1)
        scanner.emit(.punctuation, from: dot)
        declaration = .function
      }
      return
    }
    if (ruby ? Self.rubyConstants : Self.pythonConstants).contains(word) {
      scanner.emit(.constant, range)
    } else if let declared {
      scanner.emit(declared, range)
    } else if scanner.at("(", scanner.offsetAfterBlanks()) {
      scanner.emit(CodeByte.isUppercase(scanner.bytes[start]) ? .type : .function, range)
    } else if ruby, Self.rubyBuiltins.contains(word) {
      scanner.emit(.function, range)
    } else if let kind = NameShape.kind(of: scanner.bytes[range]) {
      scanner.emit(kind, range)
    } else if !ruby, Self.pythonTypes.contains(word) {
      scanner.emit(.type, range)
    }
  }

  private mutating func scanSymbol(_ byte: UInt8) {
    let start = scanner.position
    if Self.punctuation.contains(byte) {
      scanner.advance(1)
      if ruby, byte == UInt8(ascii: ":") { _ = scanner.skip(":") }
      scanner.emit(.punctuation, from: start)
      afterMember = byte == CodeByte.dot
    } else if ByteSet.operators.contains(byte) {
      scanner.scanOperator()
    } else {
      scanner.advanceScalar()
    }
  }

  static let pythonKeywords: Set<String> = [
    "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except",
    "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass",
    "raise", "return", "try", "while", "with", "yield", "match", "case",
  ]
  static let pythonConstants: Set<String> = ["True", "False", "None", "NotImplemented", "Ellipsis"]
  static let pythonTypes: Set<String> = [
    "int", "float", "complex", "str", "bytes", "bytearray", "bool", "list", "dict", "set", "frozenset", "tuple",
    "object", "type", "range", "memoryview",
  ]
  static let rubyKeywords: Set<String> = [
    "BEGIN", "END", "alias", "and", "begin", "break", "case", "class", "def", "defined?", "do", "else", "elsif",
    "end", "ensure", "for", "if", "in", "module", "next", "not", "or", "redo", "rescue", "retry", "return", "self",
    "super", "then", "undef", "unless", "until", "when", "while", "yield", "__method__",
  ]
  static let rubyConstants: Set<String> = ["true", "false", "nil"]
  static let rubyBuiltins: Set<String> = [
    "puts", "print", "p", "pp", "require", "require_relative", "attr_accessor", "attr_reader", "attr_writer",
    "include", "extend", "prepend", "raise", "private", "protected", "public", "loop", "lambda", "proc", "format",
  ]

  private static let punctuation: ByteSet = "()[]{},;:."
}
