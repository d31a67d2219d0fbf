import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// Claude.ai's conversations: the data export and the web app's form (its branch followed up
/// from the current leaf), content blocks over `text`, thinking and tools skipped or shown,
/// artifacts as titled code blocks, attachments from the export's folder, `--chat`, and located
/// problems.
@Suite("Import: Claude data exports") struct ClaudeImportTests {
  static func json(_ value: String) -> String {
    String(data: try! JSONEncoder().encode(value), encoding: .utf8)!
  }

  static func message(
    _ id: String, sender: String, text: String = "", content: [String] = [], parent: String? = nil,
    attachments: String = "[]", files: String = "[]", time: String = "2025-07-06T03:10:13.076141Z"
  ) -> String {
    let parentField = parent.map { #", "parent_message_uuid": "\#($0)""# } ?? ""
    return
      #"{ "uuid": "\#(id)", "text": \#(json(text)), "content": [\#(content.joined(separator: ", "))], "sender": "\#(sender)", "created_at": "\#(time)", "updated_at": "\#(time)", "attachments": \#(attachments), "files": \#(files)\#(parentField) }"#
  }

  static func textBlock(_ text: String) -> String {
    #"{ "start_timestamp": null, "stop_timestamp": null, "flags": null, "type": "text", "text": \#(json(text)), "citations": [] }"#
  }

  static func thinkingBlock(_ text: String) -> String {
    #"{ "type": "thinking", "thinking": \#(json(text)), "summaries": [], "cut_off": false }"#
  }

  static func conversation(uuid: String = "c1", name: String = "Dog saliva", leaf: String? = nil, _ messages: [String])
    -> String
  {
    let leafField = leaf.map { #", "current_leaf_message_uuid": "\#($0)""# } ?? ""
    return
      #"{ "uuid": "\#(uuid)", "name": "\#(name)", "summary": "", "created_at": "2025-07-06T03:10:12Z", "updated_at": "2025-07-06T03:10:40Z", "account": { "uuid": "u" }, "chat_messages": [\#(messages.joined(separator: ", "))]\#(leafField) }"#
  }

  static let export =
    "["
    + conversation([
      message(
        "h1", sender: "human", text: "Is dog saliva *antibacterial*?",
        content: [textBlock("Is dog saliva *antibacterial*?")]),
      message(
        "a1", sender: "assistant", text: "The user asks… Somewhat.",
        content: [thinkingBlock("The user asks about saliva."), textBlock("**Somewhat**: lysozyme.")]),
    ]) + "]"

  private func imported(_ json: String, options: ImportOptions = ImportOptions()) -> Result<
    ImportedConversation, ImportError
  > {
    ConversationImport.importConversation(Data(json.utf8), options: options)
  }

  @Test func aDataExportReadsTextBlocksAndSkipsThinking() throws {
    let result = try imported(Self.export).get()
    #expect(result.format == ImportFormat(rawValue: "claude"))
    #expect(result.appTheme == "claude")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let chat = result.conversation
    #expect(chat.title == "Dog saliva" && chat.me == "me" && chat.kind == .direct)
    #expect(chat.participants.map(\.name) == ["You", "Claude"])
    #expect(
      chat.messages.map(\.text) == [
        RichText(plain: "Is dog saliva *antibacterial*?"), RichText(markdown: "**Somewhat**: lysozyme."),
      ])
    #expect(chat.messages[0].time?.secondsSince1970 == 1_751_771_413.076141)
  }

  @Test func thinkingIsANoticeWhenShown() throws {
    let chat = try imported(Self.export, options: ImportOptions(toolMessages: .show)).get().conversation
    #expect(chat.messages.map(\.kind) == [.message, .system, .message])
    #expect(chat.messages[1].text?.plainText == "Thinking: The user asks about saliva.")
    #expect(chat.messages.map(\.id) == ["h1", "a1", "a1-2"])
  }

  @Test func toolCallsAndResultsAreStepsAndTheArtifactsToolACodeBlock() throws {
    let search = #"{ "type": "tool_use", "name": "web_search", "input": { "query": "bakeries in Lisbon" } }"#
    let found =
      #"{ "type": "tool_result", "name": "web_search", "content": [{ "type": "knowledge", "title": "Best pastel de nata", "url": "https://example.com" }] }"#
    let artifact =
      #"{ "type": "tool_use", "name": "artifacts", "input": { "command": "create", "id": "b", "type": "application/vnd.ant.react", "title": "Bakery map", "content": "export default () => null" } }"#
    let json = Self.conversation([
      Self.message(
        "a", sender: "assistant",
        content: [Self.textBlock("Searching."), search, found, Self.textBlock("Here:"), artifact])
    ])
    let skipped = try imported(json).get().conversation.messages
    #expect(
      skipped.map(\.text?.markdownSource) == [
        "Searching.\n\nHere:\n\n**Bakery map**\n\n```jsx\nexport default () => null\n```"
      ])
    let shown = try imported(json, options: ImportOptions(toolMessages: .show)).get().conversation.messages
    #expect(
      shown.map(\.text?.plainText) == [
        "Searching.", "web_search: bakeries in Lisbon", "web_search result: Best pastel de nata",
        "Here:\n\n**Bakery map**\n\n```jsx\nexport default () => null\n```",
      ])
  }

  @Test func olderTextsArtifactsAreTitledCodeBlocksAndTheirThinkingSteps() {
    let text =
      "Sure. <antThinking>A good artifact.</antThinking><antArtifact identifier=\"x\" type=\"application/vnd.ant.code\" language=\"python\" title=\"Sum *all*\">\nprint(sum([1]))\n</antArtifact>\nDone."
    #expect(
      ClaudeArtifacts.pieces(of: text) == [
        .answer("Sure. "), .step("Thinking: A good artifact."),
        .answer("\n\n**Sum \\*all\\***\n\n```python\nprint(sum([1]))\n```\n\n\nDone."),
      ])
    // A tag without its end: the rest is its body; a `<ant` that opens no tag stays as written.
    #expect(ClaudeArtifacts.pieces(of: "a <antX> b") == [.answer("a <antX> b")])
    #expect(
      ClaudeArtifacts.pieces(of: "<antArtifact title='T'>code") == [.answer("\n\n**T**\n\n```\ncode\n```\n\n")])
    // Many openings without a `>` are read in one pass.
    let hostile = String(repeating: "<antArtifact ", count: 20_000)
    #expect(ClaudeArtifacts.pieces(of: hostile) == [.answer(hostile)])
  }

  @Test func theTextFieldIsReadWhenThereIsNoContent() throws {
    let json = Self.conversation([
      Self.message("h", sender: "human", text: "Hello"),
      Self.message("a", sender: "assistant", text: "Hi <antArtifact title=\"T\" type=\"text/html\"><p/></antArtifact>"),
    ])
    let messages = try imported(json).get().conversation.messages
    #expect(messages.map(\.text?.plainText) == ["Hello", "Hi \n\n**T**\n\n```html\n<p/>\n```"])
  }

  /// The web app's form: a retried answer is another branch; the one drawn leads to the leaf.
  @Test func theWebAppsBranchIsFollowedUpFromTheLeaf() throws {
    let root = ClaudeBranch.rootID
    let json = Self.conversation(
      leaf: "a2",
      [
        Self.message("h1", sender: "human", content: [Self.textBlock("Hi")], parent: root),
        Self.message("a1-old", sender: "assistant", content: [Self.textBlock("Old")], parent: "h1"),
        Self.message("a1", sender: "assistant", content: [Self.textBlock("Hello!")], parent: "h1"),
        Self.message("h2", sender: "human", content: [Self.textBlock("Bye")], parent: "a1"),
        Self.message("a2", sender: "assistant", content: [Self.textBlock("Bye!")], parent: "h2"),
      ])
    let result = try imported(json).get()
    #expect(result.conversation.messages.map(\.id) == ["h1", "a1", "h2", "a2"])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  @Test func aCycleAndAnUnknownLeafAreLocatedErrors() {
    let cycle = Self.conversation(
      leaf: "a",
      [
        Self.message("a", sender: "human", content: [Self.textBlock("A")], parent: "b"),
        Self.message("b", sender: "assistant", content: [Self.textBlock("B")], parent: "a"),
      ])
    guard case .failure(.invalid(let error)) = imported(cycle) else {
      Issue.record("expected an invalid export")
      return
    }
    #expect(error.issues.map(\.path) == ["chat_messages[1]"])
    #expect(error.issues.first?.message.contains("a cycle") == true)
    let lost = Self.conversation(leaf: "z", [Self.message("a", sender: "human", content: [Self.textBlock("A")])])
    guard case .failure(.invalid(let unknown)) = imported(lost) else {
      Issue.record("expected an invalid export")
      return
    }
    #expect(unknown.issues.map(\.path) == ["current_leaf_message_uuid"])
  }

  @Test func aBadTimeIsALocatedError() {
    let json = Self.export.replacingOccurrences(
      of: "\"2025-07-06T03:10:13.076141Z\", \"updated_at\"", with: "\"soon\", \"updated_at\"")
    guard case .failure(.invalid(let error)) = imported(json) else {
      Issue.record("expected an invalid export")
      return
    }
    #expect(error.issues.first?.path == "[0].chat_messages[0].created_at")
    #expect(error.issues.first?.location?.line == 1)
  }

  @Test func attachmentsArePhotosFromTheFolderOrFileCards() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("claude-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([0xFF, 0xD8, 0xFF]).write(to: folder.appendingPathComponent("cake.jpg"))
    let json =
      "["
      + Self.conversation([
        Self.message("p", sender: "human", content: [Self.textBlock("Look")], files: #"[{ "file_name": "cake.jpg" }]"#),
        Self.message(
          "d", sender: "human", content: [Self.textBlock("Read")],
          attachments:
            #"[{ "file_name": "notes.txt", "file_size": 2048, "file_type": "text/plain", "extracted_content": "…" }]"#),
        Self.message("g", sender: "human", files: #"[{ "file_name": "gone.png" }]"#),
      ]) + "]"
    try Data(json.utf8).write(to: folder.appendingPathComponent("conversations.json"))
    try Data("[]".utf8).write(to: folder.appendingPathComponent("users.json"))
    let result = try ConversationSource.open(folder.path).get().importConversation().get()
    let messages = result.conversation.messages
    #expect(messages.map { $0.media?.typeName } == ["image", "file", "file"])
    #expect(messages[0].media?.images.first?.source == .path("cake.jpg"))
    #expect(messages[1].media?.summary(strings: .english) == "notes.txt")
    #expect(messages[2].text == nil && messages[2].media?.summary(strings: .english) == "gone.png")
  }

  @Test func chatPicksAConversationByNameUuidOrNumber() throws {
    let json =
      "[" + Self.conversation([]) + ", "
      + Self.conversation(
        uuid: "c2", name: "Bakery", [Self.message("b", sender: "human", content: [Self.textBlock("B")])])
      + "]"
    guard case .failure(.chatNeeded(_, let chats)) = imported(json) else {
      Issue.record("expected --chat to be needed")
      return
    }
    #expect(chats == [ExportChat(id: "c1", name: "Dog saliva"), ExportChat(id: "c2", name: "Bakery")])
    for wanted in ["bakery", "c2", "2"] {
      #expect(try imported(json, options: ImportOptions(chat: wanted)).get().conversation.messages.map(\.id) == ["b"])
    }
    #expect(try imported(json, options: ImportOptions(chat: "1")).get().conversation.messages.isEmpty)
  }
}
