import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// Who exported a chat, when the export says it: a chat of two titled with one sender's name is
/// the other's, a sender the app calls "Me" is the exporter; an unknown exporter in a chat of two
/// gets names on bubbles. `--me` and a `bubbles/1` file's own `me` win.
@Suite("Import: who exported the chat") struct ExporterInferenceTests {
  static func messenger(title: String?, senders: [String]) -> Data {
    let messages = senders.enumerated().map { index, sender in
      #"{"sender_name": "\#(sender)", "timestamp_ms": \#(1_700_000_000_000 + index * 1000), "content": "hi"}"#
    }
    let titled = title.map { #""title": "\#($0)", "# } ?? ""
    return Data(
      #"{\#(titled)"participants": [{"name": "Ana"}, {"name": "Ben"}], "messages": [\#(messages.joined(separator: ","))]}"#
        .utf8)
  }

  @Test func aChatOfTwoTitledWithOneSenderIsTheOthers() throws {
    let chat = try ConversationImport.importConversation(Self.messenger(title: "Ana", senders: ["Ben", "Ana"])).get()
    #expect(chat.conversation.me == "Ben" && chat.conversation.kind == .direct)
    // The exporter's messages are drawn as sent, with the app's ticks.
    #expect(chat.conversation.messages.first?.status == .read)
  }

  @Test func meGivenWins() throws {
    let chat = try ConversationImport.importConversation(
      Self.messenger(title: "Ana", senders: ["Ben", "Ana"]), options: ImportOptions(me: "Ana")
    ).get()
    #expect(chat.conversation.me == "Ana")
  }

  @Test func anUnknownExporterOfAChatOfTwoGetsNamesOnBubbles() throws {
    let chat = try ConversationImport.importConversation(Self.messenger(title: nil, senders: ["Ben", "Ana"])).get()
    #expect(chat.conversation.me == nil && chat.conversation.kind == .group)
    let titledElse = try ConversationImport.importConversation(
      Self.messenger(title: "Trip", senders: ["Ben", "Ana"])
    ).get()
    #expect(titledElse.conversation.me == nil && titledElse.conversation.kind == .group)
  }

  @Test func aSenderCalledMeIsTheExporter() {
    var conversation = Conversation(
      kind: .group, participants: [Participant(id: "a", name: "Ana"), Participant(id: "m", name: "Me")],
      messages: [Message(id: "1", from: "a", text: RichText(plain: "x")), Message(id: "2", from: "m")])
    ExporterInference.apply(to: &conversation)
    #expect(conversation.me == "m")
  }

  @Test func aBubblesFileKeepsItsOwnMe() throws {
    let json =
      #"{"format":"bubbles/1","title":"Ann","participants":[{"id":"a","name":"Ann"},{"id":"b","name":"Bo"}],"#
      + #""messages":[{"id":"1","from":"a","text":"x"},{"id":"2","from":"b","text":"y"}]}"#
    let chat = try ConversationImport.importConversation(Data(json.utf8)).get()
    #expect(chat.conversation.me == nil && chat.conversation.kind == .direct)
  }
}
