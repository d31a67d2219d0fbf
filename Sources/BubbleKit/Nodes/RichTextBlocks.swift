/// Rich text split into paragraphs drawn differently: running text, `pre`
/// code blocks and blockquotes. Styles become attribute runs over the literal
/// text; nothing is ever parsed as markup.
struct RichTextBlock: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case paragraph, code, quote }
  var kind: Kind
  var text: StyledText
}

enum RichTextBlocks {
  static func blocks(from rich: RichText, context: NodeContext) -> [RichTextBlock] {
    var blocks: [RichTextBlock] = []
    var pending: [TextSegment] = []

    func flushParagraph() {
      defer { pending = [] }
      var segments = pending
      // A block already breaks the line: drop one newline on each side of it.
      if !blocks.isEmpty, let first = segments.first, first.text.hasPrefix("\n") {
        segments[0].text.removeFirst()
      }
      guard segments.contains(where: { !$0.text.isEmpty }) else { return }
      blocks.append(RichTextBlock(kind: .paragraph, text: spaced(styled(segments, context: context), context)))
    }

    var segments = context.theme.links.autoLink ? autoLinked(rich.segments) : rich.segments
    if !context.theme.blocks.formatting {
      segments = segments.map { segment in
        var plain = segment
        plain.styles = plain.styles.filter(\.isLinkLike)
        return plain
      }
    }
    for segment in segments {
      if segment.styles.contains(.pre) || segment.styles.contains(.blockquote) {
        if let last = pending.indices.last, pending[last].text.hasSuffix("\n") {
          pending[last].text.removeLast()
        }
        flushParagraph()
        let isCode = segment.styles.contains(.pre)
        var inner = segment
        inner.styles.subtract([.pre, .blockquote])
        var text = styled([inner], context: context)
        if isCode {
          text.font = FontSpec(
            families: context.theme.fonts.monospaceFamilies,
            size: context.theme.fonts.textSize * context.theme.blocks.codeSizeRatio)
          text.color = context.side.codeText
        }
        blocks.append(RichTextBlock(kind: isCode ? .code : .quote, text: isCode ? text : spaced(text, context)))
      } else {
        pending.append(segment)
      }
    }
    flushParagraph()
    return blocks
  }

  /// Running text on the theme's line height (`blocks.line_height_ratio`), when it sets one.
  private static func spaced(_ text: StyledText, _ context: NodeContext) -> StyledText {
    let ratio = context.theme.blocks.lineHeightRatio
    guard ratio > 0 else { return text }
    var spaced = text
    spaced.lineHeight = .multiple(ratio)
    return spaced
  }

  /// One paragraph: the segments' texts joined, with a run per styled segment.
  static func styled(_ segments: [TextSegment], context: NodeContext) -> StyledText {
    var string = ""
    var runs: [StyledRun] = []
    for segment in segments {
      let start = string.utf8.count
      string += segment.text
      let end = string.utf8.count
      guard end > start, !segment.styles.isEmpty else { continue }
      runs.append(StyledRun(utf8Range: start..<end, attributes: attributes(for: segment.styles, context: context)))
    }
    return context.text(string, runs: runs)
  }

  /// Plain segments split around the web addresses written in them, each address a `link`
  /// segment; code and existing links are left alone.
  static func autoLinked(_ segments: [TextSegment]) -> [TextSegment] {
    segments.flatMap { segment -> [TextSegment] in
      guard !segment.styles.contains(where: { $0.isLinkLike || $0 == .code || $0 == .pre }) else { return [segment] }
      let links = LinkDetector.links(in: segment.text)
      guard !links.isEmpty else { return [segment] }
      let bytes = Array(segment.text.utf8)
      var pieces: [TextSegment] = []
      var cursor = 0
      func piece(_ range: Range<Int>, link: Bool) {
        guard !range.isEmpty else { return }
        var part = segment
        part.text = String(decoding: bytes[range], as: UTF8.self)
        if link { part.styles.insert(.link) }
        pieces.append(part)
      }
      for link in links {
        piece(cursor..<link.lowerBound, link: false)
        piece(link, link: true)
        cursor = link.upperBound
      }
      piece(cursor..<bytes.count, link: false)
      return pieces
    }
  }

  static func attributes(for styles: Set<TextStyle>, context: NodeContext) -> TextAttributes {
    var attributes = TextAttributes()
    attributes.bold = styles.contains(.bold)
    attributes.italic = styles.contains(.italic)
    attributes.underline =
      styles.contains(.underline)
      || (context.theme.links.underline && (styles.contains(.link) || styles.contains(.textLink)))
    attributes.strikethrough = styles.contains(.strikethrough)
    if styles.contains(where: \.isLinkLike) { attributes.color = context.side.link }
    if styles.contains(.mention), context.side.mentionBackground.alpha > 0 {
      attributes.background = context.side.mentionBackground
    }
    if styles.contains(.code) {
      attributes.monospace = true
      attributes.color = context.side.codeText
      if context.side.inlineCodeBackground.alpha > 0 {
        attributes.background = context.side.inlineCodeBackground
        attributes.backgroundRadius = context.theme.blocks.inlineCodeRadius
      }
    }
    if styles.contains(.spoiler) { attributes.hidden = true }
    return attributes
  }
}
