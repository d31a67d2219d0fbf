import BubbleKit
import Testing

/// A quote of my own message names me as the theme says: WhatsApp writes "You", Telegram and
/// WeChat my display name.
@Suite struct SelfNameQuoteTests {
  @Test(arguments: [("whatsapp", "You"), ("telegram", "Me"), ("wechat", "Me"), ("default", "Me")])
  func quotesOfMyMessagesNameMeAsTheThemeSays(theme: String, name: String) throws {
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load(theme))
    let conversation = try TestSupport.conversation(AppNodeVariantSnapshotTests.replies)
    let items = Presenter.present(conversation, settings: renderer.presentationSettings(RenderOptions()))
    let replies = PresentationFixture.messages(items).compactMap(\.reply)
    // r2 quotes Ann, r3 quotes me ("Me" in the participants), r4 quotes Bo.
    #expect(replies.map(\.senderName) == ["Ann", name, "Bo", nil])
  }
}
