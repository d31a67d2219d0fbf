/// Meta's exports write text as its UTF-8 bytes, each escaped as a character (`"caf\u00c3\u00a9"`
/// for "café"): a string whose characters are all below U+0100 and whose bytes are valid UTF-8
/// with some above 0x7F is read back as that UTF-8. Any other string is kept as written.
enum MetaText {
  static func repaired(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.unicodeScalars.count)
    var high = false
    for scalar in text.unicodeScalars {
      guard scalar.value < 0x100 else { return text }
      if scalar.value >= 0x80 { high = true }
      bytes.append(UInt8(scalar.value))
    }
    guard high, let decoded = String(validating: bytes, as: UTF8.self) else { return text }
    return decoded
  }
}
