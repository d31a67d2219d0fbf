import BubbleKit
import Testing

@Suite("Presentation: reply headers and media summaries")
struct PresentationReplyPreviewTests {
  typealias F = PresentationFixture

  static let mediaDescriptions: [(MessageContent, String)] = [
    (.image(ImageMedia(src: .path("a.jpg"))), "Photo"),
    (.album([.image(ImageMedia(src: nil)), .video(VideoMedia(poster: nil))]), "Album"),
    (.video(VideoMedia(poster: nil, duration: 12)), "Video"),
    (.voice(VoiceMedia(duration: 7)), "Voice message 0:07"),
    (.voice(VoiceMedia(duration: 3725)), "Voice message 1:02:05"),
    (.audio(AudioMedia(title: "Blue", performer: "Joni Mitchell")), "Blue — Joni Mitchell"),
    (.audio(AudioMedia(title: "Blue")), "Blue"),
    (.audio(AudioMedia(performer: "Joni Mitchell")), "Joni Mitchell"),
    (.audio(AudioMedia(title: " ")), "Audio"),
    (.file(FileMedia(name: "report.pdf", size: 1024)), "report.pdf"),
    (.file(FileMedia(name: "")), "File"),
    (.location(LocationMedia(latitude: 1, longitude: 2, title: "Café Luna")), "Café Luna"),
    (.location(LocationMedia(latitude: 1, longitude: 2)), "Location"),
    (.contact(ContactMedia(name: "Dana Scully", phone: "+1 555")), "Dana Scully"),
    (.contact(ContactMedia(name: "")), "Contact"),
    (.sticker(StickerMedia(src: nil, emoji: "🐱")), "🐱 Sticker"),
    (.sticker(StickerMedia(src: nil)), "Sticker"),
    (.linkPreview(LinkPreviewMedia(url: "https://x.io", siteName: "X", title: "News")), "News"),
    (.linkPreview(LinkPreviewMedia(url: "https://x.io", siteName: "X")), "X"),
    (.linkPreview(LinkPreviewMedia(url: "https://x.io")), "https://x.io"),
    (.call(CallMedia(duration: 185)), "Call 3:05"),
    (.call(CallMedia(video: true, duration: 65)), "Video call 1:05"),
    (.call(CallMedia(video: true)), "Video call"),
    (.call(CallMedia(duration: 0, missed: true)), "Missed call"),
    (.poll(PollMedia(question: "Lunch?", options: [.init(text: "Yes", votes: 2)])), "📊 Lunch?"),
    (.poll(PollMedia(question: "", options: [])), "Poll"),
    (.redPacket(RedPacketMedia(greeting: "恭喜发财")), "Red packet, 恭喜发财"),
    (.redPacket(RedPacketMedia()), "Red packet"),
    (.transfer(TransferMedia(amount: "¥200.00", note: "dinner")), "Transfer ¥200.00"),
  ]

  /// The reply header of "r" replying to `target`, in a group chat.
  func reply(to target: Message) -> ReplyPresentation? {
    let reply = Message(id: "r", from: "bob", text: RichText(plain: "ok"), replyTo: target.id)
    let items = F.present(F.conversation(.group, [target, reply]))
    return F.presented("r", in: items)?.reply
  }

