/// A message: its bubble (or none), content nodes, footer and avatar.
struct MessageRowLayout: RowLayout {
  struct PlacedNode: Sendable {
    var layout: any NodeLayout
    var frame: Rect
    /// Rounding for full-bleed media, following the bubble's outline.
    var corners: CornerRadii
  }

  var height: Double
  var bubble: BubbleShape?
  var bubbleColor: RGBColor
  var nodes: [PlacedNode]
  var footer: FooterLayout?
  var footerOrigin: Point
  var avatar: AvatarLayout?
  var position: GroupPosition
  /// The sender's name above the bubble, in themes that put it outside (iMessage, WeChat).
  var outsideName: PlacedText?
  /// A red badge beside a bubble that failed to send (Telegram, WeChat).
  var failedBadge: Rect?
  var failedColor: RGBColor

  struct PlacedText: Sendable {
    var text: ShapedText
    var frame: Rect
  }

  func draw(top: Double, context: DrawContext) {
    if let bubble {
      var shape = bubble
      shape.body = bubble.body.offsetBy(dx: 0, dy: top)
      context.canvas.fill(shape.path, color: bubbleColor)
    }
    for node in nodes {
      var nodeContext = context
      nodeContext.corners = node.corners
      node.layout.draw(in: node.frame.offsetBy(dx: 0, dy: top), context: nodeContext)
    }
    footer?.draw(at: Point(x: footerOrigin.x, y: footerOrigin.y + top), canvas: context.canvas)
    avatar?.draw(top: top, context: context)
    if let outsideName { context.canvas.draw(outsideName.text, in: outsideName.frame.offsetBy(dx: 0, dy: top)) }
    if let failedBadge {
      Icons.failedBadge(in: failedBadge.offsetBy(dx: 0, dy: top), color: failedColor, canvas: context.canvas)
    }
  }

  var parts: [(kind: String, frame: Rect)] {
    var parts: [(kind: String, frame: Rect)] = []
    if let bubble { parts.append(("bubble", bubble.body)) }
    parts += nodes.map { ($0.layout.kind, Rect(origin: $0.frame.origin, size: $0.layout.size)) }
    if let footer { parts.append(("footer", Rect(origin: footerOrigin, size: footer.size))) }
    if let avatar { parts.append(("avatar", avatar.frame)) }
    if let outsideName { parts.append(("sender_name_outside", outsideName.frame)) }
    if let failedBadge { parts.append(("failed_badge", failedBadge)) }
    return parts
  }
}

