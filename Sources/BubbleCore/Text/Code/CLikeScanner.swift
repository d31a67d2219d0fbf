/// The C family's scanner (C, C++, Java, Kotlin, C#, JavaScript, TypeScript, Swift, Go, Rust,
/// PHP): one pass over the bytes, its differences read from a `CLikeGrammar`.
struct CLikeScanner {
  var scanner: CodeScanner
  let grammar: CLikeGrammar
  private var interpolations = InterpolationStack()
  /// The next name is declared by the word before it (`func`, `class`): its kind.
  private var declaration: CodeTokenKind?
  /// The last token was `.`, `->` or `::`: a keyword's spelling here is a member's name.
  private var afterMember = false
  /// A `/` here starts a regular expression, not a division (JavaScript).
  private var regexAllowed = true
  /// No regular expression closes before this offset (one failed on this line already), so a
  /// line of `(/` costs one pass.
  private var noRegexBefore = 0
  /// On an `#include` line, `<…>` is a file name.
  private var includeLine = false

  init(_ scanner: CodeScanner, grammar: CLikeGrammar) {
    self.scanner = scanner
    self.grammar = grammar
  }

  mutating func run() -> CodeScanner {
    while !scanner.atEnd {
      let before = scanner.position
      step()
      // Every step moves on; this guard keeps a mistake from ever looping.
      if scanner.position == before { scanner.advanceScalar() }
    }
    return scanner
  }

  private mutating func step() {
    guard let byte = scanner.peek() else { return }
    if CodeByte.isWhitespace(byte) {
      if byte == CodeByte.newline { includeLine = false }
      scanner.advance(1)
      return
    }
    if scanComment(byte) { return }
    if let frame = interpolations.close(on: byte) {
      scanner.resumeString(after: frame, stack: &interpolations)
      regexAllowed = false
      return
    }
    let declared = declaration
    let member = afterMember
    // `function* name`: the star leaves the name to come declared.
    if !(byte == UInt8(ascii: "*") && declared == .function) { declaration = nil }
    afterMember = false
    if scanSpecial(byte) { return }
    if scanner.scanNumber() {
      regexAllowed = false
      return
    }
    if CodeByte.isIdentifierStart(byte) || (grammar.dollarInNames && byte == UInt8(ascii: "$")) {
      scanWord(declared: declared, member: member)
      return
    }
    scanSymbol(byte)
  }

  // MARK: Comments

  private mutating func scanComment(_ byte: UInt8) -> Bool {
    if scanner.at("//") {
      scanner.scanLineComment()
    } else if scanner.at("/*") {
      scanner.scanBlockComment(open: "/*", close: "*/", nests: grammar.nestedComments)
    } else if grammar.hashComments, byte == UInt8(ascii: "#"), !scanner.at("#[") {
      scanner.scanLineComment()
    } else {
      return false
    }
    return true
  }

  // MARK: Strings, attributes and the other forms that start with a sign

  /// Strings, characters, templates, annotations, preprocessor lines, variables: what a byte
  /// other than a letter or digit starts. Says whether it read one.
  private mutating func scanSpecial(_ byte: UInt8) -> Bool {
    let start = scanner.position
    switch byte {
    case UInt8(ascii: "\""):
      if grammar.tripleQuotes, scanner.at("\"\"\"") {
        scanner.advance(3)
        scanString(tripleQuotedForm(), from: start)
      } else {
        scanner.advance(1)
        scanString(doubleQuotedForm(), from: start)
      }
    case UInt8(ascii: "'"):
      scanSingleQuote()
    case UInt8(ascii: "`"):
      switch grammar.backtick {
      case .template:
        scanner.advance(1)
        scanString(StringForm("`", multiline: true, interpolation: .dollarBrace), from: start)
      case .raw:
        scanner.advance(1)
        scanString(StringForm("`", escapes: false, multiline: true), from: start)
      case .identifier:
        return false
      }
    case UInt8(ascii: "#"):
      return scanHash()
    case UInt8(ascii: "@"):
      return scanAt()
    case UInt8(ascii: "$"):
      return scanDollar()
    case UInt8(ascii: "<"):
      return scanAngle()
    case UInt8(ascii: "?") where grammar.phpTags && scanner.at("?>"):
      scanner.advance(2)
      scanner.emit(.meta, from: start)
    case UInt8(ascii: "/") where grammar.regexLiterals && regexAllowed:
      return scanRegex()
    default:
      if grammar.rustRawStrings, Self.rustStringPrefixes.contains(byte) { return scanRustPrefixedString() }
      if grammar.cppRawStrings, Self.cppStringPrefixes.contains(byte) { return scanCppRawString() }
      return false
    }
    return true
  }

