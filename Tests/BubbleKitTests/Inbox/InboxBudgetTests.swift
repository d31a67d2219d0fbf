import BubbleKit
import Foundation
import Testing

/// An inbox reads a bounded number of entries and bytes, and keeps only what its rows show of
/// each conversation, so a thousand long conversations cost a few messages each.
@Suite struct InboxBudgetTests {
  /// A group of `count` messages from four people, the unread ones from `unread_from` on.
  static func longChat(_ count: Int, unreadFrom: Int) -> String {
    let people = ["me", "ann", "bob", "cai", "dee", "eve"]
    let messages = (0..<count).map { index in
      #"{ "id": "m\#(index)", "from": "\#(people[index % 4])", "time": \#(1_763_600_000 + index * 60), "text": "message \#(index)" }"#
    }
    let participants = people.map { #"{ "id": "\#($0)", "name": "\#($0.capitalized) Lee" }"# }
    return """
      { "kind": "group", "me": "me", "unread_from": "m\(unreadFrom)",
        "participants": [\(participants.joined(separator: ", "))],
        "messages": [\(messages.joined(separator: ",\n"))] }
      """
  }

  @Test func anEntryKeepsWhatItsRowShows() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let chat = Self.longChat(200, unreadFrom: 190)
    try Data(chat.utf8).write(to: folder.appendingPathComponent("chat.json"))
    let inbox = #"{ "conversations": [{ "file": "chat.json" }, { "conversation": \#(chat) }] }"#
    let entries = try InboxDecoder.decode(Data(inbox.utf8), directory: folder).get().inbox.entries
    let full = try ConversationDecoder.decode(Data(chat.utf8)).get().conversation
    let settings = InboxPresentationSettings(theme: try TestSupport.defaultTheme())
    for entry in entries {
      #expect(entry.conversation.messages.map(\.id) == ["m199"])
      // The row is the one the whole conversation gives.
      let row = InboxPresenter.rows(Inbox(entries: [entry]), settings: settings)
      let fullRow = InboxPresenter.rows(Inbox(entries: [InboxEntry(conversation: full)]), settings: settings)
      #expect(row == fullRow)
      #expect(entry.unreadCount == 8, "the other people's messages from m190 on")
      // Me, the first three others (an untitled group's name), and the last sender.
      #expect(entry.conversation.participants.map(\.id) == ["me", "ann", "bob", "cai"])
    }
  }

  @Test func theLastTimedMessageIsKeptForTheRowsTime() throws {
    let chat = """
      { "participants": [{ "id": "a" }], "messages": [
        { "id": "1", "from": "a", "time": 1763600000, "text": "timed" },
        { "id": "2", "from": "a", "text": "untimed" }] }
      """
    let inbox = #"{ "conversations": [{ "conversation": \#(chat) }] }"#
    let entry = try #require(try InboxDecoder.decode(Data(inbox.utf8), directory: nil).get().inbox.entries.first)
    #expect(entry.conversation.messages.map(\.id) == ["1", "2"])
  }

  @Test func entriesAndBytesHaveBudgets() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let chat = Data(Self.longChat(20, unreadFrom: 0).utf8)
    try chat.write(to: folder.appendingPathComponent("chat.json"))
    let inbox = Data(
      #"{ "conversations": [\#(Array(repeating: #"{ "file": "chat.json" }"#, count: 4).joined(separator: ","))] }"#.utf8
    )
    var limits = DecodingLimits()
    #expect((try? InboxDecoder.decode(inbox, directory: folder, limits: limits).get()) != nil)

    limits.maxInboxBytes = inbox.count + 2 * chat.count
    let issues = Self.issues(InboxDecoder.decode(inbox, directory: folder, limits: limits))
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("conversations[2].file (line 1, column ") == true)
    #expect(
      issues.first?.hasSuffix(
        #": "chat.json" is \#(chat.count) bytes: reading it passes the budget of \#(limits.maxInboxBytes) bytes for the inbox and its conversation files together"#
      ) == true, "\(issues)")

    limits = DecodingLimits()
    limits.maxInboxEntries = 3
    #expect(
      Self.issues(InboxDecoder.decode(inbox, directory: folder, limits: limits)).first?.contains("at most 3") == true)

    limits = DecodingLimits()
    limits.maxInputBytes = chat.count - 1
    #expect(
      Self.issues(InboxDecoder.decode(inbox, directory: folder, limits: limits)).first?.contains(
        #""chat.json" is \#(chat.count) bytes; the limit is \#(chat.count - 1) bytes for a conversation"#) == true)
  }

  /// Reading stops between entries once the time is up, and says where.
  @Test func readingStopsBetweenEntriesPastTheTimeBudget() throws {
    let chat = #"{ "participants": [{ "id": "a" }], "messages": [{ "id": "1", "from": "a", "text": "hi" }] }"#
    let inbox = Data(#"{ "conversations": [{ "conversation": \#(chat) }, { "conversation": \#(chat) }] }"#.utf8)
    #expect((try? InboxDecoder.decode(inbox, directory: nil, stopAt: .now + .seconds(3600)).get()) != nil)
    let issues = Self.issues(InboxDecoder.decode(inbox, directory: nil, stopAt: .now))
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("conversations[0] (line 1, column ") == true, "\(issues)")
    #expect(issues.first?.hasSuffix(": the time budget ran out before this entry was read") == true, "\(issues)")
  }

  static func issues(_ result: Result<DecodedInbox, ConversationDecodingError>) -> [String] {
    guard case .failure(let error) = result else { return [] }
    return error.issues.map(\.description)
  }
}
