import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// ChatGPT's data export: the thread up from `current_node`, hidden and system nodes left out,
/// tool calls and results skipped or shown, uploads from the export's folder, citation marks
/// stripped, `--chat`, and located problems (a cycle among them).
@Suite("Import: ChatGPT data exports") struct ChatGPTImportTests {
  /// A node: `message` is JSON or `null` (the root).
  static func node(_ id: String, parent: String?, _ message: String = "null") -> String {
    #""\#(id)": { "id": "\#(id)", "message": \#(message), "parent": \#(parent.map { "\"\($0)\"" } ?? "null"), "children": [] }"#
  }

  /// A message object: `content` is the `content` object's JSON.
  static func message(
    _ id: String, role: String, name: String? = nil, time: String = "1700000000.5", recipient: String = "all",
    hidden: Bool = false, content: String
  ) -> String {
    let author = #"{ "role": "\#(role)", "name": \#(name.map { "\"\($0)\"" } ?? "null"), "metadata": {} }"#
    let metadata = hidden ? #"{ "is_visually_hidden_from_conversation": true }"# : "{}"
    return
      #"{ "id": "\#(id)", "author": \#(author), "create_time": \#(time), "content": \#(content), "status": "finished_successfully", "metadata": \#(metadata), "recipient": "\#(recipient)" }"#
  }

  static func text(_ text: String) -> String {
    let escaped = String(data: try! JSONEncoder().encode(text), encoding: .utf8)!
    return #"{ "content_type": "text", "parts": [\#(escaped)] }"#
  }

  static func conversation(id: String = "c1", title: String = "Average distance", current: String, _ nodes: [String])
    -> String
  {
    #"{ "title": "\#(title)", "create_time": 1700000000.1, "mapping": { \#(nodes.joined(separator: ", ")) }, "current_node": "\#(current)", "id": "\#(id)", "default_model_slug": "gpt-4o" }"#
  }

  /// A question answered twice (the first answer regenerated) and a follow-up on the second.
  static let branched = conversation(
    current: "a2",
    [
      node("root", parent: nil),
      node("s", parent: "root", message("s", role: "system", hidden: true, content: text(""))),
      node("q1", parent: "s", message("q1", role: "user", content: text("What is *x*?"))),
      node("a1-old", parent: "q1", message("a1-old", role: "assistant", content: text("An old answer"))),
      node("a1", parent: "q1", message("a1", role: "assistant", content: text("**x** is 1."))),
      node("q2", parent: "a1", message("q2", role: "user", time: "1700000100", content: text("Thanks"))),
      node("a2", parent: "q2", message("a2", role: "assistant", time: "null", content: text("You're welcome."))),
    ])

  private func imported(_ json: String, options: ImportOptions = ImportOptions()) -> Result<
    ImportedConversation, ImportError
  > {
    ConversationImport.importConversation(Data(json.utf8), options: options)
  }

  @Test func theThreadIsFollowedUpFromTheCurrentNode() throws {
    let result = try imported(Self.branched).get()
    #expect(result.format == ImportFormat(rawValue: "chatgpt"))
    #expect(result.appTheme == "chatgpt")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let chat = result.conversation
    #expect(chat.title == "Average distance" && chat.kind == .direct && chat.me == "me")
    #expect(chat.participants.map(\.name) == ["You", "ChatGPT"])
    #expect(chat.messages.map(\.id) == ["q1", "a1", "q2", "a2"], "the regenerated answer is not drawn")
    #expect(chat.messages.map(\.from) == ["me", "chatgpt", "me", "chatgpt"])
    #expect(chat.messages[0].text == RichText(plain: "What is *x*?"), "the user's words as typed")
    #expect(chat.messages[1].text == RichText(markdown: "**x** is 1."), "answers are Markdown")
    #expect(chat.messages[2].time?.secondsSince1970 == 1_700_000_100)
    #expect(chat.messages[3].time == nil)
  }

  @Test func anArrayOfOneAndTheObjectAloneAreDetected() throws {
    for json in [Self.branched, "[" + Self.branched + "]"] {
      let result = try imported(json).get()
      #expect(result.format == ImportFormat(rawValue: "chatgpt") && result.conversation.messages.count == 4)
    }
  }

