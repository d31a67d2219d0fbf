import BubbleKit
import Foundation
import Testing

/// Every corpus sample in every built-in theme, as labelled contact sheets per sample (one per
/// group of `ThemeSheets`): the references show at a glance whether each theme still looks like
/// its app.
@Suite struct ThemeSnapshotTests {
  static let samples = ["direct-basics", "group-rich-text", "scripts-and-emoji", "media-gallery"]

  @Test func theSheetsShowEveryBuiltInThemeOnce() {
    let shown = ThemeSheets.groups.flatMap(\.names)
    #expect(shown.sorted() == ThemeLoader.builtInNames().sorted())
  }

  @Test(arguments: samples)
  func everyThemeSideBySide(sample: String) async throws {
    for group in ThemeSheets.groups {
      let sheet = try await ContactSheet.render(
        try TestSupport.corpusConversation(sample), columns: try ThemeSheets.columns(group.names),
        options: TestSupport.patientOptions(scale: 1), baseDirectory: TestSupport.corpus)
      #expect(!sheet.truncated)
      try Snapshot.assertMatches(sheet.png, named: "themes-" + sample + group.suffix)
    }
  }

  /// The same samples as phone screens: each app's bars, input bar and bubbles together.
  @Test(arguments: samples)
  func everyThemeAsAScreen(sample: String) async throws {
    for group in ThemeSheets.groups {
      let sheet = try await Self.screens(sample, state: .initial, names: group.names)
      #expect(sheet.pixelWidth == ThemeSheets.screensWidth(group.names.count))
      #expect(sheet.pixelHeight == 44 + 844 + 8)
      try Snapshot.assertMatches(sheet.png, named: "screens-" + sample + group.suffix)
    }
  }

  /// Each app's attachment panel or sheet, side by side.
  @Test func everyThemesPlusPanel() async throws {
    for group in ThemeSheets.groups {
      let sheet = try await Self.screens("direct-basics", state: .plus, names: group.names)
      try Snapshot.assertMatches(sheet.png, named: "screens-direct-basics-plus" + group.suffix)
    }
  }

  private static func screens(_ sample: String, state: InputBarMode, names: [String]) async throws
    -> ContactSheet.Result
  {
    try await ContactSheet.renderScreens(
      try TestSupport.corpusConversation(sample), columns: try ThemeSheets.columns(names),
      screen: ScreenOptions(size: Size(width: 390, height: 844), inputState: InputBarState(state)),
      options: TestSupport.patientOptions(scale: 1), baseDirectory: TestSupport.corpus)
  }
}
