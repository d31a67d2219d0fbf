/// The scanner of HTML and XML: tags and their attributes, comments, `<!DOCTYPE>` and `<?xml?>`,
/// CDATA, entities; in HTML a `<script>` is read as JavaScript and a `<style>` as CSS.
struct MarkupScanner {
  var scanner: CodeScanner
  let html: Bool

  init(_ scanner: CodeScanner, html: Bool) {
    self.scanner = scanner
    self.html = html
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
    if scanner.at("<!--") {
      scanner.scanBlockComment(open: "<!--", close: "-->", nests: false)
    } else if scanner.at("<![CDATA[") {
      scanUntil("]]>", kind: .string)
    } else if scanner.at("<!") {
      scanUntil(">", kind: .meta)
    } else if scanner.at("<?") {
      scanUntil("?>", kind: .meta)
    } else if scanner.at("</") || (scanner.at("<") && scanner.peek(1).map(CodeByte.isLetter) == true) {
      scanTag()
    } else if scanner.at("&") {
      scanEntity()
    } else {
      // Text up to the next tag or entity.
      scanner.advanceScalar()
      while let byte = scanner.peek(), byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") { scanner.advance(1) }
    }
  }

  private mutating func scanUntil(_ closer: String, kind: CodeTokenKind) {
    let start = scanner.position
    scanner.advance(1)
    while !scanner.atEnd, !scanner.skip(closer) { scanner.advanceScalar() }
    scanner.emit(kind, from: start)
  }

  /// `&amp;`, `&#233;`, `&#x1F600;`; a bare `&` stays text.
  private mutating func scanEntity() {
    let start = scanner.position
    var length = 1
    if scanner.at("#", 1) {
      length = 2
      if scanner.at("x", 2) || scanner.at("X", 2) { length = 3 }
    }
    var named = 0
    while named < 32, let byte = scanner.peek(length), CodeByte.isLetter(byte) || CodeByte.isDigit(byte) {
      length += 1
      named += 1
    }
    guard named > 0, scanner.at(";", length) else {
      scanner.advance(1)
      return
    }
    scanner.advance(length + 1)
    scanner.emit(.escape, from: start)
  }

  /// `<name attr="value" flag>` or `</name>`; an element whose content is code is read as such.
  private mutating func scanTag() {
    let start = scanner.position
    let closing = scanner.at("</")
    scanner.advance(closing ? 2 : 1)
    scanner.emit(.punctuation, from: start)
    let nameStart = scanner.position
    while let byte = scanner.peek(), CodeByte.isIdentifierByte(byte) || Self.nameExtras.contains(byte) {
      scanner.advance(1)
    }
    let name = scanner.text(nameStart..<scanner.position).lowercased()
    scanner.emit(.tag, from: nameStart)
    var selfClosing = false
    while let byte = scanner.peek() {
      let pieceStart = scanner.position
      if CodeByte.isWhitespace(byte) {
        scanner.advance(1)
      } else if scanner.at("/>") || byte == UInt8(ascii: ">") {
        selfClosing = byte == UInt8(ascii: "/")
        scanner.advance(selfClosing ? 2 : 1)
        scanner.emit(.punctuation, from: pieceStart)
        break
      } else if byte == UInt8(ascii: "<") {
        // A tag left open: the next one starts here.
        return
      } else if byte == UInt8(ascii: "=") {
        scanner.advance(1)
        scanner.emit(.punctuation, from: pieceStart)
        scanAttributeValue()
      } else {
        scanner.advanceScalar()
        while let byte = scanner.peek(), !CodeByte.isWhitespace(byte),
          byte >= 0x80 || !Self.attributeNameEnds.contains(byte)
        {
          scanner.advance(1)
        }
        scanner.emit(.property, from: pieceStart)
      }
    }
    guard html, !closing, !selfClosing, name == "script" || name == "style" else { return }
    scanEmbedded(closer: "</" + name, language: name == "script" ? .javascript : .css)
  }

  private mutating func scanAttributeValue() {
    scanner.skipBlanks()
    let start = scanner.position
    guard let byte = scanner.peek() else { return }
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      scanner.advance(1)
      while let inner = scanner.peek(), inner != byte { scanner.advance(1) }
      scanner.advance(1)
    } else {
      while let inner = scanner.peek(), !CodeByte.isWhitespace(inner), inner != UInt8(ascii: ">") { scanner.advance(1) }
    }
    scanner.emit(.string, from: start)
  }

  /// A `<script>`'s or `<style>`'s content up to its end tag, read as its language.
  private mutating func scanEmbedded(closer: String, language: CodeLanguage) {
    let start = scanner.position
    while !scanner.atEnd, !scanner.atIgnoringCase(closer) { scanner.advance(1) }
    let embedded = CodeTokenizer.tokens(in: scanner.bytes, range: start..<scanner.position, language: language)
    scanner.absorb(embedded)
  }

  /// Besides letters and digits, in tag names: `svg:rect`, `java.version`.
  private static let nameExtras: ByteSet = "-:."
  private static let attributeNameEnds: ByteSet = "=>/<\"'"
}
