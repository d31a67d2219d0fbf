import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// imessage-exporter's TXT: stamp lines with read notes, sender lines and `Me`, a thread's
/// indented replies, tapback lines, edits, unsent messages, announcements, attachments' paths,
/// located warnings, budgets and detection.
@Suite("Import: iMessage TXT (imessage-exporter)") struct IMessageTextImportTests {
  static let text = IMessageFixtures.text

  private func imported() throws -> (ImportedConversation, URL) {
    let folder = try IMessageFixtures.exportFolder()
    return (try IMessageFixtures.imported(Self.text, folder: folder), folder)
  }

  @Test func readsTheSameConversationAsTheHTML() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(imported.format.rawValue == "imessage")
    let chat = imported.conversation
    #expect(chat.messages.count == 13)
    #expect(chat.participants.map(\.name) == ["Me", "Theo", "Rosa Diaz", "Sam Lee"])
    #expect(chat.me == "Me" && chat.title == "Park Day")
    #expect(
      chat.messages.map(\.kind) == [
        .message, .message, .system, .message, .message, .message, .recalled, .recalled, .message, .message,
        .message, .system, .message,
      ])
    #expect(chat.messages[0].text?.plainText == "Picnic & plans\nBring the blue blanket <3\nand snacks")
    #expect(chat.messages[0].time?.secondsSince1970 == TextChatFixture.seconds("2024-03-03T09:15:02Z"))
    #expect(chat.messages[2].text?.plainText == "Theo renamed the conversation to Park Day")
    #expect(chat.messages[2].time?.secondsSince1970 == TextChatFixture.seconds("2024-03-03T09:18:00Z"))
    #expect(
      chat.messages[9].text?.plainText
        == "https://example.com/park-map\nRiverside Park map\nTrails, toilets & picnic spots")
  }

  @Test func repliesTapbacksAndEdits() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let messages = imported.conversation.messages
    #expect(messages[1].from == "Theo" && messages[1].text?.plainText == "Same 👍" && messages[1].replyTo == "1")
    #expect(messages[3].from == "Rosa Diaz" && messages[3].replyTo == "1")
    #expect(messages.filter { $0.text?.plainText == "On it!" }.count == 1)
    #expect(
      messages[0].reactions == [
        Message.Reaction(emoji: "❤️", count: 2), Message.Reaction(emoji: "🎉", count: 1),
      ])
    #expect(messages[4].reactions == [Message.Reaction(emoji: IMessageTapbacks.sticker, count: 1, mine: true)])
    #expect(messages[4].text?.plainText == "Cake is ready")
    #expect(messages[5].edited && messages[5].text?.plainText == "See you at 1pm")
    #expect(messages[6].from == "Me" && messages[7].from == "Theo")
  }

  @Test func attachmentsFromTheFolderAndPlaceholders() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let messages = imported.conversation.messages
    #expect(messages[4].media?.image?.src == .path("attachments/7/cake.jpeg"))
    #expect(messages[8].media?.typeName == "image" && messages[8].media?.image?.src == nil)
    #expect(messages[10].media?.image?.src == .path("attachments/9/st.png"))
    #expect(messages[10].text?.plainText == "Apple Pay transaction: $20.00")
    let line = try #require(IMessageFixtures.line(of: "IMG_0042.HEIC", in: Self.text))
    #expect(imported.warnings.contains { $0.location?.line == line && $0.message.contains("placeholder") })
  }

  @Test func whatCannotBeReadIsALocatedWarningAndTheRestImports() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let warnings = imported.warnings
    let stray = try #require(IMessageFixtures.line(of: "a stray line", in: Self.text))
    #expect(warnings.contains { $0.location == JSONLocation(line: stray, column: 1) })
    let noSender = try #require(IMessageFixtures.line(of: "9:37:00 AM", in: Self.text))
    #expect(warnings.contains { $0.location?.line == noSender && $0.message.contains("without its sender") })
    let badDate = try #require(IMessageFixtures.line(of: "Feb 30, 2024", in: Self.text))
    #expect(warnings.contains { $0.location?.line == badDate && $0.message.contains("invalid date") })
    #expect(warnings.count == 4, "\(warnings)")
    let last = try #require(imported.conversation.messages.last)
    // A message deleted from the Mac's conversation is still exported: its note is left out.
    #expect(last.from == "Sam Lee" && last.time == nil && last.text?.plainText == "Hi all")
  }

  @Test func theOwnersCustomNameIsToldByTheReadNote() throws {
    let text = """
      Jan 05, 2023  8:00:00 PM (Read by them after 1 minute)
      Ana
      Dinner?

      Jan 05, 2023  8:02:00 PM (Read by Ana after 3 seconds)
      Bo
      Sure
      Tapbacks:
      Liked by Ana


      """
    let chat = try IMessageFixtures.imported(text).conversation
    #expect(chat.me == "Ana" && chat.kind == .direct)
    #expect(chat.messages[1].reactions == [Message.Reaction(emoji: "👍", count: 1, mine: true)])
    #expect(chat.messages[1].time?.secondsSince1970 == TextChatFixture.seconds("2023-01-05T20:02:00Z"))
    #expect(try IMessageFixtures.imported(text, me: "Bo").conversation.me == "Bo")
  }

  @Test func readsTheStampGrammar() throws {
    let stamp = try #require(IMessageStamp.read("May 07, 2022 12:05:09 AM (Read by you after 1 hour, 49 seconds)"))
    #expect(stamp.clock == ChatWallClock(year: 2022, month: 5, day: 7, hour: 0, minute: 5, second: 9))
    #expect(stamp.readBy == "you" && stamp.rest.isEmpty)
    #expect(
      IMessageStamp.read("Jul 17, 2022  5:04:50 PM You left the conversation.")?.rest == "You left the conversation.")
    #expect(IMessageStamp.read("Jul 17, 2022 13:04:50 PM")?.invalidHour == 13)
    #expect(IMessageStamp.read("July 17, 2022 5:04:50 PM") == nil)
    #expect(IMessageStamp.read("Jul 17 2022 5:04:50 PM") == nil)
  }

  @Test func tooManyMessagesIsALocatedError() throws {
    var options = ImportOptions(timeZone: IMessageFixtures.utc)
    options.limits.maxMessages = 2
    guard
      case .failure(.invalid(let error)) = ConversationImport.importConversation(Data(Self.text.utf8), options: options)
    else {
      Issue.record("imported past the message budget")
      return
    }
    let line = try #require(IMessageFixtures.line(of: "9:18:00 AM", in: Self.text))
    #expect(error.issues.first?.location?.line == line)
    #expect(error.issues.first?.message.contains("more than 2 messages") == true)
  }

  @Test func aLongFileCostsTimeInProportion() throws {
    var text = ""
    var html = "<html>\n"
    for index in 0..<5_000 {
      text += "Jan 05, 2023  8:00:00 PM\nAna\nline \(index)\nsecond line\nTapbacks:\nLoved by Bo\n\n\n"
      html +=
        "<div class=\"message\">\n<div class=\"received\">\n<p><span class=\"timestamp\">Jan 05, 2023  8:00:00 PM"
        + "</span>\n<span class=\"sender\">Ana</span></p>\n<hr><div class=\"message_part\">\n<span class=\"bubble\">"
        + "line \(index)</span>\n</div>\n</div>\n</div>\n"
    }
    let clock = ContinuousClock()
    var counts: [Int] = []
    let elapsed = try clock.measure {
      counts.append(try IMessageFixtures.imported(text).conversation.messages.count)
      counts.append(try IMessageFixtures.imported(html).conversation.messages.count)
    }
    #expect(counts == [5_000, 5_000])
    #expect(elapsed < .seconds(30))
  }

  @Test func detectionClaimsTheExportersTextAndNothingElse() {
    #expect(TextChatFixture.detected(Self.text) == "imessage")
    #expect(TextChatFixture.detected("Jul 17, 2022  5:04:50 PM You renamed the conversation to Crab\n\n") == "imessage")
    #expect(TextChatFixture.detected("Jul 17, 2022  5:04:50 PM\n\nhello\n") != "imessage")
    #expect(TextChatFixture.detected("Jul 17, 2022  5:04:50 PM something else\n") != "imessage")
    #expect(TextChatFixture.detected(TextChatFixture.whatsApp) == "whatsapp")
    #expect(TextChatFixture.detected("[LINE] Chat history with Ana\n\n2017/11/20\n10:00\tAna\thi\n") == "line")
  }
}
