/// How Markdown text (an AI assistant's answer) is drawn: headings, lists, code blocks, tables,
/// rules and math. Colours come from the side (`code_text`, `code_background`, `secondary`,
/// `link`), so one section serves bubbles of both sides.
public struct MarkdownStyle: Sendable, Equatable, Codable {
  /// The prose's font families (Claude sets its answers in a serif); empty: the theme's.
  public var families: [String]
  /// `#` to `######`, in points.
  public var headingSizes: [Double]
  /// Between blocks (paragraphs, lists, code, tables).
  public var blockSpacing: Double
  /// From a list's edge to its items' text; the marker sits right-aligned before it.
  public var listIndent: Double
  /// Between the items of a tight list (a loose one uses `block_spacing`).
  public var listItemSpacing: Double
  /// Lines of prose this many text sizes apart (CSS's `line-height`); 0: the font's own pitch.
  public var lineHeightRatio: Double
  /// Bullet marks by nesting level, repeated past the last.
  public var bullets: [String]
  /// A code block's language written in a header above its code.
  public var codeLabel: CodeLabel
  /// Written with a copy icon at the right of a code block's header ("Copy"); empty: none.
  public var codeAction: String
  /// What code wider than the room does (the apps scroll it; a picture cannot).
  public var wideCode: WideContentRule
  /// What tables wider than the room do.
  public var wideTables: WideContentRule
  /// The smallest a `shrink` makes their text, as a fraction of its size.
  public var minShrinkFraction: Double
  public var tableCellPadding: EdgeInsets
  public var tableRadius: Double
  public var tableLines: TableLines
  /// Table borders and thematic breaks.
  public var lineWidth: Double
  /// Math's size against the text's.
  public var mathSizeRatio: Double
  /// The buttons under the last of a run of answers (`layout.style: answers`), left to right.
  public var answerActions: [AnswerAction]
}

/// What a code block or table wider than its room does.
public enum WideContentRule: String, Sendable, Equatable, Codable, CaseIterable {
  /// Lines wrap at the room's width (a table's columns share it).
  case wrap
  /// The text shrinks to fit, down to `min_shrink_fraction` of its size, then wraps.
  case shrink
  /// The bubble grows to fit, up to the page's width beside the avatar, then lines wrap.
  case widen
  /// Code only: lines run on under the block's right edge and are cut there, as the apps show
  /// code they scroll sideways. A PDF's text stops at the page's edge too. Tables wrap.
  case clip
}

/// What a code block's header says of its language.
public enum CodeLabel: String, Sendable, Equatable, Codable, CaseIterable {
  /// No label.
  case none
  /// The fence's tag as the answer wrote it ("python", "ts"), as ChatGPT and Claude show it.
  case written
  /// The language's name ("Python", "TypeScript"); an unknown tag as written.
  case name
}

/// A button under an AI assistant's answer, drawn as its icon in the secondary colour.
public enum AnswerAction: String, Sendable, Equatable, Codable, CaseIterable {
  case copy
  case thumbsUp = "thumbs_up"
  case thumbsDown = "thumbs_down"
  case readAloud = "read_aloud"
  case regenerate
}

/// Which lines a table draws.
public enum TableLines: String, Sendable, Equatable, Codable, CaseIterable {
  /// An outline, a filled header and lines between all cells.
  case grid
  /// A line under each row only, the web apps' plain tables.
  case rows
}

extension MarkdownStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "families",
      "Font families of Markdown prose (Claude sets its answers in a serif); empty: the theme's `fonts.families`. "
        + "Code keeps `fonts.monospace_families`."),
    .key("heading_sizes", "Sizes of headings `#` to `######`, in points (six numbers)."),
    .key("block_spacing", "Space between blocks: paragraphs, lists, code blocks, tables, display math."),
    .key("list_indent", "From a list's edge to its items' text; the bullet or number sits right-aligned before it."),
    .key("list_item_spacing", "Between the items of a tight list (a loose list uses `block_spacing`)."),
    .key(
      "line_height_ratio",
      "Lines of prose (paragraphs, list items, quotes) this many text sizes apart, as CSS's `line-height` (ChatGPT 1.75); 0: the font's own ascent plus descent."
    ),
    .key("bullets", "Bullet marks by nesting level, the last repeated deeper.", isNonEmpty: true),
    .key(
      "code_label",
      "A code block's header names its language: `\"written\"` as the fence's tag (`python`, `ts`), `\"name\"` by its name (`Python`, `TypeScript`), or `\"none\"`."
    ),
    .key("code_action", "Written after a copy icon at the right of a code block's header (`\"Copy\"`); empty: none."),
    .key(
      "wide_code",
      "What a code block wider than the bubble does: `\"wrap\"` its lines, `\"shrink\"` its text to fit down to `min_shrink_fraction`, then wrap, `\"widen\"` the bubble up to the page's width beside the avatar, then wrap, or `\"clip\"`: run on and be cut at the block's edge, as the apps show code they scroll sideways (a PDF's text is cut at the page's edge too)."
    ),
    .key(
      "wide_tables",
      "What a table wider than the bubble does, as `wide_code` does (`clip` wraps); its columns share the width and wrap. Never cut."
    ),
    .key("min_shrink_fraction", "The smallest `shrink` makes wide code or tables, as a fraction of their size."),
    .key("table_cell_padding", "Around each table cell's text."),
    .key("table_radius", "Corner radius of a table's outline."),
    .key(
      "table_lines",
      "`\"grid\"`: an outline, a filled header row and lines between all cells; `\"rows\"`: only a line under each row."
    ),
    .key("line_width", "Table borders and thematic breaks (`---`)."),
    .key("math_size_ratio", "Math's size as a fraction of the text size."),
    .key(
      "answer_actions",
      "Buttons drawn as icons under the last of a run of answers (`layout.style: answers`), left to right: `copy`, `thumbs_up`, `thumbs_down`, `read_aloud`, `regenerate`; empty: none."
    ),
  ]
}
