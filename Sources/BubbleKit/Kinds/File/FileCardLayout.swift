/// A file as WeChat draws it, in both directions: a card of the style's `fill`, the name (up to
/// `name_max_lines`) and the size on the left, the page icon on the right, and under a divider
/// a small label. The card takes the incoming side's colours, since its fill is not the side's.
struct FileCardLayout: NodeLayout {
  var size: Size
  var fill: RGBColor
  var lines: [(text: CardText, y: Double)]
  var icon: CardIcon
  var iconFrame: Rect
  var footer: CardFooter?
  var kind: String { "file" }
  var bubbleFill: RGBColor? { fill }
  var trailingLineWidth: Double? { footer?.label.width }

  static func make(file: FileMedia, maxWidth: Double, style: FileKind.Style, in context: NodeContext)
    -> FileCardLayout
  {
    let cards = context.theme.cards
    let colors = context.theme.incoming
    let width = max(1, min(maxWidth, style.cardWidth - context.theme.bubble.textInsets.horizontal))
    let textMax = max(1, width - style.iconWidth - cards.iconGap)
    var texts = [
      CardText(
        context.text(
          file.name, size: cards.titleSize, color: colors.text, truncation: .end(maxLines: max(1, style.nameMaxLines))),
        maxWidth: textMax, measurer: context.measurer)
    ]
    if let bytes = file.size {
      texts.append(
        CardText(
          context.text(
            ByteCountFormat.string(bytes: bytes), size: cards.captionSize, color: colors.secondary,
            truncation: .end(maxLines: 1)),
          maxWidth: textMax, measurer: context.measurer))
    }
    var lines: [(text: CardText, y: Double)] = []
    var y = 0.0
    for text in texts {
      lines.append((text, y))
      y += text.height + cards.lineSpacing
    }
    let top = max(y - cards.lineSpacing, style.iconHeight)
    let badge = FileNode.extensionLabel(name: file.name, mime: file.mime)
    let label = FileNode.extensionText(badge, style: style, in: context)
    let footer = CardFooter.make(
      label: style.label, size: style.labelSize, below: top, spacing: style.sectionSpacing,
      dividerWidth: style.dividerWidth, dividerOpacity: style.dividerOpacity, maxWidth: width,
      context: context)
    return FileCardLayout(
      size: Size(width: width, height: footer?.bottom ?? top), fill: style.fill, lines: lines,
      icon: .page(
        color: style.iconColor(label: badge, accent: colors.accent), glyph: cards.glyphColor, label: label, style: style
      ),
      iconFrame: Rect(x: width - style.iconWidth, y: 0, width: style.iconWidth, height: style.iconHeight),
      footer: footer)
  }

  func draw(in rect: Rect, context: DrawContext) {
    for line in lines {
      line.text.draw(at: Point(x: rect.minX, y: rect.minY + line.y), canvas: context.canvas)
    }
    // The icon keeps to the card's right edge when the bubble is wider than the card.
    icon.draw(in: iconFrame.offsetBy(dx: rect.minX + rect.width - size.width, dy: rect.minY), context: context)
    footer?.draw(in: rect, canvas: context.canvas)
  }
}
