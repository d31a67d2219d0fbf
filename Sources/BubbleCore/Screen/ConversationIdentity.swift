import Foundation

/// How a conversation is named and pictured in a navigation bar or a conversation-list row:
/// a group by its title, a direct chat by the other person.
public struct ConversationIdentity: Sendable, Equatable {
  public var title: String
  public var avatar: AvatarPresentation

  public init(_ conversation: Conversation, palette: [RGBColor]) {
    let other = Self.otherParticipant(conversation)
    let title = nonBlank(conversation.title) ?? Self.untitledName(conversation) ?? other.map(\.name) ?? "Chat"
    // A group is pictured by its title; a direct chat by the other person (their picture or initials).
    let id = conversation.kind == .group ? "group:" + title : other?.id ?? title
    self.title = title
    avatar = AvatarPresentation(
      participantID: id,
      initials: Self.initials(of: conversation.kind == .group ? title : other?.name ?? title),
      source: conversation.kind == .group ? nil : other?.avatar,
      color: ParticipantAppearance.paletteColor(for: id, in: palette) ?? PresentationBuilder.neutralColor)
  }

  /// Initials from the words that start with a letter: "Family 👨‍👩‍👧" is "F", not "F👨‍👩‍👧".
  static func initials(of name: String) -> String {
    let words = name.split(whereSeparator: \.isWhitespace).filter { $0.first?.isLetter == true }
    return ParticipantAppearance.initials(of: words.isEmpty ? name : words.joined(separator: " "))
  }

  /// An untitled group is named after its first members: "Ana, Kai, Li".
  static func untitledName(_ conversation: Conversation) -> String? {
    guard conversation.kind == .group else { return nil }
    let names = conversation.participants.filter { $0.id != conversation.me }.prefix(3)
      .compactMap { $0.name.split(whereSeparator: \.isWhitespace).first.map(String.init) }
    return names.isEmpty ? nil : names.joined(separator: ", ")
  }

  /// The first participant who is not me (in a direct chat: the person I talk to).
  static func otherParticipant(_ conversation: Conversation) -> Participant? {
    conversation.participants.first { $0.id != conversation.me } ?? conversation.participants.first
  }
}

private func nonBlank(_ text: String?) -> String? {
  guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
  return text
}
