import BubbleKit
import Foundation
import Testing

/// Telegram Bot API messages as a quote bot sends them: an array of Updates and Messages.
@Suite("Import: Telegram Bot API messages")
struct BotAPIImportTests {
  static let updates = #"""
    [
      { "update_id": 1, "message": { "message_id": 10, "date": 1795194000,
        "from": { "id": 7, "is_bot": false, "first_name": "Ann", "last_name": "Lee" },
        "chat": { "id": -100, "title": "Hikers", "type": "supergroup" },
        "text": "سلام friends 👋 see here", "entities": [ { "offset": 16, "length": 3, "type": "bold" },
          { "offset": 16, "length": 8, "type": "text_link", "url": "https://example.com" } ],
        "some_field_from_bot_api_99": true } },
      { "message_id": 11, "date": 1795194060, "edit_date": 1795194100,
        "from": { "id": 8, "is_bot": false, "first_name": "Bo" },
        "chat": { "id": -100, "title": "Hikers", "type": "supergroup" },
        "reply_to_message": { "message_id": 10, "date": 1795194000, "from": { "id": 7, "first_name": "Ann" },
          "chat": { "id": -100, "type": "supergroup" }, "text": "a long message" },
        "quote": { "text": "long", "position": 2 },
        "forward_origin": { "type": "channel", "chat": { "id": -200, "title": "News", "type": "channel" }, "message_id": 3, "date": 1 },
        "photo": [ { "file_id": "a", "width": 90, "height": 90 }, { "file_id": "b", "width": 800, "height": 600 } ],
        "caption": "view" },
      { "update_id": 2, "message_reaction": { "chat": { "id": -100, "type": "supergroup" } } }
    ]
    """#

  @Test func updatesAndMessagesReadAsOneChat() throws {
    let imported = try ConversationImport.importConversation(Data(Self.updates.utf8)).get()
    #expect(imported.format.rawValue == "bot-api")
    #expect(imported.warnings.isEmpty, "unknown fields are ignored: \(imported.warnings)")
    let chat = imported.conversation
    #expect(chat.title == "Hikers" && chat.kind == .group)
    #expect(chat.participants.map(\.name) == ["Ann Lee", "Bo"])
    #expect(chat.messages.map(\.id) == ["10", "11"])
    let first = chat.messages[0]
    #expect(first.text?.plainText == "سلام friends 👋 see here")
    #expect(first.text?.segments.first { $0.text == "see" }?.styles == [.bold, .textLink])
    let second = chat.messages[1]
    #expect(second.edited && second.replyTo == "10")
    #expect(second.replyPreview == Message.ReplyPreview(from: "Ann", text: "long"))
    #expect(second.forwardedFrom == "News")
    #expect(second.text?.plainText == "view")
    #expect(second.media == .image(ImageMedia(src: .telegramFile("b"), width: 800, height: 600)))
  }

  @Test func aMisplacedEntityIsAWarningAtItsPlace() throws {
    let json =
      #"{ "message_id": 1, "date": 0, "chat": { "id": 1, "type": "private" }, "text": "hi", "entities": [ { "offset": 1, "length": 5, "type": "bold" } ] }"#
    let imported = try ConversationImport.importConversation(Data(json.utf8)).get()
    #expect(imported.conversation.messages.first?.text?.plainText == "hi")
    #expect(imported.warnings.map(\.path) == ["entities[0]"], "\(imported.warnings)")
  }
}
