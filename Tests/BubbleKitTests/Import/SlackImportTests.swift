import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// A Slack workspace export read from its folder, its zip or one day file: `--chat`, members'
/// names, mrkdwn, threads, files, bots, deletions, notices, and located problems in day files.
@Suite("Import: Slack workspace exports") struct SlackImportTests {
  static let exports = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/exports/slack")
  static let folder = exports.appendingPathComponent("northwind")

  private func imported(_ path: URL, chat: String? = nil) throws -> ImportedConversation {
    let source = try ConversationSource.open(path.path).get()
    var options = ImportOptions(chat: chat)
    options.timeZone = TimeZone(identifier: "UTC")
    return try source.importConversation(options: options).get()
  }

  @Test func aChannelIsReadFromItsDayFilesInTimeOrder() throws {
    let result = try imported(Self.folder, chat: "general")
    #expect(result.format == ImportFormat(rawValue: "slack"))
    #expect(result.appTheme == "slack")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let chat = result.conversation
    #expect(chat.title == "#general" && chat.kind == .group)
    #expect(chat.messages.count == 11)
    #expect(chat.messages.map(\.kind).filter { $0 == .system }.count == 2)
    #expect(chat.messages.first?.text?.plainText == "美玲 has joined the channel")
    let times = chat.messages.compactMap(\.time?.secondsSince1970)
    #expect(times == times.sorted() && times.count == 11)
    #expect(chat.participants.map(\.name) == ["Ana", "Ben Carter", "美玲", "Deploy Bot"])
  }

