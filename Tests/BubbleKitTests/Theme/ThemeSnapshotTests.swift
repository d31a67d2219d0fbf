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
}
