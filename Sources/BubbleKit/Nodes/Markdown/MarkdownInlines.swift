/// Markdown's inline runs as one `StyledText`: the characters literal, each style an attribute
/// run over them (never Pango markup). Inline math shows its TeX in the code style until it is
/// typeset; a picture shows its alt text.
enum MarkdownInlines {
  static func styled(
    _ runs: [MarkdownRun], context: NodeContext, size: Double? = nil, bold: Bool = false,
    alignment: TextAlignment = .natural
  ) -> StyledText {
    var string = ""
    var attributeRuns: [StyledRun] = []
    for run in runs {
      let start = string.utf8.count
      var attributes = TextAttributes()
      attributes.bold = run.styles.contains(.strong)
      attributes.italic = run.styles.contains(.emphasis)
      attributes.strikethrough = run.styles.contains(.strikethrough)
      switch run.content {
      case .text(let text): string += text
      case .lineBreak: string += "\n"
      case .code(let code), .math(let code):
        string += code
        attributes.monospace = true
        attributes.color = context.side.codeText
        if context.side.inlineCodeBackground.alpha > 0 { attributes.background = context.side.inlineCodeBackground }
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
    let families = context.theme.markdown.families
    if !families.isEmpty { text.font.families = families + context.theme.fonts.families }
    return text
  }
}
