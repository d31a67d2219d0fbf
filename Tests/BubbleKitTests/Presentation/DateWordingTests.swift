import BubbleKit
import Foundation
import Testing

/// A theme's `dates`: each app's own way of writing dates and times, as data.
@Suite struct DateWordingTests {
  private let conversation = """
    { "kind": "direct", "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
      "messages": [
        { "id": "1", "from": "ann", "time": "2026-11-21T15:24:00+09:00", "text": "안녕" },
        { "id": "2", "from": "me", "time": "2026-11-21T15:30:00+09:00", "text": "Hi" }
      ] }
    """

  private func labels(_ themeJSON: String, clock: HourCycle? = nil) throws -> (separators: [String], times: [String]) {
    let theme = try ThemeLoader.decode(Data(themeJSON.utf8), source: "test-theme.json")
    let renderer = try ConversationRenderer(theme: theme)
    var options = TestSupport.patient(RenderOptions())
    options.hourCycle = clock
    let items = Presenter.present(
      try TestSupport.conversation(conversation), settings: renderer.presentationSettings(options))
    var separators: [String] = []
    var times: [String] = []
    for item in items {
      switch item {
      case .dateSeparator(let label): separators.append(label)
      case .message(let message): times.append(message.timeText ?? "")
      default: break
      }
    }
    return (separators, times)
  }

  @Test func theDefaultWordingIsEnglish() throws {
    let english = try labels("{}")
    #expect(english.separators == ["November 21, 2026"])
    #expect(english.times == ["15:24", "15:30"])
    #expect(try labels("{}", clock: .h12).times == ["3:24 PM", "3:30 PM"])
  }

  @Test func aKoreanThemeWritesKakaoTalksDatesAndTimes() throws {
    let korean = try labels(
      """
      { "footer": { "hour_cycle": "h12" },
        "dates": { "time_h12": "a h:mm", "day": "y'년' M'월' d'일' EEEE", "am": "오전", "pm": "오후",
          "weekday_names": ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"] } }
      """)
    #expect(korean.separators == ["2026년 11월 21일 토요일"])
    #expect(korean.times == ["오후 3:24", "오후 3:30"])
  }

  @Test func timeHeadersUseTheDayAndTimePattern() throws {
    let iMessage = try labels(
      """
      { "time_headers": { "gap_seconds": 60 },
        "dates": { "day_and_time_h12": "EEE, MMM d 'at' h:mm a", "time_h12": "h:mm a" } }
      """, clock: .h12)
    #expect(iMessage.separators == ["Sat, Nov 21 at 3:24 PM", "3:30 PM"])
    let german = try labels(
      #"{ "time_headers": { "gap_seconds": 60 }, "dates": { "day_and_time_h24": "dd.MM.yy, HH:mm 'Uhr'''" } }"#)
    #expect(german.separators.first == "21.11.26, 15:24 Uhr'")
  }

  @Test func aPatternWithAnUnknownFieldOrOpenQuoteIsALocatedError() {
    for (json, words) in [
      (#"{ "dates": { "day": "MMMM d, Y" } }"#, "\"Y\" is not a date field"),
      (#"{ "dates": { "time_h24": "HH:mm 'Uhr" } }"#, "not closed"),
      (#"{ "dates": { "month_names": ["Jan"] } }"#, "expected 12 names, found 1"),
    ] {
      #expect {
        try ThemeLoader.decode(Data(json.utf8), source: "bad.json")
      } throws: { error in
        let text = "\(error)"
        return text.contains(words) && text.contains("bad.json") && text.contains("(line 1, column")
      }
    }
  }
}
