import BubbleKit
import Testing

/// `media.hidden_kinds`: iMessage keeps no message of a call (the Phone app logs it), so calls are
/// left out of its chats; Telegram draws them.
@Suite struct HiddenKindsTests {
  func callCount(theme: String) throws -> Int {
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load(theme))
    let conversation = try TestSupport.corpusConversation("media-gallery")
    let items = Presenter.present(conversation, settings: renderer.presentationSettings(RenderOptions()))
    return PresentationFixture.messages(items).filter { $0.message.media?.typeName == "call" }.count
  }

  @Test func iMessageLeavesCallsOut() throws {
    #expect(try callCount(theme: "telegram") == 2)
    #expect(try callCount(theme: "imessage") == 0)
  }
}
