import BubbleKit
import Foundation
import Testing

/// Date separators count back from the conversation's last day: WhatsApp writes "Today",
/// "Yesterday", the weekday, then "Thu, Nov 20"; Telegram drops the year of its own year; themes
/// without the words write the full date.
@Suite struct RelativeDateTests {
  /// One message a day on each of `days` ("2026-11-20"), the last one taken as today.
  func separators(theme: String, days: [String]) throws -> [String] {
    let messages = days.enumerated().map { index, day in
      #"{ "id": "m\#(index)", "from": "ann", "time": "\#(day)T10:00:00Z", "text": "Hi" }"#
    }
    let conversation = try TestSupport.conversation(
      #"{ "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }], "#
        + #""messages": [\#(messages.joined(separator: ","))] }"#)
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load(theme))
    var options = TestSupport.patient(RenderOptions())
    options.timeZone = TimeZone(identifier: "UTC")
    return Presenter.present(conversation, settings: renderer.presentationSettings(options)).compactMap {
      if case .dateSeparator(let label) = $0 { return label }
      return nil
    }
  }

  static let days = ["2025-12-30", "2026-11-20", "2026-11-24", "2026-11-26", "2026-11-27"]

  @Test func whatsAppCountsBackFromTheLastDay() throws {
    #expect(
      try separators(theme: "whatsapp", days: Self.days)
        == ["Dec 30, 2025", "Fri, Nov 20", "Tuesday", "Yesterday", "Today"])
  }

  @Test func telegramDropsTheYearOfItsOwnYear() throws {
    #expect(
      try separators(theme: "telegram", days: Self.days)
        == ["December 30, 2025", "November 20", "November 24", "November 26", "Today"])
  }

  @Test func withoutWordsEveryDayHasItsDate() throws {
    #expect(try separators(theme: "default", days: Self.days).last == "November 27, 2026")
  }
}
