/// WeChat's quote under the reply: a grey rounded box with "Name: text", one or two lines.
struct ReplyBoxLayout: OutsideNodeLayout {
  var text: ShapedText
  var size: Size
  var padding: EdgeInsets
  var radius: Double
  var background: RGBColor
  var anchor: OutsideAnchor
  var kind: String { "reply_box" }

  static func make(_ reply: ReplyPresentation, maxWidth: Double, in context: NodeContext) -> ReplyBoxLayout {
    let style = context.theme.headers
    let preview = reply.preview.replacingOccurrences(of: "\n", with: " ")
    let string = reply.senderName.map { "\($0): \(preview)" } ?? preview
    let styled = context.text(
      string, size: style.size, color: style.replyBoxText, truncation: .end(maxLines: style.replyMaxLines))
    let shaped = context.measurer.shape(styled, maxWidth: max(1, maxWidth - style.replyPadding.horizontal))
    return ReplyBoxLayout(
      text: shaped,
      size: Size(
        width: shaped.size.width + style.replyPadding.horizontal,
        height: shaped.size.height + style.replyPadding.vertical),
      padding: style.replyPadding, radius: style.replyRadius, background: style.replyBoxBackground,
      anchor: .below(gap: style.replyGap, inset: 0))
  }

  func draw(in frame: Rect, bubble: Rect, context: DrawContext) {
    context.canvas.fill(.roundedRect(frame, radius: min(radius, frame.height / 2)), color: background)
    context.canvas.draw(text, in: frame.insetBy(padding))
  }
}

/// iMessage's quote above the reply: the quoted message as a small faded bubble on the side of
/// whoever wrote it, and a thin line from it running into the reply's side that faces the
/// middle of the screen (drawn under the reply, which hides the line's end).
struct ReplyBubbleLayout: OutsideNodeLayout {
  var text: ShapedText
  /// "You replied to Maya" over the quote (Messenger), and the space under it.
  var caption: ShapedText?
  var captionGap: Double
  var size: Size
  var padding: EdgeInsets
  var radius: Double
  var background: RGBColor
  var anchor: OutsideAnchor
  var replyDirection: Direction
  /// The quote and its caption hang on the right: on my side of the screen.
  var onRight: Bool
  var lineWidth: Double
  var lineColor: RGBColor
  /// Where the reply's rounded corner ends, so the line meets its straight side.
  var bubbleRadius: Double
  var layer: OutsideLayer { .underBubble }
  var kind: String { "reply_bubble" }

  static func make(_ reply: ReplyPresentation, maxWidth: Double, in context: NodeContext) -> ReplyBubbleLayout {
    let style = context.theme.headers
    let quoted: Direction = reply.isFromMe ? .outgoing : .incoming
    let side = context.theme.side(quoted)
    let opacity = style.replyFadedOpacity
    let styled = context.text(
      reply.preview.replacingOccurrences(of: "\n", with: " "), size: style.size,
      color: side.text.withAlpha(side.text.alpha * opacity), truncation: .end(maxLines: style.replyMaxLines))
    let shaped = context.measurer.shape(styled, maxWidth: max(1, maxWidth - style.replyPadding.horizontal))
    let names = context.theme.names
    let caption = reply.caption.map { words in
      context.measurer.shape(
        context.text(words, size: names.size, color: names.outsideColor, truncation: .end(maxLines: 1)),
        maxWidth: max(1, maxWidth))
    }
    let captionGap = caption == nil ? 0 : 3.0
    let quoteSize = Size(
      width: shaped.size.width + style.replyPadding.horizontal, height: shaped.size.height + style.replyPadding.vertical
    )
    let onReplierSide = style.replySide == .replier
    let hangsOn = onReplierSide ? context.direction : quoted
    return ReplyBubbleLayout(
      text: shaped, caption: caption, captionGap: captionGap,
      size: Size(
        width: max(
          quoteSize.width, caption.map { $0.size.width + max(style.replyPadding.left, style.replyPadding.right) } ?? 0),
        height: quoteSize.height + (caption.map { $0.size.height + captionGap } ?? 0)),
      padding: style.replyPadding, radius: style.replyRadius,
      background: side.bubble.withAlpha(side.bubble.alpha * opacity),
      anchor: .above(
        gap: style.replyGap, side: hangsOn,
        avatarColumn: onReplierSide ? false : reply.sideReservesAvatarSpace),
      replyDirection: context.direction, onRight: hangsOn == .outgoing,
      lineWidth: style.replyLineWidth, lineColor: style.replyLineColor, bubbleRadius: context.theme.bubble.radius)
  }

  func draw(in frame: Rect, bubble: Rect, context: DrawContext) {
    // The caption on top, the quote under it, both against the side the quote hangs on.
    let captionHeight = caption.map { $0.size.height + captionGap } ?? 0
    let quoteWidth = text.size.width + padding.horizontal
    let quote = Rect(
      x: onRight ? frame.maxX - quoteWidth : frame.minX, y: frame.minY + captionHeight, width: quoteWidth,
      height: frame.height - captionHeight)
    if let caption {
      let x = onRight ? frame.maxX - caption.size.width - padding.right : frame.minX + padding.left
      context.canvas.draw(
        caption, in: Rect(x: x, y: frame.minY, width: caption.size.width, height: caption.size.height))
    }
    let corner = min(radius, quote.height / 2)
    if lineWidth > 0 {
      context.canvas.stroke(line(from: quote, to: bubble, corner: corner), color: lineColor, lineWidth: lineWidth)
    }
    context.canvas.fill(.roundedRect(quote, radius: corner), color: background)
    context.canvas.draw(text, in: quote.insetBy(padding))
  }

  /// Down from under the quote, then curving into the reply's inner side where its corner ends;
  /// straight into its top when the quote is above the reply.
  private func line(from quote: Rect, to reply: Rect, corner: Double) -> Path {
    let incoming = replyDirection == .incoming
    let wanted = incoming ? reply.maxX + 8 : reply.minX - 8
    let low = quote.minX + corner
    let startX = min(max(wanted, low), max(low, quote.maxX - corner))
    var path = Path()
    path.move(to: Point(x: startX, y: quote.maxY - corner / 2))
    guard startX < reply.minX || startX > reply.maxX else {
      path.line(to: Point(x: startX, y: reply.minY + lineWidth))
      return path
    }
    let end = Point(x: incoming ? reply.maxX : reply.minX, y: reply.minY + min(reply.height / 2, bubbleRadius))
    let bend = min(8, max(0, end.y - quote.maxY))
    path.line(to: Point(x: startX, y: end.y - bend))
    path.curve(to: end, control1: Point(x: startX, y: end.y), control2: Point(x: startX, y: end.y))
    return path
  }
}
