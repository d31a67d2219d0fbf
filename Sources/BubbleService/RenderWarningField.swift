import Hummingbird

/// `X-Render-Warning`: one field per warning of a render, so a client sees what was drawn around
/// (a picture missing or broken) and not only `X-Render-Warnings`' count. A field value is
/// visible ASCII, so other characters (a file's name in any script) are percent-encoded as
/// UTF-8; the first `maxFields` warnings are sent, each cut to `maxLength` characters.
enum RenderWarningField {
  static let name = HTTPFields.Element.Name("X-Render-Warning")!
  static let maxFields = 20
  static let maxLength = 300

  static func values(_ warnings: [String]) -> [String] {
    warnings.prefix(maxFields).map { warning in
      let cut = warning.count > maxLength ? String(warning.prefix(maxLength)) + "..." : warning
      return encode(cut)
    }
  }

  /// Keeps printable ASCII but `%`; percent-encodes every other byte.
  static func encode(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "%") {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return encoded
  }
}
