import BubbleKit
import Testing

/// Messenger writes who replied to whom over a reply's quote ("You replied to Ann") and hangs the
/// quote on the replier's side; themes without the words write nothing.
@Suite struct ReplyCaptionTests {
  func captions(theme: String, _ json: String = AppNodeVariantSnapshotTests.replies) throws -> [String?] {
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load(theme))
    let items = Presenter.present(
      try TestSupport.conversation(json), settings: renderer.presentationSettings(RenderOptions()))
    return PresentationFixture.messages(items).compactMap(\.reply).map(\.caption)
  }

  @Test func messengerSaysWhoRepliedToWhom() throws {
    // r2: I quote Ann; r3: Bo quotes me; r4: I quote Bo; r5 quotes a message not in the chat.
    #expect(try captions(theme: "messenger") == ["You replied to Ann", "Bo replied to you", "You replied to Bo", nil])
    let others = """
      { "kind": "group", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }, { "id": "bo", "name": "Bo" }],
        "messages": [
          { "id": "a", "from": "ann", "time": "2026-03-01T18:00:00Z", "text": "Seven?" },
          { "id": "b", "from": "bo", "time": "2026-03-01T18:01:00Z", "reply_to": "a", "text": "Yes" },
          { "id": "c", "from": "ann", "time": "2026-03-01T18:02:00Z", "reply_to": "a", "text": "Or eight" },
          { "id": "d", "from": "me", "time": "2026-03-01T18:03:00Z", "reply_to": "d0", "text": "Eight" },
          { "id": "d0", "from": "me", "time": "2026-03-01T18:02:30Z", "text": "Hmm" },
          { "id": "e", "from": "me", "time": "2026-03-01T18:04:00Z", "reply_to": "d0", "text": "Eight!" }
        ] }
      """
    #expect(
      try captions(theme: "messenger", others)
        == ["Bo replied to Ann", "Ann replied to themself", "You replied to yourself", "You replied to yourself"])
  }

  @Test(arguments: ["telegram", "imessage", "whatsapp"])
  func otherAppsWriteNoCaption(theme: String) throws {
    #expect(try captions(theme: theme).allSatisfy { $0 == nil })
  }

  @Test func placeholdersAreFilledInOrder() {
    #expect(MediaSummary.fill("%@ replied to %@", with: ["Bo", "Ann"]) == "Bo replied to Ann")
    #expect(MediaSummary.fill("%@ and %@", with: ["Bo"]) == "Bo and ")
    #expect(MediaSummary.fill("no names", with: ["Bo"]) == "no names")
    #expect(MediaSummary.fill("%@ to %@", with: ["%@", "Ann"]) == "%@ to Ann")
  }
}
