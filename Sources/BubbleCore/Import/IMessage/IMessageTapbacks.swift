import Foundation

/// Tapbacks, as the exporter names them, as the emoji iMessage draws: `Loved` ❤️, `Liked` 👍,
/// `Disliked` 👎, `Laughed` 😂, `Emphasized` ‼️, `Questioned` ❓, a custom emoji as itself, a
/// sticker as 🖼️ (a badge has no room for the picture).
enum IMessageTapbacks {
  static let emoji: [String: String] = [
    "Loved": "❤️", "Liked": "👍", "Disliked": "👎", "Laughed": "😂", "Emphasized": "‼️", "Questioned": "❓",
  ]
  static let sticker = "🖼️"

  /// The emoji a tapback's word stands for; `nil` for a word that is not a tapback.
  static func emoji(for word: String) -> String? {
    if let known = emoji[word] { return known }
    // A custom emoji tapback (iOS 18) is written as the emoji itself.
    let isEmoji =
      !word.isEmpty && word.count <= 2
      && word.unicodeScalars.allSatisfy { $0.properties.isEmoji || $0.properties.isJoinControl || $0.value == 0xFE0F }
      && word.unicodeScalars.contains { $0.value > 0xFF }
    return isEmoji ? word : nil
  }

  /// A TXT line under `Tapbacks:` (`Reactions:` before 2.0): `Loved by Ana`, `☕️ by Ana`,
  /// `Sticker from Ana: PATH …`, `Sticker from Ana not found!`; `nil` for any other line.
  static func tapback(inLine line: String) -> IMessageTapback? {
    let stickerPrefix = "Sticker from "
    if line.hasPrefix(stickerPrefix) {
      let rest = line.dropFirst(stickerPrefix.count)
      let end = rest.range(of: ": ")?.lowerBound ?? rest.range(of: " not found!")?.lowerBound
      guard let end, rest.startIndex < end else { return nil }
      return IMessageTapback(emoji: sticker, reactor: String(rest[..<end]))
    }
    guard let by = line.range(of: " by ") else { return nil }
    let word = String(line[..<by.lowerBound])
    let reactor = String(line[by.upperBound...]).trimmingCharacters(in: .whitespaces)
    guard let emoji = emoji(for: word), !reactor.isEmpty else { return nil }
    return IMessageTapback(emoji: emoji, reactor: reactor)
  }

  /// The tapbacks as reactions, one per emoji in the order first given, counted; `mine` when
  /// the owner gave one.
  static func reactions(_ tapbacks: [IMessageTapback], owner: String?) -> [Message.Reaction] {
    var reactions: [Message.Reaction] = []
    for tapback in tapbacks {
      let mine = tapback.reactor == owner
      if let index = reactions.firstIndex(where: { $0.emoji == tapback.emoji }) {
        reactions[index].count += 1
        reactions[index].mine = reactions[index].mine || mine
      } else {
        reactions.append(Message.Reaction(emoji: tapback.emoji, count: 1, mine: mine))
      }
    }
    return reactions
  }
}
