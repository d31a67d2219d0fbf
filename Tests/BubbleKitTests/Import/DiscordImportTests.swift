import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// DiscordChatExporter's JSON: channels and DMs, authors, Discord's markdown, attachments,
/// embeds, stickers, calls, system entries, replies, edits, pins and reactions.
@Suite("Import: Discord (DiscordChatExporter) exports") struct DiscordImportTests {
  static func author(_ id: String, _ name: String, nickname: String? = nil) -> String {
    let nick = nickname.map { "\"\($0)\"" } ?? "null"
    return
      #"{ "id": "\#(id)", "name": "\#(name)", "discriminator": "0001", "nickname": \#(nick), "color": null, "isBot": false, "avatarUrl": "general.json_Files\\\#(id).png" }"#
  }

  /// A message with `fields`, and the exporter's other fields at their empty values.
  static func message(_ id: Int, type: String = "Default", author: String = author("1", "ana"), _ fields: String)
    -> String
  {
    let defaults = [
      ("timestampEdited", "null"), ("callEndedTimestamp", "null"), ("isPinned", "false"), ("attachments", "[]"),
      ("embeds", "[]"), ("stickers", "[]"), ("reactions", "[]"), ("mentions", "[]"),
    ].filter { !fields.contains("\"\($0.0)\":") }.map { "\"\($0.0)\": \($0.1), " }.joined()
    return
      #"{ "id": "\#(id)", "type": "\#(type)", "timestamp": "2023-01-06T14:0\#(id % 10):00.000+00:00", "author": \#(author), "#
      + defaults + fields + " }"
  }

  static func export(channelType: String = "GuildTextChat", _ messages: [String]) -> Data {
    Data(
      (#"{ "guild": { "id": "9", "name": "Hikers", "iconUrl": "x.png" }, "channel": { "id": "5", "type": "\#(channelType)", "categoryId": "8", "category": "Text Channels", "name": "general", "topic": null }, "dateRange": { "after": null, "before": null }, "messages": ["#
        + messages.joined(separator: ",") + #"], "messageCount": \#(messages.count) }"#).utf8)
  }

  private func imported(_ data: Data) throws -> ImportedConversation {
    try ConversationImport.importConversation(data).get()
  }

  @Test func aChannelImportsWithItsAuthorsAndLook() throws {
    let data = Self.export([
      Self.message(1, author: Self.author("1", "ana", nickname: "Ana"), #""content": "Hello **everyone** @Ben""#),
      Self.message(2, author: Self.author("2", "ben"), #""content": "hi", "mentions": []"#),
      Self.message(3, type: "GuildMemberJoin", author: Self.author("3", "cy"), #""content": "Joined the server.""#),
    ])
    let result = try imported(data)
    #expect(result.format == ImportFormat(rawValue: "discord"))
    #expect(result.appTheme == "discord")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let chat = result.conversation
    #expect(chat.kind == .group && chat.title == "general")
    #expect(chat.participants.map(\.name) == ["Ana", "ben", "cy"], "the nickname, else the name")
    #expect(chat.participants.first?.avatar == .path("general.json_Files/1.png"), "Windows' backslashes read")
    #expect(chat.messages[2].kind == .system && chat.messages[2].text?.plainText == "cy joined the server.")
  }

  @Test func discordsMarkdownIsStyled() {
    let segments = ChatMarkup.segments(
      of: "**b** *i* __u__ ~~s~~ ||x|| `c` snake_case @Ana\n> q\n```swift\nlet a = 1\n```", mentions: ["@Ana"])
    let styled = segments.filter { !$0.styles.isEmpty }.map { ($0.text, $0.styles) }
    #expect(styled.map(\.0) == ["b", "i", "u", "s", "x", "c", "@Ana", "q", "let a = 1"])
    #expect(
      styled.map(\.1) == [
        [.bold], [.italic], [.underline], [.strikethrough], [.spoiler], [.code], [.mention], [.blockquote], [.pre],
      ])
    #expect(segments.map(\.text).joined().contains("snake_case"), "no italics inside a word")
    #expect(segments.last?.language == "swift")
    #expect(ChatMarkup.segments(of: "2*3 and **open", mentions: []).map(\.text).joined() == "2*3 and **open")
  }

  @Test func attachmentsEmbedsStickersAndCallsAreTheirKinds() throws {
    let data = Self.export(
      channelType: "DirectTextChat",
      [
        Self.message(
          1,
          #""content": "", "attachments": [{ "id": "1", "url": "general.json_Files\\a.png", "fileName": "a.png", "fileSizeBytes": 10 }, { "id": "2", "url": "general.json_Files\\b.mp4", "fileName": "b.mp4", "fileSizeBytes": 10 }]"#
        ),
        Self.message(
          2,
          #""content": "", "attachments": [{ "id": "3", "url": "https://cdn.discordapp.com/r.pdf", "fileName": "report.pdf", "fileSizeBytes": 2048 }]"#
        ),
        Self.message(
          3,
          ##""content": "look", "embeds": [{ "title": "Wiki", "url": "https://example.com/wiki", "description": "d", "color": "#1E2327", "thumbnail": { "url": "general.json_Files\\t.png", "width": 1, "height": 1 }, "images": [], "fields": [] }]"##
        ),
        Self.message(
          4,
          #""content": "", "stickers": [{ "id": "7", "name": "pepe", "format": "Png", "sourceUrl": "general.json_Files\\7.png" }]"#
        ),
        Self.message(
          5, type: "Call", #""content": "Started a call.", "callEndedTimestamp": "2023-01-06T14:15:00.000+00:00""#),
      ])
    let messages = try imported(data).conversation.messages
    #expect(messages.map { $0.media?.typeName } == ["album", "file", "link_preview", "sticker", "call"])
    #expect(messages[4].media?.summary(strings: .english).contains("10") == true, "a ten-minute call")
  }

  @Test func repliesEditsPinsAndReactions() throws {
    let data = Self.export([
      Self.message(
        1,
        #""content": "first", "isPinned": true, "reactions": [{ "emoji": { "id": "", "name": "👍", "code": "thumbsup", "isAnimated": false, "imageUrl": "x.svg" }, "count": 3 }, { "emoji": { "id": "55", "name": "kekw", "isAnimated": false, "imageUrl": "k.png" }, "count": 1 }]"#
      ),
      Self.message(
        2, type: "Reply",
        #""content": "second", "timestampEdited": "2023-01-06T15:00:00.000+00:00", "reference": { "messageId": "1", "channelId": "5", "guildId": "9" }"#
      ),
    ])
    let messages = try imported(data).conversation.messages
    #expect(messages[0].pinned && messages[0].reactions == [Message.Reaction(emoji: "👍", count: 3)])
    #expect(messages[1].replyTo == "1" && messages[1].edited)
  }

  @Test func aPathOutOfTheFolderIsAPlaceholderWithAWarning() throws {
    let data = Self.export([
      Self.message(
        1,
        #""content": "", "attachments": [{ "id": "1", "url": "..\\..\\etc\\passwd.png", "fileName": "passwd.png", "fileSizeBytes": 1 }]"#
      )
    ])
    let result = try imported(data)
    #expect(result.warnings.map(\.message) == ["the path leads out of the export's folder; drawn as a placeholder"])
    #expect(result.conversation.messages[0].media?.images.isEmpty == true)
  }

  @Test func aBadTimeIsALocatedError() {
    let data = Self.export([
      Self.message(1, #""content": "x""#).replacingOccurrences(of: "2023-01-06T14:01:00.000+00:00", with: "yesterday")
    ])
    guard case .failure(.invalid(let error)) = ConversationImport.importConversation(data) else {
      Issue.record("expected an invalid export")
      return
    }
    #expect(error.issues.first?.path == "messages[0].timestamp")
  }

  /// A folder of exports: a channel's partitions and overlapping exports merged, `--chat` picks.
  @Test func aFoldersChannelIsItsFilesMerged() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("discord-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let general = "Hikers - Text Channels - general [100000000000000005]"
    try Self.export([Self.message(1, #""content": "one""#), Self.message(2, #""content": "two""#)])
      .write(to: folder.appendingPathComponent(general + ".json"))
    try Self.export([Self.message(3, #""content": "three""#)])
      .write(to: folder.appendingPathComponent(general + " [part 2].json"))
    // Exported again after message 2 was deleted: its messages are the same ones.
    try Self.export([Self.message(1, #""content": "one""#), Self.message(3, #""content": "three""#)])
      .write(to: folder.appendingPathComponent(general + " without deleted message.json"))
    try Self.export([Self.message(4, #""content": "elsewhere""#)])
      .write(to: folder.appendingPathComponent("Hikers - Text Channels - trips [100000000000000006].json"))
    let source = try ConversationSource.open(folder.path).get()
    guard case .failure(.chatNeeded(_, let chats)) = source.importConversation() else {
      Issue.record("expected --chat to be needed")
      return
    }
    #expect(
      chats == [
        ExportChat(id: "100000000000000005", name: "general"), ExportChat(id: "100000000000000006", name: "trips"),
      ])
    let merged = try source.importConversation(options: ImportOptions(chat: "#general")).get().conversation
    #expect(merged.messages.map(\.text?.plainText) == ["one", "two", "three"])
    let trips = try source.importConversation(options: ImportOptions(chat: "100000000000000006")).get().conversation
    #expect(trips.messages.map(\.id) == ["4"])
    // One file given alone is that file alone.
    let part = try ConversationSource.open(folder.appendingPathComponent(general + " [part 2].json").path).get()
    #expect(try part.importConversation().get().conversation.messages.map(\.id) == ["3"])
  }

  /// Older exports wrote replies as `Default` with a `reference`.
  @Test func aDefaultWithAReferenceReplies() throws {
    let data = Self.export([
      Self.message(1, #""content": "first""#),
      Self.message(2, #""content": "answer", "reference": { "messageId": "1", "channelId": "5", "guildId": "9" }"#),
    ])
    let chat = try imported(data).conversation
    #expect(chat.messages.map(\.id) == ["1", "2"])
    #expect(chat.messages[1].replyTo == "1")
  }
}
