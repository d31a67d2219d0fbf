/// Stage 3 of a message row: the bubble in the row, then everything around and inside it.
extension MessageRowPlan {
  func place(_ widths: Widths, _ heights: Heights) -> MessageRowLayout {
    let nameText = outsideName.map { node in
      measurer.shape(
        StyledText(
          node.name, font: FontSpec(families: theme.fonts.families, size: theme.names.size),
          color: theme.names.outsideColor, alignment: .nameBeside(presented.direction), truncation: .end(maxLines: 1)),
        maxWidth: maxBubbleWidth)
    }
    let nameHeight = nameText.map { $0.size.height + theme.names.spacing } ?? 0
    // The footer's frame from the bubble's top-left corner.
    let footer = heights.footer.map { _ in
      heights.footerFrame.offsetBy(dx: heights.bubbleSize.width, dy: 0)
    }
    let room = outsideRoom(widths.outside, bubble: heights.bubbleSize, footer: footer)
    // A list's avatar heads the content, under a reply's line above it.
    let avatarTop = isList ? room.above : 0
    let avatarHeight = presented.avatar != nil ? avatarTop + theme.avatar.size : 0
    // Room below the bubble (a reply box, a reaction pill) comes under the avatar too.
    let contentHeight = max(nameHeight + room.above + heights.bubbleSize.height, avatarHeight)
    let body = bubbleBody(size: heights.bubbleSize, top: nameHeight + room.above, contentHeight: contentHeight)
    let shape = BubbleShape(body: body, direction: presented.direction, position: presented.position, style: style)
    let outsideName = nameText.map { text in
      MessageRowLayout.PlacedText(
        text: text,
        frame: Rect(
          x: presented.direction == .incoming
            ? body.minX + style.textInsets.left / 2 : body.maxX - style.textInsets.right / 2 - maxBubbleWidth,
          y: body.minY - room.above - nameHeight, width: maxBubbleWidth, height: nameHeight - theme.names.spacing))
    }
    let ownFill = widths.stack.lazy.compactMap(\.layout.bubbleFill).first
    let side = theme.side(presented.direction)
    return MessageRowLayout(
      height: contentHeight + room.below, bubble: hasBubble ? shape : nil,
      bubbleColor: ownFill ?? side.bubble,
      bubbleGradientTop: ownFill == nil && side.bubbleGradientTop.alpha > 0 ? side.bubbleGradientTop : nil,
      nodes: placeNodes(widths.stack, offsets: heights.offsets, body: body, shape: shape), footer: heights.footer,
      footerOrigin: Point(x: body.maxX + heights.footerFrame.minX, y: body.minY + heights.footerFrame.minY),
      avatar: avatar(contentHeight: contentHeight, top: avatarTop), position: presented.position,
      outsideName: outsideName,
      sideBadge: sideBadgeKind.map { kind in
        SideBadge(
          kind: kind, frame: sideBadgeFrame(beside: body),
          color: kind == .failed ? theme.outgoing.failed : theme.incoming.secondary)
      },
      outside: placeOutside(widths.outside, body: body, footer: footer))
  }

  /// Incoming bubbles start after the avatar column on the left, outgoing ones end before it on
  /// the right; the bubble sits at the top of the row (below `top`) or at the bottom of its
  /// content, beside the avatar.
  private func bubbleBody(size: Size, top: Double, contentHeight: Double) -> Rect {
    let x =
      isList
      ? theme.canvas.sideMargin + avatarSpace
      : presented.direction == .incoming
        ? theme.canvas.sideMargin + avatarSpace + style.tailWidth
        : canvasWidth - theme.canvas.sideMargin - avatarSpace - style.tailWidth - size.width - trailingBadgeSpace
    let y = avatarOnTop ? top : contentHeight - size.height
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
        bareMedia || isList
        ? CornerRadii(all: style.radius)
        : item.placement == .fullBleed
          ? MessageRowLayout.mediaCorners(
            shape: shape, insets: nodeInsets, isFirst: index == 0, isLast: index == stack.count - 1)
          : CornerRadii(all: 0)
      return MessageRowLayout.PlacedNode(layout: item.layout, frame: frame, corners: corners)
    }
  }

  private func avatar(contentHeight: Double, top: Double) -> AvatarLayout? {
    let size = theme.avatar.size
    return presented.avatar.map {
      AvatarLayout.make(
        $0,
        frame: Rect(
          x: presented.direction == .incoming ? theme.canvas.sideMargin : canvasWidth - theme.canvas.sideMargin - size,
          y: avatarOnTop ? top : contentHeight - size, width: size, height: size),
        theme: theme, measurer: measurer, media: media)
    }
  }

  /// A list's avatar heads its group.
  private var avatarOnTop: Bool { isList || theme.avatar.alignment == .top }

  private var trailingBadgeSpace: Double { theme.footer.failedBadgePlacement == .trailing ? badgeSpace : 0 }

  private func sideBadgeFrame(beside body: Rect) -> Rect {
    let footer = theme.footer
    let x =
      footer.failedBadgePlacement == .trailing
      ? body.maxX + style.tailWidth + footer.failedBadgeGap : body.minX - badgeSpace
    return Rect(
      x: x, y: body.midY - footer.failedBadgeSize / 2, width: footer.failedBadgeSize, height: footer.failedBadgeSize)
  }
}