extension MessageRowLayout {
  /// Lays a message out across the canvas width.
  static func make(
    _ presented: PresentedMessage, nodes: [any ContentNode], theme: Theme, canvasWidth: Double,
    measurer: any TextShaping, media: ResolvedMedia
  ) -> MessageRowLayout {
    let style = theme.bubble
    // Themes that write names above the bubble take the name node out of it.
    let namesOutside = theme.names.placement == .outside
    let outsideNameNode = namesOutside ? nodes.lazy.compactMap { $0 as? SenderNameNode }.first : nil
    let nodes = namesOutside ? nodes.filter { !($0 is SenderNameNode) } : nodes
    // Media alone may go bare in some themes: rounded, no bubble, no tail.
    let bareMedia = style.mediaWithoutBubble && !nodes.isEmpty && nodes.allSatisfy { $0.placement == .fullBleed }
    let hasBubble = !bareMedia && !nodes.contains { $0.placement == .unbubbled }
    let avatarSpace = presented.reservesAvatarSpace ? theme.avatar.size + theme.avatar.gap : 0
    let failed = presented.direction == .outgoing && presented.message.status == .failed
    let badgeSpace = failed ? theme.footer.failedBadgeSize + theme.footer.failedBadgeGap : 0
    let maxBubbleWidth =
      min(
        canvasWidth <= style.wideCanvasThreshold
          ? canvasWidth - style.maxWidthInset : canvasWidth * style.wideMaxWidthFraction,
        canvasWidth - 2 * theme.canvas.sideMargin - style.tailWidth) - avatarSpace - badgeSpace
    func insets(_ placement: NodePlacement) -> EdgeInsets {
      switch placement {
      case .inset: hasBubble ? style.textInsets : .zero
      case .fullBleed: bareMedia ? .zero : style.mediaInsets
      case .unbubbled: .zero
      }
    }
    let context = NodeContext(
      theme: theme, direction: presented.direction, measurer: measurer, media: media,
      messageID: presented.message.id)

    // Media first: its width sets the bubble's, and text wraps within it.
    var layouts: [(any NodeLayout)?] = Array(repeating: nil, count: nodes.count)
    var mediaWidth: Double?
    for (index, node) in nodes.enumerated() where node.placement != .inset {
      let nodeInsets = insets(node.placement)
      let layout = node.layout(maxWidth: max(1, maxBubbleWidth - nodeInsets.horizontal), in: context)
      layouts[index] = layout
      mediaWidth = max(mediaWidth ?? 0, layout.size.width + nodeInsets.horizontal)
    }
    let textLimit = max(1, (mediaWidth ?? maxBubbleWidth) - insets(.inset).horizontal)
    for (index, node) in nodes.enumerated() where node.placement == .inset {
      layouts[index] = node.layout(maxWidth: textLimit, in: context)
    }
    let stack = zip(nodes.map(\.placement), layouts.compactMap { $0 }).map { (placement: $0, layout: $1) }

    // Stack top to bottom; a change between media and text takes the text's inset as its gap.
    var offsets: [Double] = []
    var y = stack.first.map { insets($0.placement).top } ?? insets(.inset).top
    var width = mediaWidth ?? 0
    for (index, item) in stack.enumerated() {
      if index > 0 {
        let previous = stack[index - 1].placement
        y += previous == item.placement ? style.nodeSpacing : max(style.nodeSpacing, style.textInsets.top)
      }
      offsets.append(y)
      y += item.layout.size.height
      width = max(width, item.layout.size.width + insets(item.placement).horizontal)
    }
    let lastPlacement = stack.last?.placement ?? .inset
    var height = y + insets(lastPlacement).bottom

    // The footer: over the media, on the last text line when it fits (Telegram's rule), or below.
    let overlay = stack.last?.layout.footerOverlay ?? false
    let footer = FooterLayout.make(
      for: presented, theme: theme, measurer: measurer,
      capsule: overlay ? theme.footer.overlayBackground : (hasBubble ? nil : theme.notice.background),
      textColor: overlay ? theme.footer.overlayText : (hasBubble ? nil : theme.notice.text))
    var footerFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    if let footer, let last = stack.last {
      let size = footer.size
      let lastInsets = insets(last.placement)
      let lastBottom = offsets[stack.count - 1] + last.layout.size.height
      let textMax = (mediaWidth ?? maxBubbleWidth) - lastInsets.horizontal
      if overlay {
        footerFrame = Rect(
          x: -(lastInsets.right + theme.footer.overlayMargin + size.width),
          y: lastBottom - theme.footer.overlayMargin - size.height, width: size.width, height: size.height)
      } else if hasBubble, last.placement == .inset, let trailing = last.layout.trailingLineWidth,
        trailing + theme.footer.inlineGap + size.width <= textMax
      {
        width = max(width, trailing + theme.footer.inlineGap + size.width + lastInsets.horizontal)
        footerFrame = Rect(
          x: -(lastInsets.right + size.width), y: lastBottom - size.height, width: size.width, height: size.height)
      } else {
        let textInsets = insets(.inset)
        let top =
          last.placement == .inset ? lastBottom : lastBottom + (hasBubble ? lastInsets.bottom : style.nodeSpacing)
        footerFrame = Rect(x: -(textInsets.right + size.width), y: top, width: size.width, height: size.height)
        width = max(width, size.width + textInsets.horizontal)
        height = top + size.height + (hasBubble ? textInsets.bottom : 0)
      }
    }

    let bubbleSize = Size(width: max(hasBubble ? style.minWidth : 0, width), height: height)
    let nameText = outsideNameNode.map { node in
      measurer.shape(
        StyledText(
          node.name, font: FontSpec(families: theme.fonts.families, size: theme.names.size),
          color: theme.names.outsideColor, truncation: .end(maxLines: 1)),
        maxWidth: maxBubbleWidth)
    }
    let nameHeight = nameText.map { $0.size.height + theme.names.spacing } ?? 0
    let avatarHeight = presented.avatar != nil ? theme.avatar.size : 0
    let rowHeight = max(nameHeight + bubbleSize.height, avatarHeight)
    let isIncoming = presented.direction == .incoming
    let bodyX =
      isIncoming
      ? theme.canvas.sideMargin + avatarSpace + style.tailWidth
      : canvasWidth - theme.canvas.sideMargin - avatarSpace - style.tailWidth - bubbleSize.width
    let topAligned = theme.avatar.alignment == .top
    let bodyY = topAligned ? nameHeight : rowHeight - bubbleSize.height
    let body = Rect(origin: Point(x: bodyX, y: bodyY), size: bubbleSize)
    let shape = BubbleShape(body: body, direction: presented.direction, position: presented.position, style: style)
    let outsideName = nameText.map { text in
      PlacedText(
        text: text,
        frame: Rect(
          x: body.minX + style.textInsets.left / 2, y: body.minY - nameHeight, width: maxBubbleWidth,
          height: nameHeight - theme.names.spacing))
    }

    let placed = stack.enumerated().map { index, item in
      let nodeInsets = insets(item.placement)
      let frame = Rect(
        x: body.minX + nodeInsets.left, y: body.minY + offsets[index], width: body.width - nodeInsets.horizontal,
        height: item.layout.size.height)
      let corners =
        bareMedia
        ? CornerRadii(all: style.radius)
        : item.placement == .fullBleed
          ? mediaCorners(shape: shape, insets: nodeInsets, isFirst: index == 0, isLast: index == stack.count - 1)
          : CornerRadii(all: 0)
      return PlacedNode(layout: item.layout, frame: frame, corners: corners)
    }
    let footerOrigin = Point(x: body.maxX + footerFrame.minX, y: body.minY + footerFrame.minY)
    let avatarSize = theme.avatar.size
    let avatar = presented.avatar.map {
      AvatarLayout.make(
        $0,
        frame: Rect(
          x: isIncoming ? theme.canvas.sideMargin : canvasWidth - theme.canvas.sideMargin - avatarSize,
          y: topAligned ? 0 : rowHeight - avatarSize, width: avatarSize, height: avatarSize),
        theme: theme, measurer: measurer, media: media)
    }
    return MessageRowLayout(
      height: rowHeight, bubble: hasBubble ? shape : nil, bubbleColor: theme.side(presented.direction).bubble,
      nodes: placed, footer: footer, footerOrigin: footerOrigin, avatar: avatar, position: presented.position,
      outsideName: outsideName,
      failedBadge: failed
        ? Rect(
          x: body.minX - badgeSpace, y: body.midY - theme.footer.failedBadgeSize / 2,
          width: theme.footer.failedBadgeSize,
          height: theme.footer.failedBadgeSize) : nil,
      failedColor: theme.outgoing.failed)
  }

  /// Media round the corners they share with the bubble, a little tighter than the bubble itself.
  private static func mediaCorners(shape: BubbleShape, insets: EdgeInsets, isFirst: Bool, isLast: Bool) -> CornerRadii {
    let radii = shape.radii
    let inner = max(0, shape.mergedRadius - insets.left)
    func corner(_ radius: Double, _ touches: Bool) -> Double { touches ? max(inner, radius - insets.left) : inner }
    return CornerRadii(
      topLeft: corner(radii.topLeft, isFirst), topRight: corner(radii.topRight, isFirst),
      bottomLeft: corner(radii.bottomLeft, isLast), bottomRight: corner(radii.bottomRight, isLast))
  }
}
