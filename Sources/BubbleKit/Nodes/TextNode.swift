/// The message text (or caption): paragraphs, code blocks and quotes stacked.
public struct TextNode: ContentNode {
  public let text: RichText
  public var placement: NodePlacement { .inset }

  public init(text: RichText) { self.text = text }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    // Markdown draws as Markdown where the app draws formatting; elsewhere as the characters typed.
    if let source = text.markdownSource, context.theme.blocks.formatting {
      return MarkdownLayoutBuilder.layout(source: source, maxWidth: maxWidth, context: context)
    }
    let style = context.theme.blocks
    var pieces: [TextNodeLayout.Piece] = []
    var y = 0.0
    var width = 0.0
    for block in RichTextBlocks.blocks(from: text, context: context) {
      let padding = Self.padding(for: block.kind, style: style)
      let shaped = context.measurer.shape(block.text, maxWidth: max(1, maxWidth - padding.horizontal))
      let metrics = shaped.metrics
      if !pieces.isEmpty { y += style.spacing }
      let blockWidth = metrics.size.width + padding.horizontal
      let height = metrics.size.height + padding.vertical
      pieces.append(
        TextNodeLayout.Piece(
          kind: block.kind, text: shaped, frame: Rect(x: 0, y: y, width: blockWidth, height: height),
          padding: padding, metrics: metrics))
      y += height
      width = max(width, blockWidth)
    }
    let isCodeOrQuote = pieces.last.map { $0.kind != .paragraph } ?? true
    let trailing: Double? =
      if let last = pieces.last, !isCodeOrQuote, !last.metrics.lastLineIsRightToLeft {
        last.metrics.lastLineWidth
      } else { nil }
    return TextNodeLayout(
      pieces: pieces, size: Size(width: width, height: y), trailingLineWidth: trailing,
      codeBackground: context.side.codeBackground, quoteBackground: context.side.quoteBackground,
      accent: context.side.accent, codeRadius: style.codeRadius, quoteRadius: style.quoteRadius,
      quoteBarWidth: style.quoteBarWidth)
  }

  private static func padding(for kind: RichTextBlock.Kind, style: BlockStyle) -> EdgeInsets {
    switch kind {
    case .paragraph: .zero
    case .code: style.codePadding
    case .quote: style.quotePadding
    }
  }
}

struct TextNodeLayout: NodeLayout {
  struct Piece: Sendable {
    var kind: RichTextBlock.Kind
    var text: ShapedText
    var frame: Rect
    var padding: EdgeInsets
    var metrics: TextMetrics

    /// What drawing the piece in `box` may touch: the box, and its text's ink beyond it.
    func reach(in box: Rect) -> Rect {
      let ink = text.drawnBounds.offsetBy(dx: box.minX + padding.left, dy: box.minY + padding.top)
      let minX = min(box.minX, ink.minX)
      let minY = min(box.minY, ink.minY)
      return Rect(x: minX, y: minY, width: max(box.maxX, ink.maxX) - minX, height: max(box.maxY, ink.maxY) - minY)
    }
  }

  var pieces: [Piece]
  var size: Size
  var trailingLineWidth: Double?
  var codeBackground: RGBColor
  var quoteBackground: RGBColor
  var accent: RGBColor
  var codeRadius: Double
  var quoteRadius: Double
  var quoteBarWidth: Double
  var kind: String { "text" }

  func draw(in rect: Rect, context: DrawContext) {
    let canvas = context.canvas
    // Only the blocks that reach into the clip: a message of many blocks spans many pages.
    let visible = canvas.visibleBounds
    for piece in pieces {
      // Blocks stretch to the bubble's content width; text wraps at its own width.
      let box = Rect(x: rect.minX, y: rect.minY + piece.frame.minY, width: rect.width, height: piece.frame.height)
      guard piece.reach(in: box).intersects(visible) else { continue }
      switch piece.kind {
      case .paragraph:
        break
      case .code:
        canvas.fill(.roundedRect(box, radius: codeRadius), color: codeBackground)
      case .quote:
        canvas.fill(.roundedRect(box, radius: quoteRadius), color: quoteBackground)
        canvas.fill(
          .roundedRect(
            Rect(x: box.minX, y: box.minY, width: quoteBarWidth, height: box.height), radius: quoteBarWidth / 2),
          color: accent)
      }
      canvas.draw(piece.text, in: box.insetBy(piece.padding))
    }
  }
}
