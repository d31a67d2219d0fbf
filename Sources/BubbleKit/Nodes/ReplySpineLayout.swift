import BubbleGraphics

/// Discord's reply: one line above the sender's name (a small avatar of the quoted author, their
/// name in their colour, the quote cut to one line), and a spine curving up from above the
/// reply's avatar into that line (`headers.reply_style: spine_above`).
struct ReplySpineLayout: OutsideNodeLayout {
  var avatar: AvatarLayout?
  var name: ShapedText?
  var preview: ShapedText
  var size: Size
  var gap: Double
  var spineWidth: Double
  var spineColor: RGBColor
  /// From the reply's content column back to the avatar's centre.
  var avatarCentreOffset: Double
  var anchor: OutsideAnchor { .above(gap: gap, side: .incoming, avatarColumn: false) }
  var layer: OutsideLayer { .underBubble }
  var kind: String { "reply_spine" }

  static let spacing = 4.0

  static func make(_ reply: ReplyPresentation, maxWidth: Double, in context: NodeContext) -> ReplySpineLayout {
    let style = context.theme.headers
    let height = (style.size * 1.3).rounded()
    let miniSize = max(1, height - 2)
    var width = 0.0
    let avatar = reply.avatar.map { presentation in
      AvatarLayout.make(
        presentation, frame: Rect(x: 0, y: 1, width: miniSize, height: miniSize), initialsSize: miniSize * 0.45,
        cornerFraction: 0.22, theme: context.theme, measurer: context.measurer, media: context.media)
    }
    if avatar != nil { width += miniSize + spacing }
    let name = reply.senderName.map { name in
      context.measurer.shape(
        context.text(name, size: style.size, bold: true, color: reply.color, truncation: .end(maxLines: 1)),
        maxWidth: max(1, maxWidth / 2))
    }
    if let name { width += name.size.width + spacing }
    let preview = context.measurer.shape(
      context.text(
        reply.preview.replacingOccurrences(of: "\n", with: " "), size: style.size,
        color: reply.senderName == nil ? context.side.secondary : style.replyBoxText, truncation: .end(maxLines: 1)),
      maxWidth: max(1, maxWidth - width))
    width += preview.size.width
    let theme = context.theme
    return ReplySpineLayout(
      avatar: avatar, name: name, preview: preview,
      size: Size(width: min(width, maxWidth), height: max(height, preview.size.height)), gap: style.replyGap,
      spineWidth: style.replyLineWidth, spineColor: style.replyLineColor,
      avatarCentreOffset: theme.avatar.gap + theme.avatar.size / 2)
  }

  func draw(in frame: Rect, bubble: Rect, context: DrawContext) {
    drawSpine(from: frame, to: bubble, canvas: context.canvas)
    var x = frame.minX
    if let avatar {
      avatar.draw(in: avatar.frame.offsetBy(dx: x, dy: frame.minY), canvas: context.canvas)
      x += avatar.frame.width + Self.spacing
    }
    if let name {
      context.canvas.draw(name, in: line(name, at: x, in: frame))
      x += name.size.width + Self.spacing
    }
    context.canvas.draw(preview, in: line(preview, at: x, width: frame.maxX - x, in: frame))
  }

  private func line(_ text: ShapedText, at x: Double, width: Double? = nil, in frame: Rect) -> Rect {
    Rect(
      x: x, y: frame.midY - text.size.height / 2, width: width ?? text.size.width, height: text.size.height)
  }

  /// Up from just above the avatar, then right into the line with a rounded corner.
  private func drawSpine(from frame: Rect, to bubble: Rect, canvas: Canvas) {
    guard spineWidth > 0 else { return }
    let x = bubble.minX - avatarCentreOffset
    let bottom = bubble.minY - Self.spacing
    let top = frame.midY
    let end = frame.minX - Self.spacing
    let radius = min(6, max(0, bottom - top), max(0, end - x))
    var path = Path()
    path.move(to: Point(x: x, y: bottom))
    path.line(to: Point(x: x, y: top + radius))
    path.arc(center: Point(x: x + radius, y: top + radius), radius: radius, from: .pi, to: 1.5 * .pi)
    path.line(to: Point(x: end, y: top))
    canvas.stroke(path, color: spineColor, lineWidth: spineWidth, roundCaps: false)
  }
}
