import Foundation
import Testing

@testable import BubbleKit

@Suite("Import: formats, detection, --me")
struct ImportFrameworkTests {
  @Test(arguments: [
    (#"{ "format": "bubbles/1", "participants": [], "messages": [] }"#, ImportFormat.bubbles),
    (#"{ "participants": [], "messages": [{ "id": 1 }] }"#, .bubbles),
    (#"{ "name": "Bob", "type": "personal_chat", "id": 42, "messages": [] }"#, .telegram),
    (#"{ "messages": [{ "id": 7, "type": "message" }] }"#, .telegram),
    (#"{ "about": "…", "chats": { "about": "", "list": [] } }"#, .telegram),
    (#"{ "messages": [] }"#, .bubbles),
  ])
  func jsonIsToldByItsShape(json: String, format: ImportFormat) throws {
    let root = try JSONParser.parse(Data(json.utf8))
    #expect(ImportFormat.detect(json: root) == format)
  }

  @Test(arguments: [
    ("[21/11/2026, 09:14:02] Ana: hi\n", true),
    ("\u{200E}[11/21/26, 9:14:02\u{202F}PM] Ana: hi\n", true),
    ("21/11/2026, 09:14 - Messages and calls are end-to-end encrypted.\n", true),
    ("2026-11-21, 9:14 pm - Ana: hi\n", true),
    ("Chat with Ana\n\n21.11.26, 09:14 - Ana: hi\n", true),
    ("hello there\n21/11/2026 09:14 Ana: hi\n", false),
    ("[21/11/2026] Ana: hi\n", false),
    ("", false),
  ])
  func whatsAppIsToldByItsFirstLines(text: String, isChat: Bool) {
    #expect(ImportFormat.detect(text: Data(text.utf8)) == (isChat ? .whatsapp : .bubbles))
  }

  /// iOS's lines start with "[", like JSON: auto still hands them to the WhatsApp importer.
  @Test func bracketedWhatsAppLinesAreNotReadAsJSON() {
    let result = ConversationImport.importConversation(Data("[21/11/2026, 09:14:02] Ana: hi\n".utf8))
    if case .failure(.invalid(.syntax(let error))) = result { Issue.record("read as JSON: \(error)") }
  }

  @Test func bubblesFilesImportAsBefore() throws {
    let json = DecodingFixture.document(messages: #"{ "id": "1", "from": "bob", "text": "hi", "extra": 1 }"#)
    let imported = try ConversationImport.importConversation(Data(json.utf8)).get()
    #expect(imported.format == .bubbles)
    #expect(imported.conversation.messages.count == 1)
    #expect(imported.warnings.map(\.pathAndMessage) == [#"messages[0].extra: unknown field "extra"; ignored"#])
  }

  @Test func meNamesAParticipantByIdOrName() throws {
    let json = DecodingFixture.document(messages: #"{ "id": "1", "from": "bob", "text": "hi" }"#)
    for me in ["bob", "Bob"] {
      let imported = try ConversationImport.importConversation(Data(json.utf8), options: ImportOptions(me: me)).get()
      #expect(imported.conversation.me == "bob")
    }
    let unknown = ConversationImport.importConversation(Data(json.utf8), options: ImportOptions(me: "carol"))
    guard case .failure(.choiceNeeded(let message, let choices)) = unknown else {
      Issue.record("expected a choice to be needed, got \(unknown)")
      return
    }
    #expect(message.contains(#"--me "carol" names no participant"#))
    #expect(choices.contains("Bob (bob)"))
  }

  @Test func malformedJSONIsLocated() {
    let result = ConversationImport.importConversation(Data("{\n  \"messages\": [1,]\n}".utf8), from: .telegram)
    guard case .failure(.invalid(.syntax(let error))) = result else {
      Issue.record("expected a syntax error, got \(result)")
      return
    }
    #expect(error.location == JSONLocation(line: 2, column: 18))
  }

  @Test func inputsOverTheByteLimitAreInvalid() {
    var limits = DecodingLimits.default
    limits.maxInputBytes = 10
    let result = ConversationImport.importConversation(
      Data(#"{ "messages": [] }"#.utf8), options: ImportOptions(limits: limits))
    #expect(result == .failure(.invalid("the input is 18 bytes; the limit is 10 bytes")))
  }
}
