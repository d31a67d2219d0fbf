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

  /// Meta splits a long thread into `message_1.json` (newest), `message_2.json`…
  @Test func aThreadsFilesAreMergedInTimeOrder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meta-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func part(_ messages: [(String, Int)]) -> Data {
      let items = messages.map { #"{"sender_name": "\#($0.0)", "timestamp_ms": \#($0.1), "content": "at \#($0.1)"}"# }
      return Data(
        #"{"participants": [{"name": "Ana"}, {"name": "Ben"}], "messages": [\#(items.joined(separator: ","))]}"#.utf8)
    }
    try part([("Ben", 1_700_000_400_000), ("Ana", 1_700_000_300_000)]).write(
      to: folder.appendingPathComponent("message_1.json"))
    try part([("Ben", 1_700_000_200_000), ("Ana", 1_700_000_100_000)]).write(
      to: folder.appendingPathComponent("message_2.json"))
    let merged = try ConversationSource.open(folder.path).get().importConversation().get()
    #expect(merged.warnings.isEmpty, "\(merged.warnings)")
    #expect(merged.conversation.messages.map(\.id) == ["2.1", "2.2", "1", "2"])
    #expect(
      merged.conversation.messages.compactMap(\.time?.secondsSince1970) == [
        1_700_000_100, 1_700_000_200, 1_700_000_300, 1_700_000_400,
      ])
    // The second file alone is that file alone.
    let second = try ConversationSource.open(folder.appendingPathComponent("message_2.json").path).get()
    #expect(try second.importConversation().get().conversation.messages.count == 2)
    // A problem in a later file names it.
    try Data(#"{"messages": [{"sender_name": "Ana"}]}"#.utf8).write(to: folder.appendingPathComponent("message_2.json"))
    guard
      case .failure(.invalid(.invalid(let issues))) = try ConversationSource.open(folder.path).get()
        .importConversation()
    else {
      Issue.record("expected the message without a time to be refused")
      return
    }
    #expect(issues.map(\.file) == ["message_2.json"])
  }
}
