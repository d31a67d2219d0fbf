/// The three stages of a message row: widths, heights, placement.
extension MessageRowPlan {
  /// Stage 1: each node laid out for its width. Media first: their width sets the bubble's,
  /// and text wraps within it.
  struct Widths {
    var stack: [(placement: NodePlacement, layout: any NodeLayout)]
    var mediaWidth: Double?
    /// Parts drawn outside the bubble: outside nodes and what inside nodes draw beyond it.
    var outside: [any OutsideNodeLayout]
  }

  /// Stage 2: the stack's offsets top to bottom, the bubble's size, and where the footer goes.
  struct Heights {
    var offsets: [Double]
    var bubbleSize: Size
    var footer: FooterLayout?
    /// Relative to the bubble's top-right corner (x is negative).
    var footerFrame: Rect
  }

  func measureWidths() -> Widths {
    let context = nodeContext
    var layouts: [(any NodeLayout)?] = Array(repeating: nil, count: nodes.count)
    var mediaWidth: Double?
    for (index, node) in nodes.enumerated() where placements[index] != .inset {
      let nodeInsets = insets(placements[index])
      let layout = node.layout(maxWidth: max(1, maxBubbleWidth - nodeInsets.horizontal), in: context)
      layouts[index] = layout
      if placements[index] != .outside { mediaWidth = max(mediaWidth ?? 0, layout.size.width + nodeInsets.horizontal) }
    }
    // A list's text runs across its column whatever the media's width.
    let column = isList || isAnswer ? maxBubbleWidth : mediaWidth ?? maxBubbleWidth
    let textLimit = max(1, column - insets(.inset).horizontal)
    // Text under media keeps to the media's width; alone, its wide content may widen the bubble.
    let textContext = nodeContext(wideRoom: mediaWidth == nil ? widestBubble - insets(.inset).horizontal : nil)
    for (index, node) in nodes.enumerated() where placements[index] == .inset {
      layouts[index] = node.layout(maxWidth: textLimit, in: textContext)
    }
    let all = zip(placements, layouts.compactMap { $0 }).map { (placement: $0, layout: $1) }
    let stack = all.filter { $0.placement != .outside }
    let outsideNodes = all.filter { $0.placement == .outside }.compactMap { $0.layout as? any OutsideNodeLayout }
    // Nodes the theme puts under the bubble (a rich link of its own, the status line) come last,
    // so they stack under the parts that hang from the bubble's bottom edge.
    let below = belowNodes.map { node in
      BelowBubbleLayout(node: node.layout(maxWidth: maxBubbleWidth, in: context), gap: style.groupedSpacing)
    }
    let outside = outsideNodes + stack.flatMap { $0.layout.outsideParts } + below + [besideFooter].compactMap { $0 }
    return Widths(stack: stack, mediaWidth: mediaWidth, outside: outside)
  }

  func stackHeights(_ widths: Widths) -> Heights {
    // A change between media and text takes the text's inset as its gap.
    let stack = widths.stack
    var offsets: [Double] = []
    var y = stack.first.map { insets($0.placement).top } ?? insets(.inset).top
    var width = widths.mediaWidth ?? 0
    for (index, item) in stack.enumerated() {
      if index > 0 {
        let previous = stack[index - 1].placement
        y += previous == item.placement ? style.nodeSpacing : max(style.nodeSpacing, style.textInsets.top)
      }
      offsets.append(y)
      y += item.layout.size.height
      width = max(width, item.layout.size.width + insets(item.placement).horizontal)
    }
    var height = y + insets(stack.last?.placement ?? .inset).bottom
    let footer = makeFooter(overlay: !isList && stack.last?.layout.footerOverlay == true)
    var footerFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    if let footer, let last = stack.last {
      let lastBottom = offsets[stack.count - 1] + last.layout.size.height
      footerFrame = placeFooter(
        footer.size, after: last, bottom: lastBottom, mediaWidth: widths.mediaWidth, width: &width, height: &height)
    }
    let bubbleSize = Size(width: max(hasBubble ? style.minWidth : 0, width), height: height)
    return Heights(offsets: offsets, bubbleSize: bubbleSize, footer: footer, footerFrame: footerFrame)
  }

  /// The time, edited mark and status: on a capsule over media, or bare beside bubble-less content.
  /// A list's time heads the group (`SenderNameNode`): its footer is the edited mark and the pin.
  private func makeFooter(overlay: Bool) -> FooterLayout? {
    guard theme.footer.placement == .inside else { return nil }
    let onNotice = !hasBubble && !isList && !isAnswer
    return FooterLayout.make(
      for: presented, theme: theme, measurer: measurer,
      capsule: overlay ? theme.footer.overlayBackground : (onNotice ? theme.notice.background : nil),
      textColor: overlay ? theme.footer.overlayText : (onNotice ? theme.notice.text : nil), showsTime: !isList)
  }

  /// The footer over the media, on the last text line when it fits (Telegram's rule), or below;
  /// widens or heightens the bubble as needed.
  private func placeFooter(
    _ size: Size, after last: (placement: NodePlacement, layout: any NodeLayout), bottom lastBottom: Double,
    mediaWidth: Double?, width: inout Double, height: inout Double
  ) -> Rect {
    let lastInsets = insets(last.placement)
    let textMax = (mediaWidth ?? maxBubbleWidth) - lastInsets.horizontal
    if last.layout.footerOverlay {
      return Rect(
        x: -(lastInsets.right + theme.footer.overlayMargin + size.width),
        y: lastBottom - theme.footer.overlayMargin - size.height, width: size.width, height: size.height)
    }
    if hasBubble || isList || isAnswer, last.placement == .inset, let trailing = last.layout.trailingLineWidth,
      trailing + theme.footer.inlineGap + size.width <= textMax
    {
      width = max(width, trailing + theme.footer.inlineGap + size.width + lastInsets.horizontal)
      // A list writes "(edited)" right after the last word, not at the column's far edge.
      if isList {
        return Rect(
          x: trailing + theme.footer.inlineGap - width, y: lastBottom - size.height, width: size.width,
          height: size.height)
      }
      return Rect(
        x: -(lastInsets.right + size.width), y: lastBottom - size.height, width: size.width, height: size.height)
    }
    let textInsets = insets(.inset)
    let top = last.placement == .inset ? lastBottom : lastBottom + (hasBubble ? lastInsets.bottom : style.nodeSpacing)
    width = max(width, size.width + textInsets.horizontal)
    height = top + size.height + (hasBubble ? textInsets.bottom : 0)
    return Rect(x: -(textInsets.right + size.width), y: top, width: size.width, height: size.height)
  }
}
