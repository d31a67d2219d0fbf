import Foundation
import Testing

@testable import BubbleKit

@Suite("Import: Telegram Desktop exports")
struct TelegramImportTests {
  private typealias S = TelegramSamples

  @Test func theSampleChatImportsEveryMessageWithoutWarnings() throws {
    let imported = try #require(S.importing(try S.data(S.singleChat)))
    let conversation = imported.conversation
    #expect(imported.format == .telegram)
    #expect(imported.warnings == [])
    #expect(conversation.messages.count == (try S.messageCount(S.singleChat)))
    #expect(conversation.messages.map(\.id) == (1...24).map(String.init))
    #expect(conversation.title == "Weekend hike 🥾")
    #expect(conversation.kind == .group)
    #expect(conversation.me == nil)
    #expect(
      conversation.participants.map { "\($0.id) \($0.name)" } == [
        "user1001 Ana Souza", "user1002 Ben Carter", "user1003 陈美玲", "user1004 Dev Patel",
      ])
  }

  /// Every message of the export is a row of the rendered layout: a bubble or a notice.
  @Test func everyMessageIsARowOfTheLayout() async throws {
    let conversation = try #require(S.importing(try S.data(S.singleChat))).conversation
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let items = Presenter.present(
      conversation, settings: renderer.presentationSettings(TestSupport.patient(RenderOptions())))
    let shown = items.compactMap { item -> String? in
      switch item {
      case .message(let presented): presented.message.id
      case .notice(let id, _): id
      default: nil
      }
    }
    #expect(shown == conversation.messages.map(\.id))
    let layout = await TestSupport.layout(conversation, renderer: renderer, baseDirectory: S.singleChat)
    let rows = layout.rows.filter { !$0.row.parts.map(\.kind).contains("date_separator") }
    #expect(rows.count == conversation.messages.count)
  }

  @Test func messagesMapToTheirKinds() throws {
    let messages = try #require(S.importing(try S.data(S.singleChat))).conversation.messages
    func message(_ id: Int) -> Message { messages[id - 1] }
    #expect(message(1).kind == .system)
    #expect(message(1).text?.plainText == "Ana Souza created the group «Weekend hike 🥾»")
    #expect(message(2).text?.segments.map(\.styles) == [[], [.bold], [], [.link]])
    #expect(message(3).replyTo == "2")
    #expect(message(3).text?.segments.first == TextSegment(text: "Ana", styles: [.mention], userID: "user1001"))
    #expect(message(4).text?.segments[1].styles == [.spoiler])
    #expect(
      message(5).media?.image
        == ImageMedia(src: .path("photos/photo_1@21-11-2026_09-20-11.jpg"), width: 480, height: 320))
    #expect(message(5).text?.plainText == "View from the last visit")
    #expect(
      message(5).reactions == [Message.Reaction(emoji: "👍", count: 2), Message.Reaction(emoji: "❤\u{FE0F}", count: 1)])
    #expect(message(6).media?.typeName == "sticker")
    #expect(message(7).media?.typeName == "voice")
    #expect(message(8).media?.typeName == "file")
    #expect(message(9).media?.typeName == "location")
    #expect(message(10).media?.typeName == "poll")
    #expect(message(10).pinned)
    #expect(message(11).text?.plainText == "Ana Souza pinned a message")
    #expect(message(12).media?.typeName == "video")
    #expect(message(13).forwardedFrom == "Alpine Trail Conditions")
    #expect(
      message(14).text?.segments[1]
        == TextSegment(text: "water: 2 l\nsnacks: yes\nheadlamp: true", styles: [.pre], language: "yaml"))
    #expect(message(15).from == "user1002")
    #expect(message(15).media?.call == CallMedia(video: false, duration: 185, missed: false, declined: false))
    #expect(message(16).media?.call?.missed == true)
    #expect(message(17).edited)
    #expect(message(18).media?.typeName == "contact")
    #expect(message(19).text?.segments.first == TextSegment(text: "🏔️"))
    #expect(message(20).media?.typeName == "audio")
    #expect(message(21).media?.content(of: FileKind.self)?.name == "Video message, not included")
    #expect(message(23).text?.plainText == "Ana Souza invited Dev Patel")
    #expect(message(24).text?.segments.first?.styles == [.blockquote])
  }

  /// The instant is `date_unixtime`; `date`, the exporting computer's local time, gives the offset.
  @Test func timesComeFromDateUnixtimeInTheExportsOffset() throws {
    let messages = try #require(S.importing(try S.data(S.singleChat))).conversation.messages
    #expect(messages[1].time == Timestamp(secondsSince1970: 1_795_248_842, utcOffsetSeconds: 3600))
    let withoutUnixTime = S.chat(
      #"  { "id": 1, "type": "message", "date": "2026-11-21T09:14:02", "from": "Ana", "from_id": "user1", "text": "hi" }"#
    )
    let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let imported = try #require(S.importing(Data(withoutUnixTime.utf8), options: ImportOptions(timeZone: zone)))
    #expect(
      imported.conversation.messages[0].time
        == Timestamp(secondsSince1970: 1_795_248_842 + 3600 - 9 * 3600, utcOffsetSeconds: 9 * 3600))
  }

  @Test func meIsANameOrAnId() throws {
    let data = try S.data(S.singleChat)
    for (me, id) in [
      ("Ben Carter", "user1002"), ("1003", "user1003"), ("user1004", "user1004"), ("ana souza", "user1001"),
    ] {
      #expect(S.importing(data, options: ImportOptions(me: me))?.conversation.me == id, "\(me)")
    }
  }

  @Test(arguments: [
    (#""action": "invite_members", "members": ["Ana"]"#, "Ana joined the group"),
    (#""action": "remove_members", "members": ["Ana"]"#, "Ana left the group"),
    (#""action": "remove_members", "members": ["Ben", null]"#, "Ana removed Ben and Deleted Account"),
    (#""action": "invite_members", "members": ["Ben", "Cy", "Di"]"#, "Ana invited Ben, Cy and Di"),
    (#""action": "set_messages_ttl", "period": 604800"#, "Ana set messages to auto-delete in 1 week"),
    (#""action": "set_messages_ttl", "period": 0"#, "Ana disabled the auto-delete timer"),
    (#""action": "edit_group_title", "title": "Hikers""#, "Ana changed the group name to «Hikers»"),
    (#""information_text": "Ana did a custom thing""#, "Ana did a custom thing"),
    (#""action": "custom_action", "title": "Ana начал(а) эту переписку""#, "Ana начал(а) эту переписку"),
    (#""action": "send_payment", "amount": 999, "currency": "USD""#, "Ana sent a payment of 9.99 USD"),
    (#""action": "send_payment", "amount": 250, "currency": "XTR""#, "Ana sent a payment of 250 XTR"),
    (#""action": "conference_call", "duration_seconds": 600, "is_missed": true"#, "Missed group call"),
    (#""action": "boost_apply", "boosts": 3"#, "Ana boosted the group 3 times"),
    (#""action": "paid_messages_price_change", "price_stars": 0"#, "Messages are now free in this group"),
    (#""action": "todo_completions", "completed": [1], "incompleted": []"#, "Ana marked tasks as done"),
  ])
  func serviceMessagesAreNoticesInWords(fields: String, notice: String) throws {
    let json = S.chat(
      #"  { "id": 1, "type": "service", "date": "2026-11-21T09:14:02", "date_unixtime": "1795248842", "actor": "Ana", "actor_id": "user1", \#(fields), "text": "", "text_entities": [] }"#
    )
    let imported = try #require(S.importing(Data(json.utf8)))
    #expect(imported.conversation.messages.map(\.text?.plainText) == [notice])
    #expect(imported.conversation.messages.first?.kind == .system)
    #expect(imported.warnings == [])
  }

  @Test func aWholeAccountExportNeedsChat() throws {
    let result = ConversationImport.importConversation(try S.data(S.account), from: .auto)
    guard case .failure(.chatNeeded(let message, let chats)) = result else {
      Issue.record("expected --chat to be needed, got \(result)")
      return
    }
    #expect(message.contains("has 3 chats; choose one with --chat"))
    #expect(chats.map(\.label) == ["Ben Carter (1002)", "(no name) (1001)", "Trail Club (1777000)"])
    #expect(chats.map(\.id) == ["1002", "1001", "1777000"])
  }

  @Test func chatPicksOneChatByNameOrIdAndTheOwnerIsMe() throws {
    let data = try S.data(S.account)
    for chat in ["Ben Carter", "1002", "ben carter"] {
      let imported = try #require(S.importing(data, options: ImportOptions(chat: chat)))
      #expect(imported.conversation.messages.map(\.id) == ["501", "502", "503"], "\(chat)")
      #expect(imported.conversation.me == "user1001")
      #expect(imported.warnings == [])
    }
    #expect(S.importing(data, options: ImportOptions(chat: "1001"))?.conversation.messages.count == 1)
    let unknown = ConversationImport.importConversation(data, options: ImportOptions(chat: "Nobody"))
    guard case .failure(.choiceNeeded(let message, let choices)) = unknown else {
      Issue.record("expected a choice to be needed, got \(unknown)")
      return
    }
    #expect(message == #"--chat "Nobody" names no chat of this export; its chats (name, id):"#)
    #expect(choices.count == 3)
  }

  @Test func aBrokenAccountExportIsAnErrorNotAChoice() {
    #expect(
      S.errors(#"{ "personal_information": { "user_id": "me" }, "chats": 5 }"#) == [
        #"personal_information.user_id (line 1, column 40): expected an integer from -9007199254740991 to 9007199254740991, found string"#,
        "chats (line 1, column 57): expected an object, found number",
      ])
  }

  @Test func unknownFieldsTypesAndActionsAreLocatedWarnings() throws {
    let json = S.chat(
      [
        S.message(1, #""text": "hi", "future_field": 1,"#),
        S.message(2, #""text": [{ "type": "sparkle", "text": "✨" }],"#),
        #"  { "id": 3, "type": "service", "date": "2026-11-21T09:14:02", "date_unixtime": "1795248842", "actor": "Ana", "actor_id": "user1", "action": "launch_rocket" }"#,
        S.message(4, #""file": "files/a.bin", "media_type": "hologram","#),
      ].joined(separator: ",\n"))
    let imported = try #require(S.importing(Data(json.utf8)))
    #expect(imported.conversation.messages.count == 4)
    #expect(
      imported.warnings.map(\.description) == [
        #"messages[0].future_field (line 7, column 54): unknown field "future_field"; ignored"#,
        #"messages[1].text[0].type (line 9, column 59): unknown text entity type "sparkle"; drawn as plain text"#,
        #"messages[2].action (line 10, column 142): unknown service action "launch_rocket"; drawn as its name"#,
        #"messages[3].media_type (line 12, column 77): unknown media type "hologram"; drawn as a file (known: animation, audio_file, sticker, video_file, video_message, voice_message)"#,
      ])
    #expect(imported.conversation.messages[2].text?.plainText == "Ana: launch_rocket")
  }

  @Test func wrongTypesAreLocatedErrors() {
    let json = S.chat(
      [
        S.message(1, #""text": 5,"#),
        #"  { "id": "two", "type": "message", "date": "2026-11-21T09:14:02", "date_unixtime": "soon", "from": "Ana", "text": "x" }"#,
        S.message(3, #""photo": "photos/a.jpg", "width": -4,"#),
        S.message(4, #""location_information": { "longitude": 200 },"#),
      ].joined(separator: ",\n"))
    #expect(
      S.errors(json) == [
        "messages[0].text (line 7, column 48): expected a string or an array of strings and text entities, found number",
        "messages[1].id (line 8, column 11): expected an integer from -9007199254740991 to 9007199254740991, found string",
        #"messages[1].date_unixtime (line 8, column 85): expected Unix seconds written as a string of digits (like "1763716442"), found "soon""#,
        "messages[2].width (line 10, column 74): expected an integer from 1 to 100000, found -4",
        #"messages[3].location_information.latitude (line 12, column 64): missing required field "latitude""#,
      ])
  }

  /// Exports written by other tools: no ids, numbers and booleans in strings, no chat fields.
  @Test func exportsOtherToolsWroteImportAsTheySay() throws {
    let json = """
      { "messages": [
        { "type": "message", "date_unixtime": "1544006350", "from": "Ann", "text": "no id" },
        { "type": "message", "date_unixtime": "1544006964", "from": "Bob", "text": "",
          "poll": { "question": "Go?", "closed": "false", "total_voters": "3",
            "answers": [{ "text": "Yes", "voters": "2", "chosen": "true" }, { "text": "No", "voters": 1, "chosen": false }] } },
        { "id": "7", "type": "message", "date_unixtime": "1544007000", "from": "Ann", "text": "string id",
          "reply_to_message_id": "7" }
      ] }
      """
    let detected = ConversationImport.importConversation(Data(json.utf8))
    let imported = try detected.get()
    #expect(imported.format == .telegram, "told by its messages' type and date_unixtime")
    let messages = imported.conversation.messages
    #expect(messages.map(\.id) == ["#1", "#2", "7"])
    let poll = try #require(messages[1].media?.content(of: PollKind.self))
    #expect(poll.options.map(\.votes) == [2, 1])
  }

  /// Messages no content kind draws are told in words under their text, not "Unsupported".
  @Test func gamesInvoicesToDosGiveawaysAndVenuesAreToldInWords() throws {
    let json = S.chat(
      [
        S.message(1, #""game_title": "Space Jump", "game_description": "Arcade", "game_link": "https://t.me/g","#),
        S.message(2, #""invoice_information": { "title": "Premium", "amount": 499, "currency": "USD" },"#),
        S.message(3, #""todo_list": { "title": "Weekend", "answers": [{ "text": "Buy milk", "id": 1 }] },"#),
        S.message(4, #""giveaway_information": { "quantity": 10, "months": 3, "countries": ["US"] },"#),
        S.message(5, #""place_name": "Old Mill", "address": "River Rd 1","#),
        S.message(6, #""file": "files/a.webp", "file_name": "a.webp", "file_size": 50000, "media_type": "sticker","#),
      ].joined(separator: ",\n"))
    let imported = try #require(S.importing(Data(json.utf8)))
    #expect(
      imported.conversation.messages.prefix(5).map(\.text?.plainText) == [
        "🎮 Space Jump — Arcade", "🧾 Premium — 4.99 USD", "☑️ Weekend\n☐ Buy milk",
        "🎁 Giveaway: 10 × Telegram Premium (3 months)", "📍 Old Mill, River Rd 1",
      ])
    #expect(imported.warnings == [], "file_name and file_size are known on every file")
  }

  @Test func aChatOfTwoWithAThirdSenderIsDrawnAsAGroup() throws {
    let json = S.chat(
      [
        S.message(1, ""),
        #"  { "id": 2, "type": "message", "date_unixtime": "1795248842", "from": "Ben", "from_id": "user2", "text": "b" }"#,
        #"  { "id": 3, "type": "message", "date_unixtime": "1795248842", "from": "Bot", "from_id": "user3", "text": "c" }"#,
      ].joined(separator: ",\n"))
    #expect(try #require(S.importing(Data(json.utf8))).conversation.kind == .group)
  }

  @Test func aKindsProblemIsLocatedAtTheExportsPath() {
    let json = S.chat(
      S.message(1, #""poll": { "question": "Go?", "answers": [{ "text": "Yes", "voters": "many" }] },"#))
    #expect(
      S.errors(json) == [
        "messages[0].poll.answers[0].voters (line 7, column 108): expected an integer from 0 to 1000000000, found string"
      ])
  }

  @Test func malformedJSONIsLocated() {
    let result = ConversationImport.importConversation(Data("{\n \"messages\": [\n  { \"id\": 1, }\n ]\n}".utf8))
    guard case .failure(.invalid(.syntax(let error))) = result else {
      Issue.record("expected a syntax error, got \(result)")
      return
    }
    #expect(error.location == JSONLocation(line: 3, column: 14))
  }

  /// Media paths stay inside the export's folder; files the export left out are named cards.
  @Test func pathsOutsideTheFolderAndFilesLeftOutArePlaceholders() throws {
    let json = S.chat(
      [
        S.message(1, #""photo": "../../etc/passwd.jpg","#),
        S.message(2, #""photo": "(File not included. Change data exporting settings to download.)","#),
        S.message(
          3,
          #""file": "(File exceeds maximum size. Change data exporting settings to download.)", "media_type": "sticker", "sticker_emoji": "😺","#
        ),
        S.message(4, #""photo": "https://example.com/x.jpg","#),
      ].joined(separator: ",\n"))
    let imported = try #require(S.importing(Data(json.utf8)))
    let media = imported.conversation.messages.map { $0.media?.content(of: FileKind.self)?.name ?? $0.media?.typeName }
    #expect(media == ["Photo, not included", "Photo, not included", "Sticker, not included", "image"])
    #expect(imported.conversation.messages[3].media?.image?.src == .path("./https://example.com/x.jpg"))
    #expect(
      imported.warnings.map(\.description) == [
        "messages[0].photo (line 7, column 49): the path leads out of the export's folder; drawn as a placeholder"
      ])
  }

  @Test func mentionNameUserIDsNameParticipants() throws {
    let json = S.chat(S.message(1, #""text": [{ "type": "mention_name", "text": "Ben", "user_id": 2 }, " hi"],"#))
    let text = try #require(S.importing(Data(json.utf8))?.conversation.messages[0].text)
    #expect(text.segments == [TextSegment(text: "Ben", styles: [.mention], userID: "user2"), TextSegment(text: " hi")])
  }

  @Test func deletedAccountsAndMissingSendersGetAName() throws {
    let json = S.chat(
      #"  { "id": 1, "type": "message", "date": "2026-11-21T09:14:02", "date_unixtime": "1795248842", "from": null, "from_id": "user9", "text": "gone" }"#
    )
    let conversation = try #require(S.importing(Data(json.utf8))).conversation
    #expect(conversation.participants == [Participant(id: "user9", name: "Deleted Account")])
  }

  /// The sample chat as drawn, media from its folder (one photo is missing on purpose).
  @Test func snapshot() throws {
    let conversation = try #require(S.importing(try S.data(S.singleChat))).conversation
    try Snapshot.assertRender(of: conversation, named: "import-telegram", baseDirectory: S.singleChat)
  }

  /// An export is history: what `--me` sent was delivered and read, so it draws with the
  /// double ticks the app shows (it drew none).
  @Test func messagesFromMeAreReadAndDrawTheirTicks() throws {
    var options = ImportOptions()
    options.me = "Ben Carter"
    let imported = try #require(S.importing(try S.data(S.singleChat), options: options))
    let conversation = imported.conversation
    let mine = conversation.messages.filter { $0.from == conversation.me }
    #expect(!mine.isEmpty)
    #expect(mine.allSatisfy { $0.status == .read })
    #expect(conversation.messages.filter { $0.from != conversation.me }.allSatisfy { $0.status == nil })
    try Snapshot.assertRender(of: conversation, named: "import-telegram-me", baseDirectory: S.singleChat)
  }
}
