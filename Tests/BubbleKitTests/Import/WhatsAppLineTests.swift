import Foundation
import Testing

@testable import BubbleKit

/// Timestamps in the locales' notations, date-order detection and the override, continuation
/// lines, system lines, and located errors.
@Suite struct WhatsAppLineTests {
  @Test(arguments: [
    ("[21/11/2026, 09:14:02] Ana: hi", "2026-11-21 09:14:02"),
    ("21/11/2026, 09:14 - Ana: hi", "2026-11-21 09:14:00"),
    ("[11/21/26, 9:14:02\u{202F}PM] Ana: hi", "2026-11-21 21:14:02"),
    ("11/21/26, 9:14 PM - Ana: hi", "2026-11-21 21:14:00"),
    ("21.11.26, 21:14 - Ana: hi", "2026-11-21 21:14:00"),
    ("[21.11.26 21:14:05] Ana: hi", "2026-11-21 21:14:05"),
    ("2026-11-21, 9:14 p.m. - Ana: hi", "2026-11-21 21:14:00"),
    ("\u{200E}[2026/11/21, 12:30:00 AM] Ana: hi", "2026-11-21 00:30:00"),
    ("21-11-2026 12:05 pm - Ana: hi", "2026-11-21 12:05:00"),
    ("21/11/26, 9:14\u{A0}p.\u{A0}m. - Ana: hi", "2026-11-21 21:14:00"),
    ("[2026/11/21 下午9:14:02] Ana: hi", "2026-11-21 21:14:02"),
    ("2026. 11. 21. 오전 9:14 - Ana: hi", "2026-11-21 09:14:00"),
    // Indonesian iOS: no comma, dots in the time.
    ("[3/27/22 21.41.35] Ana: hi", "2022-03-27 21:41:35"),
    // Vietnamese iOS: the time first.
    ("[14:56:01, 3/18/22] Ana: hi", "2022-03-18 14:56:01"),
    // Thai iOS: the Buddhist era; Japanese iOS: the imperial era (Reiwa 4 is 2022).
    ("[3/18/2565 BE, 14:56:01] Ana: hi", "2022-03-18 14:56:01"),
    ("[3/18/R4, 14:56:01] Ana: hi", "2022-03-18 14:56:01"),
    ("[18/3/H30, 09:00:00] Ana: hi", "2018-03-18 09:00:00"),
    // Android's English day periods.
    ("13/01/2021, 9:15 in the morning - Ana: hi", "2021-01-13 09:15:00"),
    ("13/01/2021, 9:15 in the evening - Ana: hi", "2021-01-13 21:15:00"),
    ("13/01/2021, 11:05 at night - Ana: hi", "2021-01-13 23:05:00"),
    ("13/01/2021, 1:05 at night - Ana: hi", "2021-01-13 01:05:00"),
    ("13/01/2021, 12:30 in the afternoon - Ana: hi", "2021-01-13 12:30:00"),
    ("13/01/2021, 8:10 de la noche - Ana: hi", "2021-01-13 20:10:00"),
    // Arabic iOS: Arabic-Indic digits, a right-to-left mark after each number, the Arabic comma
    // and م (after noon); or Western digits with the marks.
    ("[١٨\u{200F}/٣\u{200F}/٢٠٢٢\u{060C} ٢:٥٦:٠٠\u{A0}م] Ana: hi", "2022-03-18 14:56:00"),
    ("[\u{200F}18\u{200F}/3\u{200F}/2022\u{060C} 14:56:01] Ana: hi", "2022-03-18 14:56:01"),
    ("\u{200F}[١٨\u{200F}/٣\u{200F}/٢٠٢٢\u{060C} ٩:٤١:٣٥\u{A0}ص] Ana: hi", "2022-03-18 09:41:35"),
    // Hours the 12-hour clock does not have, as real phones write them.
    ("01/20/2019, 00:08 a. m. - Ana: hi", "2019-01-20 00:08:00"),
    ("1/29/18, 23:59 PM - Ana: hi", "2018-01-29 23:59:00"),
    ("[30.01.18, 00:04:03 AM] Ana: hi", "2018-01-30 00:04:03"),
  ])
  func readsEachLocalesTimestamp(line: String, expected: String) throws {
    let chat = try WhatsAppFixture.importText(line + "\n").conversation
    #expect(chat.messages.count == 1)
    #expect(try #require(chat.messages.first?.time).utcString == expected)
    #expect(chat.messages.first?.text?.plainText == "hi")
  }

