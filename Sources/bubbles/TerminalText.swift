/// Text from input (paths, names, JSON excerpts, media sources) made safe for a terminal. Control
/// characters would otherwise act on it: ESC starts colour and cursor sequences and OSC sequences
/// that set the window title or write the clipboard, BEL rings, CR overwrites the line, NUL and
/// DEL confuse logs. Each becomes a visible escape: `\x1b`, `\x07`, `\x0d`, `\x00`, `\x7f`, C1
/// controls `\x9b`; the invisible bidirectional overrides and isolates that can reorder what a
/// line appears to say become `\u{202E}`. Everything printable stays as it is, right-to-left
/// scripts included. Line breaks are kept: a message may span lines, and a line break cannot
/// drive a terminal; so are tabs.
enum TerminalText {
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.append(scalar)
        continue
      }
      result.append(contentsOf: escape(scalar).unicodeScalars)
    }
    return String(result)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16)
    if scalar.value < 0x100 { return "\\x" + (digits.count < 2 ? "0" : "") + digits }
    return "\\u{" + digits.uppercased() + "}"
  }
}
