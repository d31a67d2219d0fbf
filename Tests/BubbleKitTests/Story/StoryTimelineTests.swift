import Foundation
import Testing

@testable import BubbleCore

/// The timeline is a pure value: when each message is typed, appears, ticks and gets its
/// reactions, from the pacing and each message's `timing`.
@Suite struct StoryTimelineTests {
  private let chat = """
    { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }],
      "messages": [
        { "id": "1", "from": "ann", "text": "Are you coming tonight?" },
        { "id": "2", "from": "me", "text": "Yes! Seven?", "status": "read",
          "reactions": [{ "emoji": "👍" }] },
        { "id": "3", "from": "ann", "text": "Perfect", "timing": { "delay": 2, "typing": 1.5, "hold": 4 } },
        { "id": "4", "type": "system", "text": "Ann left" }
      ] }
    """

  @Test func beatsFollowEachOtherFromThePacing() throws {
    let timeline = StoryTimeline(try TestSupport.conversation(chat))
    let beats = timeline.beats
    #expect(beats.count == 4)
    #expect(beats[0].start == 0.5)
    #expect(beats[0].typist == .participant("ann"))
    // 23 characters at 12 a second.
    #expect(abs(beats[0].appears - (0.5 + 23.0 / 12)) < 1e-9)
    #expect(beats[1].typist == .inputBar)
    #expect(beats[1].start == beats[0].ends)
    #expect(beats[1].statuses.map(\.status) == [.sent, .delivered, .read])
    #expect(beats[1].reactionsPop != nil)
    #expect(beats[3].typist == nil)
    #expect(beats[3].appears == beats[3].start)
    #expect(timeline.duration >= beats[3].settles + 1.5)
  }

  @Test func aMessagesTimingOverridesThePacing() throws {
    let beats = StoryTimeline(try TestSupport.conversation(chat)).beats
    #expect(beats[2].start == beats[1].ends + 2)
    #expect(beats[2].appears == beats[2].start + 1.5)
    #expect(abs(beats[2].ends - (beats[2].settles + 4)) < 1e-9)
  }

  @Test func speedDividesEveryDuration() throws {
    let conversation = try TestSupport.conversation(chat)
    var fast = StoryPacing()
    fast.speed = 2
    let normal = StoryTimeline(conversation)
    let doubled = StoryTimeline(conversation, pacing: fast)
    #expect(abs(doubled.duration * 2 - normal.duration) < 1e-9)
    #expect(abs(doubled.beats[2].appears * 2 - normal.beats[2].appears) < 1e-9)
  }

  @Test func momentsShowTypingDraftsEntrancesAndTicks() throws {
    let timeline = StoryTimeline(try TestSupport.conversation(chat))
    let beats = timeline.beats
    let typing = timeline.moment(at: beats[0].start + 1)
    #expect(typing.shown == 0)
    #expect(typing.typist == "ann")
    let typed = timeline.moment(at: (beats[1].start + beats[1].appears) / 2)
    #expect(typed.shown == 1)
    #expect(!typed.draft.isEmpty && "Yes! Seven?".hasPrefix(typed.draft) && typed.draft != "Yes! Seven?")
    #expect(typed.keyboard > 0)
    let sent = timeline.moment(at: beats[1].appears + 0.01)
    #expect(sent.shown == 2)
    #expect(sent.draft.isEmpty)
    #expect(sent.entrance != nil && sent.entrance!.progress < 0.5)
    #expect(sent.unsettled == [.init(index: 1, status: .sent, hidesReactions: true)])
    let read = timeline.moment(at: beats[1].finalAt + 0.01)
    #expect(read.unsettled.isEmpty)
    #expect(read.entrance == nil)
    let end = timeline.moment(at: timeline.duration)
    #expect(end.shown == 4)
    #expect(end.typist == nil && end.keyboard == 0)
  }

  @Test func theTypingIndicatorPulsesThroughItsSteps() throws {
    let timeline = StoryTimeline(try TestSupport.conversation(chat))
    let start = timeline.beats[0].start
    let steps = Set(
      stride(from: start, to: start + StoryMoment.typingCycle, by: 0.05).map {
        timeline.moment(at: $0).typingStep
      })
    #expect(steps == Set(0..<StoryMoment.typingSteps))
  }

  @Test func timingValuesAreRangeCheckedWithTheirPath() {
    let json = """
      { "participants": [{ "id": "a", "name": "A" }],
        "messages": [{ "id": "1", "from": "a", "text": "hi", "timing": { "delay": -1, "hold": 90 } }] }
      """
    guard case .failure(let error) = ConversationDecoder.decode(Data(json.utf8)) else {
      Issue.record("a negative delay decoded")
      return
    }
    let text = "\(error)"
    #expect(text.contains("messages[0].timing.delay"))
    #expect(text.contains("messages[0].timing.hold"))
  }

  @Test func timingRoundTripsThroughTheEncoder() throws {
    let conversation = try TestSupport.conversation(chat)
    let encoded = try ConversationEncoder.encode(conversation)
    let again = try ConversationDecoder.decode(encoded).get().conversation
    #expect(again.messages[2].timing == MessageTiming(delay: 2, typing: 1.5, hold: 4))
  }

  @Test func pacingOutOfRangeIsNamed() {
    var pacing = StoryPacing()
    pacing.speed = 50
    pacing.shortestPause = 5
    #expect(pacing.problems().contains { $0.contains("speed 50") })
    #expect(pacing.problems().contains { $0.contains("shortest pause is longer") })
  }
}
