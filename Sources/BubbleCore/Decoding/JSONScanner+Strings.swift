/// Strings, escapes and UTF-8 validation.
extension JSONScanner {
  /// Parses a string starting at its opening quote and moves past the closing quote.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let openingQuote = offset
    offset += 1
    var runStart = offset  // Start of the bytes not yet copied to `scratch`.
    var hasEscapes = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == ASCII.quote {
        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
        offset += 1
        // The bytes were validated above, so decoding never repairs anything.
        guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
        scratch.append(contentsOf: run)
        return String(decoding: scratch, as: UTF8.self)
      } else if byte == ASCII.backslash {
        if !hasEscapes {
          scratch.removeAll(keepingCapacity: true)
          hasEscapes = true
        }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
        try appendEscapedCharacter(openingQuote: openingQuote)
        runStart = offset
      } else if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
        throw error(
          "unterminated string (a line break inside a string must be written as \\n)",
          at: openingQuote)
      } else if byte < 0x20 {
        throw error(
          "control character U+\(hex4(UInt32(byte))) in string; it must be written as an escape "
            + "such as \\t or \\u\(hex4(UInt32(byte)))")
      } else if byte < 0x80 {
        offset += 1
      } else {
        guard let end = utf8SequenceEnd(at: offset) else { throw error("invalid UTF-8") }
        offset = end
      }
    }
    throw error("unterminated string", at: openingQuote)
  }

  /// Decodes the escape sequence at `offset` (a backslash) into `scratch`.
  private mutating func appendEscapedCharacter(openingQuote: Int) throws(JSONSyntaxError) {
    let escapeStart = offset
    offset += 1
    guard let byte = current else { throw error("unterminated string", at: openingQuote) }
    offset += 1
    switch byte {
    case ASCII.quote, ASCII.backslash, ASCII.slash: scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(ASCII.lineFeed)
    case UInt8(ascii: "r"): scratch.append(ASCII.carriageReturn)
    case UInt8(ascii: "t"): scratch.append(ASCII.tab)
    case UInt8(ascii: "u"): appendUTF8(try unicodeEscape(startingAt: escapeStart))
    default:
      offset -= 1
      let shown = byte >= 0x20 && byte < 0x7F ? "'\\\(Character(Unicode.Scalar(byte)))'" : "'\\'"
      throw error(
        "invalid escape \(shown) in string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t "
          + "\\uXXXX",
        at: escapeStart)
    }
  }

  /// Reads the hex digits of `\uXXXX` (and of its low-surrogate partner when it is a high
  /// surrogate). `offset` is just past the `u`.
  private mutating func unicodeEscape(startingAt escapeStart: Int) throws(JSONSyntaxError)
    -> Unicode.Scalar
  {
    let unit = try hexQuad(escapeStart: escapeStart)
    switch unit {
    case 0xD800...0xDBFF:
      let lowStart = offset
      guard hasEscapePrefix(at: lowStart) else {
        throw error(
          "unpaired surrogate \\u\(hex4(unit)) in string; a high surrogate must be followed by "
            + "a low surrogate escape (\\uDC00 to \\uDFFF)",
          at: escapeStart)
      }
      offset += 2
      let low = try hexQuad(escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw error(
          "unpaired surrogate \\u\(hex4(unit)) in string; it is followed by \\u\(hex4(low)), "
            + "not by a low surrogate (\\uDC00 to \\uDFFF)",
          at: escapeStart)
      }
      return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
    case 0xDC00...0xDFFF:
      throw error(
        "unpaired surrogate \\u\(hex4(unit)) in string; a low surrogate must follow a high "
          + "surrogate",
        at: escapeStart)
    default:
      return Unicode.Scalar(unit)!  // Not a surrogate, so always a valid scalar.
    }
  }

  private func hasEscapePrefix(at position: Int) -> Bool {
    position + 1 < bytes.count && bytes[position] == ASCII.backslash
      && bytes[position + 1] == UInt8(ascii: "u")
  }

  private mutating func hexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigitValue(byte) else {
        throw error("invalid escape: \\u must be followed by four hex digits", at: escapeStart)
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  private func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case ASCII.zero...ASCII.nine: UInt32(byte - ASCII.zero)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
    UTF8.encode(scalar) { scratch.append($0) }
  }

  /// The end of the well-formed UTF-8 sequence whose lead byte is at `position`, or `nil` when
  /// it is malformed (overlong forms, encoded surrogates and values above U+10FFFF included),
  /// following table 3-7 of the Unicode standard.
  func utf8SequenceEnd(at position: Int) -> Int? {
    let lead = bytes[position]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return position + 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return nil
    }
    guard position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else {
      return nil
    }
    for index in (position + 2)..<(position + length) where bytes[index] & 0xC0 != 0x80 {
      return nil
    }
    return position + length
  }

  /// A character for "found …" in messages: `'x'`, `U+0007`, or `'é' (U+00E9)`.
  func describeCharacter(at position: Int) -> String {
    let byte = bytes[position]
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return "U+\(hex4(UInt32(byte)))" }
    guard let end = utf8SequenceEnd(at: position) else { return "invalid UTF-8" }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
    return "'\(text)' (U+\(hex4(text.unicodeScalars.first!.value)))"
  }
}
