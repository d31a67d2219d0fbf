/// The bottom of WeChat's white cards (files, contact cards): a divider across the card, then a
/// small grey label ("WeChat", "Contact Card"). Offsets are from the card's top.
struct CardFooter: Sendable {
  var dividerY: Double
  var dividerWidth: Double
  var dividerColor: RGBColor
  var label: CardText
  var labelY: Double

  /// Under content `contentHeight` tall; `nil` for an empty label (no divider either).
  static func make(
    label: String, size: Double, below contentHeight: Double, spacing: Double, dividerWidth: Double,
    dividerOpacity: Double, maxWidth: Double, context: NodeContext
  ) -> CardFooter? {
    guard !label.allSatisfy(\.isWhitespace) else { return nil }
    let colors = context.theme.incoming
    let text = CardText(
      context.text(label, size: size, color: colors.secondary, truncation: .end(maxLines: 1)),
      maxWidth: maxWidth, measurer: context.measurer)
    let dividerY = contentHeight + spacing
    return CardFooter(
      dividerY: dividerY, dividerWidth: dividerWidth,
      dividerColor: colors.secondary.withAlpha(colors.secondary.alpha * dividerOpacity), label: text,
      labelY: dividerY + dividerWidth + spacing)
  }

  var bottom: Double { labelY + label.height }

  /// The divider spans `rect`, the bubble's content width.
  func draw(in rect: Rect, canvas: Canvas) {
    canvas.fill(
      Rect(x: rect.minX, y: rect.minY + dividerY, width: rect.width, height: dividerWidth), color: dividerColor)
    label.draw(at: Point(x: rect.minX, y: rect.minY + labelY), canvas: canvas)
  }
}
