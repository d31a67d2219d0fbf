import BubbleKit
import Foundation

/// Conversations and themes for the screen tests.
enum ScreenFixtures {
  /// A few messages: they fill the top of the list and stay clear of any panel (case 1).
  static let short = """
    {
      "format": "bubbles/1",
      "kind": "direct",
      "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "sam", "name": "Sam Rivera" }],
      "messages": [
        { "id": "1", "from": "sam", "time": "2026-11-21T18:01:00+01:00", "text": "Dinner tonight? 🍜" },
        { "id": "2", "from": "me", "time": "2026-11-21T18:02:00+01:00", "text": "Yes! Where?", "status": "read" },
        { "id": "3", "from": "sam", "time": "2026-11-21T18:03:00+01:00", "text": "The noodle place on Oak Street, 7:30" }
      ]
    }
    """

  /// Long enough to wrap over more lines than the field shows.
  static let longDraft =
    "Sounds great. I will bring the map, two flasks of tea and the spare head torch, and if the weather turns we can still take the lower trail along the lake and have lunch at the hut before the rain comes in"

  /// WeChat's theme with WeChat's screen chrome (Examples/inbox/wechat-screen.json).
  static func wechatTheme() throws -> Theme {
    try ThemeLoader.load(TestSupport.packageRoot.appendingPathComponent("Examples/inbox/wechat-screen.json").path)
  }

  static func render(
    _ conversation: Conversation, mode: InputBarMode, draft: String = "", theme: Theme? = nil,
    keyboardHeight: Double? = nil
  ) async throws -> RenderedScreen {
    let renderer = try ScreenRenderer(theme: try theme ?? TestSupport.defaultTheme())
    return try await renderer.render(
      conversation,
      screen: ScreenOptions(inputState: InputBarState(mode, keyboardHeight: keyboardHeight), draft: draft),
      options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
  }
}
