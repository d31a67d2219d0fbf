import BubbleKit
import Foundation
import Testing

/// Whole phone screens: each input-bar state, each keyboard case, a long draft and a WeChat
/// screen, compared with their references in Snapshots/ (each looked at when recorded).
@Suite struct ScreenSnapshotTests {
  @Test(arguments: InputBarMode.allCases)
  func inputState(mode: InputBarMode) async throws {
    let screen = try await ScreenFixtures.render(
      try TestSupport.corpusConversation("direct-basics"), mode: mode, draft: "See you at 7:30 at the north gate")
    #expect(screen.pixelWidth == 780 && screen.pixelHeight == 1688)
    try Snapshot.assertMatches(screen.png, named: "screen-state-\(mode.rawValue)")
  }

  @Test(arguments: [
    ("short", KeyboardAvoidance.Case.inputBarRises, 1),
    ("direct-basics", .listRisesByCoveredPart, 2),
    ("group-rich-text", .everythingRises, 3),
  ])
  func keyboardCase(fixture: String, expected: KeyboardAvoidance.Case, number: Int) async throws {
    let conversation =
      fixture == "short"
      ? try TestSupport.conversation(ScreenFixtures.short) : try TestSupport.corpusConversation(fixture)
    // Seed 002's cases are those of a list that starts at the top (WeChat's).
    var theme = try TestSupport.defaultTheme()
    theme.screen.listAnchor = .top
    let screen = try await ScreenFixtures.render(conversation, mode: .text, theme: theme)
    #expect(screen.layout.avoidance.case == expected)
    try Snapshot.assertMatches(screen.png, named: "screen-keyboard-case-\(number)")
  }

  @Test func longDraftShowsItsEndInAFieldOfFiveLines() async throws {
    let screen = try await ScreenFixtures.render(
      try TestSupport.conversation(ScreenFixtures.short), mode: .text, draft: ScreenFixtures.longDraft)
    try Snapshot.assertMatches(screen.png, named: "screen-draft-long")
  }

  @Test(arguments: [InputBarMode.text, .plus])
  func wechat(mode: InputBarMode) async throws {
    let screen = try await ScreenFixtures.render(
      try TestSupport.corpusConversation("group-rich-text"), mode: mode, draft: "收到,马上看 👍",
      theme: try ScreenFixtures.wechatTheme())
    try Snapshot.assertMatches(screen.png, named: "screen-wechat-\(mode.rawValue)")
  }
}
