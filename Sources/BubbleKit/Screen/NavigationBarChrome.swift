/// The chat's navigation bar: back chevron (and label), perhaps the chat's avatar beside it, the
/// title with a subtitle (centred, left-aligned after the avatar as in WhatsApp, or small under a
/// centred avatar as in iMessage), and the chat's avatar, a "more" button or call buttons; its
/// background also fills the status bar's area.
enum NavigationBarChrome {
  /// The chat's bar: `height`, or taller to fit an avatar with the title under it.
  static func height(_ style: NavigationBarStyle) -> Double {
    guard style.titleAlignment == .belowAvatar else { return style.height }
    return max(style.height, avatarTop + style.avatarSize + nameGap + style.subtitleSize * 1.3 + avatarTop)
  }

  private static let avatarTop = 4.0
  private static let nameGap = 2.0

  static func place(
    _ conversation: Conversation, backUnread: Int? = nil, statusBar: Rect, bar: Rect, scene: SceneBuilder
  ) {
    let style = scene.style.navigationBar
    scene.fill(
      Rect(x: bar.minX, y: statusBar.minY, width: bar.width, height: bar.maxY - statusBar.minY), color: style.background
    )
    scene.hairline(y: bar.maxY, from: bar.minX, to: bar.maxX, color: style.separator)
    StatusBarChrome.place(in: statusBar, scene: scene)

    // Under an avatar title the back chevron faces the avatar, as in Messages.
    let backMidY = style.titleAlignment == .belowAvatar ? bar.minY + avatarTop + style.avatarSize / 2 : bar.midY
    var leftExtent = placeBack(bar: bar, midY: min(backMidY, bar.midY), unread: backUnread, scene: scene)
    if style.leadingAvatar {
      leftExtent = placeAvatar(conversation, x: bar.minX + leftExtent + 2, bar: bar, scene: scene).maxX - bar.minX
    }
    let trailingExtent = placeTrailing(conversation, bar: bar, scene: scene)
    let buttonsEnd = trailingExtent > 0 ? bar.maxX - trailingExtent - buttonGap : bar.maxX - style.sideMargin - 4
    let rightExtent =
      style.trailingButtons.isEmpty
      ? trailingExtent : NavigationBarButtons.place(style.trailingButtons, endingAt: buttonsEnd, bar: bar, scene: scene)
    let identity = ConversationIdentity(conversation, palette: scene.theme.avatar.palette)
    let subtitle = subtitle(of: conversation, style: style)
    if style.titleAlignment == .belowAvatar {
      let width = max(40, bar.width - 2 * max(leftExtent, rightExtent) - 16)
      placeBelowAvatar(identity, maxWidth: width, bar: bar, scene: scene)
      return
    }
    let title = NavigationBarTitle(
      title: scene.text(identity.title, size: style.titleSize, color: style.titleColor, bold: true),
      count: groupCount(of: conversation, style: style).map {
        scene.text($0, size: style.groupCountSize, color: style.groupCountColor, bold: true)
      })
    let subtitleText = scene.text(subtitle, size: style.subtitleSize, color: style.subtitleColor)
    let titleMidY = subtitle.isEmpty ? bar.midY : bar.midY - style.subtitleSize * 0.6
    let subtitleMidY = bar.midY + style.titleSize * 0.55
    if style.titleAlignment == .leading {
      // Left-aligned after the back item and any leading avatar (WhatsApp).
      let minX = bar.minX + leftExtent + 10
      let width = max(40, bar.maxX - rightExtent - 10 - minX)
      title.place(x: minX, midY: titleMidY, maxWidth: width, scene: scene)
      if !subtitle.isEmpty { scene.placeLeading(subtitleText, x: minX, midY: subtitleMidY, maxWidth: width) }
      return
    }
    let titleWidth = max(40, bar.width - 2 * max(leftExtent, rightExtent) - 16)
    let room = (bar.minX + leftExtent + 8)...max(bar.minX + leftExtent + 8, bar.maxX - rightExtent - 8)
    title.place(centeredOn: bar.midX, centredWidth: titleWidth, room: room, midY: titleMidY, scene: scene)
    if !subtitle.isEmpty {
      scene.placeCentered(subtitleText, at: Point(x: bar.midX, y: subtitleMidY), maxWidth: titleWidth)
    }
  }

  /// Between the trailing item and the buttons left of it.
  private static let buttonGap = 16.0

