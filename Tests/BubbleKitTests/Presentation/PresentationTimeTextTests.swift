import BubbleKit
import Testing

@Suite("Presentation: footer times and durations")
struct PresentationTimeTextTests {
  typealias F = PresentationFixture

  func timeText(_ iso: String?, _ cycle: HourCycle) -> String? {
    let conversation = F.conversation([F.text("m1", from: "alice", at: iso)])
    return F.messages(F.present(conversation, F.settings(hourCycle: cycle))).first?.timeText
  }

  @Test(arguments: [
    ("2026-11-20T09:12:00+08:00", "09:12", "9:12 AM"),
    ("2026-11-20T00:05:00Z", "00:05", "12:05 AM"),
    ("2026-11-20T12:30:59Z", "12:30", "12:30 PM"),
    ("2026-11-20T18:05:00-05:00", "18:05", "6:05 PM"),
    ("2026-11-20T23:59:00Z", "23:59", "11:59 PM"),
  ])
  func hourCycles(iso: String, h24: String, h12: String) {
    #expect(timeText(iso, .h24) == h24)
    #expect(timeText(iso, .h12) == h12)
  }

  @Test func noTimeNoText() {
    #expect(timeText(nil, .h24) == nil)
    #expect(timeText(nil, .h12) == nil)
  }

  @Test func unixSecondsAreShownInUTCWithoutADisplayZone() {
    let message = Message(
      id: "m1", from: "alice", time: Timestamp(secondsSince1970: 1_795_000_000),
      text: RichText(plain: "hi"))
    let items = F.present(F.conversation([message]))
    #expect(F.transcript(items).first == "date November 18, 2026")
    #expect(F.messages(items).first?.timeText == "11:06")
  }

  @Test(arguments: [
    (0.0, "0:00"), (7, "0:07"), (7.4, "0:07"), (7.6, "0:08"), (59.5, "1:00"), (185, "3:05"),
    (3599, "59:59"), (3600, "1:00:00"), (3723, "1:02:03"), (36_000, "10:00:00"),
    (-5, "0:00"), (.nan, "0:00"), (.infinity, "0:00"),
  ])
  func durations(seconds: Double, text: String) {
    #expect(DurationFormat.string(seconds: seconds) == text)
  }
}
