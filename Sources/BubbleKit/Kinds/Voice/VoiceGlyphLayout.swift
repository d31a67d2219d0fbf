import BubbleGraphics
import Foundation

/// A voice note as WeChat and NIMKit draw it: a ")))" sound-wave glyph in a bubble whose length
/// follows the duration, the glyph on the sender's side pointing away from it; beside the
/// bubble, away from the sender, the duration (`7"`) and, on an incoming note not yet played, a
/// red dot. The bubble leaves room beside it for both.
struct VoiceGlyphLayout: NodeLayout {
  var size: Size
  var trailingLineWidth: Double? { size.width }
  var glyphHeight: Double
  var direction: Direction
  var color: RGBColor
  var outsideParts: [any OutsideNodeLayout]
  var kind: String { "voice" }

  static func make(voice: VoiceMedia, maxWidth: Double, style: VoiceKind.Style, in context: NodeContext)
    -> VoiceGlyphLayout
  {
    let duration = CardText(
      context.text(label(seconds: voice.duration), size: style.durationSize, color: style.outsideDurationColor),
      maxWidth: nil, measurer: context.measurer)
    let unread = context.direction == .incoming && !voice.played
    let insets = context.theme.bubble.textInsets
    let rowTop = insets.top + (style.glyphRowHeight - duration.height) / 2
    var parts: [any OutsideNodeLayout] = [
      VoiceDurationLayout(duration: duration, anchor: .beside(gap: style.durationGap, top: rowTop))
    ]
    var besideWidth = style.durationGap + duration.width
    if unread, style.unplayedDot {
      parts.append(
        VoiceUnreadDotLayout(diameter: style.unplayedDotSize, color: style.unreadDotColor, gap: style.unplayedDotGap))
      besideWidth = max(besideWidth, style.unplayedDotGap + style.unplayedDotSize)
    }
    let wanted = bubbleWidth(duration: voice.duration, style: style) - insets.horizontal
    let width = max(style.glyphSize, min(wanted, maxWidth - besideWidth))
    return VoiceGlyphLayout(
      size: Size(width: width, height: max(style.glyphRowHeight, style.glyphSize)), glyphHeight: style.glyphSize,
      direction: context.direction, color: context.side.text, outsideParts: parts)
  }

  /// WeChat writes seconds with a double prime: `7"`, `60"`.
  static func label(seconds: Double) -> String {
    let whole = seconds.isFinite ? Int.saturating(seconds.rounded(), in: 0...86_400) : 0
    return "\(max(whole, 1))\""
  }

  /// Grows linearly from the style's minimum at `short_duration` to its maximum at `long_duration`.
  static func bubbleWidth(duration: Double, style: VoiceKind.Style) -> Double {
    let span = max(style.longDuration - style.shortDuration, 1e-6)
    let progress = duration.isFinite ? min(max((duration - style.shortDuration) / span, 0), 1) : 0
    return style.minBubbleWidth + (max(style.maxBubbleWidth, style.minBubbleWidth) - style.minBubbleWidth) * progress
  }

  func draw(in rect: Rect, context: DrawContext) {
    // A dot, then two arcs, opening to the right; mirrored for outgoing notes.
    let height = glyphHeight
    let center = Point(x: rect.minX + height * 0.1, y: rect.minY + size.height / 2)
    let spread = 0.8
    var dot = Path()
    dot.move(to: center)
    dot.arc(center: center, radius: height * 0.3, from: -spread, to: spread)
    dot.close()
    var arcs = Path()
    for radius in [height * 0.5, height * 0.82] {
      arcs.move(to: Point(x: center.x + radius * cos(spread), y: center.y - radius * sin(spread)))
      arcs.arc(center: center, radius: radius, from: -spread, to: spread)
    }
    let axis = rect.minX + rect.width / 2
    let outgoing = direction == .outgoing
    context.canvas.fill(outgoing ? dot.mirrored(aroundX: axis) : dot, color: color)
    context.canvas.stroke(outgoing ? arcs.mirrored(aroundX: axis) : arcs, color: color, lineWidth: height * 0.12)
  }
}

/// The duration beside a glyph-style voice bubble.
struct VoiceDurationLayout: OutsideNodeLayout {
  var duration: CardText
  var anchor: OutsideAnchor
  var size: Size { duration.size }
  var kind: String { "voice_duration" }

  func draw(in frame: Rect, bubble: Rect, context: DrawContext) {
    duration.draw(at: frame.origin, canvas: context.canvas)
  }
}

/// WeChat's red dot beside the top of an incoming voice note not yet played.
struct VoiceUnreadDotLayout: OutsideNodeLayout {
  var diameter: Double
  var color: RGBColor
  var gap: Double
  var size: Size { Size(width: diameter, height: diameter) }
  var anchor: OutsideAnchor { .beside(gap: gap, top: 0) }
  var kind: String { "voice_unread_dot" }

  func draw(in frame: Rect, bubble: Rect, context: DrawContext) {
    context.canvas.fill(.ellipse(in: frame), color: color)
  }
}
