/// The chat's navigation bar: back chevron (and label), the title with a subtitle, and the
/// chat's avatar or a "more" button; its background also fills the status bar's area.
enum NavigationBarChrome {
  static func place(
    _ conversation: Conversation, statusBar: Rect, bar: Rect, scene: SceneBuilder
  ) {
    let style = scene.style.navigationBar
    scene.fill(
      Rect(x: bar.minX, y: statusBar.minY, width: bar.width, height: bar.maxY - statusBar.minY), color: style.background
    )
    scene.hairline(y: bar.maxY, from: bar.minX, to: bar.maxX, color: style.separator)
    StatusBarChrome.place(in: statusBar, scene: scene)

    let leftExtent = placeBack(bar: bar, scene: scene)
    let rightExtent = placeTrailing(conversation, bar: bar, scene: scene)
    let identity = ConversationIdentity(conversation, palette: scene.theme.avatar.palette)
    let titleWidth = max(40, bar.width - 2 * max(leftExtent, rightExtent) - 16)
    let subtitle = subtitle(of: conversation, style: style)
    let title = scene.text(identity.title, size: style.titleSize, color: style.titleColor, bold: true)
    if subtitle.isEmpty {
      scene.placeCentered(title, at: Point(x: bar.midX, y: bar.midY), maxWidth: titleWidth)
    } else {
      scene.placeCentered(title, at: Point(x: bar.midX, y: bar.midY - style.subtitleSize * 0.6), maxWidth: titleWidth)
      scene.placeCentered(
        scene.text(subtitle, size: style.subtitleSize, color: style.subtitleColor),
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
  private static func placeBack(bar: Rect, scene: SceneBuilder) -> Double {
    let style = scene.style.navigationBar
    let chevron = Rect(x: bar.minX + style.sideMargin - 4, y: bar.midY - 11, width: 22, height: 22)
    scene.icon(.chevronBack, in: chevron, color: style.tint)
    guard !style.backLabel.isEmpty else { return chevron.maxX }
    let label = scene.placeLeading(
      scene.text(style.backLabel, size: style.titleSize, color: style.tint), x: chevron.maxX + 1, midY: bar.midY,
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

  private static func placeTrailing(_ conversation: Conversation, bar: Rect, scene: SceneBuilder) -> Double {
    let style = scene.style.navigationBar
    switch style.trailing {
    case .none:
      return 0
    case .more:
      let box = Rect(x: bar.maxX - style.sideMargin - 26, y: bar.midY - 13, width: 26, height: 26)
      scene.icon(.ellipsis, in: box, color: style.titleColor)
      return bar.maxX - box.minX
    case .avatar:
      let size = min(style.avatarSize, bar.height - 4)
      let frame = Rect(x: bar.maxX - style.sideMargin - size, y: bar.midY - size / 2, width: size, height: size)
      let identity = ConversationIdentity(conversation, palette: scene.theme.avatar.palette)
      scene.avatar(identity.avatar, in: frame)
      return bar.maxX - frame.minX
    }
  }
}
