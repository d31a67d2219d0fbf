/// A font request: a family fallback list, size in points and face.
public struct FontSpec: Sendable, Hashable {
  public var families: [String]
  public var size: Double
  public var bold: Bool
  public var italic: Bool

  public init(families: [String], size: Double, bold: Bool = false, italic: Bool = false) {
    self.families = families
    self.size = size
    self.bold = bold
    self.italic = italic
  }

  public func sized(_ size: Double) -> FontSpec {
    FontSpec(families: families, size: size, bold: bold, italic: italic)
  }

  public func bolded(_ bold: Bool = true) -> FontSpec {
    FontSpec(families: families, size: size, bold: bold, italic: italic)
  }
}

/// Styling of a run of characters inside a `StyledText`.
public struct TextAttributes: Sendable, Hashable {
  public var bold = false
  public var italic = false
  public var underline = false
  public var strikethrough = false
  /// Uses the text's monospace families.
  public var monospace = false
  public var color: RGBColor?
  public var background: RGBColor?
  /// Rounds `background` into a box this radius round, reaching two thirds of it past the run
  /// on each side (the apps' inline code chips); 0 leaves the background square, as Pango does.
  public var backgroundRadius: Double = 0
  /// Spoilers: laid out like text but drawn as speckles.
  public var hidden = false
  /// The run's size as a multiple of the text's (a list header's smaller time); `nil` keeps it.
  public var scale: Double?
  /// The run (one U+FFFC) is room for something drawn over the text, sitting on its line's
  /// baseline: inline math. `ShapedText.inlineBoxOrigins` says where each landed.
  public var inlineBox: InlineBox?

  public init(
    bold: Bool = false, italic: Bool = false, underline: Bool = false,
    strikethrough: Bool = false, monospace: Bool = false, color: RGBColor? = nil,
    background: RGBColor? = nil, hidden: Bool = false, scale: Double? = nil
  ) {
    self.scale = scale
    self.bold = bold
    self.italic = italic
    self.underline = underline
    self.strikethrough = strikethrough
    self.monospace = monospace
    self.color = color
    self.background = background
    self.hidden = hidden
  }
}

/// Room in a line of text: `width` wide, `ascent` above the baseline and `descent` below it.
public struct InlineBox: Sendable, Hashable {
  public var width: Double
  public var ascent: Double
  public var descent: Double

  public init(width: Double, ascent: Double, descent: Double) {
    self.width = width
    self.ascent = ascent
    self.descent = descent
  }
}

/// A run of attributes over UTF-8 byte offsets of the text (Pango's indices).
public struct StyledRun: Sendable, Hashable {
  public var utf8Range: Range<Int>
  public var attributes: TextAttributes

  public init(utf8Range: Range<Int>, attributes: TextAttributes) {
    self.utf8Range = utf8Range
    self.attributes = attributes
  }
}

public enum TextAlignment: Sendable, Hashable {
  /// Left for left-to-right paragraphs, right for right-to-left ones.
  case natural
  case center
  /// Left whatever the text's direction: a sender's name beside an incoming bubble, whose side
  /// it follows rather than its script.
  case left
  /// Right whatever the text's direction.
  case right
}

/// How far apart a text's lines are.
public enum TextLineHeight: Sendable, Hashable {
  /// A fixed pitch from the text's font (the first of its families): its ascent plus descent,
  /// whatever fallback fonts draw on a line, as the apps space running text.
  case font
  /// Each line as tall as the fonts on it (Pango's own): emoji drawn as pictures (big emoji, a
  /// sticker's fallback), whose box is the emoji's.
  case glyphs
  /// Lines this many text sizes apart (CSS's `line-height`), each on the font's grid with the
  /// extra split above and below it: the airy running text of the AI assistants.
  case multiple(Double)
}

public enum TextTruncation: Sendable, Hashable {
  case none
  /// At most this many lines, the last ending with an ellipsis.
  case end(maxLines: Int)
  /// One line with the middle elided ("hiking-ro…final.gpx").
  case middle
}

/// Literal text with attribute runs. User text is never parsed as markup:
/// attributes are applied by index through a Pango attribute list.
public struct StyledText: Sendable, Hashable {
  public var string: String
  public var font: FontSpec
  public var monospaceFamilies: [String]
  public var color: RGBColor
  public var runs: [StyledRun]
  public var alignment: TextAlignment
  public var truncation: TextTruncation
  public var lineHeight: TextLineHeight

  public init(
    _ string: String, font: FontSpec, color: RGBColor, monospaceFamilies: [String] = [],
    runs: [StyledRun] = [], alignment: TextAlignment = .natural, truncation: TextTruncation = .none,
    lineHeight: TextLineHeight = .font
  ) {
    self.string = string
    self.font = font
    self.monospaceFamilies = monospaceFamilies
    self.color = color
    self.runs = runs
    self.alignment = alignment
    self.truncation = truncation
    self.lineHeight = lineHeight
  }

  public var isEmpty: Bool { string.isEmpty }
}

/// What measuring a text for a width tells the layout.
public struct TextMetrics: Sendable, Hashable {
  /// Logical size of the laid-out text (widest line by total height).
  public var size: Size
  public var lineCount: Int
  /// Width of the last line, for placing the footer beside it.
  public var lastLineWidth: Double
  /// The last line runs right to left (its free space is on the left).
  public var lastLineIsRightToLeft: Bool
  /// Distance from the top to the first line's baseline.
  public var firstBaseline: Double

  public init(
    size: Size, lineCount: Int, lastLineWidth: Double, lastLineIsRightToLeft: Bool,
    firstBaseline: Double
  ) {
    self.size = size
    self.lineCount = lineCount
    self.lastLineWidth = lastLineWidth
    self.lastLineIsRightToLeft = lastLineIsRightToLeft
    self.firstBaseline = firstBaseline
  }
}

/// Something that measures text; the layout stage sees only this.
public protocol TextMeasuring {
  /// Measures `text` wrapped to `maxWidth` points (`nil`: no wrapping).
  func measure(_ text: StyledText, maxWidth: Double?) -> TextMetrics
}
