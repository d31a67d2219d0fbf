/// The inbox's top: the status bar, the title with "Edit" and the new-chat button, and the
/// search field, over the navigation bar's background.
enum InboxHeaderChrome {
  static func place(_ layout: InboxLayout, scene: SceneBuilder) {
    let style = scene.style
    scene.fill(style.inbox.background)
    let header = Rect(x: 0, y: 0, width: layout.size.width, height: layout.listArea.minY)
    scene.fill(header, color: style.navigationBar.background)
    scene.hairline(y: header.maxY, from: 0, to: header.maxX, color: style.navigationBar.separator)
    StatusBarChrome.place(in: layout.statusBar, scene: scene)
    let bar = layout.navigationBar
    scene.placeCentered(
      scene.text(style.inbox.title, size: style.inbox.titleSize, color: style.navigationBar.titleColor, bold: true),
      at: Point(x: bar.midX, y: bar.midY), maxWidth: bar.width * 0.5)
    if !style.inbox.editLabel.isEmpty {
      scene.placeLeading(
        scene.text(style.inbox.editLabel, size: style.navigationBar.titleSize, color: style.navigationBar.tint),
        x: style.navigationBar.sideMargin + 8, midY: bar.midY, maxWidth: bar.width * 0.25)
    }
    placeNewChatButton(bar: bar, style: style, scene: scene)
    placeSearchField(layout.searchField, style: style.inbox, scene: scene)
  }

  private static func placeNewChatButton(bar: Rect, style: ScreenStyle, scene: SceneBuilder) {
    let icon = Rect(x: bar.maxX - style.navigationBar.sideMargin - 30, y: bar.midY - 13, width: 26, height: 26)
    switch style.inbox.newChatIcon {
    case .compose:
      scene.icon(.compose, in: icon, color: style.navigationBar.tint, weight: 1.6)
    case .plus:
      scene.stroke(
        .ellipse(in: icon.insetBy(EdgeInsets(top: 1.5, left: 1.5, bottom: 1.5, right: 1.5))),
        color: style.navigationBar.tint, lineWidth: 1.6)
      let inner = icon.insetBy(EdgeInsets(top: 7, left: 7, bottom: 7, right: 7))
      scene.icon(.plus, in: inner, color: style.navigationBar.tint, weight: 1.6 * 26 / inner.width)
    }
  }

  private static func placeSearchField(_ field: Rect, style: InboxStyle, scene: SceneBuilder) {
    scene.fill(.roundedRect(field, radius: 10), color: style.searchBackground)
    let label = scene.text(style.searchPlaceholder, size: 17, color: style.searchText)
    let labelWidth = scene.size(of: label).width
    let glyph = 18.0
    let startX = field.midX - (labelWidth + glyph + 4) / 2
    scene.icon(
      .search, in: Rect(x: startX, y: field.midY - glyph / 2, width: glyph, height: glyph), color: style.searchText,
      weight: 2.2)
    scene.placeLeading(label, x: startX + glyph + 4, midY: field.midY, maxWidth: labelWidth + 1)
  }
}
