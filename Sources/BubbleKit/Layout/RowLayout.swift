import BubbleGraphics

/// One laid-out row of the conversation (a bubble, a separator, a notice),
/// positioned at `y` in the conversation's coordinates.
public protocol RowLayout: Sendable {
  var height: Double { get }
  /// Draws with the row's top at `top`.
  func draw(top: Double, context: DrawContext)
  /// Frames of the row's parts relative to its top, for layout dumps.
  var parts: [(kind: String, frame: Rect)] { get }
  /// Heights within the row where a page may be cut when the row is taller than a page.
  var cuts: [Double] { get }
}

extension RowLayout {
  public var cuts: [Double] { [] }
}

public struct PlacedRow: Sendable {
  public var y: Double
  public var row: any RowLayout
  /// What the row was laid out from: rows of one renderer with equal identities draw the same
  /// pixels (its strip cache relies on it).
  var identity: RowLayoutCache.Key?
  public var maxY: Double { y + row.height }
}

/// A centred capsule: date separators and service notices.
struct PillRowLayout: RowLayout {
  var kind: String
  var text: ShapedText
  var pill: Rect
  var textFrame: Rect
  var background: RGBColor
  var radius: Double
  var height: Double
  /// The rule's two halves, left and right of the pill, and its style.
  var rules: [Rect] = []
  var ruleColor = RGBColor.clear
  var border = RGBColor.clear

  static func make(
    kind: String, label: String, style: PillStyle, theme: Theme, width: Double, measurer: any TextShaping
  ) -> PillRowLayout {
    let text = StyledText(
      label, font: FontSpec(families: theme.fonts.families, size: style.size, bold: style.bold), color: style.text,
      alignment: .center)
    let maxText = max(1, width * style.maxWidthFraction - style.padding.horizontal)
    let shaped = balanced(measurer.shape(text, maxWidth: maxText), measurer: measurer)
    let metrics = shaped.metrics
    let pillSize = Size(
      width: metrics.size.width + style.padding.horizontal, height: metrics.size.height + style.padding.vertical)
    let pill = Rect(
      x: ((width - pillSize.width) / 2).rounded(), y: style.margin, width: pillSize.width, height: pillSize.height)
    let textFrame = Rect(
      x: pill.minX + style.padding.left, y: pill.minY + style.padding.top, width: metrics.size.width,
      height: metrics.size.height)
    let margin = theme.canvas.sideMargin
    let ruleY = pill.midY - style.ruleWidth / 2
    let rules =
      style.rule.alpha > 0 && style.ruleWidth > 0
      ? [
        Rect(x: margin, y: ruleY, width: pill.minX - margin, height: style.ruleWidth),
        Rect(x: pill.maxX, y: ruleY, width: width - margin - pill.maxX, height: style.ruleWidth),
      ].filter { $0.width > 0 } : []
    return PillRowLayout(
      kind: kind, text: shaped, pill: pill, textFrame: textFrame, background: style.background,
      radius: min(style.radius, pillSize.height / 2), height: pill.maxY + style.margin, rules: rules,
      ruleColor: style.rule, border: style.border)
  }

  /// Two lines of which the second is a stub (`🚀"` alone under a long line) are laid out again
  /// at about half their joint width, as the apps balance their notices; kept only if still two.
  static func balanced(_ shaped: ShapedText, measurer: any TextShaping) -> ShapedText {
    let metrics = shaped.metrics
    guard metrics.lineCount == 2, metrics.lastLineWidth < metrics.size.width * 0.4 else { return shaped }
    let even = measurer.shape(shaped.text, maxWidth: ((metrics.size.width + metrics.lastLineWidth) * 0.55).rounded(.up))
    return even.metrics.lineCount == 2 ? even : shaped
  }

  func draw(top: Double, context: DrawContext) {
    for rule in rules { context.canvas.fill(rule.offsetBy(dx: 0, dy: top), color: ruleColor) }
    let shape = pill.offsetBy(dx: 0, dy: top)
    context.canvas.fill(.roundedRect(shape, radius: radius), color: background)
    if border.alpha > 0 {
      context.canvas.stroke(
        .roundedRect(
          shape.insetBy(EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)), radius: max(0, radius - 0.5)),
        color: border, lineWidth: 1)
    }
    context.canvas.draw(text, in: textFrame.offsetBy(dx: 0, dy: top))
  }

  var parts: [(kind: String, frame: Rect)] { [(kind, pill)] }
}

/// The unread divider: a full-width band with a centred label ("Unread messages"), or a thin
/// line with the label in a tag at its trailing end (Discord's "NEW").
struct DividerRowLayout: RowLayout {
  var text: ShapedText
  /// The band, or the line.
  var band: Rect
  var textFrame: Rect
  var background: RGBColor
  var height: Double
  /// `line`: the tag behind the label.
  var tag: Rect?
  var tagBackground = RGBColor.clear

  static func make(label: String, style: DividerStyle, theme: Theme, width: Double, measurer: any TextShaping)
    -> DividerRowLayout
  {
    let text = StyledText(
      label, font: FontSpec(families: theme.fonts.families, size: style.size, bold: true), color: style.text,
      alignment: .center, truncation: .end(maxLines: 1))
    let margin = theme.canvas.sideMargin
    // A line's tag stays within the side margins, so the label fits between them.
    let shaped = measurer.shape(text, maxWidth: style.style == .line ? max(1, width - 2 * margin - 8) : width)
    let metrics = shaped.metrics
    guard style.style == .line else {
      let band = Rect(x: 0, y: style.margin, width: width, height: style.height)
      let textFrame = Rect(x: 0, y: band.midY - metrics.size.height / 2, width: width, height: metrics.size.height)
      return DividerRowLayout(
        text: shaped, band: band, textFrame: textFrame, background: style.background,
        height: band.maxY + style.margin)
    }
    let tagHeight = max(style.height, metrics.size.height)
    let inset = (tagHeight - metrics.size.height) / 2 + 2
    let tag = Rect(
      x: width - margin - metrics.size.width - 2 * inset, y: style.margin, width: metrics.size.width + 2 * inset,
      height: tagHeight)
    let line = Rect(
      x: margin, y: tag.midY - style.lineWidth / 2, width: max(0, tag.minX - margin), height: style.lineWidth)
    let textFrame = Rect(
      x: tag.minX + inset, y: tag.midY - metrics.size.height / 2, width: metrics.size.width,
      height: metrics.size.height)
    return DividerRowLayout(
      text: shaped, band: line, textFrame: textFrame, background: style.lineColor, height: tag.maxY + style.margin,
      tag: tag, tagBackground: style.tagBackground)
  }

  func draw(top: Double, context: DrawContext) {
    context.canvas.fill(band.offsetBy(dx: 0, dy: top), color: background)
    if let tag {
      let shape = tag.offsetBy(dx: 0, dy: top)
      context.canvas.fill(.roundedRect(shape, radius: min(4, shape.height / 2)), color: tagBackground)
    }
    context.canvas.draw(text, in: textFrame.offsetBy(dx: 0, dy: top))
  }

  var parts: [(kind: String, frame: Rect)] {
    [("unread_divider", band)] + (tag.map { [("unread_tag", $0)] } ?? [])
  }
}
