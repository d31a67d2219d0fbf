/// The scanner of Markdown source: headings, fenced code, list and quote markers, code spans and
/// links' addresses, line by line.
struct MarkdownScanner {
  var scanner: CodeScanner
  /// Inline searches (a code span's closer, a link's parts) look this far at most.
  private static let inlineReach = 512

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

  /// One line from its start, and its line break.
  private mutating func scanLine() {
    var indent = 0
    while indent < 4, scanner.at(" ") {
      scanner.advance(1)
      indent += 1
    }
    if indent < 4, let fence = fenceMarker() {
      scanFencedBlock(fence)
      return
    }
    if indent < 4, scanner.at("#") {
      var level = 0
      while level < 7, scanner.at("#", level) { level += 1 }
      if level <= 6, scanner.peek(level).map(CodeByte.isWhitespace) ?? true {
        let start = scanner.position
        scanner.skipToLineEnd()
        scanner.emit(.heading, from: start)
        scanner.advance(1)
        return
      }
    }
    scanMarkers()
    scanInline()
    scanner.advance(1)
  }

  /// "```" or "~~~" (three or more) at the cursor: the marker.
  private func fenceMarker() -> [UInt8]? {
    guard let first = scanner.peek(), first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
    var count = 0
    while scanner.peek(count) == first { count += 1 }
    return count >= 3 ? [UInt8](repeating: first, count: count) : nil
  }

  /// A fenced block: its fence lines as `.meta`, its lines as `.string`, up to a closing fence at
  /// least as long, or the text's end.
  private mutating func scanFencedBlock(_ fence: [UInt8]) {
    let start = scanner.position
    scanner.skipToLineEnd()
    scanner.emit(.meta, from: start)
    scanner.advance(1)
    let bodyStart = scanner.position
    while !scanner.atEnd {
      let line = scanner.position
      scanner.skipBlanks()
      let closes = scanner.at(bytes: fence)
      if closes {
        scanner.emit(.string, bodyStart..<line)
        let closeStart = scanner.position
        scanner.skipToLineEnd()
        scanner.emit(.meta, from: closeStart)
        scanner.advance(1)
        return
      }
      scanner.skipToLineEnd()
      scanner.advance(1)
    }
    scanner.emit(.string, from: bodyStart)
  }

  /// `>` quote markers, then a list's bullet or number (`-`, `*`, `+`, `1.`, `2)`).
  private mutating func scanMarkers() {
    var quoteDepth = 0
    while quoteDepth < 16, scanner.at(">") {
      let start = scanner.position
      scanner.advance(1)
      scanner.emit(.keyword, from: start)
      scanner.skipBlanks()
      quoteDepth += 1
    }
    scanner.skipBlanks()
    let start = scanner.position
    if let byte = scanner.peek(), Self.bullets.contains(byte), scanner.at(" ", 1) {
      scanner.advance(1)
    } else {
      var digits = 0
      while digits < 9, let byte = scanner.peek(digits), CodeByte.isDigit(byte) { digits += 1 }
      guard digits > 0, scanner.at(".", digits) || scanner.at(")", digits), scanner.at(" ", digits + 1) else { return }
      scanner.advance(digits + 1)
    }
    scanner.emit(.keyword, from: start)
  }

  /// The rest of the line: code spans and links' addresses.
  private mutating func scanInline() {
    while let byte = scanner.peek(), byte != CodeByte.newline {
      if byte == UInt8(ascii: "`") {
        scanCodeSpan()
      } else if byte == UInt8(ascii: "]"), scanner.at("(", 1) {
        scanner.advance(1)
        scanLinkAddress()
      } else if byte == CodeByte.backslash {
        scanner.advance(1)
        if scanner.peek() != CodeByte.newline { scanner.advanceScalar() }
      } else {
        scanner.advanceScalar()
      }
    }
  }

  /// `` `code` `` with a closer as long as its opener on the same line; otherwise the backticks
  /// are text.
  private mutating func scanCodeSpan() {
    let start = scanner.position
    var length = 0
    while scanner.at("`", length) { length += 1 }
    var offset = length
    while offset < Self.inlineReach, let byte = scanner.peek(offset), byte != CodeByte.newline {
      if byte == UInt8(ascii: "`") {
        var run = 0
        while scanner.at("`", offset + run) { run += 1 }
        if run == length {
          scanner.advance(offset + run)
          scanner.emit(.string, from: start)
          return
        }
        offset += run
      } else {
        offset += 1
      }
    }
    scanner.advance(length)
  }

  /// `(https://…)` after a link's text: the address as a string.
  private mutating func scanLinkAddress() {
    let start = scanner.position
    var offset = 1
    while offset < Self.inlineReach, let byte = scanner.peek(offset), byte != CodeByte.newline {
      if byte == UInt8(ascii: ")") {
        scanner.advance(offset + 1)
        scanner.emit(.string, from: start)
        return
      }
      offset += 1
    }
    scanner.advance(1)
  }

  private static let bullets: ByteSet = "-*+"
}
