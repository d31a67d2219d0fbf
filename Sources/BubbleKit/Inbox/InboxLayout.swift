/// The conversation list's frames on one screen: bars at the top (with iOS's large title on a
/// row of its own), a search field, filter chips, rows down to the tab bar (rows below it are
/// cut off), and the tab bar over the home indicator. The frames come first (they choose which
/// avatars to resolve); `scene` is placed in them afterwards.
public struct InboxLayout: Sendable {
  public var size: Size
  public var statusBar: Rect
  public var navigationBar: Rect
  /// The large title's row under the bar (`title_alignment: large`).
  public var largeTitle: Rect?
  public var searchField: Rect
  /// The filter chips' row (`filters`).
  public var filterBar: Rect?
  /// The rows that show, top to bottom, with their frames.
  public var rows: [(row: InboxRow, frame: Rect)]
  /// Where rows may be drawn (between the header and the tab bar).
  public var listArea: Rect
  public var tabBar: Rect
  /// Everything placed, ready to draw; empty until `placingScene`.
  public var scene = Scene()

  /// The header: from the top to the list.
  public var header: Rect { Rect(x: 0, y: 0, width: size.width, height: listArea.minY) }

  public static func make(rows: [InboxRow], size: Size, style: ScreenStyle) -> InboxLayout {
    let inbox = style.inbox
    let statusBar = Rect(x: 0, y: 0, width: size.width, height: style.statusBar.height)
    let navigationBar = Rect(x: 0, y: statusBar.maxY, width: size.width, height: style.navigationBar.height)
    // iOS's large title: 34 pt on a 52 pt row.
    let largeTitle =
      inbox.titleAlignment == .large
      ? Rect(x: 0, y: navigationBar.maxY, width: size.width, height: (inbox.titleSize * 1.53).rounded()) : nil
    let searchField = Rect(
      x: 8, y: (largeTitle ?? navigationBar).maxY + 2, width: size.width - 16, height: inbox.searchHeight)
    let filterBar =
      inbox.filters.isEmpty
      ? nil : Rect(x: 0, y: searchField.maxY + 10, width: size.width, height: inbox.filterHeight)
    let headerBottom = (filterBar ?? searchField).maxY + (filterBar == nil ? 8 : 6)
    let tabBarHeight =
      inbox.tabs.isEmpty ? style.homeIndicator.areaHeight : inbox.tabBarHeight + style.homeIndicator.areaHeight
    let tabBar = Rect(x: 0, y: size.height - tabBarHeight, width: size.width, height: tabBarHeight)
    let listArea = Rect(x: 0, y: headerBottom, width: size.width, height: max(0, tabBar.minY - headerBottom))
    var placed: [(row: InboxRow, frame: Rect)] = []
    for (index, row) in rows.enumerated() {
      let frame = Rect(
        x: 0, y: listArea.minY + Double(index) * inbox.rowHeight, width: size.width, height: inbox.rowHeight)
      guard frame.minY < listArea.maxY else { break }
      placed.append((row, frame))
    }
    return InboxLayout(
      size: size, statusBar: statusBar, navigationBar: navigationBar, largeTitle: largeTitle,
      searchField: searchField, filterBar: filterBar, rows: placed, listArea: listArea, tabBar: tabBar)
  }
}
