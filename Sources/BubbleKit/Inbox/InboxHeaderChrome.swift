/// The inbox's top: the status bar, the title (centred, left on the bar, or iOS's large title
/// under it) with "Edit", the icon buttons and the new-chat button, the search field and the
/// filter chips, over the header's background.
enum InboxHeaderChrome {
  static func place(_ layout: InboxLayout, scene: SceneBuilder) {
    let style = scene.style
    let inbox = style.inbox
    scene.fill(inbox.background)
    let header = layout.header
    scene.fill(header, color: headerBackground(style))
    scene.hairline(y: header.maxY, from: 0, to: header.maxX, color: headerSeparator(style))
    StatusBarChrome.place(in: layout.statusBar, scene: scene)
    let bar = layout.navigationBar
    var leftExtent = bar.minX + style.navigationBar.sideMargin + 8
    if !inbox.editLabel.isEmpty {
      let edit = scene.placeLeading(
        scene.text(inbox.editLabel, size: style.navigationBar.titleSize, color: style.navigationBar.tint),
        x: leftExtent, midY: bar.midY, maxWidth: bar.width * 0.25)
      leftExtent = edit.maxX + 12
    }
    let buttonsMinX = placeButtons(bar: bar, style: style, scene: scene)
    let title = scene.text(inbox.title, size: inbox.titleSize, color: style.navigationBar.titleColor, bold: true)
    switch inbox.titleAlignment {
    case .center:
      scene.placeCentered(title, at: Point(x: bar.midX, y: bar.midY), maxWidth: bar.width * 0.5)
    case .leading:
      scene.placeLeading(title, x: leftExtent, midY: bar.midY, maxWidth: max(1, buttonsMinX - 8 - leftExtent))
    case .large:
      let row = layout.largeTitle ?? bar
      let x = bar.minX + style.navigationBar.sideMargin + 8
      scene.placeLeading(title, x: x, midY: row.midY, maxWidth: max(1, row.maxX - 16 - x))
    }
    placeSearchField(layout.searchField, style: inbox, scene: scene)
    if let filterBar = layout.filterBar {
      InboxFilterChips.place(inbox.filters, in: filterBar, style: inbox, scene: scene)
    }
  }

  /// Transparent header colours follow the navigation bar's.
  static func headerBackground(_ style: ScreenStyle) -> RGBColor {
    style.inbox.headerBackground.alpha > 0 ? style.inbox.headerBackground : style.navigationBar.background
  }

  static func headerSeparator(_ style: ScreenStyle) -> RGBColor {
    style.inbox.headerSeparator.alpha > 0 ? style.inbox.headerSeparator : style.navigationBar.separator
  }

  /// The new-chat button at the right end, the header's buttons left of it; returns their left edge.
  private static func placeButtons(bar: Rect, style: ScreenStyle, scene: SceneBuilder) -> Double {
    var left = bar.maxX - style.navigationBar.sideMargin - 4
    if let newChat = placeNewChatButton(bar: bar, style: style, scene: scene) { left = newChat.minX }
    let glyphs = style.inbox.headerButtons.map(glyph)
    guard !glyphs.isEmpty else { return left }
    let maxX = style.inbox.newChatIcon == .none ? left : left - NavigationBarButtons.spacing
    return bar.maxX
      - NavigationBarButtons.place(glyphs, endingAt: maxX, bar: bar, color: style.navigationBar.tint, scene: scene)
  }

  private static func glyph(_ button: InboxHeaderButton) -> Icon {
    switch button {
    case .camera: .camera
    case .search: .search
    case .settings: .gear
    case .more: .ellipsis
    case .menu: .menu
    }
  }

  private static func placeNewChatButton(bar: Rect, style: ScreenStyle, scene: SceneBuilder) -> Rect? {
    let icon = Rect(x: bar.maxX - style.navigationBar.sideMargin - 30, y: bar.midY - 13, width: 26, height: 26)
    switch style.inbox.newChatIcon {
    case .none:
      return nil
    case .compose:
      scene.icon(.compose, in: icon, color: style.navigationBar.tint, weight: 1.6)
    case .plus:
      scene.stroke(
        .ellipse(in: icon.insetBy(EdgeInsets(top: 1.5, left: 1.5, bottom: 1.5, right: 1.5))),
        color: style.navigationBar.tint, lineWidth: 1.6)
      let inner = icon.insetBy(EdgeInsets(top: 7, left: 7, bottom: 7, right: 7))
      scene.icon(.plus, in: inner, color: style.navigationBar.tint, weight: 1.6 * 26 / inner.width)
    }
    return icon
  }

  private static func placeSearchField(_ field: Rect, style: InboxStyle, scene: SceneBuilder) {
    guard field.height > 0 else { return }
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
