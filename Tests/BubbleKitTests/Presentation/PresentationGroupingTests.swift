import BubbleKit
import Testing

@Suite("Presentation: grouping consecutive messages")
struct PresentationGroupingTests {
  typealias F = PresentationFixture

  /// Transcript without the leading date separator (all these messages share a day).
  func rows(_ messages: [Message], window: Double = 300, me: String? = "me") -> [String] {
    let items = F.present(F.conversation(me: me, messages), F.settings(window: window))
    return Array(F.transcript(items).drop { $0.hasPrefix("date ") })
  }

  @Test func oneSenderWithinTheWindowIsFirstMiddleLast() {
    let messages = (0..<4).map { F.text("m\($0)", from: "alice", after: Double($0) * 60) }
    #expect(rows(messages) == ["m0 in first", "m1 in middle", "m2 in middle", "m3 in last"])
  }

  @Test func exactlyTheWindowApartDoesNotGroup() {
    let messages = [F.text("m1", from: "alice", after: 0), F.text("m2", from: "alice", after: 300)]
    #expect(rows(messages) == ["m1 in single", "m2 in single"])
  }

  @Test func justUnderTheWindowGroups() {
    let messages = [
      F.text("m1", from: "alice", after: 0), F.text("m2", from: "alice", after: 299.999),
    ]
    #expect(rows(messages) == ["m1 in first", "m2 in last"])
  }

  @Test func theWindowComesFromTheSettings() {
    let messages = [F.text("m1", from: "alice", after: 0), F.text("m2", from: "alice", after: 599)]
    #expect(rows(messages, window: 600) == ["m1 in first", "m2 in last"])
    #expect(rows(messages, window: 300) == ["m1 in single", "m2 in single"])
  }

  @Test func gapsAreMeasuredBetweenNeighboursNotFromTheGroupStart() {
    let messages = [0, 240, 480, 720].map { F.text("m\($0)", from: "alice", after: Double($0)) }
    #expect(rows(messages) == ["m0 in first", "m240 in middle", "m480 in middle", "m720 in last"])
  }

  @Test func senderChangeStartsANewGroup() {
    let messages = [
      F.text("a1", from: "alice", after: 0), F.text("b1", from: "bob", after: 10),
      F.text("b2", from: "bob", after: 20), F.text("a2", from: "alice", after: 30),
    ]
    #expect(rows(messages) == ["a1 in single", "b1 in first", "b2 in last", "a2 in single"])
  }

  @Test func directionChangeStartsANewGroup() {
    let messages = [
      F.text("a1", from: "alice", after: 0), F.text("a2", from: "alice", after: 5),
      F.text("o1", from: "me", after: 10), F.text("o2", from: "me", after: 15),
      F.text("a3", from: "alice", after: 20),
    ]
    #expect(
      rows(messages) == [
        "a1 in first", "a2 in last", "o1 out first", "o2 out last", "a3 in single",
      ])
  }

  @Test func withoutMeEverythingIsIncoming() {
    let messages = [F.text("o1", from: "me", after: 0), F.text("a1", from: "alice", after: 5)]
    #expect(rows(messages, me: nil) == ["o1 in single", "a1 in single"])
  }

  @Test func missingTimeGroupsBySenderAlone() {
    let messages = [
      F.text("m1", from: "alice"), F.text("m2", from: "alice"), F.text("m3", from: "bob"),
    ]
    #expect(rows(messages) == ["m1 in first", "m2 in last", "m3 in single"])
  }

  @Test func noticesBreakGroups() {
    let messages = [
      F.text("m1", from: "alice", after: 0),
      Message(id: "s1", kind: .system, text: RichText(plain: "Bob joined")),
      F.text("m2", from: "alice", after: 10),
      Message(id: "r1", kind: .recalled, from: "alice"),
      F.text("m3", from: "alice", after: 20),
      F.text("m4", from: "alice", after: 30),
    ]
    #expect(
      rows(messages) == [
        "m1 in single", "notice s1: Bob joined", "m2 in single",
        "notice r1: Alice Chen recalled a message", "m3 in first", "m4 in last",
      ])
  }

  @Test func dateSeparatorBreaksAGroupTwoMinutesApart() {
    let messages = [
      F.text("m1", from: "alice", at: "2026-11-20T23:59:00Z"),
      F.text("m2", from: "alice", at: "2026-11-21T00:01:00Z"),
    ]
    #expect(
      F.transcript(F.present(F.conversation(messages))) == [
        "date November 20, 2026", "m1 in single", "date November 21, 2026", "m2 in single",
      ])
  }

  @Test func bigEmojiAndStickersStandAlone() {
    let sticker = MessageContent.sticker(StickerMedia(src: .path("cat.webp"), emoji: "🐱"))
    let messages = [
      F.text("m1", from: "alice", after: 0),
      F.text("e1", from: "alice", after: 5, "👍"),
      F.text("m2", from: "alice", after: 10),
      Message(id: "s1", from: "alice", time: F.instant(after: 15), media: sticker),
      F.text("m3", from: "alice", after: 20),
      F.text("m4", from: "alice", after: 25),
    ]
    #expect(
      rows(messages) == [
        "m1 in single", "e1 in single", "m2 in single", "s1 in single", "m3 in first",
        "m4 in last",
      ])
  }

  @Test func recalledNoticeByMeSaysYou() {
    let messages = [Message(id: "r1", kind: .recalled, from: "me")]
    #expect(rows(messages) == ["notice r1: You recalled a message"])
  }
}
