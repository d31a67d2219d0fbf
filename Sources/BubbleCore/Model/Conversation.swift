/// A decoded, validated conversation (format `bubbles/1`). Immutable and cheap to compare.
public struct Conversation: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    case direct, group
  }

  public var title: String?
  public var kind: Kind
  /// Whose messages are outgoing; `nil` makes every message incoming.
  public var me: String?
  public var participants: [Participant]
  /// An "Unread messages" divider goes right before this message.
  public var unreadFrom: String?
  public var messages: [Message]

  public init(
    title: String? = nil, kind: Kind = .direct, me: String? = nil,
    participants: [Participant], unreadFrom: String? = nil, messages: [Message]
  ) {
    self.title = title
    self.kind = kind
    self.me = me
    self.participants = participants
    self.unreadFrom = unreadFrom
    self.messages = messages
  }

  public func participant(_ id: String) -> Participant? {
    participants.first { $0.id == id }
  }

  public func message(_ id: String) -> Message? {
    messages.first { $0.id == id }
  }
}

public struct Participant: Sendable, Equatable {
  public var id: String
  public var name: String
  public var avatar: MediaSource?
  /// Name colour in group chats; `nil` picks one from the theme's palette.
  public var color: RGBColor?
  /// Which colour of the theme's name and avatar palettes is this person's, counted from 0 and
  /// wrapping round: an app's own rule (Telegram's is the user id modulo 7). `nil` picks by a
  /// stable hash of the id.
  public var paletteIndex: Int?

  /// Largest `paletteIndex` an input may give.
  public static let paletteIndexRange = 0...1_000_000

  public init(
    id: String, name: String? = nil, avatar: MediaSource? = nil, color: RGBColor? = nil, paletteIndex: Int? = nil
  ) {
    self.id = id
    self.name = name ?? id
    self.avatar = avatar
    self.color = color
    self.paletteIndex = paletteIndex
  }
}
