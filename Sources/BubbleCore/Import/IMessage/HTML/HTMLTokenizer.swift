/// A tag or a run of text of an HTML file, and where it starts.
enum HTMLToken: Equatable {
  case start(name: String, attributes: [String: String], at: JSONLocation)
  case end(name: String, at: JSONLocation)
  /// Text with its character references decoded (raw text, as `<xmp>`'s, as written).
  case text(String, at: JSONLocation)
}

/// A tolerant tokenizer for the regular HTML an exporter writes: tags with quoted or bare
/// attributes (a stray `,` between them is skipped), text, comments and doctypes skipped,
/// `<style>` and `<script>` skipped whole, `<xmp>` kept as raw text. A `<` that opens no tag is
/// text. One pass over the bytes; columns count Unicode scalars.
struct HTMLTokenizer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1
  /// After `<xmp>`, `<style>` or `<script>`: the element whose end ends the raw text.
  private var rawTextElement: String?
  /// The end tag after a raw text, returned after the text.
  private var pendingEnd: HTMLToken?

  static let skippedRawText: Set<String> = ["style", "script"]
  static let keptRawText: Set<String> = ["xmp", "textarea", "title"]

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  private var location: JSONLocation { JSONLocation(line: line, column: column) }

  mutating func next() -> HTMLToken? {
    if let end = pendingEnd {
      pendingEnd = nil
      return end
    }
    if let element = rawTextElement {
      rawTextElement = nil
      let start = location
      let text = rawText(until: element)
      let end = HTMLToken.end(name: element, at: location)
      guard Self.keptRawText.contains(element), !text.isEmpty else { return end }
      pendingEnd = end
      return .text(text, at: start)
    }
    while index < bytes.count {
      let start = location
      if bytes[index] == UInt8(ascii: "<") {
        switch tag(at: start) {
        case .token(let token): return token
        case .skipped: continue
        case .notATag: break
        }
      }
      return text(at: start)
    }
    return nil
  }

  // MARK: Moving

  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1  // The first byte of a scalar; continuation bytes do not count.
    }
  }

  private mutating func advance(by count: Int) {
    for _ in 0..<count where index < bytes.count { advance() }
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func starts(with literal: String, caseInsensitive: Bool = false) -> Bool {
    for (offset, expected) in literal.utf8.enumerated() {
      guard let byte = peek(offset) else { return false }
      let matches = caseInsensitive ? Self.lowercased(byte) == Self.lowercased(expected) : byte == expected
      if !matches { return false }
    }
    return true
  }

  private mutating func skip(past literal: String) {
    while index < bytes.count && !starts(with: literal) { advance() }
    advance(by: literal.utf8.count)
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"):
      true
    default: false
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  // MARK: Text

  /// Text up to the next `<` (at least one byte, so a `<` that opened no tag is text).
  private mutating func text(at start: JSONLocation) -> HTMLToken? {
    let from = index
    advance()
    while let byte = peek(), byte != UInt8(ascii: "<") { advance() }
    return .text(HTMLEntities.decode(string(from..<index)), at: start)
  }

  /// The raw text of `element` up to its end tag (consumed), undecoded.
  private mutating func rawText(until element: String) -> String {
    let from = index
    while index < bytes.count && !starts(with: "</" + element, caseInsensitive: true) { advance() }
    let text = string(from..<index)
    if index < bytes.count { skip(past: ">") }
    return text
  }

  // MARK: Tags

  private enum TagRead {
    case token(HTMLToken)
    /// A comment, doctype or processing instruction: consumed.
    case skipped
    /// A `<` that opens no tag: nothing consumed.
    case notATag
  }

  /// The tag at a `<`.
  private mutating func tag(at start: JSONLocation) -> TagRead {
    if starts(with: "<!--") {
      skip(past: "-->")
      return .skipped
    }
    if starts(with: "<!") || starts(with: "<?") {
      skip(past: ">")
      return .skipped
    }
    let closing = peek(1) == UInt8(ascii: "/")
    guard let first = peek(closing ? 2 : 1), Self.isNameByte(first), first != UInt8(ascii: "-") else {
      return .notATag
    }
    advance(by: closing ? 2 : 1)
    let name = readName().lowercased()
    if closing {
      skip(past: ">")
      return .token(.end(name: name, at: start))
    }
    let attributes = readAttributes()
    if Self.skippedRawText.contains(name) || Self.keptRawText.contains(name) { rawTextElement = name }
    return .token(.start(name: name, attributes: attributes, at: start))
  }

  private mutating func readName() -> String {
    let from = index
    while let byte = peek(), Self.isNameByte(byte) { advance() }
    return string(from..<index)
  }

  /// Attributes up to the tag's `>` (consumed): `name="value"`, `name='value'`, `name=value`,
  /// `name`; the first of a repeated name is kept, as browsers do.
  private mutating func readAttributes() -> [String: String] {
    var attributes: [String: String] = [:]
    while let byte = peek() {
      if byte == UInt8(ascii: ">") {
        advance()
        break
      }
      if Self.isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "/") {
        advance()
        continue
      }
      let name = readAttributeName().lowercased()
      let value = readAttributeValue()
      if !name.isEmpty, attributes[name] == nil { attributes[name] = HTMLEntities.decode(value) }
    }
    return attributes
  }

  private mutating func readAttributeName() -> String {
    let from = index
    while let byte = peek(), !Self.isSpace(byte), !"=>/,\"'".utf8.contains(byte) { advance() }
    if index == from { advance() }  // A stray quote: skipped.
    return string(from..<index)
  }

  private mutating func readAttributeValue() -> String {
    while let byte = peek(), Self.isSpace(byte) { advance() }
    guard peek() == UInt8(ascii: "=") else { return "" }
    advance()
    while let byte = peek(), Self.isSpace(byte) { advance() }
    if let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      advance()
      let valueStart = index
      while let byte = peek(), byte != quote { advance() }
      let value = string(valueStart..<index)
      if index < bytes.count { advance() }
      return value
    }
    let valueStart = index
    while let byte = peek(), !Self.isSpace(byte), byte != UInt8(ascii: ">") { advance() }
    return string(valueStart..<index)
  }
}
