import BubbleGraphics

/// Markdown's inline runs as one `StyledText`: the characters literal, each style an attribute
/// run over them (never Pango markup). Inline math is typeset and given room in its line (an
/// inline box); math beyond the supported TeX shows its source in the code style. A picture
/// shows its alt text.
enum MarkdownInlines {
  /// One copy of the math font for every layout (`nil` when it is not installed: math then
  /// shows its source).
  static let typesetter: MathTypesetter? = try? MathTypesetter()

  /// A paragraph's text and the math to draw in its inline boxes, in order.
  struct Paragraph: Sendable {
    var text: StyledText
    var math: [MathLayout]
  }

  static func styled(
    _ runs: [MarkdownRun], context: NodeContext, size: Double? = nil, bold: Bool = false,
    alignment: TextAlignment = .natural, isProse: Bool = false
  ) -> Paragraph {
    var string = ""
    var attributeRuns: [StyledRun] = []
    var math: [MathLayout] = []
    let textSize = size ?? context.theme.fonts.textSize
    for run in runs {
      let start = string.utf8.count
      var attributes = TextAttributes()
      attributes.bold = run.styles.contains(.strong)
      attributes.italic = run.styles.contains(.emphasis)
      attributes.strikethrough = run.styles.contains(.strikethrough)
      switch run.content {
      case .text(let text): string += text
      case .lineBreak: string += "\n"
      case .math(let tex):
        if case .success(let layout) = typesetter?.typeset(
          tex, display: false, fontSize: textSize * context.theme.markdown.mathSizeRatio)
        {
          string += "\u{FFFC}"
          attributes.inlineBox = InlineBox(width: layout.width, ascent: layout.ascent, descent: layout.descent)
          math.append(layout)
        } else {
          string += "$" + tex + "$"
          codeStyle(&attributes, context: context)
        }
      case .code(let code):
        string += code
        codeStyle(&attributes, context: context)
      case .image(_, let alt):
        string += "🖼 " + (alt.isEmpty ? "image" : alt)
        attributes.color = context.side.secondary
      }
      if run.link != nil {
        attributes.color = context.side.link
        attributes.underline = context.theme.links.underline
      }
      let end = string.utf8.count
      if end > start, attributes != TextAttributes() {
        attributeRuns.append(StyledRun(utf8Range: start..<end, attributes: attributes))
      }
    }
    var text = context.text(string, size: size, bold: bold, runs: attributeRuns, alignment: alignment)
    inMarkdownFont(&text, context: context, isProse: isProse)
    return Paragraph(text: text, math: math)
  }

  /// `string` as a line of prose is set (a list's bullet or number), so it shares the prose's
  /// font and baseline.
  static func prose(_ string: String, context: NodeContext, color: RGBColor) -> StyledText {
    var text = context.text(string, color: color)
    inMarkdownFont(&text, context: context, isProse: true)
    return text
  }

  /// The theme's Markdown families before its own; prose on the theme's line height.
  private static func inMarkdownFont(_ text: inout StyledText, context: NodeContext, isProse: Bool) {
    let style = context.theme.markdown
    if !style.families.isEmpty { text.font.families = style.families + context.theme.fonts.families }
    if isProse, style.lineHeightRatio > 0 { text.lineHeight = .multiple(style.lineHeightRatio) }
  }

  private static func codeStyle(_ attributes: inout TextAttributes, context: NodeContext) {
    attributes.monospace = true
    attributes.color = context.side.codeText
    // At the code blocks' size, as the web apps set inline code (0.875 em).
    let ratio = context.theme.blocks.codeSizeRatio
    if ratio != 1 { attributes.scale = ratio }
    if context.side.inlineCodeBackground.alpha > 0 {
      attributes.background = context.side.inlineCodeBackground
      attributes.backgroundRadius = context.theme.blocks.inlineCodeRadius
    }
  }
}

/// A shaped paragraph with its inline math: drawn text first, then each formula on its box.
struct ShapedParagraph: Sendable {
  var text: ShapedText
  var math: [MathLayout]

  func draw(in box: Rect, on canvas: Canvas) {
    canvas.draw(text, in: box)
    guard !math.isEmpty else { return }
    for (formula, placed) in zip(math, text.inlineBoxOrigins(inWidth: box.width)) {
      formula.draw(
        on: canvas, baselineOrigin: Point(x: box.minX + placed.origin.x, y: box.minY + placed.origin.y),
        color: text.text.color)
    }
  }
}
