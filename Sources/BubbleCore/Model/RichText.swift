/// Message text as styled runs (the shape of Telegram Desktop's export).
public struct RichText: Sendable, Hashable {
  public var segments: [TextSegment]

  public init(segments: [TextSegment]) { self.segments = segments }

  public init(plain text: String) { self.segments = [TextSegment(text: text)] }

  /// The characters as written, without styles.
  public var plainText: String { segments.map(\.text).joined() }

  /// True when every segment is unstyled (no entities).
  public var isPlain: Bool { segments.allSatisfy { $0.styles.isEmpty } }
}

public struct TextSegment: Sendable, Hashable {
  public var text: String
  public var styles: Set<TextStyle>
  /// `pre`: the code's language, if given.
  public var language: String?
  /// `text_link`: the target.
  public var href: String?
  /// `mention`: the mentioned participant.
  public var userID: String?

  public init(
    text: String, styles: Set<TextStyle> = [], language: String? = nil, href: String? = nil,
    userID: String? = nil
  ) {
    self.text = text
    self.styles = styles
    self.language = language
    self.href = href
    self.userID = userID
  }
}

/// Segment types of the format. Unknown types decode as plain text with a warning.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  case bold, italic, underline, strikethrough, code, pre, link
  case textLink = "text_link"
  case mention, hashtag, cashtag
  case botCommand = "bot_command"
  case email, phone, spoiler, blockquote

  /// Styles drawn as their own block (paragraph) rather than inline.
  public var isBlock: Bool { self == .pre || self == .blockquote }

  /// Styles drawn in the link colour.
  public var isLinkLike: Bool {
    switch self {
    case .link, .textLink, .mention, .hashtag, .cashtag, .botCommand, .email, .phone: true
    default: false
    }
  }
}
