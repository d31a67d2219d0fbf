/// The conversation list's frames on one screen: bars at the top, a search field, rows down to
/// the tab bar (rows below it are cut off), and the tab bar over the home indicator. The frames
/// come first (they choose which avatars to resolve); `scene` is placed in them afterwards.
public struct InboxLayout: Sendable {
  public var size: Size
  public var statusBar: Rect
  public var navigationBar: Rect
  public var searchField: Rect
  /// The rows that show, top to bottom, with their frames.
  public var rows: [(row: InboxRow, frame: Rect)]
  /// Where rows may be drawn (between the search area and the tab bar).
  public var listArea: Rect
  public var tabBar: Rect
  /// Everything placed, ready to draw; empty until `placingScene`.
  public var scene = Scene()

  public static func make(rows: [InboxRow], size: Size, style: ScreenStyle) -> InboxLayout {
    let inbox = style.inbox
    let statusBar = Rect(x: 0, y: 0, width: size.width, height: style.statusBar.height)
    let navigationBar = Rect(x: 0, y: statusBar.maxY, width: size.width, height: style.navigationBar.height)
    let searchField = Rect(
      x: 8, y: navigationBar.maxY + 2, width: size.width - 16, height: inbox.searchHeight)
    let tabBarHeight =
      inbox.tabs.isEmpty ? style.homeIndicator.areaHeight : inbox.tabBarHeight + style.homeIndicator.areaHeight
    let tabBar = Rect(x: 0, y: size.height - tabBarHeight, width: size.width, height: tabBarHeight)
    let listArea = Rect(
      x: 0, y: searchField.maxY + 8, width: size.width, height: max(0, tabBar.minY - searchField.maxY - 8))
    var placed: [(row: InboxRow, frame: Rect)] = []
    for (index, row) in rows.enumerated() {
      let frame = Rect(
        x: 0, y: listArea.minY + Double(index) * inbox.rowHeight, width: size.width, height: inbox.rowHeight)
      guard frame.minY < listArea.maxY else { break }
      placed.append((row, frame))
    }
    return InboxLayout(
      size: size, statusBar: statusBar, navigationBar: navigationBar, searchField: searchField, rows: placed,
      listArea: listArea, tabBar: tabBar)
  }
}
