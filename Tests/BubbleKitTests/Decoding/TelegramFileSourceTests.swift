import BubbleReference
import Foundation
import Testing

@testable import BubbleKit

/// `telegram-file:<file_id>`: read with its prefix in any case, written back the same way,
/// checked as a Bot API file_id, and never loaded from the disk.
@Suite("Decoding: Telegram file sources")
struct TelegramFileSourceTests {
  static let id = "AgACAgIAAxkBAAIBZ2VxYyZz-Q_1234567890abcdef"

  @Test func thePrefixIsReadInAnyCaseAndWrittenInOne() {
    #expect(MediaSource("telegram-file:\(Self.id)") == .telegramFile(Self.id))
    #expect(MediaSource("Telegram-FILE:\(Self.id)") == .telegramFile(Self.id))
    #expect(MediaSource.telegramFile(Self.id).written == "telegram-file:\(Self.id)")
    #expect(MediaSource("telegram-files/a.png") == .path("telegram-files/a.png"))
    #expect(MediaSource.telegramFile(Self.id).displayName == "telegram-file:AgACAgIAAxkBAAIBZ2VxYyZz…")
    #expect(MediaSource.telegramFile("short_id").displayName == "telegram-file:short_id")
  }

  @Test func aFileIDIsBase64URLOfAtMost256() {
    #expect(MediaSource.isTelegramFileID(Self.id))
    #expect(MediaSource.isTelegramFileID(String(repeating: "a", count: 256)))
    for bad in ["", String(repeating: "a", count: 257), "a/b", "a?b=c", "a%2F", "a b", "a.b", "a+b=", "é"] {
      #expect(!MediaSource.isTelegramFileID(bad), "\(bad)")
    }
  }

  @Test func aBadFileIDIsALocatedError() {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "media": { "type": "image", "src": "telegram-file:../../etc" } },
        { "id": "2", "from": "bob", "media": { "type": "sticker", "src": "telegram-file:" } },
        { "id": "3", "from": "bob", "media": { "type": "video", "poster": "telegram-file:\(Self.id)" } }
        """)
    let problem = "a telegram-file: source needs a Bot API file_id: 1 to 256 letters, digits, - and _"
    #expect(
      DecodingFixture.errors(json) == [
        "messages[0].media.src: \(problem)", "messages[1].media.src: \(problem)",
      ])
  }

  @Test func theEncoderWritesItBack() throws {
    let conversation = Conversation(
      participants: [Participant(id: "ann", name: "Ann", avatar: .telegramFile("AvatarID"))],
      messages: [
        Message(id: "1", from: "ann", media: .image(ImageMedia(src: .telegramFile(Self.id), width: 640, height: 480))),
        Message(id: "2", from: "ann", media: .sticker(StickerMedia(src: .telegramFile("CAACsticker"), emoji: "🙂"))),
        Message(id: "3", from: "ann", media: .video(VideoMedia(poster: .telegramFile("thumb-1"), duration: 3))),
      ])
    let json = String(decoding: try RoundTrip.check(conversation, "telegram files"), as: UTF8.self)
    #expect(json.contains(#""src": "telegram-file:\#(Self.id)""#))
    #expect(json.contains(#""avatar": "telegram-file:AvatarID""#))
  }

  @Test func theSchemaRefusesWhatTheDecoderRefuses() throws {
    let validator = try SchemaValidator(ConversationSchema.json(kinds: ContentNodeRegistry.standard.contentKinds).text)
    let good = GeneratedReferenceTests.message(#""media": { "type": "image", "src": "telegram-file:\#(Self.id)" }"#)
    #expect(validator.problems(in: try JSONParser.parse(good)).isEmpty)
    let bad = GeneratedReferenceTests.message(#""media": { "type": "image", "src": "TELEGRAM-FILE:a/b" }"#)
    #expect(!validator.problems(in: try JSONParser.parse(bad)).isEmpty)
  }

  @Test func theResolverNeverLoadsOne() {
    let resolver = MediaResolver(baseDirectory: TestSupport.corpus)
    guard case .failure(let problem) = resolver.bytes(for: .telegramFile(Self.id)) else {
      Issue.record("a Telegram file was loaded from the disk")
      return
    }
    #expect(problem.description == MediaResolver.telegramNotConfigured.description)
  }
}