  @Test func mrkdwnBecomesStylesMentionsAndLinks() throws {
    let chat = try imported(Self.folder, chat: "C01GENERAL").conversation
    let morning = try #require(chat.messages.first { $0.id == "1795165200.000200" }?.text)
    #expect(morning.plainText == "Morning @Ben Carter! The release notes are in the doc & the draft is old gone")
    let styled = Dictionary(morning.segments.map { ($0.text, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(styled["@Ben Carter"]?.userID == "U02BEN")
    #expect(styled["release notes"]?.styles == [.bold])
    #expect(styled["the doc"]?.href == "https://example.com/notes")
    #expect(styled["draft"]?.styles == [.italic] && styled["old"]?.styles == [.strikethrough])
    let here = try #require(chat.messages.last?.text)
    #expect(here.plainText == "@here standup in 5 in #general, see https://example.com/standup")
    #expect(here.segments.last?.href == "https://example.com/standup")
  }

  @Test func threadsReactionsEditsFilesBotsAndDeletions() throws {
    let chat = try imported(Self.folder, chat: "general").conversation
    let byID = Dictionary(chat.messages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(byID["1795165500.000300"]?.replyTo == "1795165200.000200")
    #expect(byID["1795165200.000200"]?.replyTo == nil)
    // `partyparrot` is a workspace's own emoji: left out.
    #expect(byID["1795165200.000200"]?.reactions == [Message.Reaction(emoji: "👍", count: 2)])
    #expect(byID["1795166000.000400"]?.edited == true)
    #expect(byID["1795166000.000400"]?.text?.plainText == "我看过了 v2.4 没问题 🎉")
    #expect(byID["1795167000.000500"]?.from == "bot:B09DEPLOY")
    #expect(byID["1795167000.000500"]?.text?.plainText == "Deployed v2.4 to production\n3 services, 0 errors")
    #expect(byID["1795251600.000100"]?.media?.typeName == "image")
    #expect(byID["1795251700.000200"]?.media?.typeName == "file")
    #expect(byID["1795251800.000300"]?.kind == .recalled)
    #expect(byID["1795251900.000400"]?.text?.plainText == "Ana set the channel topic: Launch day")
    #expect(byID["1795252000.000500"]?.text?.segments.allSatisfy { $0.styles.contains(.italic) } == true)
  }

  @Test func aDirectMessageIsNamedForItsMembersAndTheZipReadsAlike() throws {
    let folder = try imported(Self.folder, chat: "D07DM0001").conversation
    // Who exported it is not known: its two senders are told apart by their names.
    #expect(folder.kind == .group && folder.title == "Ana, Ben Carter" && folder.me == nil)
    let source = try ConversationSource.open(Self.folder.path).get()
    let asAna = try source.importConversation(options: ImportOptions(me: "Ana", chat: "D07DM0001")).get()
    #expect(asAna.conversation.kind == .direct && asAna.conversation.me == "U01ANA")
    #expect(folder.messages.last?.text?.plainText == "Sure, 12:30 👍🏼")
    let zipped = try imported(Self.exports.appendingPathComponent("northwind.zip"), chat: "D07DM0001").conversation
    #expect(zipped == folder)
  }

  @Test func withoutChatTheConversationsWithMessagesAreListed() throws {
    let source = try ConversationSource.open(Self.folder.path).get()
    guard case .failure(.chatNeeded(let message, let chats)) = source.importConversation() else {
      Issue.record("expected --chat to be needed")
      return
    }
    #expect(message.contains("2 conversations; choose one with --chat"))
    #expect(chats.map(\.id) == ["C01GENERAL", "D07DM0001"])
    guard case .failure(.choiceNeeded(let unknown, _)) = source.importConversation(options: ImportOptions(chat: "nope"))
    else {
      Issue.record("expected an unknown --chat to be refused")
      return
    }
    #expect(unknown.contains(#"--chat "nope" names no conversation"#))
  }

  @Test func oneDayFileAloneIsReadAsThatDay() throws {
    let result = try imported(Self.folder.appendingPathComponent("general/2026-11-20.json"))
    #expect(result.conversation.messages.count == 5)
    #expect(result.conversation.title == "general")
    // No users.json: the mention names the id.
    #expect(result.conversation.messages[1].text?.plainText.hasPrefix("Morning @U02BEN!") == true)
  }

  @Test func aProblemInADayFileNamesTheFileLineAndColumn() throws {
    try withCopy { copy in
      let day = copy.appendingPathComponent("general/2026-11-21.json")
      try Data("[\n  {\"type\": \"message\", \"user\": \"U01ANA\", \"ts\": \"soon\", \"text\": \"x\"},\n  {,}\n]".utf8)
        .write(to: day)
      let source = try ConversationSource.open(copy.path).get()
      guard
        case .failure(.invalid(.invalid(let issues))) = source.importConversation(
          options: ImportOptions(chat: "general"))
      else {
        Issue.record("expected the day file to be refused")
        return
      }
      #expect(issues.map(\.file) == ["general/2026-11-21.json"])
      #expect(issues.first?.location == JSONLocation(line: 3, column: 4))
    }
    try withCopy { copy in
      let day = copy.appendingPathComponent("general/2026-11-21.json")
      try Data(#"[{"type": "message", "user": "U01ANA", "ts": "soon", "text": "x"}]"#.utf8).write(to: day)
      let source = try ConversationSource.open(copy.path).get()
      guard
        case .failure(.invalid(.invalid(let issues))) = source.importConversation(
          options: ImportOptions(chat: "general"))
      else {
        Issue.record("expected the time to be refused")
        return
      }
      #expect(
        issues.map(\.description) == [
          #"general/2026-11-21.json: [0].ts (line 1, column 46): expected Slack's time like "1452837318.000002" (seconds since 1970), found "soon""#
        ])
    }
  }

  @Test func theListAloneSaysToGiveTheExport() {
    let list = (try? Data(contentsOf: Self.folder.appendingPathComponent("channels.json"))) ?? Data()
    guard case .failure(.invalid(let error)) = ConversationImport.importConversation(list) else {
      Issue.record("expected channels.json alone to be refused")
      return
    }
    #expect(error.description.contains("give the export's folder or zip"))
  }

  @Test func anotherFileIsReadOnlyInsideTheExportAndWithinTheBudget() throws {
    let files = ExportFiles.folder(Self.folder, budget: 1000)
    #expect(files.names.contains("general/2026-11-20.json"))
    #expect(throws: FileProblem.self) { try files.read("../slack/northwind/users.json").get() }
    #expect(throws: FileProblem.self) { try files.read("general/2026-11-20.json").get() }
    #expect(!ExportFiles.isContainedPath("../users.json") && !ExportFiles.isContainedPath("/etc/passwd"))
    #expect(!ExportFiles.isContainedPath("a\\b.json") && ExportFiles.isContainedPath("general/2026-11-20.json"))
  }

  @Test func slackMarkupKeepsCodeLiteralAndUnpairedMarks() {
    let text = SlackText(names: ["U1": "Ana"]).richText("2*3 is `*not bold* <@U1>` and *bold <@U1>*")
    #expect(text.plainText == "2*3 is *not bold* @Ana and bold @Ana")
    #expect(text.segments.first { $0.styles.contains(.code) }?.text == "*not bold* @Ana")
    #expect(text.segments.last?.styles == [.bold, .mention] && text.segments.last?.userID == "U1")
    #expect(SlackText.withEmoji("at 10:30 :tada::nope: :x") == "at 10:30 🎉:nope: :x")
    // Slack's blocks name no language: `{` is code. A quote needs no space after `>`.
    let block = SlackText(names: [:]).richText("```{\n  \"a\": 1\n}```")
    #expect(block.segments.first?.text == "{\n  \"a\": 1\n}" && block.segments.first?.language == nil)
    let quote = SlackText(names: [:]).richText("&gt;said so\nme too")
    #expect(quote.segments.first?.styles == [.blockquote] && quote.segments.first?.text == "said so")
  }

  @Test func aMemberUsersJsonLacksIsNamedByTheirMessages() throws {
    try withCopy { copy in
      try Data("[]".utf8).write(to: copy.appendingPathComponent("users.json"))
      let chat = try imported(copy, chat: "general").conversation
      #expect(chat.participants.map(\.name).contains("Ana") == false)
      try Data(
        #"[{"type": "message", "subtype": "channel_join", "user": "U9", "text": "<@U9> has joined the channel", "ts": "1795161600.1"}, {"type": "message", "user": "U9", "text": "hi", "ts": "1795161700.1", "user_profile": {"real_name": "Zoe Park", "display_name": ""}}]"#
          .utf8
      ).write(to: copy.appendingPathComponent("general/2026-11-20.json"))
      let named = try imported(copy, chat: "general").conversation
      #expect(named.messages.first?.text?.plainText == "Zoe Park has joined the channel")
      #expect(named.participants.first?.name == "Zoe Park")
    }
  }

  private func withCopy(_ body: (URL) throws -> Void) throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("slack-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Self.folder, to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    try body(copy)
  }
}
