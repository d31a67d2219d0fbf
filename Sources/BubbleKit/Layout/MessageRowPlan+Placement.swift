/// Stage 3 of a message row: the bubble in the row, then everything around and inside it.
extension MessageRowPlan {
  func place(_ widths: Widths, _ heights: Heights) -> MessageRowLayout {
    let nameText = outsideName.map { node in
      measurer.shape(
        StyledText(
          node.name, font: FontSpec(families: theme.fonts.families, size: theme.names.size),
          color: theme.names.outsideColor, truncation: .end(maxLines: 1)),
        maxWidth: maxBubbleWidth)
    }
    let nameHeight = nameText.map { $0.size.height + theme.names.spacing } ?? 0
    let avatarHeight = presented.avatar != nil ? theme.avatar.size : 0
    // What goes under the bubble adds to the row, so the next row never overlaps it.
    let below = belowNodes.map { $0.layout(maxWidth: maxBubbleWidth, in: nodeContext) }
    let belowHeight = below.reduce(0) { $0 + style.groupedSpacing + $1.size.height }
    let bubbleRowHeight = max(nameHeight + heights.bubbleSize.height, avatarHeight)
    let rowHeight = bubbleRowHeight + belowHeight
    let body = bubbleBody(size: heights.bubbleSize, nameHeight: nameHeight, rowHeight: bubbleRowHeight)
    let shape = BubbleShape(body: body, direction: presented.direction, position: presented.position, style: style)
    let outsideName = nameText.map { text in
      MessageRowLayout.PlacedText(
        text: text,
        frame: Rect(
          x: body.minX + style.textInsets.left / 2, y: body.minY - nameHeight, width: maxBubbleWidth,
          height: nameHeight - theme.names.spacing))
    }
    return MessageRowLayout(
      height: rowHeight, bubble: hasBubble ? shape : nil, bubbleColor: theme.side(presented.direction).bubble,
      nodes: placeNodes(widths.stack, offsets: heights.offsets, body: body, shape: shape), footer: heights.footer,
      footerOrigin: Point(x: body.maxX + heights.footerFrame.minX, y: body.minY + heights.footerFrame.minY),
      below: placeBelow(below, body: body), avatar: avatar(rowHeight: bubbleRowHeight), position: presented.position,
      outsideName: outsideName,
      failedBadge: failed ? failedBadge(beside: body) : nil, failedColor: theme.outgoing.failed)
  }

  /// Incoming bubbles start after the avatar column on the left, outgoing ones end before it on
  /// the right; the bubble sits at the top of the row or at its bottom, beside the avatar.
  private func bubbleBody(size: Size, nameHeight: Double, rowHeight: Double) -> Rect {
    let x =
      presented.direction == .incoming
      ? theme.canvas.sideMargin + avatarSpace + style.tailWidth
      : canvasWidth - theme.canvas.sideMargin - avatarSpace - style.tailWidth - size.width - trailingBadgeSpace
    let y = theme.avatar.alignment == .top ? nameHeight : rowHeight - size.height
    return Rect(origin: Point(x: x, y: y), size: size)
  }

  private func placeNodes(
    _ stack: [(placement: NodePlacement, layout: any NodeLayout)], offsets: [Double], body: Rect, shape: BubbleShape
  ) -> [MessageRowLayout.PlacedNode] {
    stack.enumerated().map { index, item in
      let nodeInsets = insets(item.placement)
      let frame = Rect(
        x: body.minX + nodeInsets.left, y: body.minY + offsets[index], width: body.width - nodeInsets.horizontal,
        height: item.layout.size.height)
      let corners =
        bareMedia
        ? CornerRadii(all: style.radius)
        : item.placement == .fullBleed
          ? MessageRowLayout.mediaCorners(
            shape: shape, insets: nodeInsets, isFirst: index == 0, isLast: index == stack.count - 1)
          : CornerRadii(all: 0)
      return MessageRowLayout.PlacedNode(layout: item.layout, frame: frame, corners: corners)
    }
  }

  /// Under the bubble, lined up with its sender-side edge.
  private func placeBelow(_ layouts: [any NodeLayout], body: Rect) -> [MessageRowLayout.PlacedNode] {
    var y = body.maxY
    return layouts.map { layout in
      y += style.groupedSpacing
      let x = presented.direction == .incoming ? body.minX : body.maxX - layout.size.width
      defer { y += layout.size.height }
      return MessageRowLayout.PlacedNode(
        layout: layout, frame: Rect(origin: Point(x: x, y: y), size: layout.size), corners: CornerRadii(all: 0))
    }
  }

  private func avatar(rowHeight: Double) -> AvatarLayout? {
    let size = theme.avatar.size
    return presented.avatar.map {
      AvatarLayout.make(
        $0,
        frame: Rect(
          x: presented.direction == .incoming ? theme.canvas.sideMargin : canvasWidth - theme.canvas.sideMargin - size,
          y: theme.avatar.alignment == .top ? 0 : rowHeight - size, width: size, height: size),
        theme: theme, measurer: measurer, media: media)
    }
  }

  private var trailingBadgeSpace: Double { theme.footer.failedBadgePlacement == .trailing ? badgeSpace : 0 }

  private func failedBadge(beside body: Rect) -> Rect {
    let footer = theme.footer
    let x =
      footer.failedBadgePlacement == .trailing
      ? body.maxX + style.tailWidth + footer.failedBadgeGap : body.minX - badgeSpace
    return Rect(
      x: x, y: body.midY - footer.failedBadgeSize / 2, width: footer.failedBadgeSize, height: footer.failedBadgeSize)
  }
}
