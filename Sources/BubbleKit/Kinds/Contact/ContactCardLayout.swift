/// WeChat's contact card, in both directions: a card of the style's `fill`, the avatar (in the
/// theme's avatar shape) and the name beside it, and under a separator a small label ("Contact
/// Card"). The card takes the incoming side's colours, since its fill is not the side's.
struct ContactCardLayout: NodeLayout {
  var size: Size
  var fill: RGBColor
  var avatar: AvatarLayout
  var name: CardText
  var nameOrigin: Point
  var footer: CardFooter?
  var kind: String { "contact" }
  var bubbleFill: RGBColor? { fill }
  var trailingLineWidth: Double? { footer?.label.width }

  static func make(contact: ContactMedia, maxWidth: Double, style: ContactKind.Style, in context: NodeContext)
    -> ContactCardLayout
  {
    let theme = context.theme
    let width = max(1, min(maxWidth, style.cardWidth - theme.bubble.textInsets.horizontal))
    let textX = style.avatarSize + theme.cards.iconGap
    let name = CardText(
      context.text(
        contact.name, size: theme.cards.titleSize, color: theme.incoming.text, truncation: .end(maxLines: 1)),
      maxWidth: width - textX, measurer: context.measurer)
    let footer = CardFooter.make(
      label: style.label, size: style.labelSize, below: style.avatarSize, spacing: style.sectionSpacing,
      dividerWidth: style.separatorWidth, dividerOpacity: style.separatorOpacity, maxWidth: width, context: context)
    return ContactCardLayout(
      size: Size(width: width, height: footer?.bottom ?? style.avatarSize), fill: style.fill,
      avatar: ContactNode.avatar(of: contact, size: style.avatarSize, shape: theme.avatar.shape, in: context),
      name: name, nameOrigin: Point(x: textX, y: (style.avatarSize - name.height) / 2), footer: footer)
  }

  func draw(in rect: Rect, context: DrawContext) {
    avatar.draw(in: avatar.frame.offsetBy(dx: rect.minX, dy: rect.minY), canvas: context.canvas)
    name.draw(at: Point(x: rect.minX + nameOrigin.x, y: rect.minY + nameOrigin.y), canvas: context.canvas)
    footer?.draw(in: rect, canvas: context.canvas)
  }
}
