/// One conversation-list row: avatar, title (with a muted bell), time, a preview of up to
/// `preview_lines` lines with its prefix in colour, and the unread badge or pin.
enum InboxRowScene {
  static func place(_ row: InboxRow, in frame: Rect, scene: SceneBuilder) {
    let style = scene.style.inbox
    if row.pinned { scene.fill(frame, color: style.pinnedBackground) }
    let avatar = Rect(
      x: frame.minX + style.sidePadding, y: frame.midY - style.avatarSize / 2, width: style.avatarSize,
      height: style.avatarSize)
    scene.avatar(row.avatar, in: avatar)
    let textX = avatar.maxX + style.avatarGap
    let rightX = frame.maxX - max(style.sidePadding, 14)
    scene.hairline(y: frame.maxY, from: textX, to: frame.maxX, color: style.separator)

    let name = scene.text(
      leftToRight + row.title, size: style.nameSize, color: style.nameColor, bold: style.nameBold)
    let nameHeight = scene.size(of: name).height
    let trailingWidth = trailingItemWidth(row, style: style, scene: scene)
    let previewWidth = max(20, rightX - textX - (trailingWidth > 0 ? trailingWidth + 8 : 0))
    // Scripts with tall lines (Arabic, Devanagari) may not fit two lines: show fewer.
    var lines = max(1, style.previewLines)
    var preview = previewText(row, lines: lines, style: style, scene: scene)
    var previewHeight = scene.size(of: preview, maxWidth: previewWidth).height
    while lines > 1, nameHeight + 2 + previewHeight > frame.height - 6 {
      lines -= 1
      preview = previewText(row, lines: lines, style: style, scene: scene)
      previewHeight = scene.size(of: preview, maxWidth: previewWidth).height
    }
    let top = frame.midY - (nameHeight + 2 + previewHeight) / 2
    let nameMidY = top + nameHeight / 2

    let time = scene.placeTrailing(
      scene.text(row.timeLabel, size: style.timeSize, color: timeColor(row, style: style)), maxX: rightX,
      midY: nameMidY)
    let bell = row.muted ? style.nameSize * 0.85 : 0
    let nameFrame = scene.placeLeading(
      name, x: textX, midY: nameMidY, maxWidth: max(20, time.minX - 8 - textX - (bell > 0 ? bell + 4 : 0)))
    if row.muted {
      scene.icon(
        .bellSlash, in: Rect(x: nameFrame.maxX + 4, y: nameMidY - bell / 2, width: bell, height: bell),
        color: style.mutedIcon, weight: 2)
    }
    let previewTop = top + nameHeight + 2
    scene.place(
      scene.shaped(preview, maxWidth: previewWidth),
      in: Rect(x: textX, y: previewTop, width: previewWidth, height: previewHeight))
    placeTrailingItem(
      row, at: Point(x: rightX, y: previewTop + previewHeight / 2), avatar: avatar, style: style, scene: scene)
  }

  /// WhatsApp writes the time of a chat with unread messages in its green (not a muted one's).
  static func timeColor(_ row: InboxRow, style: InboxStyle) -> RGBColor {
    row.unreadBadge != nil && !row.muted && style.unreadTimeColor.alpha > 0 ? style.unreadTimeColor : style.timeColor
  }

  /// A list reads left to right like the app around it, whatever script a chat is in: the
  /// mark makes an Arabic or Hebrew title or preview start at the left (iOS aligns list cells
  /// by the interface's direction, not the text's).
  private static let leftToRight = "\u{200E}"

  /// The prefix ("Draft:", "Alice:") in its colour, then the text.
  private static func previewText(
    _ row: InboxRow, lines: Int, style: InboxStyle, scene: SceneBuilder
  ) -> StyledText {
    let prefix = row.previewPrefix.map { $0 + " " } ?? ""
    var text = scene.text(
      leftToRight + prefix + row.previewText, size: style.previewSize, color: style.previewColor,
      maxLines: lines)
    if let label = row.previewPrefix {
      let start = leftToRight.utf8.count
      text.runs = [
        StyledRun(
          utf8Range: start..<start + label.utf8.count,
          attributes: TextAttributes(color: row.previewIsDraft ? style.draftColor : style.nameColor))
      ]
    }
    return text
  }

  private static func badgeText(_ badge: String, style: InboxStyle, scene: SceneBuilder) -> StyledText {
    scene.text(badge, size: style.badgeSize, color: style.badgeText, bold: true)
  }

  private static func badgeWidth(_ badge: String, style: InboxStyle, scene: SceneBuilder) -> Double {
    max(style.badgeHeight, scene.size(of: badgeText(badge, style: style, scene: scene)).width + 12)
  }

  /// Room the badge or pin takes right of the preview.
  private static func trailingItemWidth(_ row: InboxRow, style: InboxStyle, scene: SceneBuilder) -> Double {
    if style.badgePlacement == .trailing, let badge = row.unreadBadge {
      return badgeWidth(badge, style: style, scene: scene)
    }
    if style.badgePlacement == .avatar, row.unreadBadge != nil, row.muted {
      return 18  // the crossed-out bell sits there
    }
    return row.pinned && style.pinIcon.alpha > 0 ? 18 : 0
  }

  private static func placeTrailingItem(
    _ row: InboxRow, at anchor: Point, avatar: Rect, style: InboxStyle, scene: SceneBuilder
  ) {
    if let badge = row.unreadBadge {
      let color = row.muted ? style.mutedBadgeBackground : style.badgeBackground
      switch style.badgePlacement {
      case .trailing:
        let width = badgeWidth(badge, style: style, scene: scene)
        let capsule = Rect(
          x: anchor.x - width, y: anchor.y - style.badgeHeight / 2, width: width, height: style.badgeHeight)
        placeBadge(badge, in: capsule, color: color, style: style, scene: scene)
        return
      case .avatar:
        // WeChat: a count on the avatar's corner; a muted chat gets only a dot.
        if row.muted {
          let dot = style.badgeHeight * 0.55
          scene.fill(
            .ellipse(in: Rect(x: avatar.maxX - dot / 2 - 1, y: avatar.minY - dot / 2 + 1, width: dot, height: dot)),
            color: color)
        } else {
          let width = badgeWidth(badge, style: style, scene: scene)
          let capsule = Rect(
            x: avatar.maxX - width / 2 - 2, y: avatar.minY - style.badgeHeight / 2 + 2, width: width,
            height: style.badgeHeight)
          placeBadge(badge, in: capsule, color: color, style: style, scene: scene)
        }
      case .leadingDot:
        // iMessage: the count is not shown, only that there is something unread.
        let dot = style.badgeHeight * 0.5
        scene.fill(
          .ellipse(
            in: Rect(
              x: avatar.minX - style.sidePadding / 2 - dot / 2, y: avatar.midY - dot / 2, width: dot, height: dot)
          ), color: color)
      }
    }
    if row.pinned, style.pinIcon.alpha > 0, row.unreadBadge == nil || style.badgePlacement != .trailing {
      scene.icon(
        .pin, in: Rect(x: anchor.x - 14, y: anchor.y - 6, width: 12, height: 12), color: style.pinIcon)
    }
  }

  private static func placeBadge(
    _ badge: String, in capsule: Rect, color: RGBColor, style: InboxStyle, scene: SceneBuilder
  ) {
    scene.fill(.roundedRect(capsule, radius: capsule.height / 2), color: color)
    scene.placeCentered(
      badgeText(badge, style: style, scene: scene), at: Point(x: capsule.midX, y: capsule.midY))
  }
}