  private func doubleQuotedForm() -> StringForm {
    let interpolation: StringForm.Interpolation =
      switch grammar.interpolation {
      case .none: .none
      case .backslashParenthesis: .swift
      case .dollar: .kotlin
      case .php: .php
      }
    return StringForm("\"", multiline: grammar.multilineStrings, interpolation: interpolation)
  }

  /// `"""…"""`: Swift's and Java's read escapes, Kotlin's and C#'s are raw.
  private func tripleQuotedForm() -> StringForm {
    switch grammar.interpolation {
    case .backslashParenthesis: StringForm("\"\"\"", multiline: true, interpolation: .swift)
    case .dollar: StringForm("\"\"\"", escapes: false, multiline: true, interpolation: .kotlin)
    default: StringForm("\"\"\"", escapes: !grammar.csharpStrings, multiline: true)
    }
  }

  /// Reads a string's body; an interpolation it opens is pushed and read as code.
  private mutating func scanString(_ form: StringForm, from start: Int) {
    interpolations.push(scanner.scanStringBody(form, from: start, depth: interpolations.depth))
    regexAllowed = false
  }

  private mutating func scanSingleQuote() {
    let start = scanner.position
    switch grammar.singleQuote {
    case .string:
      scanner.advance(1)
      scanString(StringForm("'", multiline: grammar.multilineStrings), from: start)
    case .characterOrLifetime:
      // `'a'` is a character; `'a` and `'static` are lifetimes or labels.
      if let next = scanner.peek(1), CodeByte.isIdentifierStart(next) {
        var length = 1
        while let byte = scanner.peek(length), CodeByte.isIdentifierByte(byte) { length += 1 }
        if scanner.peek(length) != UInt8(ascii: "'") || !isOneScalar(from: start + 1, to: start + length) {
          scanner.advance(length)
          scanner.emit(.variable, from: start)
          regexAllowed = false
          return
        }
      }
      scanner.advance(1)
      scanString(StringForm("'"), from: start)
    case .character:
      scanner.advance(1)
      scanString(StringForm("'"), from: start)
    }
  }

  private func isOneScalar(from lower: Int, to upper: Int) -> Bool {
    guard lower < upper else { return false }
    return (lower + 1..<upper).allSatisfy { CodeByte.isContinuation(scanner.bytes[$0]) }
  }

  /// `#include`, `#[derive]`, Swift's `#if` and `#"raw"#`, PHP's `#` comments (read before).
  private mutating func scanHash() -> Bool {
    let start = scanner.position
    if grammar.preprocessor, scanner.atLineStart {
      scanner.advance(1)
      scanner.skipBlanks()
      let wordStart = scanner.position
      scanner.skipIdentifier()
      let directive = scanner.word(wordStart..<scanner.position) ?? ""
      scanner.emit(.meta, from: start)
      includeLine = directive == "include" || directive == "import" || directive == "include_next"
      return true
    }
    if grammar.bracketAttributes, scanner.at("#[") || scanner.at("#![") {
      scanBracketAttribute()
      return true
    }
    if grammar.swiftPound {
      var hashes = 0
      while hashes <= 16, scanner.at("#", hashes) { hashes += 1 }
      if hashes <= 16, scanner.at("\"", hashes) {
        let terminatorHashes = String(repeating: "#", count: hashes)
        scanner.advance(hashes)
        if scanner.at("\"\"\"") {
          scanner.advance(3)
          scanString(
            StringForm("\"\"\"" + terminatorHashes, escapeHashes: hashes, multiline: true, interpolation: .swift),
            from: start)
        } else {
          scanner.advance(1)
          scanString(StringForm("\"" + terminatorHashes, escapeHashes: hashes, interpolation: .swift), from: start)
        }
        return true
      }
      if let next = scanner.peek(1), CodeByte.isIdentifierStart(next) {
        scanner.advance(1)
        scanner.skipIdentifier()
        scanner.emit(.keyword, from: start)
        regexAllowed = true
        return true
      }
      if hashes > 16 {
        // Too many to open a raw string from anywhere in the run: all plain, read once.
        while scanner.at("#") { scanner.advance(1) }
        return true
      }
    }
    return false
  }

