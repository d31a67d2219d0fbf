import BubbleKit
import Foundation

/// Conversations built in code for the presenter tests.
enum PresentationFixture {
  /// Telegram's seven name colours (layout-facts.md).
  static let namePalette = [
    "#fc5c51", "#fa790f", "#895dd5", "#0fb297", "#00c0c2", "#3ca5ec",
    "#3d72ed",
  ].map { RGBColor(hex: $0)! }
  static let avatarPalette = ["#e17076", "#7bc862", "#65aadd"].map { RGBColor(hex: $0)! }
  static let utc = TimeZone(secondsFromGMT: 0)!

  static let alice = Participant(id: "alice", name: "Alice Chen")
  static let bob = Participant(id: "bob", name: "Bob")
  static let me = Participant(id: "me", name: "Maya Lin")
  static let people = [alice, bob, me]

  static func settings(
    window: TimeInterval = 300, avatars: AvatarVisibility = .group, timeZone: TimeZone? = nil,
    hourCycle: HourCycle = .h24
  ) -> PresentationSettings {
    PresentationSettings(
      groupingWindow: window, avatarVisibility: avatars, namePalette: namePalette,
      avatarPalette: avatarPalette, timeZone: timeZone, hourCycle: hourCycle)
  }

  static func conversation(
    _ kind: Conversation.Kind, me: String? = "me",
    participants: [Participant] = people, unreadFrom: String? = nil, _ messages: [Message]
  ) -> Conversation {
    Conversation(
      kind: kind, me: me, participants: participants, unreadFrom: unreadFrom, messages: messages)
  }

  /// A direct chat.
  static func conversation(
    me: String? = "me", participants: [Participant] = people, unreadFrom: String? = nil,
    _ messages: [Message]
  ) -> Conversation {
    conversation(.direct, me: me, participants: participants, unreadFrom: unreadFrom, messages)
  }

  /// "2026-11-20T23:30:00+08:00" keeping its offset, as the decoder would.
  static func time(_ iso: String) -> Timestamp {
    let formatter = ISO8601DateFormatter()
    guard let date = formatter.date(from: iso) else { fatalError("bad ISO date \(iso)") }
    var offset = 0
    if !iso.hasSuffix("Z") {
      let suffix = iso.suffix(6)  // "+08:00"
      let sign = suffix.first == "-" ? -1 : 1
      let hours = Int(suffix.dropFirst().prefix(2))!
      let minutes = Int(suffix.suffix(2))!
      offset = sign * (hours * 3600 + minutes * 60)
    }
    return Timestamp(secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: offset)
  }

  /// A text message; `at` is an ISO time or nil.
  static func text(
    _ id: String, from: String?, at iso: String? = nil, _ text: String = "hello"
  ) -> Message {
    Message(id: id, from: from, time: iso.map(time), text: RichText(plain: text))
  }

  /// `seconds` after 2026-11-18 11:06:40 UTC, far from midnight (for window arithmetic).
  static func instant(after seconds: Double) -> Timestamp {
    Timestamp(secondsSince1970: 1_795_000_000 + seconds)
  }

  /// A text message at `instant(after:)`.
  static func text(_ id: String, from: String, after seconds: Double, _ text: String = "hi")
    -> Message
  {
    Message(id: id, from: from, time: instant(after: seconds), text: RichText(plain: text))
  }

  static func present(
    _ conversation: Conversation, _ settings: PresentationSettings = settings()
  ) -> [PresentationItem] {
    Presenter.present(conversation, settings: settings)
  }

  /// A compact, exact transcript of the rows: "date November 20, 2026",
  /// "unread", "notice m3: text", "m1 in first".
  static func transcript(_ items: [PresentationItem]) -> [String] {
    items.map { item in
      switch item {
      case .dateSeparator(let label): "date \(label)"
      case .unreadDivider(let label): "unread \(label)"
      case .notice(let id, let text): "notice \(id): \(text)"
      case .message(let presented):
        "\(presented.message.id) \(presented.direction == .incoming ? "in" : "out") "
          + presented.position.rawValue
      }
    }
  }

  static func messages(_ items: [PresentationItem]) -> [PresentedMessage] {
    items.compactMap {
      if case .message(let presented) = $0 { return presented }
      return nil
    }
  }

  /// The presented message with this id.
  static func presented(_ id: String, in items: [PresentationItem]) -> PresentedMessage? {
    messages(items).first { $0.message.id == id }
  }
}
