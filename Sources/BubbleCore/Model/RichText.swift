/// Message text as styled runs (the shape of Telegram Desktop's export), or Markdown source.
public struct RichText: Sendable, Hashable {
  public var segments: [TextSegment]
  /// How `segments` are read: styled runs, or one unstyled segment of Markdown source (an AI
  /// assistant's answer), parsed where it is laid out (the core holds no parser).
  public var markup: TextMarkup

  public init(segments: [TextSegment]) {
    self.segments = segments
    self.markup = .segments
  }

  public init(plain text: String) {
    self.segments = [TextSegment(text: text)]
    self.markup = .segments
  }

  /// Markdown source (CommonMark with GitHub's tables, task lists and strikethrough, and TeX math
  /// between `$`, `$$`, `\(` `\)` and `\[` `\]`), kept literal until it is laid out.
  public init(markdown source: String) {
    self.segments = [TextSegment(text: source)]
    self.markup = .markdown
  }

  /// The Markdown source, when the text is Markdown.
  public var markdownSource: String? { markup == .markdown ? plainText : nil }

  /// The characters as written, without styles.
  public var plainText: String { segments.map(\.text).joined() }

  /// The text as a one-line preview shows it (a reply's quote, an inbox row): a spoiler stays
  /// hidden, as the apps keep it, behind a fixed mark that does not tell its length.
  public var previewText: String {
    segments.map { $0.styles.contains(.spoiler) ? Self.hiddenSpoiler : $0.text }.joined()
  }

  public static let hiddenSpoiler = "•••"

  /// True when every segment is unstyled (no entities).
  public var isPlain: Bool { segments.allSatisfy { $0.styles.isEmpty } }

  /// Styled runs drawn of one text: the rest is cut with an ellipsis (Pango colours a text's runs
  /// in time that grows with the square of their number; docs/performance.md, "Text growth").
  public static let styledRunsDrawn = 1000

  /// Runs of neighbouring segments that differ in style, link, mention or language: what the
  /// text is drawn as, and what `styledRunsDrawn` counts.
  public var styledRunCount: Int {
    zip(segments, segments.dropFirst()).reduce(segments.isEmpty ? 0 : 1) { count, pair in
      count + (pair.0.sameStyle(as: pair.1) ? 0 : 1)
    }
  }
}

/// How a `RichText`'s segments are read.
public enum TextMarkup: String, Sendable, Hashable {
  /// Styled runs: each segment's characters are drawn as written, in its styles.
  case segments
  /// Markdown source in one unstyled segment.
  case markdown
}

extension TextSegment {
  func sameStyle(as other: TextSegment) -> Bool {
    styles == other.styles && href == other.href && userID == other.userID && language == other.language
  }
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
