import BubbleKit
import Foundation
import Testing

@testable import BubbleGraphics

/// A sender's name follows its bubble's side, not its script: ليلى and נועה above incoming
/// bubbles start at the left, by the avatar, as Leila does (they were right-aligned, far from it).
@Suite struct NameAlignmentTests {
  static let names = """
    { "kind": "group", "me": "me", "participants": [
        { "id": "me", "name": "Me" }, { "id": "ar", "name": "ليلى" }, { "id": "he", "name": "נועה" },
        { "id": "en", "name": "Leila" }
      ], "messages": [
      { "id": "1", "from": "ar", "time": "2026-11-22T12:00:00Z", "text": "A Latin message under an Arabic name" },
      { "id": "2", "from": "he", "time": "2026-11-22T12:01:00Z", "text": "שלום, הכל טוב" },
      { "id": "3", "from": "en", "time": "2026-11-22T12:02:00Z", "text": "And a Latin name" },
      { "id": "4", "from": "ar", "time": "2026-11-22T12:03:00Z", "text": "مرحبا! كيف حالك اليوم؟" }
    ] }
    """

  /// iMessage puts names above the bubbles (a frame as wide as the widest bubble), Telegram
  /// inside them (as wide as the bubble's content).
  @Test(arguments: ["imessage", "telegram"])
  func rightToLeftNamesStartBesideTheAvatar(theme: String) throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(Self.names), named: "names-right-to-left-\(theme)",
      theme: try ThemeLoader.load(theme), options: TestSupport.patientOptions(scale: 2))
  }

  /// Inside the bubble a forward's origin and a quoted sender start at the left like Latin ones:
  /// the headers are the app's interface, which runs left to right.
  @Test func rightToLeftNamesInHeadersStartAtTheLeft() throws {
    let conversation = try TestSupport.conversation(
      """
      { "kind": "group", "me": "me", "participants": [
          { "id": "me", "name": "Me" }, { "id": "ar", "name": "ليلى" }, { "id": "he", "name": "נועה" }
        ], "messages": [
        { "id": "1", "from": "he", "time": "2026-11-22T12:00:00Z", "text": "Who is coming on Saturday?" },
        { "id": "2", "from": "ar", "time": "2026-11-22T12:01:00Z", "reply_to": "1",
          "text": "Count me in, and my brother too" },
        { "id": "3", "from": "me", "time": "2026-11-22T12:02:00Z", "forwarded_from": "ليلى",
          "text": "Saturday 8:00 at the north gate" }
      ] }
      """)
    try Snapshot.assertRender(
      of: conversation, named: "headers-right-to-left-telegram", theme: try ThemeLoader.load("telegram"),
      options: TestSupport.patientOptions(scale: 2))
  }

  /// `.left` and `.right` put a line at that edge whatever its direction; `.natural` by it.
  @Test func fixedAlignmentIgnoresTheScript() throws {
    let fonts = try FontSystem()
    func lineX(_ string: String, _ alignment: TextAlignment) -> Double {
      let text = StyledText(
        string, font: FontSpec(families: ["Noto Sans"], size: 15), color: .black, alignment: alignment)
      let shaped = fonts.shape(text, maxWidth: 200)
      return shaped.layout.placedLines(inWidth: 200)[0].x
    }
    for name in ["ليلى", "נועה"] {
      #expect(lineX(name, .left) == 0)
      #expect(lineX(name, .natural) > 150)
      #expect(lineX(name, .right) == lineX(name, .natural))
    }
    #expect(lineX("Leila", .right) > 150)
    #expect(lineX("Leila", .natural) == 0)
  }
}
