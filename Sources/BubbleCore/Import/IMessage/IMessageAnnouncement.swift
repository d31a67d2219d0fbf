import Foundation

/// The words of the exporter's announcements that say more than a notice: a rename (the chat's
/// name) and an unsent message (a message of its own, unsent).
enum IMessageAnnouncement {
  /// `You renamed the conversation to NAME` (TXT, and HTML before 2.0), `Ana named the
  /// conversation NAME` (HTML).
  static func newName(_ words: String) -> String? {
    for marker in [" renamed the conversation to ", " named the conversation "] {
      if let range = words.range(of: marker) {
        let name = words[range.upperBound...].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
      }
    }
    return nil
  }

  /// Words the exporter's announcements end in: a first line of a TXT file that is one.
  static func isAnnouncement(_ words: String) -> Bool {
    [
      " the conversation", " the conversation.", " group photo.", " unsent a message", " an audio message.",
      " performed unknown action",
    ].contains { words.contains($0) }
  }

  /// Who `You unsent a message.` (HTML) or `Ana unsent a message!` (TXT) names.
  static func unsender(_ words: String) -> String? {
    for suffix in [" unsent a message.", " unsent a message!"] where words.hasSuffix(suffix) {
      let who = String(words.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
      return who.isEmpty ? nil : who
    }
    return nil
  }
}