  @Test(arguments: mediaDescriptions)
  func replyToMediaWithoutCaption(media: MessageContent, expected: String) {
    let target = Message(id: "t", from: "alice", media: media)
    #expect(
      reply(to: target)
        == ReplyPresentation(
          senderName: "Alice Chen", color: F.namePalette[1], preview: expected, sideReservesAvatarSpace: true))
    #expect(media.summary(strings: .english) == expected)
  }

  @Test func captionFollowsTheMediaDescription() {
    let photo = Message(
      id: "t", from: "alice", text: RichText(plain: "Sunset\nat the pier"),
      media: .image(ImageMedia(src: nil)))
    #expect(reply(to: photo)?.preview == "Photo, Sunset at the pier")
    let voice = Message(
      id: "t", from: "alice", text: RichText(plain: "listen"),
      media: .voice(VoiceMedia(duration: 7)))
    #expect(reply(to: voice)?.preview == "Voice message 0:07, listen")
  }

  @Test func linkPreviewMessageIsQuotedByItsText() {
    let link = Message(
      id: "t", from: "alice", text: RichText(plain: "see https://x.io"),
      media: .linkPreview(LinkPreviewMedia(url: "https://x.io", title: "News")))
    #expect(reply(to: link)?.preview == "see https://x.io")
  }

  @Test func textIsCollapsedToOneLine() {
    let styled = RichText(segments: [
      TextSegment(text: "Line one  \r\n\n"), TextSegment(text: "  line", styles: [.bold]),
      TextSegment(text: " two\n"),
    ])
    let target = Message(id: "t", from: "me", text: styled)
    // The sender keeps their participant name even when it is `me`; the quote knows it is mine.
    #expect(
      reply(to: target)
        == ReplyPresentation(
          senderName: "Maya Lin",
          color: ParticipantAppearance.paletteColor(for: "me", in: F.namePalette)!,
          preview: "Line one line two", isFromMe: true))
  }

  @Test func longTextIsCutWithAnEllipsis() throws {
    let target = F.text("t", from: "alice", String(repeating: "ab ", count: 200))
    let preview = try #require(reply(to: target)?.preview)
    #expect(preview.count == MediaSummary.maxPreviewLength)
    #expect(preview.hasSuffix("…"))
    #expect(preview.hasPrefix("ab ab ab"))
  }

  @Test func recalledTargetKeepsItsSenderButNotItsWords() {
    let target = Message(id: "t", kind: .recalled, from: "alice")
    #expect(
      reply(to: target)
        == ReplyPresentation(
          senderName: "Alice Chen", color: F.namePalette[1], preview: "Deleted message",
          sideReservesAvatarSpace: true))
  }

  @Test func systemTargetQuotesTheNoticeWithoutASender() {
    let target = Message(id: "t", kind: .system, text: RichText(plain: "Bob joined"))
    let header = reply(to: target)
    #expect(header?.senderName == nil)
    #expect(header?.preview == "Bob joined")
  }

  @Test func missingTargetUsesTheWrittenPreview() {
    let written = Message(
      id: "r", from: "bob", text: RichText(plain: "ok"), replyTo: "gone",
      replyPreview: .init(from: "Alice Chen", text: "old\nnews"))
    let stranger = Message(
      id: "s", from: "bob", text: RichText(plain: "ok"), replyTo: "gone",
      replyPreview: .init(from: "Zed", text: "hi"))
    let items = F.present(F.conversation(.group, [written, stranger]))
    // A name that matches a participant takes that participant's colour.
    #expect(
      F.presented("r", in: items)?.reply
        == ReplyPresentation(
          senderName: "Alice Chen", color: F.namePalette[1], preview: "old news"))
    #expect(
      F.presented("s", in: items)?.reply
        == ReplyPresentation(
          senderName: "Zed",
          color: ParticipantAppearance.paletteColor(for: "Zed", in: F.namePalette)!,
          preview: "hi"))
  }

  @Test func missingTargetWithoutPreviewIsADeletedMessage() throws {
    let bare = Message(id: "r", from: "bob", text: RichText(plain: "ok"), replyTo: "gone")
    let nameOnly = Message(
      id: "n", from: "bob", text: RichText(plain: "ok"), replyTo: "gone",
      replyPreview: .init(from: "Alice Chen"))
    let items = F.present(F.conversation([bare, nameOnly]))
    let bareHeader = try #require(F.presented("r", in: items)?.reply)
    #expect(bareHeader.senderName == nil)
    #expect(bareHeader.preview == "Deleted message")
    #expect(F.presented("n", in: items)?.reply?.senderName == "Alice Chen")
    #expect(F.presented("n", in: items)?.reply?.preview == "Deleted message")
  }

  @Test func noReplyNoHeaderAndForwardedFromIsCopied() {
    let message = Message(
      id: "m", from: "alice", text: RichText(plain: "fwd"), forwardedFrom: "News Channel")
    let presented = F.presented("m", in: F.present(F.conversation([message])))
    #expect(presented?.reply == nil)
    #expect(presented?.forwardedFrom == "News Channel")
  }

  @Test func oneLineSummaries() {
    let strings = PresentationStrings.english
    #expect(MediaSummary.oneLine(text: nil, media: nil, strings: strings) == "")
    #expect(
      MediaSummary.oneLine(
        text: RichText(plain: "  \n"), media: .image(ImageMedia(src: nil)), strings: strings)
        == "Photo")
    #expect(MediaSummary.singleLine("a\n\n  b\u{2028}c") == "a b c")
  }

  @Test func stringsAreTakenFromTheSettings() {
    var strings = PresentationStrings.english
    strings.voiceMessage = "Sprachnachricht (%@)"
    strings.deletedMessage = "Gelöschte Nachricht"
    #expect(
      MessageContent.voice(VoiceMedia(duration: 61)).summary(strings: strings)
        == "Sprachnachricht (1:01)")
    let bare = Message(id: "r", from: "bob", text: RichText(plain: "ok"), replyTo: "gone")
    let settings = PresentationSettings(
      namePalette: F.namePalette, avatarPalette: F.avatarPalette, strings: strings)
    let items = Presenter.present(F.conversation([bare]), settings: settings)
    #expect(F.presented("r", in: items)?.reply?.preview == "Gelöschte Nachricht")
  }
}
