/// The tab bar under the conversation list, the selected tab in the tint with the total
/// unread count on it.
enum TabBarChrome {
  static func place(in bar: Rect, totalUnread: Int, scene: SceneBuilder) {
    let style = scene.style.inbox
    guard !style.tabs.isEmpty else { return }
    scene.fill(bar, color: style.tabBarBackground)
    scene.hairline(y: bar.minY, from: bar.minX, to: bar.maxX, color: scene.style.navigationBar.separator)
    let cell = bar.width / Double(style.tabs.count)
    let iconSize = 28.0
    for (index, tab) in style.tabs.enumerated() {
      let selected = index == style.selectedTab
      let color = selected ? style.tabTint : style.tabInactive
      let midX = bar.minX + (Double(index) + 0.5) * cell
      let icon = Rect(x: midX - iconSize / 2, y: bar.minY + 5, width: iconSize, height: iconSize)
      scene.icon(glyph(tab.icon), in: icon, color: color, weight: 1.7)
      scene.placeCentered(
        scene.text(tab.label, size: style.tabLabelSize, color: color, bold: selected),
        at: Point(x: midX, y: icon.maxY + 3 + style.tabLabelSize * 0.6), maxWidth: cell - 4)
      if selected, let badge = InboxPresenter.badge(for: totalUnread) {
        let text = scene.text(badge, size: 12, color: style.badgeText, bold: true)
        let width = max(18, scene.size(of: text).width + 10)
        let capsule = Rect(x: icon.maxX - 8, y: icon.minY - 3, width: width, height: 18)
        scene.fill(.roundedRect(capsule, radius: 9), color: style.tabBadgeBackground)
        scene.placeCentered(text, at: Point(x: capsule.midX, y: capsule.midY))
      }
    }
  }

  private static func glyph(_ icon: InboxTabIcon) -> Icon {
    switch icon {
    case .chats: .chatBubble
    case .contacts, .me: .person
    case .calls: .call
    case .settings: .gear
    case .discover: .compass
    }
  }
}
