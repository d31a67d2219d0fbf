import BubbleKit
import Foundation
import Testing

/// A user's own importer, written against the public API alone: one `Name: text` per line.
private struct LinesImporter: ConversationImporter {
  let name = "lines"
  let displayName = "Lines"
  let summary = "one \"Name: text\" per line"
  let inputKind = ImportInputKind.text
  let chatFileDescription: String? = "chat.lines"

  func recognizes(_ sample: ImportSample) -> Bool {
    let lines = String(decoding: sample.data.prefix(1024), as: UTF8.self).split(separator: "\n").prefix(3)
    return !lines.isEmpty && lines.allSatisfy { Self.sender(of: $0) != nil }
  }

  func chatFile(among names: [String]) -> ChatFileSearch {
    names.contains("chat.lines") ? .found("chat.lines") : .none
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    var participants: [Participant] = []
    var messages: [Message] = []
    let lines = String(decoding: input.data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where !line.isEmpty {
      guard let sender = Self.sender(of: line) else {
        let location = JSONLocation(line: index + 1, column: 1)
        return .failure(.invalid(.invalid([DecodingIssue(path: "", location: location, message: "no \"Name: \"")])))
      }
      if !participants.contains(where: { $0.id == sender }) { participants.append(Participant(id: sender)) }
      let text = RichText(plain: String(line.dropFirst(sender.count + 2)))
      messages.append(Message(id: "\(messages.count + 1)", from: sender, text: text))
    }
    let conversation = Conversation(participants: participants, messages: messages)
    return .success(ImportedConversation(conversation: conversation, format: ImportFormat(rawValue: name)))
  }

  static func sender(of line: Substring) -> String? {
    guard let colon = line.firstIndex(of: ":"), line[colon...].hasPrefix(": ") else { return nil }
    let name = line[..<colon]
    return name.isEmpty || name.contains(where: { "{[\" ".contains($0) }) ? nil : String(name)
  }
}

@Suite("Import: the importer registry")
struct ImporterRegistryTests {
  static var registry: ImporterRegistry {
    var registry = ImporterRegistry.standard
    registry.register(LinesImporter())
    return registry
  }

  static let chat = Data("Ana: hi\nBo: hello there\n".utf8)

  @Test func theStandardImportersInTheirOrder() {
    let names = [
      "bubbles", "telegram", "signal", "whatsapp", "instagram", "messenger", "discord", "slack", "chatgpt", "claude",
      "line", "kakaotalk", "bot-api", "quote-api", "imessage",
    ]
    #expect(ImporterRegistry.standard.names == names)
    #expect(ImporterRegistry.standard.choices == ["auto"] + names)
  }

  /// Exports are history (their sent messages read); `bubbles/1` says a status or means none.
  @Test func onlyExportsGiveSentMessagesAStatus() throws {
    #expect(ImporterRegistry.standard.importer(named: "bubbles")?.historyStatus == nil)
    #expect(ImporterRegistry.standard.importer(named: "telegram")?.historyStatus == .read)
    #expect(ImporterRegistry.standard.importer(named: "whatsapp")?.historyStatus == .read)
    let json =
      #"{"format":"bubbles/1","me":"a","participants":[{"id":"a","name":"Ann"}],"messages":["#
      + #"{"id":"1","from":"a","time":"2024-05-01T10:00:00Z","text":"no status"}]}"#
    let imported = try ConversationImport.importConversation(Data(json.utf8), from: .auto).get()
    #expect(imported.conversation.messages.map(\.status) == [nil])
  }

  /// The docs' list of `--from` values is the registry's.
  @Test func theDocsListTheRegistrysNames() throws {
    let docs = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/importing.md"), encoding: .utf8)
    #expect(docs.contains("[--from \(ImporterRegistry.standard.choices.joined(separator: "|"))]"))
  }

  @Test func aUsersImporterIsRegisteredByOneLineAndListedLast() {
    #expect(Self.registry.names == ImporterRegistry.standard.names + ["lines"])
    #expect(Self.registry.accepts("lines"))
    #expect(!ImporterRegistry.standard.accepts("lines"), "the standard registry is a value, left as it was")
  }

  @Test func autoDetectsAUsersImporterAndMeApplies() throws {
    let imported = try ConversationImport.importConversation(
      Self.chat, options: ImportOptions(me: "bo"), importers: Self.registry
    ).get()
    #expect(imported.format == ImportFormat(rawValue: "lines"))
    #expect(imported.conversation.messages.map(\.text?.plainText) == ["hi", "hello there"])
    #expect(imported.conversation.me == "Bo")
    // Without it the same text is no chat the standard importers know, and no JSON: the error
    // lists the formats read instead of calling a text "malformed JSON".
    let standard = ConversationImport.importConversation(Self.chat)
    guard case .failure(.unrecognized(let message)) = standard else {
      Issue.record("expected an unrecognized input, got \(standard)")
      return
    }
    #expect(message.hasPrefix("not a chat any importer recognizes, and not JSON"))
    #expect(message.contains("--from FORMAT"))
  }

  @Test func theStandardFormatsAreStillDetectedFirst() throws {
    let json = DecodingFixture.document(messages: #"{ "id": "1", "from": "bob", "text": "hi" }"#)
    let imported = try ConversationImport.importConversation(Data(json.utf8), importers: Self.registry).get()
    #expect(imported.format == .bubbles)
    let whatsApp = Data("[21/11/2026, 09:14:02] Ana: hi\n".utf8)
    #expect(Self.registry.importer(for: .auto, of: whatsApp)?.name == "whatsapp")
  }

  @Test func aUsersImporterIsChosenByNameWithLocatedProblems() {
    let result = ConversationImport.importConversation(
      Data("Ana: hi\nno colon\n".utf8), from: ImportFormat(rawValue: "lines"), importers: Self.registry)
    let issue = DecodingIssue(path: "", location: JSONLocation(line: 2, column: 1), message: "no \"Name: \"")
    #expect(result == .failure(.invalid(.invalid([issue]))))
    let unknown = ConversationImport.importConversation(Self.chat, from: ImportFormat(rawValue: "lines"))
    #expect(unknown == .failure(.invalid(#"no importer named "lines""#)))
  }

  @Test func aUsersImporterFindsItsChatFileInAFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.chat.write(to: folder.appendingPathComponent("chat.lines"))
    #expect(try ExportFolder.chatFile(in: folder, importers: Self.registry).get().lastPathComponent == "chat.lines")
    let source = try ConversationSource.open(folder.path, importers: Self.registry).get()
    let imported = try source.importConversation(importers: Self.registry).get()
    #expect(imported.conversation.participants.map(\.id) == ["Ana", "Bo"])
    // The standard registry names what it looks for.
    guard case .failure(let problem) = ExportFolder.chatFile(in: folder) else {
      Issue.record("a folder of a lines chat read without the lines importer")
      return
    }
    #expect(
      problem.description
        == "a folder, but not an export: no result.json (Telegram) or chat.md (Signal) or _chat.txt or one .txt file "
        + "(WhatsApp) or message_1.json (Messenger) or a DiscordChatExporter NAME [ID].json (Discord) or "
        + "channels.json and users.json (Slack) or conversations.json (ChatGPT, Claude) or a [LINE] .txt file (LINE) or a KakaoTalk .txt or one .csv file "
        + "(KakaoTalk) or an imessage-exporter .html file (iMessage)")
  }
}