  /// A code interpreter's turn: the call (code), its output, and an empty placeholder.
  static let withTools = conversation(
    current: "a2",
    [
      node("root", parent: nil),
      node(
        "ctx", parent: "root",
        message(
          "ctx", role: "user", hidden: true,
          content: #"{ "content_type": "user_editable_context", "user_profile": "x" }"#)),
      node("q", parent: "ctx", message("q", role: "user", content: text("Integrate |x-y|"))),
      node("empty", parent: "q", message("empty", role: "assistant", content: text(""))),
      node(
        "call", parent: "empty",
        message(
          "call", role: "assistant", recipient: "python",
          content: #"{ "content_type": "code", "language": "unknown", "text": "integrate(x)\r\nprint(1)" }"#)),
      node(
        "out", parent: "call",
        message("out", role: "tool", name: "python", content: #"{ "content_type": "execution_output", "text": "1/3" }"#)
      ),
      node("sys", parent: "out", message("sys", role: "system", content: text("You are ChatGPT"))),
      node(
        "think", parent: "sys",
        message(
          "think", role: "assistant",
          content: #"{ "content_type": "reasoning_recap", "content": "Thought for 4 seconds" }"#)),
      node("a2", parent: "think", message("a2", role: "assistant", content: text("It is 1/3."))),
    ])

  @Test func toolCallsResultsAndThoughtsAreSkippedOrShown() throws {
    let skipped = try imported(Self.withTools).get().conversation
    #expect(skipped.messages.map(\.id) == ["q", "a2"])
    let shown = try imported(Self.withTools, options: ImportOptions(toolMessages: .show)).get().conversation
    #expect(shown.messages.map(\.id) == ["q", "call", "out", "think", "a2"])
    #expect(shown.messages[1].from == "chatgpt")
    #expect(shown.messages[1].text?.markdownSource == "```python\nintegrate(x)\nprint(1)\n```")
    #expect(shown.messages[2].kind == .system && shown.messages[2].text?.plainText == "python: 1/3")
    #expect(shown.messages[3].kind == .system && shown.messages[3].text?.plainText == "Thought for 4 seconds")
  }

  @Test func citationMarksAreStrippedAndEntitiesKeepTheirNames() {
    let marked =
      "\u{E203}Gmail has an API.\u{E204} \u{E200}cite\u{E202}turn0search1\u{E201}\n"
      + "Ask \u{E200}entity\u{E202}[\"people\",\"Ada Lovelace\",{}]\u{E201} today \u{E200}cite\u{E202}turn0news2\u{E201}."
    #expect(ChatGPTMarkers.stripped(marked) == "Gmail has an API.\nAsk Ada Lovelace today.")
    #expect(ChatGPTMarkers.stripped("open \u{E200}cite and \u{E200}x\u{E202}y\u{E201} end") == "open cite and end")
    #expect(ChatGPTMarkers.stripped("plain") == "plain")
    // Many openings without an end are read in one pass.
    let hostile = String(repeating: "\u{E200}cite ", count: 50_000)
    #expect(ChatGPTMarkers.stripped(hostile) == String(repeating: "cite ", count: 50_000))
  }

  @Test func anAnswersMarksAreStrippedOnImport() throws {
    let json = Self.conversation(
      current: "a",
      [
        Self.node(
          "a", parent: nil,
          Self.message("a", role: "assistant", content: Self.text("Yes.\u{E200}cite\u{E202}turn0search0\u{E201}")))
      ])
    #expect(try imported(json).get().conversation.messages[0].text?.markdownSource == "Yes.")
  }

  /// Uploads: a picture the folder holds is a photo, one it lacks and a PDF file cards; a picture a
  /// tool made is the assistant's.
  @Test func uploadsAreReadFromTheExportsFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chatgpt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("file-Abc123-IMG_1.png"))
    try Data("x".utf8).write(to: folder.appendingPathComponent("file-Pdf9-report.pdf"))
    let picture =
      #"{ "content_type": "image_asset_pointer", "asset_pointer": "file-service://file-Abc123", "size_bytes": 4, "width": 640, "height": 480 }"#
    let missing =
      #"{ "content_type": "image_asset_pointer", "asset_pointer": "sediment://file_Gone", "width": 10, "height": 10 }"#
    let drawn =
      #"{ "content_type": "image_asset_pointer", "asset_pointer": "file-service://file-Abc123", "width": 640, "height": 480 }"#
    let upload = Self.message(
      "q", role: "user", content: #"{ "content_type": "multimodal_text", "parts": [\#(picture), "What is this?"] }"#
    ).replacingOccurrences(
      of: #""metadata": {}"#,
      with:
        #""metadata": { "attachments": [{ "id": "file-Abc123", "name": "IMG_1.png" }, { "id": "file-Pdf9", "name": "report.pdf", "size": 1 }] }"#
    )
    let json = Self.conversation(
      current: "t",
      [
        Self.node("q", parent: nil, upload),
        Self.node(
          "q2", parent: "q",
          Self.message("q2", role: "user", content: #"{ "content_type": "multimodal_text", "parts": [\#(missing)] }"#)),
        Self.node(
          "t", parent: "q2",
          Self.message(
            "t", role: "tool", name: "dalle.text2im",
            content: #"{ "content_type": "multimodal_text", "parts": [\#(drawn)] }"#)),
      ])
    try Data(json.utf8).write(to: folder.appendingPathComponent("conversations.json"))
    let source = try ConversationSource.open(folder.path).get()
    let result = try source.importConversation().get()
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let messages = result.conversation.messages
    #expect(messages.map { $0.media?.typeName } == ["file", "file", "image"])
    #expect(messages[0].text?.plainText == "What is this?")
    // A picture and a PDF: not an album, the first's card names the other.
    #expect(messages[0].media?.summary(strings: .english) == "IMG_1.png and 1 more")
    #expect(messages[1].media?.summary(strings: .english) == "file_Gone", "a picture the export lacks")
    #expect(messages[2].from == "chatgpt" && messages[2].media?.images.first?.source == .path("file-Abc123-IMG_1.png"))
  }

  @Test func chatPicksAConversationByTitleIdOrNumber() throws {
    let json =
      "[" + Self.branched + ", "
      + Self.conversation(
        id: "c2", title: "Recipes", current: "r",
        [Self.node("r", parent: nil, Self.message("r", role: "user", content: Self.text("Soup?")))]) + "]"
    guard case .failure(.chatNeeded(_, let chats)) = imported(json) else {
      Issue.record("expected --chat to be needed")
      return
    }
    #expect(chats == [ExportChat(id: "c1", name: "Average distance"), ExportChat(id: "c2", name: "Recipes")])
    for wanted in ["recipes", "c2", "2"] {
      let chat = try imported(json, options: ImportOptions(chat: wanted)).get().conversation
      #expect(chat.title == "Recipes" && chat.messages.map(\.id) == ["r"], "--chat \(wanted)")
    }
    guard case .failure(.choiceNeeded(_, let choices)) = imported(json, options: ImportOptions(chat: "3")) else {
      Issue.record("expected the conversations listed")
      return
    }
    #expect(choices == ["Average distance (c1)", "Recipes (c2)"])
  }

  @Test func aBadTimeIsALocatedError() {
    let json = Self.branched.replacingOccurrences(of: "1700000100", with: "\"yesterday\"")
    guard case .failure(.invalid(let error)) = imported(json) else {
      Issue.record("expected an invalid export")
      return
    }
    #expect(error.issues.first?.path == #"mapping.q2.message.create_time"#)
    #expect(error.issues.first?.location?.line == 1)
    #expect(error.issues.first?.message.contains("expected a number") == true)
  }

  @Test func aCycleOfParentsIsAnErrorNotAnEndlessWalk() {
    let json = Self.conversation(
      current: "a",
      [
        Self.node("a", parent: "b", Self.message("a", role: "user", content: Self.text("A"))),
        Self.node("b", parent: "a", Self.message("b", role: "assistant", content: Self.text("B"))),
      ])
    guard case .failure(.invalid(let error)) = imported(json) else {
      Issue.record("expected an invalid export")
      return
    }
    #expect(error.issues.map(\.path) == ["mapping.b.parent"])
    #expect(error.issues.first?.message.contains("a cycle") == true)
  }

  @Test func aMissingParentEndsTheThreadAndAMissingCurrentNodeIsAnError() throws {
    let orphan = Self.conversation(
      current: "a", [Self.node("a", parent: "gone", Self.message("a", role: "user", content: Self.text("A")))])
    let result = try imported(orphan).get()
    #expect(result.conversation.messages.map(\.id) == ["a"])
    #expect(result.warnings.map(\.path) == ["mapping.a.parent"])
    let lost = Self.conversation(current: "nowhere", [Self.node("a", parent: nil)])
    guard case .failure(.invalid(let error)) = imported(lost) else {
      Issue.record("expected an invalid export")
      return
    }
    #expect(error.issues.map(\.path) == ["current_node"])
  }

  /// A long thread is walked without recursion, in time linear in its length.
  @Test func aLongThreadIsWalkedWithinTheMessageLimit() throws {
    let count = 20_000
    let nodes = (0..<count).map { index in
      Self.node(
        "n\(index)", parent: index == 0 ? nil : "n\(index - 1)",
        Self.message("n\(index)", role: "user", content: Self.text("m")))
    }
    let json = Self.conversation(current: "n\(count - 1)", nodes)
    var limits = DecodingLimits()
    limits.maxValues = 10_000_000
    limits.maxInputBytes = 256 << 20
    guard case .failure(.invalid(let error)) = imported(json, options: ImportOptions(limits: limits)) else {
      Issue.record("expected the message limit")
      return
    }
    #expect(error.issues.first?.message == "more than 10000 messages in the thread (the limit)")
    limits.maxMessages = count
    limits.maxSegments = count
    #expect(try imported(json, options: ImportOptions(limits: limits)).get().conversation.messages.count == count)
  }
}
