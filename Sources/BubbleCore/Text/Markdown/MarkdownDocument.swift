/// Markdown read into blocks: what an AI assistant's answer is drawn from. The reader is
/// BubbleMarkdown's (cmark-gfm, C); the values live here so that everything C-free can build and
/// compare them. Inline text is flat runs, never a tree: hostile nesting (`*****…`) costs no depth.
public struct MarkdownDocument: Sendable, Hashable {
  public var blocks: [MarkdownBlock]

  public init(blocks: [MarkdownBlock]) { self.blocks = blocks }

  /// Blocks nest (lists in quotes in lists) at most this deep; deeper ones join their parent's
  /// level, so layout recursion stays bounded whatever the input.
  public static let maxDepth = 8
}

/// One block of a Markdown document.
public indirect enum MarkdownBlock: Sendable, Hashable {
  case paragraph([MarkdownRun])
  /// `#` to `######`: level 1 to 6.
  case heading(level: Int, [MarkdownRun])
  case list(MarkdownList)
  case quote([MarkdownBlock])
  /// A fenced or indented code block: its info string's first word, and its lines as written.
  case code(language: String?, text: String)
  /// Display math (`$$…$$`, `\[…\]`): its TeX source.
  case math(String)
  case table(MarkdownTable)
  /// `---`
  case rule
}

/// A bulleted, numbered or task list.
public struct MarkdownList: Sendable, Hashable {
  /// Numbered from `start` (`nil`: bullets).
  public var start: Int?
  /// Tight lists put no gap between items.
  public var tight: Bool
  public var items: [MarkdownListItem]

  public init(start: Int?, tight: Bool, items: [MarkdownListItem]) {
    self.start = start
    self.tight = tight
    self.items = items
  }
}

public struct MarkdownListItem: Sendable, Hashable {
  /// A task list item's box: checked or not; `nil` for an ordinary item.
  public var task: Bool?
  public var blocks: [MarkdownBlock]

  public init(task: Bool? = nil, blocks: [MarkdownBlock]) {
    self.task = task
    self.blocks = blocks
  }
}

/// A GitHub table: a header row and body rows of cells, each cell inline runs.
public struct MarkdownTable: Sendable, Hashable {
  public enum Alignment: Sendable, Hashable { case none, left, center, right }
  public var alignments: [Alignment]
  public var header: [[MarkdownRun]]
  public var rows: [[[MarkdownRun]]]

  public init(alignments: [Alignment], header: [[MarkdownRun]], rows: [[[MarkdownRun]]]) {
    self.alignments = alignments
    self.header = header
    self.rows = rows
  }
}

/// A run of inline content with the styles around it.
public struct MarkdownRun: Sendable, Hashable {
  public enum Content: Sendable, Hashable {
    case text(String)
    /// Inline code (between backticks).
    case code(String)
    /// Inline math (`$…$`, `\(…\)`): its TeX source.
    case math(String)
    /// `![alt](source)`: drawn as its alt text in a picture's frame.
    case image(source: String, alt: String)
    /// A hard line break (two spaces or a backslash at a line's end).
    case lineBreak
  }

  public var content: Content
  public var styles: MarkdownStyles
  /// The link this run is part of, if any.
  public var link: String?

  public init(_ content: Content, styles: MarkdownStyles = [], link: String? = nil) {
    self.content = content
    self.styles = styles
    self.link = link
  }
}

public struct MarkdownStyles: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let emphasis = MarkdownStyles(rawValue: 1 << 0)
  public static let strong = MarkdownStyles(rawValue: 1 << 1)
  public static let strikethrough = MarkdownStyles(rawValue: 1 << 2)
}
