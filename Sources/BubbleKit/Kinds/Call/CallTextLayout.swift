/// A call as WeChat shows it: an ordinary text bubble reading "Duration 03:05" ("Canceled" for
/// the caller of a call not answered, "Missed" for the one called, "Declined"), with a handset (or camera)
/// glyph after the words in outgoing bubbles and before them in incoming ones.
struct CallTextLayout: NodeLayout {
  var size: Size
  var text: CardText
  var textOrigin: Point
  var glyph: Icon
  var glyphFrame: Rect
  var color: RGBColor
  var kind: String { "call" }
  var trailingLineWidth: Double? { size.width }

  static func make(call: CallMedia, maxWidth: Double, style: CallKind.Style, in context: NodeContext)
    -> CallTextLayout
  {
    let outgoing = context.direction == .outgoing
    let glyphRoom = style.textGlyphSize + style.textGlyphGap
    let text = CardText(
      context.text(words(for: call, outgoing: outgoing, style: style, labels: context.theme.cards.labels)),
      maxWidth: max(1, maxWidth - glyphRoom), measurer: context.measurer)
    let height = max(text.height, style.textGlyphSize)
    let textX = outgoing ? 0 : glyphRoom
    let glyphX = outgoing ? text.width + style.textGlyphGap : 0
    return CallTextLayout(
      size: Size(width: text.width + glyphRoom, height: height),
      text: text, textOrigin: Point(x: textX, y: (height - text.height) / 2), glyph: call.video ? .videoCall : .phone,
      glyphFrame: Rect(
        x: glyphX, y: (height - style.textGlyphSize) / 2, width: style.textGlyphSize, height: style.textGlyphSize),
      color: context.side.text)
  }

  static func words(for call: CallMedia, outgoing: Bool, style: CallKind.Style, labels: CardLabels) -> String {
    if call.declined { return style.declinedLabel }
    if call.missed { return outgoing ? style.canceledLabel : style.missedLabel }
    guard let duration = call.duration else { return call.video ? labels.videoCall : labels.voiceCall }
    return style.durationLabel.replacingOccurrences(of: "%@", with: clock(seconds: duration))
  }

  /// WeChat's call clock: minutes and seconds, two digits each ("03:05"), hours first when there are any.
  static func clock(seconds: Double) -> String {
    let whole = seconds.isFinite ? Int.saturating(seconds.rounded(), in: 0...(99 * 3600)) : 0
    let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(two(minutes)):\(two(rest))"
  }

  func draw(in rect: Rect, context: DrawContext) {
    text.draw(at: Point(x: rect.minX + textOrigin.x, y: rect.minY + textOrigin.y), canvas: context.canvas)
    context.canvas.draw(glyph, in: glyphFrame.offsetBy(dx: rect.minX, dy: rect.minY), color: color)
  }
}
