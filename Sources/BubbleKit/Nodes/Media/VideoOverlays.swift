import BubbleGraphics

/// The round play button drawn over videos and video tiles.
enum PlayButtonArt {
  /// Returns the button's circle, for overlays that must not cover it.
  @discardableResult
  static func draw(centeredAt center: Point, size: Double, style: MediaStyle.PlayButton, canvas: Canvas) -> Rect {
    let circle = Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
    canvas.fill(.ellipse(in: circle), color: style.background)
    // A triangle looks centred when its centroid, not its box, is at the centre: nudge it right.
    let height = size * 0.4
    let width = height * 0.88
    let left = center.x - width / 2 + width * 0.14
    var triangle = Path()
    triangle.move(to: Point(x: left, y: center.y - height / 2))
    triangle.line(to: Point(x: left + width, y: center.y))
    triangle.line(to: Point(x: left, y: center.y + height / 2))
    triangle.close()
    canvas.fill(triangle, color: style.icon)
    return circle
  }
}

/// "2:05" on a dark capsule at a video's top-left corner.
struct DurationBadgeLayout: Sendable {
  var text: ShapedText
  var textSize: Size
  var style: MediaStyle.DurationBadge

  /// `nil` when the duration is unknown.
  static func make(duration: Double?, context: NodeContext) -> DurationBadgeLayout? {
    guard let duration, duration.isFinite, duration >= 0 else { return nil }
    let style = context.theme.media.durationBadge
    let text = context.text(DurationFormat.string(seconds: duration), size: style.size, color: style.text)
    let shaped = context.measurer.shape(text, maxWidth: nil)
    return DurationBadgeLayout(text: shaped, textSize: shaped.size, style: style)
  }

  var size: Size {
    Size(width: textSize.width + style.padding.horizontal, height: textSize.height + style.padding.vertical)
  }

  /// Draws the badge `style.margin` in from the top-left of `frame`, if it fits
  /// there without covering `obstacle` (the play button of a small tile).
  func draw(inside frame: Rect, avoiding obstacle: Rect? = nil, canvas: Canvas) {
    let size = size
    guard size.width + 2 * style.margin <= frame.width, size.height + 2 * style.margin <= frame.height else { return }
    let badge = Rect(x: frame.minX + style.margin, y: frame.minY + style.margin, width: size.width, height: size.height)
    if let obstacle, badge.intersects(obstacle) { return }
    canvas.fill(.roundedRect(badge, radius: badge.height / 2), color: style.background)
    canvas.draw(
      text,
      in: Rect(
        x: badge.minX + style.padding.left, y: badge.minY + style.padding.top, width: textSize.width,
        height: textSize.height))
  }
}
