/// The chat's navigation bar: back chevron (and label), the title with a subtitle, and the
/// chat's avatar or a "more" button; its background also fills the status bar's area.
enum NavigationBarRenderer {
  static func draw(
    _ conversation: Conversation, statusBar: Rect, bar: Rect, context: ScreenDrawContext
  ) {
    let style = context.style.navigationBar
    context.canvas.fill(
      Rect(x: bar.minX, y: statusBar.minY, width: bar.width, height: bar.maxY - statusBar.minY), color: style.background
    )
    context.hairline(y: bar.maxY, from: bar.minX, to: bar.maxX, color: style.separator)
    StatusBarRenderer.draw(in: statusBar, context: context)

    let leftExtent = drawBack(bar: bar, context: context)
    let rightExtent = drawTrailing(conversation, bar: bar, context: context)
    let identity = ConversationIdentity(conversation, palette: context.theme.avatar.palette)
    let titleWidth = max(40, bar.width - 2 * max(leftExtent, rightExtent) - 16)
    let subtitle = subtitle(of: conversation, style: style)
    let title = context.text(identity.title, size: style.titleSize, color: style.titleColor, bold: true)
    if subtitle.isEmpty {
      context.drawCentered(title, at: Point(x: bar.midX, y: bar.midY), maxWidth: titleWidth)
    } else {
      context.drawCentered(title, at: Point(x: bar.midX, y: bar.midY - style.subtitleSize * 0.6), maxWidth: titleWidth)
      context.drawCentered(
        context.text(subtitle, size: style.subtitleSize, color: style.subtitleColor),
        at: Point(x: bar.midX, y: bar.midY + style.titleSize * 0.55), maxWidth: titleWidth)
    }
  }

  static func subtitle(of conversation: Conversation, style: NavigationBarStyle) -> String {
    switch conversation.kind {
    case .direct: style.directSubtitle
    case .group: style.groupSubtitle.replacingOccurrences(of: "%d", with: "\(conversation.participants.count)")
    }
  }

  /// Returns how far from the left edge the back item reaches.
  private static func drawBack(bar: Rect, context: ScreenDrawContext) -> Double {
    let style = context.style.navigationBar
    let chevron = Rect(x: bar.minX + style.sideMargin - 4, y: bar.midY - 11, width: 22, height: 22)
    ScreenGlyphs.draw(.chevronBack, in: chevron, color: style.tint, canvas: context.canvas)
    guard !style.backLabel.isEmpty else { return chevron.maxX }
    let label = context.drawLeading(
      context.text(style.backLabel, size: style.titleSize, color: style.tint), x: chevron.maxX + 1, midY: bar.midY,
      maxWidth: bar.width * 0.25)
    return label.maxX
  }

  /// Returns how far from the right edge the trailing item reaches.
  /// The avatar the bar draws, if its theme puts one there (the resolve stage loads it first).
  static func avatarRequest(_ conversation: Conversation, theme: Theme) -> MediaRequest? {
    guard theme.screen.navigationBar.trailing == .avatar,
      let source = ConversationIdentity(conversation, palette: theme.avatar.palette).avatar.source
    else { return nil }
    return MediaRequest(source: source, owner: "navigation bar")
  }

  private static func drawTrailing(_ conversation: Conversation, bar: Rect, context: ScreenDrawContext) -> Double {
    let style = context.style.navigationBar
    switch style.trailing {
    case .none:
      return 0
    case .more:
      let box = Rect(x: bar.maxX - style.sideMargin - 26, y: bar.midY - 13, width: 26, height: 26)
      ScreenGlyphs.draw(.ellipsis, in: box, color: style.titleColor, canvas: context.canvas)
      return bar.maxX - box.minX
    case .avatar:
      let size = min(style.avatarSize, bar.height - 4)
      let frame = Rect(x: bar.maxX - style.sideMargin - size, y: bar.midY - size / 2, width: size, height: size)
      let identity = ConversationIdentity(conversation, palette: context.theme.avatar.palette)
      context.drawAvatar(identity.avatar, in: frame)
      return bar.maxX - frame.minX
    }
  }
}