  /// The avatar centred at the top of the bar, the title under it small (`subtitle_size`) in
  /// regular weight followed by a chevron in the subtitle colour, the two centred together
  /// (iMessage).
  private static func placeBelowAvatar(
    _ identity: ConversationIdentity, maxWidth: Double, bar: Rect, scene: SceneBuilder
  ) {
    let style = scene.style.navigationBar
    let chevron = (style.subtitleSize * 0.75).rounded()
    var line = scene.text(identity.title, size: style.subtitleSize, color: style.titleColor)
    line.truncation = .end(maxLines: 1)
    let name = scene.shaped(line, maxWidth: max(1, maxWidth - chevron - 2))
    let nameSize = name.size
    let size = max(1, min(style.avatarSize, bar.height - avatarTop - nameGap - nameSize.height - avatarTop))
    let avatar = Rect(x: bar.midX - size / 2, y: bar.minY + avatarTop, width: size, height: size)
    scene.avatar(identity.avatar, in: avatar)
    let left = bar.midX - (nameSize.width + 2 + chevron) / 2
    let nameFrame = Rect(x: left, y: avatar.maxY + nameGap, width: nameSize.width, height: nameSize.height)
    scene.place(name, in: nameFrame)
    scene.icon(
      .chevronForward,
      in: Rect(x: nameFrame.maxX + 2, y: nameFrame.midY - chevron / 2, width: chevron, height: chevron),
      color: style.subtitleColor, weight: 1.4)
  }

  /// A group's member count after its title ("(4)"), if the theme shows one.
  static func groupCount(of conversation: Conversation, style: NavigationBarStyle) -> String? {
    guard conversation.kind == .group, !style.groupCount.isEmpty else { return nil }
    return style.groupCount.replacingOccurrences(of: "%d", with: "\(conversation.participants.count)")
  }

  static func subtitle(of conversation: Conversation, style: NavigationBarStyle) -> String {
    switch conversation.kind {
    case .direct: style.directSubtitle
    case .group: style.groupSubtitle.replacingOccurrences(of: "%d", with: "\(conversation.participants.count)")
    }
  }

  /// Returns how far from the left edge the back item reaches.
  private static func placeBack(bar: Rect, midY: Double, unread: Int?, scene: SceneBuilder) -> Double {
    let style = scene.style.navigationBar
    let chevron = Rect(x: bar.minX + style.sideMargin - 4, y: midY - 11, width: 22, height: 22)
    scene.icon(.chevronBack, in: chevron, color: style.tint)
    if style.backUnread != .none, let count = InboxPresenter.badge(for: unread ?? 0) {
      return placeBackUnread(count, after: chevron, midY: midY, scene: scene).maxX
    }
    guard !style.backLabel.isEmpty else { return chevron.maxX }
    let label = scene.placeLeading(
      scene.text(style.backLabel, size: style.titleSize, color: style.tint), x: chevron.maxX + 1, midY: midY,
      maxWidth: bar.width * 0.25)
    return label.maxX
  }

  /// The other chats' unread count after the chevron, as text or on a capsule; returns its frame.
  private static func placeBackUnread(_ count: String, after chevron: Rect, midY: Double, scene: SceneBuilder) -> Rect {
    let style = scene.style.navigationBar
    guard style.backUnread == .badge else {
      return scene.placeLeading(
        scene.text(count, size: style.titleSize, color: style.tint), x: chevron.maxX + 1, midY: midY, maxWidth: 80)
    }
    let label = scene.text(count, size: style.subtitleSize + 1, color: .white, bold: true)
    let height = (style.subtitleSize * 1.55).rounded()
    let capsule = Rect(
      x: chevron.maxX + 2, y: midY - height / 2, width: max(height, scene.size(of: label).width + height * 0.6),
      height: height)
    scene.fill(.roundedRect(capsule, radius: height / 2), color: style.tint)
    scene.placeCentered(label, at: Point(x: capsule.midX, y: capsule.midY))
    return capsule
  }

  /// The avatar the bar draws, if its theme puts one there (the resolve stage loads it first).
  static func avatarRequest(_ conversation: Conversation, theme: Theme) -> MediaRequest? {
    let style = theme.screen.navigationBar
    guard style.trailing == .avatar || style.leadingAvatar || style.titleAlignment == .belowAvatar,
      let source = ConversationIdentity(conversation, palette: theme.avatar.palette).avatar.source
    else { return nil }
    return MediaRequest(source: source, owner: "navigation bar")
  }

  /// Returns how far from the right edge the trailing item reaches.
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
      let frame = placeAvatar(conversation, x: bar.maxX - style.sideMargin - size, bar: bar, scene: scene)
      return bar.maxX - frame.minX
    case .calls:
      // Right to left: the voice call, then the video call, in the tint.
      let side = 26.0
      let phone = Rect(x: bar.maxX - style.sideMargin - 4 - side, y: bar.midY - side / 2, width: side, height: side)
      scene.icon(
        .phone, in: phone.insetBy(EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)), color: style.tint, weight: 1.6)
      let video = phone.offsetBy(dx: -(side + 22), dy: 0)
      scene.icon(.videoCall, in: video, color: style.tint, weight: 1.6)
      return bar.maxX - video.minX
    }
  }

  /// The chat's avatar with its left edge at `x`, centred on the bar; returns its frame.
  private static func placeAvatar(_ conversation: Conversation, x: Double, bar: Rect, scene: SceneBuilder) -> Rect {
    let size = min(scene.style.navigationBar.avatarSize, bar.height - 4)
    let frame = Rect(x: x, y: bar.midY - size / 2, width: size, height: size)
    scene.avatar(ConversationIdentity(conversation, palette: scene.theme.avatar.palette).avatar, in: frame)
    return frame
  }
}
