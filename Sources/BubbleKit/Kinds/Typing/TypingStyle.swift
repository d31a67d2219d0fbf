extension TypingKind {
  /// `kinds.typing`: the dots' size and spacing, or the words shown under the title instead.
  public struct Style: ContentStyle {
    public var dotSize = 8.0
    public var dotSpacing = 4.0
    /// The dots' bubble is at least this tall (iMessage's is a line of text tall).
    public var minHeight = 20.0
    /// The faintest a dot gets as the pulse passes, as a share of full colour.
    public var faintestDot = 0.3
    /// Shown as words in place of the chat's title instead of a bubble in the list (WeChat, NIM).
    public var inTitle = false
    /// Those words.
    public var title = "typing…"
  }

  public static let defaultStyle = Style()
}

extension TypingKind.Style {
  public static let referenceTitle = "Typing indicators (`typing`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key("dot_size", "Each of the three dots' diameter."),
    .key("dot_spacing", "Between the dots."),
    .key("min_height", "The dots' bubble content is at least this tall."),
    .key("faintest_dot", "The faintest a dot gets as the pulse passes (0 to 1 of its colour)."),
    .key("in_title", "Show someone typing as words in place of the chat's title instead of a bubble (WeChat, NIM)."),
    .key("title", "Those words (\"对方正在输入...\")."),
  ]
}
