/// How a participant looks when the conversation has no picture for them:
/// initials and palette colours derived from the id.
public enum ParticipantAppearance {
  /// 64-bit FNV-1a over the UTF-8 bytes. Swift's `hashValue` is seeded per
  /// process, so it would give a participant a different colour on every run.
  public static func stableHash(_ string: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in string.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The palette entry for `id`, the same in every process; `nil` for an empty palette.
  public static func paletteColor(for id: String, in palette: [RGBColor]) -> RGBColor? {
    guard !palette.isEmpty else { return nil }
    return palette[Int(stableHash(id) % UInt64(palette.count))]
  }

  /// First character of the first two words, uppercased: "Alice Chen" -> "AC",
  /// "李雷" -> "李", "Dana" -> "D". Characters are grapheme clusters, so an
  /// emoji or accented letter is never split. Empty for a blank name.
  public static func initials(of name: String) -> String {
    name.split(whereSeparator: \.isWhitespace)
      .prefix(2)
      .compactMap(\.first)
      .map(uppercased)
      .joined()
  }

  /// Keeps one character per word: "ß" would uppercase to "SS".
  private static func uppercased(_ character: Character) -> String {
    let upper = character.uppercased()
    return upper.count == 1 ? upper : String(character)
  }
}
