/// A shared contact (Telegram): the contact's picture (or initials on a colour
/// derived from the name), the name in bold and the phone number; under a thin
/// separator, a "View contact" action. The footer shares the action's row.
/// `kinds.contact.style: "card"` draws WeChat's contact card instead (`ContactCardLayout`).
public struct ContactNode: ContentNode {
  public let contact: ContactMedia
  public var placement: NodePlacement { .inset }

  public init(contact: ContactMedia) { self.contact = contact }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: ContactKind.self)
    switch style.style {
    case .row: return rowLayout(maxWidth: maxWidth, style: style, in: context)
    case .card: return ContactCardLayout.make(contact: contact, maxWidth: maxWidth, style: style, in: context)
    }
  }

  private func rowLayout(maxWidth: Double, style: ContactKind.Style, in context: NodeContext) -> any NodeLayout {
    let theme = context.theme
    let cards = theme.cards
    let textX = style.avatarSize + cards.iconGap
    let textMax = maxWidth - textX
    var lines = [
      CardRowLayout.Line(
        CardText(
          context.text(
            contact.name, size: cards.titleSize, bold: true, color: context.side.text, truncation: .end(maxLines: 1)),
          maxWidth: textMax, measurer: context.measurer))
    ]
    if let phone = contact.phone, !phone.isEmpty {
      lines.append(
        CardRowLayout.Line(
          CardText(
            context.text(
              phone, size: cards.subtitleSize, color: context.side.secondary, truncation: .end(maxLines: 1)),
            maxWidth: textMax, measurer: context.measurer)))
    }
    let avatar = Self.avatar(of: contact, size: style.avatarSize, shape: .circle, in: context)
    let row = CardRowLayout(
      kind: "contact", icon: .avatar(avatar),
      iconSize: Size(width: style.avatarSize, height: style.avatarSize), lines: lines, lineSpacing: cards.lineSpacing,
      textX: textX, minWidth: min(maxWidth, cards.minWidth), topPadding: cards.topPadding)
    let action = CardText(
      context.text(
        cards.labels.viewContact, size: style.actionSize, bold: true, color: context.side.accent,
        truncation: .end(maxLines: 1)),
      maxWidth: maxWidth, measurer: context.measurer)
    let separatorY = row.size.height + style.sectionSpacing
    let actionY = separatorY + style.separatorWidth + style.sectionSpacing
    return ContactLayout(
      size: Size(width: max(row.size.width, action.width), height: actionY + action.height),
      row: row, separatorY: separatorY, separatorWidth: style.separatorWidth,
      separatorColor: context.side.secondary.withAlpha(context.side.secondary.alpha * style.separatorOpacity),
      action: action, actionY: actionY)
  }
}

extension ContactNode {
  /// The contact's picture, resolved before layout (which warned when it failed); a failure, or
  /// none, draws initials on a colour from the name.
  static func avatar(of contact: ContactMedia, size: Double, shape: AvatarShape, in context: NodeContext)
    -> AvatarLayout
  {
    let theme = context.theme
    let color =
      ParticipantAppearance.paletteColor(for: contact.name, in: theme.avatar.palette) ?? context.side.accent
    return AvatarLayout.make(
      AvatarPresentation(
        participantID: contact.name, initials: ParticipantAppearance.initials(of: contact.name),
        source: contact.avatar, color: color),
      frame: Rect(x: 0, y: 0, width: size, height: size), initialsSize: theme.avatar.initialsSize,
      cornerFraction: 0.22, shape: shape, theme: theme, measurer: context.measurer, media: context.media)
  }
}

struct ContactLayout: NodeLayout {
  var size: Size
  var row: CardRowLayout
  var separatorY: Double
  var separatorWidth: Double
  var separatorColor: RGBColor
  var action: CardText
  var actionY: Double
  var kind: String { "contact" }
  var trailingLineWidth: Double? { action.width }

  func draw(in rect: Rect, context: DrawContext) {
    row.draw(in: rect, context: context)
    // The separator spans the bubble's content width, which may be wider than the card.
    context.canvas.fill(
      Rect(x: rect.minX, y: rect.minY + separatorY, width: rect.width, height: separatorWidth), color: separatorColor)
    action.draw(at: Point(x: rect.minX, y: rect.minY + actionY), canvas: context.canvas)
  }
}
