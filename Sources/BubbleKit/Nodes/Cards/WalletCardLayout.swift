/// Where a WeChat card sits in its bubble; known when the message's nodes are made.
public struct WalletCardPlacement: Sendable, Equatable {
  public var direction: Direction
  public var position: GroupPosition
  /// The card is the bubble's first (last) content, so it paints up to the
  /// bubble's top (bottom) edge; below a sender name it starts under the name.
  public var ownsTop: Bool
  public var ownsBottom: Bool

  public init(direction: Direction, position: GroupPosition, ownsTop: Bool = true, ownsBottom: Bool = true) {
    self.direction = direction
    self.position = position
    self.ownsTop = ownsTop
    self.ownsBottom = ownsBottom
  }

  /// The placement of `message`'s media card among its content kinds.
  public init(message: PresentedMessage) {
    let kinds = ContentNodeRegistry.contentKinds(of: message)
    let media = message.message.media?.typeName
    self.init(
      direction: message.direction, position: message.position, ownsTop: kinds.first == media,
      ownsBottom: kinds.last == media)
  }
}

/// WeChat's red packet and transfer cards: the bubble's whole outline (tail
/// included) repainted orange with a white band at the bottom, an icon, two
/// lines of white text, and a label on the band. The node is `.inset` so the
/// footer can sit on the band's row; the card paints over the bubble's insets
/// on the sides it owns, so the bubble's own colour never shows around it.
struct WalletCardLayout: NodeLayout {
  enum Icon: Sendable {
    case envelope
    case transfer(accepted: Bool)
  }

  var kind: String
  var size: Size
  var trailingLineWidth: Double?
  var placement: WalletCardPlacement
  /// How far the card reaches beyond the node's rect: the bubble's insets on the sides it owns.
  var bleed: EdgeInsets
  var bubble: BubbleStyle
  var style: WalletCardStyle
  var background: RGBColor
  var icon: Icon
  var iconFrame: Rect
  var lines: [(text: CardText, origin: Point)]
  var bandTop: Double
  var label: CardText
  var labelOrigin: Point

  init(
    kind: String, icon: Icon, iconSize: Size, lines: [CardText], label: String, pale: Bool,
    placement: WalletCardPlacement, maxWidth: Double, style: WalletCardStyle, context: NodeContext
  ) {
    let theme = context.theme
    let insets = theme.bubble.textInsets
    let bleed = EdgeInsets(
      top: placement.ownsTop ? insets.top : 0, left: insets.left, bottom: placement.ownsBottom ? insets.bottom : 0,
      right: insets.right)
    let width = min(style.width, maxWidth + bleed.horizontal) - bleed.horizontal
    // Node coordinates: the painted card starts at (-bleed.left, -bleed.top).
    let left = style.padding.left - bleed.left
    let top = style.padding.top - bleed.top
    let textHeight =
      lines.map(\.height).reduce(0, +) + theme.cards.lineSpacing * Double(max(0, lines.count - 1))
    let areaHeight = max(iconSize.height, textHeight)
    var y = top + (areaHeight - textHeight) / 2
    var placed: [(text: CardText, origin: Point)] = []
    for line in lines {
      placed.append((line, Point(x: left + iconSize.width + style.iconGap, y: y)))
      y += line.height + theme.cards.lineSpacing
    }
    let bandTop = top + areaHeight + style.padding.bottom
    let label = CardText(
      context.text(label, size: style.bandLabelSize, color: style.bandText, truncation: .end(maxLines: 1)),
      maxWidth: width - left, measurer: context.measurer)
    let labelOrigin = Point(x: left, y: bandTop + style.bandPadding)
    // Without the bubble's bottom inset under it, the band keeps the same room below its label.
    let height = labelOrigin.y + label.height + (placement.ownsBottom ? 0 : insets.bottom)

    self.kind = kind
    self.size = Size(width: width, height: height)
    self.trailingLineWidth = labelOrigin.x + label.width
    self.placement = placement
    self.bleed = bleed
    self.bubble = theme.bubble
    self.style = style
    self.background = pale ? style.paleBackground : style.background
    self.icon = icon
    self.iconFrame = Rect(
      x: left, y: top + (areaHeight - iconSize.height) / 2, width: iconSize.width, height: iconSize.height)
    self.lines = placed
    self.bandTop = bandTop
    self.label = label
    self.labelOrigin = labelOrigin
  }

  /// Room for the content beside the icon, for measuring the lines before the layout exists.
  static func textWidth(iconWidth: Double, maxWidth: Double, style: WalletCardStyle, context: NodeContext) -> Double {
    let insets = context.theme.bubble.textInsets
    let card = min(style.width, maxWidth + insets.horizontal)
    return card - style.padding.horizontal - iconWidth - style.iconGap
  }

  func draw(in rect: Rect, context: DrawContext) {
    let canvas = context.canvas
    let outer = Rect(
      x: rect.minX - bleed.left, y: rect.minY - bleed.top, width: rect.width + bleed.horizontal,
      height: size.height + bleed.vertical)
    // The bubble's own outline; edges the card does not own are pushed out of
    // sight (and clipped) so they stay straight, the tail going with the bottom.
    let overhang = 4 * bubble.radius
    let top = placement.ownsTop ? outer.minY : outer.minY - overhang
    let bottom = placement.ownsBottom ? outer.maxY : outer.maxY + overhang
    let outline = BubbleShape(
      body: Rect(x: outer.minX, y: top, width: outer.width, height: bottom - top), direction: placement.direction,
      position: placement.position, style: bubble
    ).path
    let reach = bubble.tailWidth + 1
    let band = rect.minY + bandTop
    for (from, to, color) in [(outer.minY, band, background), (band, outer.maxY, style.band)] {
      canvas.withState {
        canvas.clip(to: .rect(Rect(x: outer.minX - reach, y: from, width: outer.width + 2 * reach, height: to - from)))
        canvas.fill(outline, color: color)
        // Half a point past the outline hides the bubble's own anti-aliased edge underneath,
        // which would otherwise ring the band in the bubble's colour.
        canvas.stroke(outline, color: color, lineWidth: 1)
      }
    }

    let box = iconFrame.offsetBy(dx: rect.minX, dy: rect.minY)
    switch icon {
    case .envelope:
      canvas.draw(
        .envelope, in: box, inks: IconInks(style.envelope, secondary: style.envelopeFlap, tertiary: style.envelopeSeal))
    case .transfer(let accepted):
      let line = style.transferIconLine
      canvas.stroke(
        .ellipse(in: box.insetBy(EdgeInsets(top: line / 2, left: line / 2, bottom: line / 2, right: line / 2))),
        color: style.text, lineWidth: line)
      let inset = box.width * 0.28
      let inner = box.insetBy(EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
      canvas.draw(accepted ? .check : .exchangeArrows, in: inner, color: style.text, lineWidth: line)
    }
    for line in lines {
      line.text.draw(at: Point(x: rect.minX + line.origin.x, y: rect.minY + line.origin.y), canvas: canvas)
    }
    label.draw(at: Point(x: rect.minX + labelOrigin.x, y: rect.minY + labelOrigin.y), canvas: canvas)
  }
}
