/// A message: its bubble (or none), content nodes, footer and avatar.
struct MessageRowLayout: RowLayout {
  struct PlacedNode: Sendable {
    var layout: any NodeLayout
    var frame: Rect
  }

  var height: Double
  var bubble: BubbleShape?
  var bubbleColor: RGBColor
  var nodes: [PlacedNode]
  var footer: FooterLayout?
  var footerOrigin: Point
  var avatar: AvatarLayout?
  var position: GroupPosition

  func draw(top: Double, context: DrawContext) {
    if let bubble {
      var shape = bubble
      shape.body = bubble.body.offsetBy(dx: 0, dy: top)
      context.canvas.fill(shape.path, color: bubbleColor)
    }
    for node in nodes {
      node.layout.draw(in: node.frame.offsetBy(dx: 0, dy: top), context: context)
    }
    footer?.draw(at: Point(x: footerOrigin.x, y: footerOrigin.y + top), canvas: context.canvas)
    avatar?.draw(top: top, context: context)
  }

  var parts: [(kind: String, frame: Rect)] {
    var parts: [(kind: String, frame: Rect)] = []
    if let bubble { parts.append(("bubble", bubble.body)) }
    parts += nodes.map { ($0.layout.kind, Rect(origin: $0.frame.origin, size: $0.layout.size)) }
    if let footer { parts.append(("footer", Rect(origin: footerOrigin, size: footer.size))) }
    if let avatar { parts.append(("avatar", avatar.frame)) }
    return parts
  }
}

extension MessageRowLayout {
  /// Lays a message out across the canvas width.
  static func make(
    _ presented: PresentedMessage, nodes: [any ContentNode], theme: Theme, canvasWidth: Double,
    measurer: any TextMeasuring, images: ImageStore
  ) -> MessageRowLayout {
    let style = theme.bubble
    let side = theme.side(presented.direction)
    let hasBubble = !nodes.contains { $0.placement == .unbubbled }
    let avatarSpace = presented.reservesAvatarSpace ? theme.avatar.size + theme.avatar.gap : 0
    let maxBubbleWidth =
      min(
        canvasWidth <= style.wideCanvasThreshold
          ? canvasWidth - style.maxWidthInset : canvasWidth * style.wideMaxWidthFraction,
        canvasWidth - 2 * theme.canvas.sideMargin - style.tailWidth) - avatarSpace
    let insets = hasBubble ? style.textInsets : .zero
    let contentMax = max(1, maxBubbleWidth - insets.horizontal)
    let context = NodeContext(
      theme: theme, direction: presented.direction, measurer: measurer, images: images, messageID: presented.message.id)

    // Stack the nodes.
    var laidOut: [(layout: any NodeLayout, y: Double)] = []
    var contentHeight = 0.0
    var contentWidth = 0.0
    for node in nodes {
      let layout = node.layout(maxWidth: contentMax, in: context)
      if !laidOut.isEmpty { contentHeight += style.nodeSpacing }
      laidOut.append((layout, contentHeight))
      contentHeight += layout.size.height
      contentWidth = max(contentWidth, layout.size.width)
    }

    // The footer shares the last line when it fits there (Telegram's rule), else takes its own.
    let footer = FooterLayout.make(
      for: presented, theme: theme, measurer: measurer, capsule: hasBubble ? nil : theme.notice.background,
      textColor: hasBubble ? nil : theme.notice.text)
    var footerY = contentHeight
    if let footer {
      let size = footer.size
      if hasBubble, let trailing = laidOut.last?.layout.trailingLineWidth,
        trailing + theme.footer.inlineGap + size.width <= contentMax
      {
        contentWidth = max(contentWidth, trailing + theme.footer.inlineGap + size.width)
        footerY = contentHeight - size.height
      } else {
        if !hasBubble { contentHeight += style.nodeSpacing }
        footerY = contentHeight
        contentHeight += size.height
        contentWidth = max(contentWidth, size.width)
      }
    }

    let bubbleSize = Size(
      width: max(hasBubble ? style.minWidth : 0, contentWidth + insets.horizontal),
      height: contentHeight + insets.vertical)
    let avatarHeight = presented.avatar != nil ? theme.avatar.size : 0
    let rowHeight = max(bubbleSize.height, avatarHeight)
    let bodyX =
      presented.direction == .incoming
      ? theme.canvas.sideMargin + avatarSpace + style.tailWidth
      : canvasWidth - theme.canvas.sideMargin - style.tailWidth - bubbleSize.width
    let body = Rect(origin: Point(x: bodyX, y: rowHeight - bubbleSize.height), size: bubbleSize)
    let content = body.insetBy(insets)

    let placed = laidOut.map {
      PlacedNode(
        layout: $0.layout,
        frame: Rect(x: content.minX, y: content.minY + $0.y, width: content.width, height: $0.layout.size.height))
    }
    let footerOrigin = Point(x: content.maxX - (footer?.size.width ?? 0), y: content.minY + footerY)
    let avatar = presented.avatar.map {
      AvatarLayout.make(
        $0,
        frame: Rect(
          x: theme.canvas.sideMargin, y: rowHeight - theme.avatar.size, width: theme.avatar.size,
          height: theme.avatar.size),
        theme: theme, measurer: measurer)
    }
    if let source = presented.avatar?.source {
      images.image(for: source, owner: "message \(presented.message.id) avatar")
    }
    let shape =
      hasBubble
      ? BubbleShape(
        body: body, direction: presented.direction, position: presented.position, radius: style.radius,
        mergedRadius: style.mergedRadius, tail: style.tail, tailWidth: style.tailWidth) : nil
    return MessageRowLayout(
      height: rowHeight, bubble: shape, bubbleColor: side.bubble, nodes: placed, footer: footer,
      footerOrigin: footerOrigin, avatar: avatar, position: presented.position)
  }
}