  @Test func aDayAboveTwelveSettlesTheOrderWithoutAWarning() throws {
    let text = "03/04/2026, 10:00 - Ana: a\n04/13/2026, 10:00 - Ana: b\n"
    let decoded = try WhatsAppFixture.importText(text)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.conversation.messages.map { $0.time!.utcString } == ["2026-03-04 10:00:00", "2026-04-13 10:00:00"])
  }

  @Test func anAmbiguousFileIsReadInTheOrderThatRunsForwardWithAWarning() throws {
    // 01/02, 03/02, 05/02: as month first these run back in time (Jan, Mar, May is forward too,
    // so use days that only run forward as day first).
    let text = "02/01/2026, 10:00 - Ana: a\n03/01/2026, 10:00 - Bea: b\n01/02/2026, 10:00 - Ana: c\n"
    let decoded = try WhatsAppFixture.importText(text)
    #expect(
      decoded.conversation.messages.map { $0.time!.utcString.prefix(10) } == ["2026-01-02", "2026-01-03", "2026-02-01"])
    #expect(decoded.warnings.count == 1)
    #expect(decoded.warnings.first?.message.contains("read as dmy") == true)
    #expect(decoded.warnings.first?.message.contains("--date-order mdy") == true)

    let forwardAsMonthFirst = "01/02/2026, 10:00 - Ana: a\n01/03/2026, 10:00 - Bea: b\n02/01/2026, 10:00 - Ana: c\n"
    let monthFirst = try WhatsAppFixture.importText(forwardAsMonthFirst)
    #expect(
      monthFirst.conversation.messages.map { $0.time!.utcString.prefix(10) } == [
        "2026-01-02", "2026-01-03", "2026-02-01",
      ])
    #expect(monthFirst.warnings.first?.message.contains("read as mdy") == true)
  }

  @Test func theDateOrderOptionOverridesDetection() throws {
    let text = "02/01/2026, 10:00 - Ana: a\n"
    let options = WhatsAppImportOptions(dateOrder: .mdy, timeZone: WhatsAppFixture.utc)
    let decoded = try WhatsAppFixture.importText(text, options: options)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.conversation.messages[0].time?.utcString == "2026-02-01 10:00:00")
  }

  @Test func aDateThatDoesNotFitTheGivenOrderIsALocatedError() {
    let text = "01/02/2026, 10:00 - Ana: a\nhello\n21/11/2026, 10:00 - Ana: b\n"
    let options = WhatsAppImportOptions(dateOrder: .mdy, timeZone: WhatsAppFixture.utc)
    #expect(
      WhatsAppFixture.errors(text, options: options) == [
        "3:1: invalid date or time: month 21 is out of range (dates read as mdy)"
      ])
  }

  @Test func aDateThatFitsNoOrderIsALocatedWarningAndTheMessageStays() throws {
    let text = "13/02/2026, 10:00 - Ana: a\nhello\n14/13/2026, 10:00 - Ana: b\n"
    let decoded = try WhatsAppFixture.importText(text)
    #expect(
      decoded.warnings.map(WhatsAppFixture.located) == [
        "3:1: invalid date or time: month 13 is out of range (dates read as dmy); the message is kept without its time"
      ])
    #expect(decoded.conversation.messages.map { $0.text?.plainText } == ["a\nhello", "b"])
    #expect(decoded.conversation.messages[1].time == nil)
  }

  @Test func anHourOutOfRangeIsALocatedWarningAndTheRestRenders() throws {
    let decoded = try WhatsAppFixture.importText(
      "[21/11/2026, 25:14:02] Ana: one\n[21/11/2026, 13:00:00 PM] Ana: two\n[21/11/2026, 14:00:00] Bea: three\n")
    #expect(
      decoded.warnings.map(WhatsAppFixture.located) == [
        "1:1: invalid date or time: hour 25 is out of range; expected 0 to 23; the message is kept without its time"
      ])
    #expect(
      decoded.conversation.messages.map { $0.time?.utcString } == [nil, "2026-11-21 13:00:00", "2026-11-21 14:00:00"])
  }

  @Test func aTextWithoutTimestampsIsNotAnExport() {
    let errors = WhatsAppFixture.errors("hello\nworld\n")
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("1:1: not a WhatsApp chat export") == true)
  }

  @Test func linesBeforeTheFirstTimestampAreIgnoredWithAWarning() throws {
    let decoded = try WhatsAppFixture.importText("stray\n21/11/2026, 10:00 - Ana: a\n")
    #expect(decoded.warnings.map(WhatsAppFixture.located) == ["1:1: text before the first timestamped line; ignored"])
  }

  @Test func linesWithoutATimestampContinueTheMessage() throws {
    let text = "21/11/2026, 10:00 - Ana: one\ntwo\n\nthree: not a name\n21/11/2026, 10:01 - Bea: next\n"
    let chat = try WhatsAppFixture.importText(text).conversation
    #expect(chat.messages.map { $0.text?.plainText } == ["one\ntwo\n\nthree: not a name", "next"])
  }

  @Test func linesWithoutANameAreNotices() throws {
    let text = """
      21/11/2026, 10:00 - Ana created group "Trip: day 1"
      21/11/2026, 10:01 - You added Bea
      [21/11/2026, 10:02:00] Trip: \u{200E}Bea left
      21/11/2026, 10:03 - Bea: hi
      """
    let chat = try WhatsAppFixture.importText(text).conversation
    #expect(chat.messages.map(\.kind) == [.system, .system, .system, .message])
    #expect(chat.messages[0].text?.plainText == "Ana created group \"Trip: day 1\"")
    #expect(chat.messages[2].text?.plainText == "Bea left")
    #expect(chat.participants.map(\.id) == ["Bea"])
    #expect(chat.title == "Trip")
  }

  @Test func phoneNumberSendersLoseTheirDirectionMarks() throws {
    let chat = try WhatsAppFixture.importText("21/11/2026, 10:00 - \u{202A}+351 912 345 678\u{202C}: olá\n")
      .conversation
    #expect(chat.participants.map(\.id) == ["+351 912 345 678"])
  }

  @Test func omittedMediaBecomePlaceholdersOfTheirKind() throws {
    let lines = [
      "<Media omitted>", "\u{200E}image omitted", "\u{200E}video omitted", "\u{200E}audio omitted",
      "\u{200E}sticker omitted", "\u{200E}GIF omitted", "\u{200E}Contact card omitted",
      "\u{200E}Report.pdf • \u{200E}3 pages \u{200E}document omitted",
    ]
    let text = lines.map { "[21/11/2026, 10:00:00] Ana: \($0)" }.joined(separator: "\n")
    let chat = try WhatsAppFixture.importText(text).conversation
    #expect(
      chat.messages.map { $0.media?.typeName } == [
        "file", "image", "video", "voice", "sticker", "video", "contact", "file",
      ])
    #expect(chat.messages.allSatisfy { $0.text == nil && $0.kind == .message })
    #expect(chat.messages[7].media?.content(of: FileKind.self)?.name == "Report.pdf")
  }

  @Test func attachmentsWithoutAFolderKeepTheirNamesAndPathsAreRefused() throws {
    let text = """
      21/11/2026, 10:00 - Ana: IMG-20261121-WA0004.jpg (file attached)
      21/11/2026, 10:01 - Ana: ../../secret.jpg (file attached)
      [21/11/2026, 10:02:00] Ana: \u{200E}<attached: 00000009-VIDEO-2026-11-21-10-02-00.mp4> caption here
      """
    let decoded = try WhatsAppFixture.importText(text)
    let chat = decoded.conversation
    #expect(chat.messages[0].media?.image?.src == .path("IMG-20261121-WA0004.jpg"))
    #expect(chat.messages[1].media?.image?.src == nil)
    #expect(chat.messages[2].media?.typeName == "video")
    #expect(chat.messages[2].text?.plainText == "caption here")
    #expect(
      decoded.warnings.map(WhatsAppFixture.located) == [
        "2:26: attachment \"../../secret.jpg\" names a folder; exports keep files beside the chat; drawing a placeholder"
      ])
  }

  @Test func pollsBecomePollsAndOtherTextStaysText() throws {
    let text = """
      21/11/2026, 10:00 - Ana: POLL:
      Lunch?
      OPTION: Soup (12 votes)
      OPTION: Salad (vote)
      OPTION: Both (99999999999 votes)
      21/11/2026, 10:01 - Ana: POLL:
      not a poll: no options
      """
    let chat = try WhatsAppFixture.importText(text).conversation
    let poll = try #require(chat.messages[0].media?.content(of: PollKind.self))
    #expect(poll.question == "Lunch?")
    #expect(poll.options.map(\.text) == ["Soup", "Salad (vote)", "Both"])
    #expect(poll.options.map(\.votes) == [12, 0, 1_000_000_000])
    #expect(chat.messages[1].media == nil)
    #expect(chat.messages[1].text?.plainText == "POLL:\nnot a poll: no options")
  }

  @Test func theTimeZoneOptionPlacesTheWallClockTimes() throws {
    let options = WhatsAppImportOptions(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
    let chat = try WhatsAppFixture.importText("21/11/2026, 09:00 - Ana: hi\n", options: options).conversation
    #expect(chat.messages[0].time == Timestamp(secondsSince1970: 1_795_219_200, utcOffsetSeconds: 9 * 3600))
    let lisbon = WhatsAppImportOptions(timeZone: TimeZone(identifier: "Europe/Lisbon")!)
    let summer = try WhatsAppFixture.importText("21/07/2026, 09:00 - Ana: hi\n", options: lisbon).conversation
    #expect(summer.messages[0].time?.utcOffsetSeconds == 3600)
  }

  @Test func meMatchesTheDisplayNameAndAnUnknownNameIsAWarning() throws {
    let text = "21/11/2026, 10:00 - Ana Lima: a\n21/11/2026, 10:01 - Bea: b\n"
    let options = WhatsAppImportOptions(timeZone: WhatsAppFixture.utc, me: "ana lima")
    #expect(try WhatsAppFixture.importText(text, options: options).conversation.me == "Ana Lima")
    let unknown = WhatsAppImportOptions(timeZone: WhatsAppFixture.utc, me: "Carla")
    let decoded = try WhatsAppFixture.importText(text, options: unknown)
    #expect(decoded.conversation.me == nil)
    #expect(
      decoded.warnings.map(\.message) == [
        "--me \"Carla\": no one of that name wrote in this chat (the senders are \"Ana Lima\", \"Bea\"); every "
          + "message is drawn as received"
      ])
  }

  @Test func limitsAreLocatedErrors() {
    var limits = DecodingLimits()
    limits.maxMessages = 2
    limits.maxTextBytes = 16
    let text =
      "21/11/2026, 10:00 - Ana: a\n21/11/2026, 10:01 - Ana: this text is longer than sixteen bytes\n"
      + "21/11/2026, 10:02 - Ana: c\n21/11/2026, 10:03 - Ana: d\n"
    let options = WhatsAppImportOptions(timeZone: WhatsAppFixture.utc, limits: limits)
    #expect(
      WhatsAppFixture.errors(text, options: options) == [
        "2:26: the message's text is over 16 bytes of UTF-8",
        "3:1: more than 2 messages (the limit; --max-messages raises it)",
      ])
    limits.maxInputBytes = 10
    let small = WhatsAppImportOptions(limits: limits)
    #expect(WhatsAppFixture.errors(text, options: small).first?.contains("the limit is 10 bytes") == true)
  }

  @Test func autoDetectionHandsBothPlatformsToThisImporter() throws {
    let texts = [
      "\u{FEFF}\u{200E}[21/11/2026, 09:14:02] Ana: hi", "21/11/2026, 09:14 - Ana: hi",
      "[2026/11/21 下午9:14:02] Ana: hi", "21/11/26, 9:14\u{A0}p.\u{A0}m. - Ana: hi",
    ]
    for text in texts {
      let imported = try ConversationImport.importConversation(
        Data(text.utf8), options: ImportOptions(timeZone: WhatsAppFixture.utc)
      ).get()
      #expect(imported.format == .whatsapp)
      #expect(imported.conversation.messages.first?.text?.plainText == "hi")
    }
  }

  @Test func aZipArchiveIsRefusedWithTheWayToUnzipIt() {
    let zip = Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]) + Data("_chat.txt".utf8)
    let result = ConversationImport.importConversation(zip, from: .whatsapp)
    guard case .failure(.invalid(let error)) = result else {
      Issue.record("expected the zip to be refused, got \(result)")
      return
    }
    #expect(error.description.contains("unzip it first (unzip FILE -d FOLDER)"))
  }
}

