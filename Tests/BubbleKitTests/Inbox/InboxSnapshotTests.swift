import BubbleKit
import Foundation
import Testing

/// The example inbox as a phone screen, in the default (Telegram-like) and WeChat looks.
@Suite struct InboxSnapshotTests {
  static func exampleInbox() throws -> Inbox {
    let folder = TestSupport.packageRoot.appendingPathComponent("Examples")
    let data = try Data(contentsOf: folder.appendingPathComponent("inbox.json"))
    return try InboxDecoder.decode(data, directory: folder).get().inbox
  }

  @Test func defaultTheme() async throws {
    let rendered = try await InboxRenderer(theme: try TestSupport.defaultTheme()).render(
      try Self.exampleInbox(), options: TestSupport.patientOptions())
    #expect(rendered.pixelWidth == 780 && rendered.pixelHeight == 1688)
    #expect(rendered.warnings.isEmpty)
    #expect(rendered.layout.rows.map(\.row.title).prefix(3) == ["Alice", "Mom", "ليلى, נועה, प्रिया"])
    try Snapshot.assertMatches(rendered.png, named: "inbox-default")
  }

  @Test func wechatTheme() async throws {
    let rendered = try await InboxRenderer(theme: try ScreenFixtures.wechatTheme()).render(
      try Self.exampleInbox(), options: TestSupport.patientOptions())
    try Snapshot.assertMatches(rendered.png, named: "inbox-wechat")
  }

  /// iMessage marks unread chats with a dot left of the avatar, without a count.
  @Test func imessageTheme() async throws {
    let rendered = try await InboxRenderer(theme: try ThemeLoader.load("imessage")).render(
      try Self.exampleInbox(), options: TestSupport.patientOptions())
    try Snapshot.assertMatches(rendered.png, named: "inbox-imessage")
  }

  /// WhatsApp: the large "Chats" title under the bar's buttons, the filter chips, unread times
  /// in green, on a white header.
  @Test func whatsappTheme() async throws {
    let rendered = try await InboxRenderer(theme: try ThemeLoader.load("whatsapp")).render(
      try Self.exampleInbox(), options: TestSupport.patientOptions())
    try Snapshot.assertMatches(rendered.png, named: "inbox-whatsapp")
  }

  /// Every theme's conversation list side by side, as the page and screen sheets show its chats.
  @Test func everyThemeSideBySide() async throws {
    for group in ThemeSheets.groups {
      let sheet = try await ContactSheet.renderInboxes(
        try Self.exampleInbox(), columns: try ThemeSheets.columns(group.names),
        options: TestSupport.patientOptions(scale: 1))
      #expect(sheet.warnings.isEmpty)
      #expect(sheet.pixelWidth == ThemeSheets.screensWidth(group.names.count) && sheet.pixelHeight == 44 + 844 + 8)
      try Snapshot.assertMatches(sheet.png, named: "screens-inbox" + group.suffix)
    }
  }

  /// Rows stop at the tab bar; every row shown lies inside the list area.
  @Test func rowsAreCutAtTheTabBar() async throws {
    let theme = try TestSupport.defaultTheme()
    let rows = InboxPresenter.rows(try Self.exampleInbox(), settings: InboxPresentationSettings(theme: theme))
    let layout = InboxLayout.make(rows: rows, size: Size(width: 390, height: 844), style: theme.screen)
    #expect(layout.rows.count == 8 && rows.count == 10)
    #expect(layout.rows.allSatisfy { $0.frame.minY < layout.tabBar.minY && $0.frame.minY >= layout.listArea.minY })
    let tall = InboxLayout.make(rows: rows, size: Size(width: 390, height: 1400), style: theme.screen)
    #expect(tall.rows.count == 10)
  }
}
