import Testing

@testable import BubbleKit

/// `plus_panel.style: list`: WhatsApp's attach sheet and iMessage's apps menu list the actions,
/// a row each, over the dimmed chat; the chat stays at rest under it.
@Suite struct ActionListTests {
  func plusScreen(_ name: String) throws -> (ScreenLayout, Theme) {
    let theme = try ThemeLoader.load(name)
    let layout = try ScreenRenderer(theme: theme).layout(
      try TestSupport.conversation(ScreenFixtures.short), screen: ScreenOptions(inputState: InputBarState(.plus)))
    return (layout, theme)
  }

  @Test func rowsStackUnderThePadding() throws {
    var style = try ThemeLoader.load("whatsapp").screen.plusPanel
    style.tileSize = 50
    let rows = ActionListChrome.rows(in: Rect(x: 0, y: 400, width: 390, height: 444), style: style)
    #expect(rows.count == style.actions.count)
    #expect(rows.first?.minY == 400 + style.padding.top && rows.first?.minX == style.padding.left)
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.maxY == $1.minY && $0.height == 50 })
  }

  @Test(arguments: ["whatsapp", "imessage"])
  func theSheetListsEveryActionWithItsColour(theme name: String) throws {
    let (layout, theme) = try plusScreen(name)
    let style = theme.screen.plusPanel
    let sheet = try #require(layout.sheet)
    #expect(sheet.maxY == layout.size.height && abs(sheet.height - style.height) < 0.001)
    for (index, action) in style.actions.enumerated() {
      let label = try #require(SceneQueries.texts(layout.scene, action.label).first, "\(action.label)")
      #expect(inside(label.frame, sheet))
      let color = style.actionColors[index]
      let glyph = style.rowIcon == .glyph ? color : .white
      #expect(
        SceneQueries.icons(layout.scene, Icon(action.icon)).contains { $0.color == glyph && inside($0.frame, sheet) })
    }
    // The chat stays at rest: the sheet hangs under nothing.
    #expect(layout.inputBar.frame.maxY == layout.size.height - theme.screen.homeIndicator.areaHeight)
  }

  func inside(_ rect: Rect, _ outer: Rect) -> Bool {
    rect.minX >= outer.minX && rect.maxX <= outer.maxX && rect.minY >= outer.minY && rect.maxY <= outer.maxY
  }
}
