/// Decides which characters are drawn as emoji, for the big-emoji rule
/// (a text of 1 to 3 emoji and nothing else is drawn large, without a bubble).
public enum EmojiClassifier {
  /// The most emoji a message may have and still be drawn large (Telegram's rule).
  public static let maxBigEmojiCount = 3

  private static let variationSelector16: Unicode.Scalar = "\u{FE0F}"  // emoji style
  private static let variationSelector15: Unicode.Scalar = "\u{FE0E}"  // text style
  private static let combiningKeycap: Unicode.Scalar = "\u{20E3}"
  private static let regionalIndicators: ClosedRange<Unicode.Scalar> = "\u{1F1E6}"..."\u{1F1FF}"

  /// True when the grapheme cluster is drawn as an emoji picture.
  ///
  /// Unicode's `isEmoji` property alone is not enough: it is also true for
  /// "1", "#", "©" and "™", which are text unless followed by U+FE0F or a keycap.
  public static func isEmoji(_ character: Character) -> Bool {
    let scalars = Array(character.unicodeScalars)
    guard let first = scalars.first, first.properties.isEmoji else { return false }
    // An explicit request for text style wins, even on emoji-default characters.
    if scalars.contains(variationSelector15) { return false }
    // A flag is a pair of regional indicators; a lone one is drawn as a letter.
    if scalars.allSatisfy({ regionalIndicators.contains($0) }) { return scalars.count == 2 }
    if scalars.contains(combiningKeycap) { return true }  // 1️⃣ #️⃣
    if first.properties.isEmojiPresentation { return true }  // 👍, 👨‍👩‍👧‍👦, 🏴󠁧󠁢󠁥󠁮󠁧󠁿
    // A text-default base turned into an emoji: ❤️, or ☝🏻 by a skin tone, or a ZWJ part.
    return scalars.dropFirst().contains {
      $0 == variationSelector16 || $0.properties.isEmojiPresentation
    }
  }

  /// The number of emoji when `text` is 1 to `maxBigEmojiCount` emoji and nothing
  /// else (white space ignored); `nil` otherwise.
  public static func bigEmojiCount(_ text: String) -> Int? {
    var count = 0
    for character in text where !character.isWhitespace {
      // Stop early: a long text must not be scanned to the end.
      guard isEmoji(character), count < maxBigEmojiCount else { return nil }
      count += 1
    }
    return count == 0 ? nil : count
  }
}
