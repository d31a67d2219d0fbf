import BubbleKit
import Foundation
import Testing

/// Every corpus sample in every built-in theme, as one labelled contact sheet per
/// sample: the references show at a glance whether each theme still looks like its app.
@Suite struct ThemeSnapshotTests {
  @Test(arguments: ["direct-basics", "group-rich-text", "scripts-and-emoji", "media-gallery"])
  func everyThemeSideBySide(sample: String) async throws {
    let columns = try ThemeLoader.builtInNames().map { ContactSheet.Column(name: $0, theme: try ThemeLoader.load($0)) }
    let sheet = try await ContactSheet.render(
      try TestSupport.corpusConversation(sample), columns: columns, options: RenderOptions(scale: 1),
      baseDirectory: TestSupport.corpus)
    #expect(!sheet.truncated)
    try Snapshot.assertMatches(sheet.png, named: "themes-" + sample)
  }

  /// The same samples as phone screens: each app's bars, input bar and bubbles together.
  @Test(arguments: ["direct-basics", "group-rich-text", "scripts-and-emoji", "media-gallery"])
  func everyThemeAsAScreen(sample: String) async throws {
    let sheet = try await Self.screens(sample, state: .initial)
    #expect(sheet.pixelWidth == 7 * 390 + 8 * 8)
    #expect(sheet.pixelHeight == 44 + 844 + 8)
    try Snapshot.assertMatches(sheet.png, named: "screens-" + sample)
  }

  /// Each app's attachment panel or sheet, side by side.
  @Test func everyThemesPlusPanel() async throws {
    let sheet = try await Self.screens("direct-basics", state: .plus)
    try Snapshot.assertMatches(sheet.png, named: "screens-direct-basics-plus")
  }

  private static func screens(_ sample: String, state: InputBarMode) async throws -> ContactSheet.Result {
    let columns = try ThemeLoader.builtInNames().map { ContactSheet.Column(name: $0, theme: try ThemeLoader.load($0)) }
    return try await ContactSheet.renderScreens(
      try TestSupport.corpusConversation(sample), columns: columns,
      screen: ScreenOptions(size: Size(width: 390, height: 844), inputState: InputBarState(state)),
      options: RenderOptions(scale: 1), baseDirectory: TestSupport.corpus)
  }
}
