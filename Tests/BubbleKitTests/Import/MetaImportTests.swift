import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// Messenger's and Instagram's "Download your information" JSON: order, repaired text, media,
/// reactions, unsent messages, detection.
@Suite("Import: Messenger and Instagram exports") struct MetaImportTests {
  /// Newest first, as Meta writes it; "café" and "😊" written as their UTF-8 bytes.
  static let messenger = Data(
    #"""
    {
      "participants": [{ "name": "Ana Lima" }, { "name": "Ben" }],
      "title": "Ana Lima",
      "is_still_participant": true,
      "thread_path": "inbox/analima_abc123",
      "messages": [
        { "sender_name": "Ben", "timestamp_ms": 1700000300000, "content": "",
          "share": { "link": "https://example.com/menu" } },
        { "sender_name": "Ana Lima", "timestamp_ms": 1700000200000, "content": "You unsent a message", "is_unsent": true },
        { "sender_name": "Ben", "timestamp_ms": 1700000100000,
          "photos": [{ "uri": "messages/inbox/analima_abc123/photos/1.jpg", "creation_timestamp": 1700000100 }],
          "reactions": [{ "reaction": "\u00e2\u009d\u00a4", "actor": "Ana Lima" }, { "reaction": "\u00e2\u009d\u00a4", "actor": "Ben" }] },
        { "sender_name": "Ana Lima", "timestamp_ms": 1700000000000, "content": "Caf\u00c3\u00a9 at 9? \u00f0\u009f\u0098\u008a" }
      ]
    }
    """#.utf8)

  private func imported(_ data: Data, folder: String? = nil) throws -> ImportedConversation {
    let base = folder.map { URL(fileURLWithPath: "/tmp").appendingPathComponent($0) }
    return try ConversationImport.importConversation(data, baseDirectory: base).get()
  }

  @Test func messagesAreOldestFirstWithTheirTextRepaired() throws {
    let result = try imported(Self.messenger, folder: "analima_abc123")
    #expect(result.format == ImportFormat(rawValue: "messenger"))
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let chat = result.conversation
    #expect(chat.kind == .direct && chat.title == "Ana Lima")
    #expect(chat.participants.map(\.name) == ["Ana Lima", "Ben"])
    #expect(chat.messages.first?.text?.plainText == "Café at 9? 😊")
    #expect(chat.messages.map(\.kind) == [.message, .message, .recalled, .message])
    #expect(chat.messages[1].media?.typeName == "image")
    #expect(chat.messages[1].reactions == [Message.Reaction(emoji: "❤\u{FE0F}", count: 2)])
    #expect(chat.messages[3].text?.plainText == "https://example.com/menu")
  }

  @Test func aMediaPathIsReadInsideTheThreadsFolder() throws {
    let chat = try imported(Self.messenger, folder: "analima_abc123").conversation
    let image = try #require(chat.messages[1].media)
    #expect(image.images.map(\.source) == [.path("photos/1.jpg")])
  }

  @Test func textThatIsNotMojibakeStaysAsWritten() {
    #expect(MetaText.repaired("Ünïcode ok") == "Ünïcode ok", "Latin-1 letters that are no UTF-8")
    #expect(MetaText.repaired("caf\u{00C3}\u{00A9}") == "café")
    #expect(MetaText.repaired("日本") == "日本")
  }

  @Test func instagramIsToldByWhatOnlyItWrites() throws {
    let instagram = Data(
      #"{ "participants": [{ "name": "a" }], "messages": [{ "sender_name": "a", "timestamp_ms": 1, "content": "hi", "is_geoblocked_for_viewer": false }] }"#
        .utf8)
    #expect(try imported(instagram).format == ImportFormat(rawValue: "instagram"))
  }

  @Test func aMessageWithoutATimeIsALocatedError() {
    let broken = Data(#"{ "participants": [], "messages": [{ "sender_name": "a", "content": "hi" }] }"#.utf8)
    guard
      case .failure(.invalid(let error)) = ConversationImport.importConversation(
        broken, from: .init(rawValue: "messenger"))
    else {
      Issue.record("expected an invalid export")
      return
    }
    #expect(
      error.issues.map(\.description) == [
        #"messages[0].timestamp_ms (line 1, column 36): missing required field "timestamp_ms""#
      ])
  }
}