  /// `#[derive(Debug)]` up to its matching `]`, strings inside skipped: a counter, no recursion.
  private mutating func scanBracketAttribute() {
    let start = scanner.position
    scanner.advance(scanner.at("#!") ? 2 : 1)
    var depth = 0
    while let byte = scanner.peek() {
      if byte == UInt8(ascii: "\"") {
        scanner.advance(1)
        while let inner = scanner.peek(), inner != UInt8(ascii: "\"") {
          scanner.advance(inner == CodeByte.backslash ? 2 : 1)
        }
      } else if byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 {
          scanner.advance(1)
          break
        }
      }
      scanner.advanceScalar()
    }
    scanner.emit(.decorator, from: start)
  }

  /// `@Annotation`, `@MainActor`, and C#'s `@"verbatim"`.
  private mutating func scanAt() -> Bool {
    let start = scanner.position
    if grammar.csharpStrings, scanner.at("@\"") || scanner.at("@$\"") {
      let interpolated = scanner.at("$", 1)
      scanner.advance(interpolated ? 3 : 2)
      scanString(
        StringForm(
          "\"", escapes: false, multiline: true, interpolation: interpolated ? .brace : .none,
          doubledTerminator: true), from: start)
      return true
    }
    guard grammar.annotations, let next = scanner.peek(1), CodeByte.isIdentifierStart(next) else { return false }
    scanner.advance(1)
    scanner.skipIdentifier()
    while scanner.at("."), let next = scanner.peek(1), CodeByte.isIdentifierStart(next) {
      scanner.advance(1)
      scanner.skipIdentifier()
    }
    scanner.emit(.decorator, from: start)
    regexAllowed = false
    return true
  }

  /// C#'s `$"{x}"`, `$@"…"`, `$"""…"""`; PHP's and Swift's `$name`, `$0`.
  private mutating func scanDollar() -> Bool {
    let start = scanner.position
    if grammar.csharpStrings, scanner.at("$\"") || scanner.at("$@\"") {
      if scanner.at("$\"\"\"") {
        scanner.advance(4)
        scanString(StringForm("\"\"\"", escapes: false, multiline: true, interpolation: .brace), from: start)
      } else if scanner.at("$@") {
        scanner.advance(3)
        scanString(
          StringForm("\"", escapes: false, multiline: true, interpolation: .brace, doubledTerminator: true),
          from: start)
      } else {
        scanner.advance(2)
        scanString(StringForm("\"", interpolation: .brace), from: start)
      }
      return true
    }
    guard grammar.dollarVariables, let next = scanner.peek(1), CodeByte.isIdentifierByte(next) else { return false }
    scanner.advance(1)
    scanner.skipIdentifier()
    scanner.emit(.variable, from: start)
    regexAllowed = false
    return true
  }

  /// `<stdio.h>` on an `#include` line, PHP's `<?php`.
  private mutating func scanAngle() -> Bool {
    let start = scanner.position
    if grammar.phpTags, scanner.at("<?") {
      scanner.advance(2)
      _ = scanner.skip("php") || scanner.skip("=")
      scanner.emit(.meta, from: start)
      return true
    }
    guard includeLine else { return false }
    scanner.advance(1)
    while let byte = scanner.peek(), byte != CodeByte.newline, byte != UInt8(ascii: ">") { scanner.advanceScalar() }
    _ = scanner.skip(">")
    scanner.emit(.string, from: start)
    return true
  }

  /// `/pattern/flags` on one line, `[/]` classes and `\/` escapes inside; a `/` that opens none
  /// is a division.
  private mutating func scanRegex() -> Bool {
    let start = scanner.position
    guard start >= noRegexBefore, !scanner.at("/", 1) else { return false }
    var offset = 1
    var inClass = false
    while let byte = scanner.peek(offset), byte != CodeByte.newline, offset < 1024 {
      if byte == CodeByte.backslash {
        offset += 2
        continue
      }
      if byte == UInt8(ascii: "[") { inClass = true }
      if byte == UInt8(ascii: "]") { inClass = false }
      if byte == UInt8(ascii: "/"), !inClass {
        scanner.advance(offset + 1)
        while let flag = scanner.peek(), CodeByte.isLetter(flag) { scanner.advance(1) }
        scanner.emit(.string, from: start)
        regexAllowed = false
        return true
      }
      offset += 1
    }
    noRegexBefore = start + offset
    return false
  }

  /// Rust's `r"…"`, `r#"…"#`, `b"…"`, `br"…"`, `b'x'`, `c"…"`; otherwise the letter starts a name.
  private mutating func scanRustPrefixedString() -> Bool {
    let start = scanner.position
    if let before = scanner.previous, CodeByte.isIdentifierByte(before) { return false }
    var offset = 0
    if scanner.at("b") || scanner.at("c") { offset = 1 }
    let raw = scanner.at("r", offset)
    if raw { offset += 1 }
    guard offset > 0 else { return false }
    var hashes = 0
    if raw {
      while scanner.at("#", offset + hashes), hashes <= 255 { hashes += 1 }
    }
    if scanner.at("\"", offset + hashes) {
      scanner.advance(offset + hashes + 1)
      let terminator = "\"" + String(repeating: "#", count: hashes)
      scanString(StringForm(terminator, escapes: !raw, multiline: true), from: start)
      return true
    }
    if scanner.at("b"), !raw, scanner.at("'", 1) {
      scanner.advance(2)
      scanString(StringForm("'"), from: start)
      return true
    }
    return false
  }

  /// C++'s `R"delim(…)delim"` (with `u8`, `u`, `U`, `L` before it); otherwise a name.
  private mutating func scanCppRawString() -> Bool {
    let start = scanner.position
    if let before = scanner.previous, CodeByte.isIdentifierByte(before) { return false }
    var offset = 0
    for prefix in ["u8R", "uR", "UR", "LR", "R"] where scanner.at(prefix) {
      offset = prefix.utf8.count
      break
    }
    guard offset > 0, scanner.at("\"", offset) else { return false }
    var delimiter: [UInt8] = []
    var index = offset + 1
    while let byte = scanner.peek(index), byte != UInt8(ascii: "("), delimiter.count <= 16 {
      guard !CodeByte.isWhitespace(byte), byte != UInt8(ascii: ")"), byte != CodeByte.backslash else { return false }
      delimiter.append(byte)
      index += 1
    }
    guard scanner.at("(", index), delimiter.count <= 16 else { return false }
    scanner.advance(index + 1)
    let terminator = ")" + String(decoding: delimiter, as: UTF8.self) + "\""
    scanString(StringForm(terminator, escapes: false, multiline: true), from: start)
    return true
  }

  // MARK: Names

  private mutating func scanWord(declared: CodeTokenKind?, member: Bool) {
    let start = scanner.position
    scanner.skipIdentifier(extra: grammar.dollarInNames ? "$" : "")
    let range = start..<scanner.position
    guard let word = scanner.word(range) else {
      regexAllowed = false
      return
    }
    let spelling = grammar.caseInsensitiveKeywords ? word.lowercased() : word
    if !member, grammar.keywords.contains(spelling) {
      scanner.emit(.keyword, range)
      if grammar.functionDeclarers.contains(spelling) { declaration = .function }
      if grammar.typeDeclarers.contains(spelling) { declaration = .type }
      regexAllowed = !["this", "super", "self", "Self"].contains(word)
      return
    }
    regexAllowed = false
    if grammar.constants.contains(word) {
      scanner.emit(.constant, range)
    } else if let declared {
      scanner.emit(declared, range)
    } else if grammar.macros, scanner.at("!"), let after = scanner.peek(1),
      after == UInt8(ascii: "(") || after == UInt8(ascii: "[") || after == UInt8(ascii: "{")
    {
      scanner.advance(1)
      scanner.emit(.function, from: start)
    } else if scanner.at("(", scanner.offsetAfterBlanks()) {
      let capitalised = CodeByte.isUppercase(scanner.bytes[start])
      scanner.emit(capitalised && !grammar.capitalisedFunctions ? .type : .function, range)
    } else if grammar.types.contains(word) {
      scanner.emit(.type, range)
    } else if let kind = NameShape.kind(of: scanner.bytes[range]) {
      if !(member && grammar.capitalisedFunctions) { scanner.emit(kind, range) }
    }
  }

  // MARK: Operators and punctuation

  private mutating func scanSymbol(_ byte: UInt8) {
    let start = scanner.position
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"):
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
      regexAllowed = true
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
      regexAllowed = false
    case UInt8(ascii: "."):
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
      afterMember = true
      regexAllowed = false
    case UInt8(ascii: ":"):
      scanner.advance(1)
      if scanner.skip(":") { afterMember = true }
      scanner.emit(.punctuation, from: start)
      regexAllowed = true
    case let byte where ByteSet.operators.contains(byte):
      scanner.scanOperator()
      afterMember =
        scanner.position - start >= 2 && scanner.bytes[scanner.position - 2] == UInt8(ascii: "-")
        && scanner.bytes[scanner.position - 1] == UInt8(ascii: ">")
      regexAllowed = true
    default:
      // `\`, a lone `$` or `#`, a backtick'd name's quote: plain.
      scanner.advanceScalar()
    }
  }

  /// `r"…"`, `b"…"`, `c"…"`
  private static let rustStringPrefixes: ByteSet = "rbc"
  /// `R"(…)"`, `u8R`, `LR`
  private static let cppStringPrefixes: ByteSet = "RuUL"
}

/// What a name's spelling says about it where nothing else does.
enum NameShape {
  /// `MAX_SIZE` is a constant, `HashMap` a type; `nil` for other names.
  static func kind(of name: ArraySlice<UInt8>) -> CodeTokenKind? {
    guard let first = name.first, CodeByte.isUppercase(first) else { return nil }
    let allCaps = name.allSatisfy { CodeByte.isUppercase($0) || CodeByte.isDigit($0) || $0 == CodeByte.underscore }
    return allCaps && name.count >= 2 ? .constant : .type
  }
}