extension Timestamp {
  /// `2026-11-21 09:14:02` in UTC.
  fileprivate var utcString: String {
    let seconds = Int(secondsSince1970)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(days * 86_400)))
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return
      "\(date.year!)-\(two(date.month!))-\(two(date.day!)) \(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))"
  }
}

/// Cost in proportion to the text, and memory bounded by the limits, whatever the text. The
/// bounds are generous (the suites run in parallel on shared cores): a quadratic step would take
/// minutes.
@Suite struct WhatsAppCostTests {
  @Test func tenThousandMessagesImportInTime() throws {
    // Two segments each: 20,000 of the 50,000 the budget allows.
    let message = "[21/11/2026, 09:14:02] Ana Lima: *Morning* all, see the plan\nsecond line here\n"
    let text = String(repeating: message, count: 10_000)
    let clock = ContinuousClock()
    var count = 0
    let elapsed = try clock.measure { count = try WhatsAppFixture.importText(text).conversation.messages.count }
    #expect(count == 10_000)
    #expect(elapsed < .seconds(30), "\(elapsed)")
  }

  @Test func aHugeLineCostsOnlyWhatItsMessageMayHold() throws {
    let text = "21/11/2026, 10:00 - Ana: " + String(repeating: "a", count: 16 << 20) + "\n"
    let clock = ContinuousClock()
    var errors: [String] = []
    let elapsed = clock.measure { errors = WhatsAppFixture.errors(text) }
    #expect(errors == ["1:26: the message's text is over 64 KiB of UTF-8"])
    #expect(elapsed < .seconds(30), "\(elapsed)")
  }

  @Test func manyShortLinesAreBounded() throws {
    let text = "21/11/2026, 10:00 - Ana: a\n" + String(repeating: "\n", count: 1 << 20)
    let clock = ContinuousClock()
    var errors: [String] = []
    let elapsed = clock.measure { errors = WhatsAppFixture.errors(text) }
    #expect(errors == ["1:26: the message's text is over 64 KiB of UTF-8"])
    #expect(elapsed < .seconds(30), "\(elapsed)")
  }
}
