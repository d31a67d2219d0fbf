/// Small text helpers of the WhatsApp importer.
enum WhatsAppText {
  /// Invisible direction marks and embeddings: iOS starts notices and attachments with U+200E,
  /// and phone numbers come wrapped in U+202A … U+202C.
  static func isDirectionMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200E, 0x200F, 0x061C, 0xFEFF, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }

  /// `text` without direction marks anywhere, and without spaces around it: names and markers.
  static func bare(_ text: some StringProtocol) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.filter { !isDirectionMark($0) })
    return trimmed(String(scalars))
  }

  /// Without leading and trailing whitespace and direction marks.
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let isPadding = { (scalar: Unicode.Scalar) in isSpace(scalar) || isDirectionMark(scalar) }
    guard let first = scalars.firstIndex(where: { !isPadding($0) }),
      let last = scalars.lastIndex(where: { !isPadding($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Whether `text` starts with U+200E (after spaces): how iOS marks a notice in a named line.
  static func startsWithMark(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.first { !isSpace($0) }.map(isDirectionMark) ?? false
  }

  /// `text` without `suffix` (compared without case), or `nil` when it does not end so.
  static func removingSuffix(_ suffix: String, from text: String) -> String? {
    guard text.count >= suffix.count, text.suffix(suffix.count).lowercased() == suffix.lowercased() else {
      return nil
    }
    return String(text.dropLast(suffix.count))
  }

  static func removingPrefix(_ prefix: String, from text: String) -> String? {
    guard text.count >= prefix.count, text.prefix(prefix.count).lowercased() == prefix.lowercased() else {
      return nil
    }
    return String(text.dropFirst(prefix.count))
  }
}
