import Foundation
import Testing

@testable import BubbleKit

/// A spoiler stays hidden where a message is quoted in one line: a reply's preview and an
/// inbox row show a fixed mark, not the text, nor its length.
@Suite struct SpoilerPreviewTests {
  static let secret = RichText(segments: [
    TextSegment(text: "The password is "), TextSegment(text: "hunter2", styles: [.spoiler]),
  ])

  @Test func aOneLinePreviewHidesTheSpoiler() {
    let line = MediaSummary.oneLine(text: Self.secret, media: nil, strings: .english)
    #expect(line == "The password is •••")
    #expect(!line.contains("hunter2"))
    let longer = RichText(segments: [TextSegment(text: String(repeating: "x", count: 40), styles: [.spoiler])])
    #expect(longer.previewText == RichText.hiddenSpoiler, "the mark does not tell the length")
  }

  @Test func aReplyToASpoilerQuotesTheMark() throws {
    let conversation = try TestSupport.conversation(
      """
      { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
        "messages": [
          { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z",
            "text": ["Secret: ", { "type": "spoiler", "text": "hunter2" }] },
          { "id": "2", "from": "me", "time": "2026-03-01T10:01:00Z", "reply_to": "1", "text": "ok" }] }
      """)
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load("telegram"))
    let items = Presenter.present(conversation, settings: renderer.presentationSettings(RenderOptions()))
    #expect(PresentationFixture.messages(items).compactMap(\.reply).map(\.preview) == ["Secret: •••"])
  }
}
