/// HTML character references in text and attribute values: `&amp;`, `&lt;`, `&gt;`, `&quot;`,
/// `&#39;`, `&#NNN;`, `&#xHH;` and a few named ones exporters write. A reference that is not
/// one of these (or lacks its `;`) stays as written: user text is literal.
enum HTMLEntities {
  static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "copy": "©", "reg": "®",
    "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“",
    "rdquo": "”", "laquo": "«", "raquo": "»", "middot": "·", "bull": "•", "times": "×", "euro": "€",
  ]

  /// The longest reference read (`&#x10FFFF;` is 10 scalars).
  private static let maxLength = 12

  static func decode(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "&", let (replacement, length) = reference(in: scalars, at: index) {
        result.append(contentsOf: replacement.unicodeScalars)
        index += length
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// The text the reference at `start` stands for and how many scalars it takes, `&` to `;`.
  private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
    let end = min(scalars.count, start + maxLength)
    guard let semicolon = scalars[start..<end].firstIndex(of: ";"), semicolon > start + 1 else { return nil }
    let body = String(String.UnicodeScalarView(scalars[(start + 1)..<semicolon]))
    let length = semicolon - start + 1
    if let text = named[body] { return (text, length) }
    guard body.hasPrefix("#") else { return nil }
    let digits = body.dropFirst()
    let value: UInt32? =
      digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    guard let value else { return nil }
    // NUL, surrogates and values past Unicode are not characters: the replacement character.
    let scalar = value == 0 ? nil : Unicode.Scalar(value)
    return (String(scalar ?? "\u{FFFD}"), length)
  }
}
