/// The scanner of Bash (and `console` sessions) and Dockerfiles: commands, keywords, `$vars`,
/// quoting, simple heredocs, a `$ ` prompt; a Dockerfile's instructions with shell after `RUN`.
struct ShellScanner {
  var scanner: CodeScanner
  let dockerfile: Bool
  /// The next word is a command's name.
  private var commandPosition = true
  /// The line goes on from one ending in `\`: its first word is no instruction.
  private var continued = false
  /// The next word names a function (after `function`).
  private var declaresFunction = false
  /// Heredocs opened on this line, read once it ends: their delimiters.
  private var heredocs: [(delimiter: [UInt8], stripTabs: Bool)] = []
  /// The Dockerfile instruction this line started with (`FROM`, `RUN`).
  private var instruction = ""
  /// Open `case … esac` statements: in one, `pattern)` at a command's place is no command.
  private var caseDepth = 0
  /// The word before was `name=`: a `(` here opens an array, not a subshell.
  private var afterAssignment = false

  init(_ scanner: CodeScanner, dockerfile: Bool) {
    self.scanner = scanner
    self.dockerfile = dockerfile
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
    let assigned = afterAssignment
    afterAssignment = false
    switch byte {
    case CodeByte.newline:
      scanner.advance(1)
      if !continued {
        commandPosition = true
        instruction = ""
        scanHeredocBodies()
      }
      continued = false
    case _ where CodeByte.isWhitespace(byte):
      scanner.advance(1)
    case CodeByte.backslash:
      // A line continuation, or an escaped character in a word.
      scanner.advance(1)
      if scanner.at("\n") || scanner.at("\r\n") {
        continued = true
      } else {
        scanner.advanceScalar()
      }
    case UInt8(ascii: "#") where atWordStart:
      scanner.scanLineComment()
    case UInt8(ascii: "$") where !dockerfile && scanner.at(" ", 1) && scanner.atLineStart:
      // A prompt: `$ npm install`.
      scanner.advance(1)
      scanner.emit(.meta, from: start)
      commandPosition = true
    case UInt8(ascii: "$"):
      scanDollar()
    case UInt8(ascii: "'"):
      scanner.advance(1)
      _ = scanner.scanStringBody(StringForm("'", escapes: false, multiline: true), from: start, depth: 0)
      commandPosition = false
    case UInt8(ascii: "\""):
      scanDoubleQuoted()
      commandPosition = false
    case UInt8(ascii: "`"):
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
      commandPosition = true
    case UInt8(ascii: "<") where scanner.at("<<") && !scanner.at("<<<"):
      scanHeredocOpener()
    case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "["),
      UInt8(ascii: "]"):
      scanner.advance(
        byte == UInt8(ascii: "[") && scanner.at("[[") || byte == UInt8(ascii: "]") && scanner.at("]]") ? 2 : 1)
      scanner.emit(.punctuation, from: start)
      commandPosition =
        (byte == UInt8(ascii: "(") && !assigned) || byte == UInt8(ascii: "{")
        || (byte == UInt8(ascii: ")") && caseDepth > 0 && isCasePattern(before: start))
    case UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: ";"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "!"):
      scanner.scanOperator("|&;<>!=")
      // After a pipe or a list's operator a command comes; after a redirection, a file.
      commandPosition = ["|", "||", "|&", "&&", "&", ";", ";;", "!"].contains(scanner.text(start..<scanner.position))
    default:
      scanWord()
    }
  }

  /// A `#` here starts a comment: nothing, a space or an operator comes before it.
  private var atWordStart: Bool {
    guard let previous = scanner.previous else { return true }
    return CodeByte.isWhitespace(previous) || Self.beforeComments.contains(previous)
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    if byte >= 0x80 { return true }
    return !CodeByte.isWhitespace(byte) && !Self.wordEnds.contains(byte)
  }

  private mutating func scanWord() {
    let start = scanner.position
    while let byte = scanner.peek(), Self.isWordByte(byte) { scanner.advance(1) }
    if scanner.position == start {
      scanner.advanceScalar()
      return
    }
    let range = start..<scanner.position
    let bytes = scanner.bytes[range]
    // `NAME=value`: an assignment, in a command's place or as an argument (`export`, `make CC=`).
    if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals > start,
      CodeByte.isIdentifierStart(bytes[start]), bytes[start..<equals].allSatisfy(CodeByte.isIdentifierByte)
    {
      scanner.emit(.variable, start..<equals)
      scanner.emit(.operator, equals..<equals + 1)
      if equals + 1 < range.upperBound, bytes[(equals + 1)...].allSatisfy(CodeByte.isDigit) {
        scanner.emit(.number, equals + 1..<range.upperBound)
      }
      afterAssignment = equals + 1 == range.upperBound
      return
    }
    let word = scanner.word(range) ?? ""
    if dockerfile, !continued, instruction.isEmpty, Self.dockerInstructions.contains(word.uppercased()),
      isFirstWordOfLine(start)
    {
      scanner.emit(.keyword, range)
      instruction = word.uppercased()
      commandPosition = ["RUN", "CMD", "ENTRYPOINT", "SHELL"].contains(instruction)
      return
    }
    if dockerfile, instruction == "FROM", word.uppercased() == "AS" {
      scanner.emit(.keyword, range)
      return
    }
    if word == "case" && commandPosition { caseDepth += 1 }
    if word == "esac" && commandPosition { caseDepth = max(0, caseDepth - 1) }
    // `start)` in a `case`: a pattern.
    if caseDepth > 0, commandPosition, scanner.at(")"), word != "esac" { return }
    if declaresFunction {
      declaresFunction = false
      scanner.emit(.function, range)
      return
    }
    if bytes.allSatisfy(CodeByte.isDigit) {
      scanner.emit(.number, range)
    } else if Self.constants.contains(word) {
      scanner.emit(.constant, range)
      commandPosition = false
    } else if (commandPosition || word == "in") && Self.keywords.contains(word) {
      scanner.emit(.keyword, range)
      commandPosition = Self.keywordsBeforeCommands.contains(word)
      declaresFunction = word == "function"
    } else if commandPosition {
      scanner.emit(.function, range)
      // `sudo apt install`: the next word is the command run.
      commandPosition = Self.prefixCommands.contains(word)
    }
  }

  /// The `)` at `index` ends a `case` pattern: a word right before it on the line, no `(`.
  private func isCasePattern(before index: Int) -> Bool {
    var cursor = index - 1
    while cursor >= 0, scanner.bytes[cursor] != CodeByte.newline {
      if scanner.bytes[cursor] == UInt8(ascii: "(") || scanner.bytes[cursor] == UInt8(ascii: "$") { return false }
      if scanner.bytes[cursor] == UInt8(ascii: ";") { break }
      cursor -= 1
      if index - cursor > 256 { return false }
    }
    return true
  }

  private func isFirstWordOfLine(_ start: Int) -> Bool {
    var index = start - 1
    while index >= 0, CodeByte.isBlank(scanner.bytes[index]) { index -= 1 }
    return index < 0 || scanner.bytes[index] == CodeByte.newline
  }

  /// `$name`, `$1`, `$@`, `${name:-x}`, `$(command)`, `$((1 + 2))`, `$'ansi\n'`.
  private mutating func scanDollar() {
    let start = scanner.position
    scanner.advance(1)
    commandPosition = false
    if scanner.at("'") {
      scanner.advance(1)
      _ = scanner.scanStringBody(StringForm("'", multiline: true), from: start, depth: 0)
    } else if scanner.at("(") {
      // Code runs inside; its closing `)` is ordinary punctuation.
      scanner.advance(scanner.at("((") ? 2 : 1)
      scanner.emit(.variable, from: start)
      commandPosition = true
    } else if scanner.at("{") {
      skipBalanced(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"))
      scanner.emit(.variable, from: start)
    } else if let next = scanner.peek(), CodeByte.isIdentifierByte(next) {
      if CodeByte.isDigit(next) {
        scanner.advance(1)
      } else {
        scanner.skipIdentifier()
      }
      scanner.emit(.variable, from: start)
    } else if let next = scanner.peek(), Self.specialParameters.contains(next) {
      scanner.advance(1)
      scanner.emit(.variable, from: start)
    }
  }

  /// From an opening bracket to its match, counted (no recursion), or the text's end.
  private mutating func skipBalanced(open: UInt8, close: UInt8) {
    var depth = 0
    while let byte = scanner.peek() {
      scanner.advanceScalar()
      if byte == open { depth += 1 }
      if byte == close {
        depth -= 1
        if depth <= 0 { return }
      }
    }
  }

  /// `"…"`: `$` expansions are variables, `\"` and `\$` escapes; over lines.
  private mutating func scanDoubleQuoted() {
    let start = scanner.position
    scanner.advance(1)
    var pieceStart = start
    while let byte = scanner.peek() {
      if byte == UInt8(ascii: "\"") {
        scanner.advance(1)
        scanner.emit(.string, from: pieceStart)
        return
      }
      if byte == CodeByte.backslash, let next = scanner.peek(1), Self.quotedEscapes.contains(next) {
        scanner.emit(.string, from: pieceStart)
        let escapeStart = scanner.position
        scanner.advance(2)
        scanner.emit(.escape, from: escapeStart)
        pieceStart = scanner.position
        continue
      }
      if byte == UInt8(ascii: "$"), let next = scanner.peek(1),
        CodeByte.isIdentifierByte(next) || Self.expansionStarts.contains(next)
      {
        scanner.emit(.string, from: pieceStart)
        let variableStart = scanner.position
        if next == UInt8(ascii: "(") || next == UInt8(ascii: "{") {
          scanner.advance(1)
          skipBalanced(open: next, close: next == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}"))
        } else {
          scanDollar()
        }
        scanner.emit(.variable, from: variableStart)
        pieceStart = scanner.position
        continue
      }
      scanner.advanceScalar()
    }
    scanner.emit(.string, from: pieceStart)
  }

  /// `<<EOF`, `<<-EOF`, `<<'EOF'`, `<<"EOF"`: the body is read when the line ends.
  private mutating func scanHeredocOpener() {
    let start = scanner.position
    scanner.advance(2)
    let stripTabs = scanner.skip("-")
    scanner.emit(.operator, from: start)
    scanner.skipBlanks()
    let delimiterStart = scanner.position
    let quote = scanner.peek().flatMap { $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "\"") ? $0 : nil }
    if quote != nil { scanner.advance(1) }
    _ = scanner.skip("\\")
    let nameStart = scanner.position
    scanner.skipIdentifier(extra: "-.")
    let name = Array(scanner.bytes[nameStart..<scanner.position])
    if let quote, scanner.peek() == quote { scanner.advance(1) }
    guard !name.isEmpty, name.count <= 64 else { return }
    scanner.emit(.string, from: delimiterStart)
    if heredocs.count < 8 { heredocs.append((name, stripTabs)) }
    commandPosition = false
  }

  /// The bodies of the heredocs the line before opened, each up to its delimiter's line.
  private mutating func scanHeredocBodies() {
    let pending = heredocs
    heredocs = []
    for heredoc in pending {
      let bodyStart = scanner.position
      while !scanner.atEnd {
        var lineStart = scanner.position
        if heredoc.stripTabs {
          while lineStart < scanner.end - 1, scanner.bytes[lineStart] == 0x09 { lineStart += 1 }
        }
        scanner.skipToLineEnd()
        var lineEnd = scanner.position
        if lineEnd > lineStart, scanner.bytes[lineEnd - 1] == CodeByte.carriageReturn { lineEnd -= 1 }
        let isDelimiter = scanner.bytes[lineStart..<lineEnd].elementsEqual(heredoc.delimiter)
        if isDelimiter { break }
        scanner.advance(1)
      }
      scanner.emit(.string, from: bodyStart)
      if !scanner.atEnd { scanner.advance(1) }
    }
  }

  static let keywords: Set<String> = [
    "if", "then", "else", "elif", "fi", "for", "in", "do", "done", "while", "until", "case", "esac", "function",
    "select", "time", "return", "local", "export", "declare", "readonly", "unset", "shift", "exit", "break",
    "continue", "source", "alias", "eval", "exec", "set", "trap", "typeset",
  ]
  /// After these, the next word is a command again.
  static let keywordsBeforeCommands: Set<String> = [
    "if", "then", "else", "elif", "do", "while", "until", "time", "exec", "eval",
  ]
  static let constants: Set<String> = ["true", "false"]
  static let prefixCommands: Set<String> = ["sudo", "nohup", "xargs", "command", "builtin", "env", "watch", "nice"]
  static let dockerInstructions: Set<String> = [
    "FROM", "RUN", "CMD", "LABEL", "MAINTAINER", "EXPOSE", "ENV", "ADD", "COPY", "ENTRYPOINT", "VOLUME", "USER",
    "WORKDIR", "ARG", "ONBUILD", "STOPSIGNAL", "HEALTHCHECK", "SHELL",
  ]

  /// A `#` after these starts a comment.
  private static let beforeComments: ByteSet = ";|&()"
  private static let wordEnds: ByteSet = "$'\"`;|&<>(){}[]\\"
  /// `$@`, `$?`, `$#`…
  private static let specialParameters: ByteSet = "@*#?$!-"
  /// What a backslash escapes inside double quotes.
  private static let quotedEscapes: ByteSet = "\"\\$`\n"
  /// What may follow `$` inside double quotes.
  private static let expansionStarts: ByteSet = "{(@*#?$!"
}
