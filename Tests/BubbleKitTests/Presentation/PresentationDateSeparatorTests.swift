import BubbleKit
import Foundation
import Testing

@Suite("Presentation: date separators and the unread divider")
struct PresentationDateSeparatorTests {
  typealias F = PresentationFixture

  /// 23:30 and 00:10 in +08:00 are 15:30 and 16:10 UTC of the same day.
  let acrossMidnight = F.conversation([
    F.text("m1", from: "alice", at: "2026-11-20T23:30:00+08:00"),
    F.text("m2", from: "alice", at: "2026-11-21T00:10:00+08:00"),
  ])

  @Test func dayChangesAtMidnightOfEachTimestampsOwnOffset() {
    let items = F.present(acrossMidnight)
    #expect(
      F.transcript(items) == [
        "date November 20, 2026", "m1 in single", "date November 21, 2026", "m2 in single",
      ])
    #expect(F.messages(items).map(\.timeText) == ["23:30", "00:10"])
  }

  @Test func sameInstantsInUTCStayOnOneDayAndGroup() {
    let items = F.present(acrossMidnight, F.settings(window: 3600, timeZone: F.utc))
    #expect(F.transcript(items) == ["date November 20, 2026", "m1 in first", "m2 in last"])
    #expect(F.messages(items).map(\.timeText) == ["15:30", "16:10"])
  }

  @Test func displayZoneOverridesDifferingOwnOffsets() {
    // 15:30 UTC and 16:00 UTC: the same day in their own zones and in UTC, not in +08:00.
    let conversation = F.conversation([
      F.text("m1", from: "alice", at: "2026-11-20T23:30:00+08:00"),
      F.text("m2", from: "bob", at: "2026-11-20T11:00:00-05:00"),
    ])
    #expect(
      F.transcript(F.present(conversation)) == [
        "date November 20, 2026", "m1 in single", "m2 in single",
      ])
    let beijing = F.settings(timeZone: TimeZone(secondsFromGMT: 8 * 3600))
    let items = F.present(conversation, beijing)
    #expect(
      F.transcript(items) == [
        "date November 20, 2026", "m1 in single", "date November 21, 2026", "m2 in single",
      ])
    #expect(F.messages(items).map(\.timeText) == ["23:30", "00:00"])
  }

  @Test func namedZoneFollowsDaylightSavingTime() throws {
    // New York springs forward at 2026-03-08 02:00 local (07:00 UTC).
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let conversation = F.conversation([
      F.text("m1", from: "alice", at: "2026-03-08T06:30:00Z"),
      F.text("m2", from: "alice", at: "2026-03-08T07:30:00Z"),
    ])
    let items = F.present(conversation, F.settings(window: 7200, timeZone: newYork))
    #expect(F.transcript(items) == ["date March 8, 2026", "m1 in first", "m2 in last"])
    #expect(F.messages(items).map(\.timeText) == ["01:30", "03:30"])
  }

  @Test func messagesWithoutTimeNeverStartADay() {
    let conversation = F.conversation([
      F.text("m0", from: "alice"),
      F.text("m1", from: "alice", at: "2026-11-20T10:00:00Z"),
      F.text("m2", from: "bob"),
      F.text("m3", from: "bob", at: "2026-11-21T10:00:00Z"),
      F.text("m4", from: "alice"),
    ])
    #expect(
      F.transcript(F.present(conversation)) == [
        "m0 in single", "date November 20, 2026", "m1 in single", "m2 in single",
        "date November 21, 2026", "m3 in single", "m4 in single",
      ])
  }

  @Test func noticesWithTimeGetADateSeparatorToo() {
    let conversation = F.conversation([
      Message(
        id: "s1", kind: .system, time: F.time("2026-11-20T08:00:00Z"),
        text: RichText(plain: "Alice created the group")),
      F.text("m1", from: "alice", at: "2026-11-20T08:01:00Z"),
    ])
    #expect(
      F.transcript(F.present(conversation)) == [
        "date November 20, 2026", "notice s1: Alice created the group", "m1 in single",
      ])
  }

  @Test(arguments: [
    ("2027-01-01T00:00:00Z", "January 1, 2027"),
    ("2028-02-29T12:00:00Z", "February 29, 2028"),
    ("2000-12-31T23:59:59Z", "December 31, 2000"),
    ("1969-12-31T23:59:59Z", "December 31, 1969"),
  ])
  func dateLabelsAreEnglishAndUnpadded(iso: String, label: String) {
    let items = F.present(F.conversation([F.text("m1", from: "alice", at: iso)]))
    #expect(F.transcript(items).first == "date \(label)")
  }

  @Test func unreadDividerFollowsTheDateSeparatorOfItsMessage() {
    let conversation = F.conversation(
      unreadFrom: "m2",
      [
        F.text("m1", from: "alice", at: "2026-11-20T10:00:00Z"),
        F.text("m2", from: "alice", at: "2026-11-21T10:00:00Z"),
      ])
    #expect(
      F.transcript(F.present(conversation)) == [
        "date November 20, 2026", "m1 in single",
        "date November 21, 2026", "unread Unread messages", "m2 in single",
      ])
  }

  @Test func unreadDividerBreaksAGroup() {
    let conversation = F.conversation(
      unreadFrom: "m2",
      [
        F.text("m1", from: "alice", after: 0),
        F.text("m2", from: "alice", after: 10),
        F.text("m3", from: "alice", after: 20),
      ])
    #expect(
      F.transcript(F.present(conversation)) == [
        "date November 18, 2026", "m1 in single", "unread Unread messages", "m2 in first",
        "m3 in last",
      ])
  }

  @Test func unreadDividerBeforeANoticeAndUnknownIDsIgnored() {
    let messages = [
      F.text("m1", from: "alice"),
      Message(id: "s1", kind: .system, text: RichText(plain: "Bob joined")),
    ]
    let onNotice = F.present(F.conversation(unreadFrom: "s1", messages))
    #expect(
      F.transcript(onNotice) == [
        "m1 in single", "unread Unread messages", "notice s1: Bob joined",
      ])
    let unknown = F.present(F.conversation(unreadFrom: "nope", messages))
    #expect(F.transcript(unknown) == ["m1 in single", "notice s1: Bob joined"])
  }

  @Test func emptyConversationHasNoRows() {
    #expect(F.present(F.conversation([])).isEmpty)
  }
}
