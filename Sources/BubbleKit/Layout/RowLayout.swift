import BubbleGraphics

/// One laid-out row of the conversation (a bubble, a separator, a notice),
/// positioned at `y` in the conversation's coordinates.
public protocol RowLayout: Sendable {
  var height: Double { get }
  /// Draws with the row's top at `top`.
  func draw(top: Double, context: DrawContext)
  /// Frames of the row's parts relative to its top, for layout dumps.
  var parts: [(kind: String, frame: Rect)] { get }
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

  static func make(
    kind: String, label: String, style: PillStyle, theme: Theme, width: Double, measurer: any TextShaping
  ) -> PillRowLayout {
    let text = StyledText(
      label, font: FontSpec(families: theme.fonts.families, size: style.size, bold: style.bold), color: style.text,
      alignment: .center)
    let maxText = max(1, width * style.maxWidthFraction - style.padding.horizontal)
    let shaped = measurer.shape(text, maxWidth: maxText)
    let metrics = shaped.metrics
    let pillSize = Size(
      width: metrics.size.width + style.padding.horizontal, height: metrics.size.height + style.padding.vertical)
    let pill = Rect(
      x: ((width - pillSize.width) / 2).rounded(), y: style.margin, width: pillSize.width, height: pillSize.height)
    let textFrame = Rect(
      x: pill.minX + style.padding.left, y: pill.minY + style.padding.top, width: metrics.size.width,
      height: metrics.size.height)
    return PillRowLayout(
      kind: kind, text: shaped, pill: pill, textFrame: textFrame, background: style.background,
      radius: min(style.radius, pillSize.height / 2), height: pill.maxY + style.margin)
  }

  func draw(top: Double, context: DrawContext) {
    context.canvas.fill(.roundedRect(pill.offsetBy(dx: 0, dy: top), radius: radius), color: background)
    context.canvas.draw(text, in: textFrame.offsetBy(dx: 0, dy: top))
  }

  var parts: [(kind: String, frame: Rect)] { [(kind, pill)] }
}

/// A full-width band with a centred label ("Unread messages").
struct DividerRowLayout: RowLayout {
  var text: ShapedText
  var band: Rect
  var textFrame: Rect
  var background: RGBColor
  var height: Double

  static func make(label: String, style: DividerStyle, theme: Theme, width: Double, measurer: any TextShaping)
    -> DividerRowLayout
  {
    let text = StyledText(
      label, font: FontSpec(families: theme.fonts.families, size: style.size, bold: true), color: style.text,
      alignment: .center, truncation: .end(maxLines: 1))
    let shaped = measurer.shape(text, maxWidth: width)
    let metrics = shaped.metrics
    let band = Rect(x: 0, y: style.margin, width: width, height: style.height)
    let textFrame = Rect(x: 0, y: band.midY - metrics.size.height / 2, width: width, height: metrics.size.height)
    return DividerRowLayout(
      text: shaped, band: band, textFrame: textFrame, background: style.background, height: band.maxY + style.margin)
  }

  func draw(top: Double, context: DrawContext) {
    context.canvas.fill(band.offsetBy(dx: 0, dy: top), color: background)
    context.canvas.draw(text, in: textFrame.offsetBy(dx: 0, dy: top))
  }

  var parts: [(kind: String, frame: Rect)] { [("unread_divider", band)] }
}
