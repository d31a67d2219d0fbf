import BubbleGraphics

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
  /// The fill at the top of the viewport, blending into `bubbleColor` at its bottom.
  var bubbleGradientTop: RGBColor?
  var nodes: [PlacedNode]
  var footer: FooterLayout?
  var footerOrigin: Point
  var avatar: AvatarLayout?
  var position: GroupPosition
  /// The sender's name above the bubble, in themes that put it outside (iMessage, WeChat).
  var outsideName: PlacedText?
  /// The badge beside a bubble that failed to send, or the spinner beside one being sent.
  var sideBadge: SideBadge?
  /// Parts outside the bubble, in frames the row's height includes.
  var outside: [PlacedOutside] = []

  struct PlacedOutside: Sendable {
    var layout: any OutsideNodeLayout
    var frame: Rect
    /// The bubble's body (or the bare content's), which the part hangs from.
    var bubble: Rect
  }

  struct PlacedText: Sendable {
    var text: ShapedText
    var frame: Rect
  }

  var cuts: [Double] { nodes.flatMap { node in node.layout.cuts.map { node.frame.minY + $0 } } }

  func draw(top: Double, context: DrawContext) {
    drawOutside(.underBubble, top: top, context: context)
    if let bubble {
      var shape = bubble
      shape.body = bubble.body.offsetBy(dx: 0, dy: top)
      if let bubbleGradientTop, let viewport = context.viewport, viewport.height > 0 {
        context.canvas.fill(
          shape.path, from: bubbleGradientTop, atY: viewport.minY, to: bubbleColor, atY: viewport.maxY)
      } else {
        context.canvas.fill(shape.path, color: bubbleColor)
      }
    }
    for node in nodes {
      var nodeContext = context
      nodeContext.corners = node.corners
      node.layout.draw(in: node.frame.offsetBy(dx: 0, dy: top), context: nodeContext)
    }
    footer?.draw(at: Point(x: footerOrigin.x, y: footerOrigin.y + top), canvas: context.canvas)
    avatar?.draw(top: top, canvas: context.canvas)
    if let outsideName { context.canvas.draw(outsideName.text, in: outsideName.frame.offsetBy(dx: 0, dy: top)) }
    sideBadge?.draw(top: top, canvas: context.canvas)
    drawOutside(.overBubble, top: top, context: context)
  }

  private func drawOutside(_ layer: OutsideLayer, top: Double, context: DrawContext) {
    for part in outside where part.layout.layer == layer {
      part.layout.draw(
        in: part.frame.offsetBy(dx: 0, dy: top), bubble: part.bubble.offsetBy(dx: 0, dy: top), context: context)
    }
  }

  var parts: [(kind: String, frame: Rect)] {
    var parts: [(kind: String, frame: Rect)] = []
    if let bubble { parts.append(("bubble", bubble.body)) }
    parts += nodes.map { ($0.layout.kind, Rect(origin: $0.frame.origin, size: $0.layout.size)) }
    if let footer { parts.append(("footer", Rect(origin: footerOrigin, size: footer.size))) }
    if let avatar { parts.append(("avatar", avatar.frame)) }
    if let outsideName { parts.append(("sender_name_outside", outsideName.frame)) }
    if let sideBadge { parts.append((sideBadge.kind.rawValue, sideBadge.frame)) }
    parts += outside.map { ($0.layout.kind, $0.frame) }
    return parts
  }
}

extension MessageRowLayout {
  /// Lays a message out across the canvas width, in Telegram's order: widths (the bubble's
  /// limit, the media that set its width, the text wrapped within), then heights (the stack
  /// and where the footer goes), then placement (bubble, nodes, avatar, name, badge).
  static func make(
    _ presented: PresentedMessage, nodes: [any ContentNode], theme: Theme, styles: KindStyles, canvasWidth: Double,
    measurer: any TextShaping, media: ResolvedMedia
  ) -> MessageRowLayout {
    let plan = MessageRowPlan(
      presented, nodes: nodes, theme: theme, styles: styles, canvasWidth: canvasWidth, measurer: measurer,
      media: media)
    let widths = plan.measureWidths()
    let heights = plan.stackHeights(widths)
    return plan.place(widths, heights)
  }

  /// Media round the corners they share with the bubble, a little tighter than the bubble itself.
  static func mediaCorners(shape: BubbleShape, insets: EdgeInsets, isFirst: Bool, isLast: Bool) -> CornerRadii {
    let radii = shape.radii
    let inner = max(0, shape.mergedRadius - insets.left)
    func corner(_ radius: Double, _ touches: Bool) -> Double { touches ? max(inner, radius - insets.left) : inner }
    return CornerRadii(
      topLeft: corner(radii.topLeft, isFirst), topRight: corner(radii.topRight, isFirst),
      bottomLeft: corner(radii.bottomLeft, isLast), bottomRight: corner(radii.bottomRight, isLast))
  }
}
