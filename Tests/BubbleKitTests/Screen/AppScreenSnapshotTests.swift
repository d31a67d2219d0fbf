import BubbleKit
import Foundation
import Testing

/// Each app's input bar at rest and with a draft typed, Telegram's attachment sheet and
/// WhatsApp's navigation bar, compared with their references in Snapshots/ (each looked at
/// when recorded).
@Suite struct AppScreenSnapshotTests {
  static let draft = "See you at 7:30 at the north gate"

  @Test(arguments: [
    ("telegram", InputBarMode.initial, ""), ("telegram", .text, draft), ("telegram", .plus, ""),
    ("telegram-dark", .text, draft), ("telegram-dark", .plus, ""),
    ("imessage", .initial, ""), ("imessage", .text, draft),
    ("whatsapp", .initial, ""), ("whatsapp", .text, draft),
    ("telegram", .emoji, ""), ("imessage", .emoji, ""), ("wechat", .voice, ""),
    ("whatsapp", .voice, ""), ("signal-dark", .voice, ""), ("whatsapp", .plus, ""), ("imessage", .plus, ""),
  ])
  func appScreen(theme name: String, mode: InputBarMode, draft: String) async throws {
    let screen = try await ScreenFixtures.render(
      try TestSupport.corpusConversation("direct-basics"), mode: mode, draft: draft,
      theme: try ThemeLoader.load(name))
    let state = draft.isEmpty ? mode.rawValue : "draft"
    try Snapshot.assertMatches(screen.png, named: "screen-\(name)-\(state)")
  }

  /// Telegram's short chat sits on the input bar, bare wallpaper above it, also in the voice
  /// state (the recording strip, its disc over the last bubble); the back button counts the
  /// other chats' unread messages.
  @Test func telegramShortChatInTheVoiceState() async throws {
    let screen = try await ScreenRenderer(theme: try ThemeLoader.load("telegram")).render(
      try TestSupport.conversation(ScreenFixtures.short),
      screen: ScreenOptions(inputState: InputBarState(.voice), backUnread: 12), options: TestSupport.patientOptions(),
      baseDirectory: TestSupport.corpus)
    try Snapshot.assertMatches(screen.png, named: "screen-telegram-short-voice")
  }

  /// The short chat on the shortest screen: the bar's avatar, name and "online" on the left.
  @Test func whatsAppNavigationBar() async throws {
    let renderer = try ScreenRenderer(theme: try ThemeLoader.load("whatsapp"))
    let screen = try await renderer.render(
      try TestSupport.conversation(ScreenFixtures.short), screen: ScreenOptions(size: Size(width: 390, height: 480)),
      options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
    try Snapshot.assertMatches(screen.png, named: "screen-whatsapp-navigation-bar")
  }
}
