import Foundation
import Testing

@testable import BubbleKit

/// The sample iOS and Android exports, imported whole: every message accounted for.
@Suite struct WhatsAppExportTests {
  @Test func iOSExportKeepsEveryMessage() throws {
    let decoded = try WhatsAppFixture.importFolder(WhatsAppFixture.ios, me: "Ana Lima")
    let chat = decoded.conversation
    #expect(
      chat.messages.count == (try WhatsAppFixture.timestampedLineCount(WhatsAppFixture.ios, chatFile: "_chat.txt")))
    #expect(chat.messages.count == 21)
    #expect(chat.title == "Lisbon trip")
    #expect(chat.kind == .group)
    #expect(chat.me == "Ana Lima")
    #expect(chat.participants.map(\.name) == ["Ana Lima", "Bruno Costa", "Li Ming", "Yasmin"])
    #expect(chat.messages.prefix(3).allSatisfy { $0.kind == .system && $0.from == nil })
    #expect(chat.messages[2].text?.plainText == "Ana Lima added Bruno Costa, Li Ming and Yasmin")
    #expect(chat.messages[4].text?.plainText == "Finally 🎉\nWho is bringing the old new camera?")
    #expect(chat.messages[12].kind == .recalled && chat.messages[12].from == "Bruno Costa")
    #expect(chat.messages[13].edited && chat.messages[13].text?.plainText == "See you at gate B12")
    #expect(chat.messages[8].text?.plainText == "مرحبا بالجميع! أراكم في لشبونة 🇵🇹")
    #expect(chat.messages[7].text?.plainText == "太好了！我们几点在机场见？")
  }

  @Test func iOSAttachmentsBecomeContentOfTheirKind() throws {
    let chat = try WhatsAppFixture.importFolder(WhatsAppFixture.ios).conversation
    let media = chat.messages.map { $0.media?.typeName ?? "-" }
    #expect(
      media == [
        "-", "-", "-", "-", "-", "image", "-", "-", "-", "sticker", "voice", "-", "-", "-", "image", "video",
        "file", "contact", "location", "-", "poll",
      ])
    #expect(chat.messages[5].media?.image?.src == .path("00000003-PHOTO-2026-11-21-09-15-10.jpg"))
    #expect(chat.messages[5].text == nil)
    // The missing photo draws as a placeholder: no source.
    #expect(chat.messages[14].media?.image?.src == nil)
    let file = try #require(chat.messages[16].media?.content(of: FileKind.self))
    #expect(file.name == "Itinerary.pdf" && file.size == 72)
    #expect(chat.messages[17].media?.content(of: ContactKind.self)?.name == "Marta Reis")
    let location = try #require(chat.messages[18].media?.content(of: LocationKind.self))
    #expect(location.latitude == 38.7139 && location.longitude == -9.1394)
    let poll = try #require(chat.messages[20].media?.content(of: PollKind.self))
    #expect(poll.question == "Dinner on Friday?")
    #expect(poll.options.map(\.text) == ["Seafood by the river", "Pastéis and wine"])
    #expect(poll.options.map(\.votes) == [3, 1])
  }

  @Test func iOSTimesAreWallClockTimesInTheGivenZone() throws {
    let chat = try WhatsAppFixture.importFolder(WhatsAppFixture.ios).conversation
    // [21/11/2026, 09:14:02] in UTC.
    #expect(chat.messages[3].time == Timestamp(secondsSince1970: 1_795_252_442))
  }

  @Test func iOSMissingAttachmentIsAWarningAtItsLine() throws {
    let decoded = try WhatsAppFixture.importFolder(WhatsAppFixture.ios)
    #expect(
      decoded.warnings.map(WhatsAppFixture.located) == [
        "20:33: attachment \"00000012-PHOTO-2026-11-21-09-22-00.jpg\" is not in the export; drawing a placeholder"
      ])
  }

  @Test func androidExportKeepsEveryMessage() throws {
    let decoded = try WhatsAppFixture.importFolder(WhatsAppFixture.android, me: "Tomás")
    let chat = decoded.conversation
    let count = try WhatsAppFixture.timestampedLineCount(
      WhatsAppFixture.android, chatFile: "WhatsApp Chat with Marta Reis.txt")
    #expect(chat.messages.count == count && count == 16)
    #expect(chat.title == "Marta Reis")
    #expect(chat.kind == .direct)
    #expect(chat.participants.map(\.id) == ["Marta Reis", "Tomás"])
    #expect(chat.messages.map(\.kind).filter { $0 == .system }.count == 2)
    #expect(chat.messages.map(\.kind).filter { $0 == .recalled }.count == 2)
    let media = chat.messages.map { $0.media?.typeName ?? "-" }
    #expect(
      media == [
        "-", "-", "-", "image", "file", "voice", "sticker", "-", "-", "-", "-", "video", "-", "-", "-", "file",
      ])
    #expect(chat.messages[3].text?.plainText == "The new menu 🍝")
    #expect(chat.messages[4].media?.content(of: FileKind.self)?.name == "Media omitted")
    #expect(chat.messages[9].edited)
    #expect(
      chat.messages[9].text?.segments == [
        TextSegment(text: "I'll be "), TextSegment(text: "10 minutes", styles: [.bold]),
        TextSegment(text: " late, "), TextSegment(text: "sorry", styles: [.italic]),
      ])
    let menu = try #require(chat.messages[15].media?.content(of: FileKind.self))
    #expect(menu.name == "Menu.pdf" && menu.size == 67)
    #expect(chat.messages[15].text?.plainText == "Tomorrow's menu, cheap free dessert")
  }

  @Test func androidDatesAreMonthFirstAndTwelveHour() throws {
    let chat = try WhatsAppFixture.importFolder(WhatsAppFixture.android).conversation
    // 11/21/26, 1:45 PM in UTC.
    #expect(chat.messages[9].time == Timestamp(secondsSince1970: 1_795_268_700))
    // 11/21/26, 12:05 PM and 9:02 AM.
    #expect(chat.messages[6].time == Timestamp(secondsSince1970: 1_795_262_700))
    #expect(chat.messages[0].time == Timestamp(secondsSince1970: 1_795_251_720))
  }

  @Test func androidWarnsAboutTheMissingVideoAndWhoDeletedIsMe() throws {
    let decoded = try WhatsAppFixture.importFolder(WhatsAppFixture.android)
    #expect(
      decoded.warnings.map(WhatsAppFixture.located) == [
        "14:33: attachment \"VID-20261121-WA0007.mp4\" is not in the export; drawing a placeholder"
      ])
    // "Tomás: You deleted this message": Tomás exported the chat.
    #expect(decoded.conversation.me == "Tomás")
  }
}
