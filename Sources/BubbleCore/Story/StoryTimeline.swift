/// When each message of a conversation is typed, appears, ticks and gets its reactions in a chat
/// story: a pure value computed once from the conversation and the pacing, read by every frame
/// (`moment(at:)`). Each message's `timing` overrides the pacing's computed values.
public struct StoryTimeline: Sendable, Hashable {
  public let beats: [StoryBeat]
  /// The story's length in seconds.
  public let duration: Double
  public let pacing: StoryPacing
  /// The longest a beat takes from appearing to its last change: how far back a moment looks.
  let longestSettling: Double
  /// The texts typed in the input bar, by message index.
  let messageTexts: [Int: String]

  public init(_ conversation: Conversation, pacing: StoryPacing = StoryPacing()) {
    self.pacing = pacing
    var beats: [StoryBeat] = []
    var clock = pacing.opening
    for (index, message) in conversation.messages.enumerated() {
      let beat = Self.beat(index, message, startingAfter: clock, in: conversation, pacing: pacing)
      beats.append(beat)
      clock = beat.ends
    }
    if let last = beats.last {
      clock = max(last.ends, last.settles + pacing.ending)
    }
    let scale = 1 / pacing.speed
    self.beats = beats.map { Self.scaled($0, by: scale) }
    duration = clock * scale
    longestSettling = self.beats.map { $0.finalAt - $0.appears }.max() ?? 0
    messageTexts = Dictionary(
      uniqueKeysWithValues: beats.filter { $0.typist == .inputBar }.map {
        ($0.index, conversation.messages[$0.index].text?.plainText ?? "")
      })
  }

  private static func beat(
    _ index: Int, _ message: Message, startingAfter clock: Double, in conversation: Conversation, pacing: StoryPacing
  ) -> StoryBeat {
    let timing = message.timing ?? MessageTiming()
    let mine = message.from != nil && message.from == conversation.me
    let characters = Double((message.text?.plainText.count ?? 0) + (message.media == nil ? 0 : 30))
    let start = clock + (timing.delay ?? 0)
    let typist = Self.typist(of: message, mine: mine, pacing: pacing)
    let typing = typist == nil ? 0 : timing.typing ?? pacing.pause(characters / pacing.typingCharactersPerSecond)
    let appears = start + typing
    let settles = appears + pacing.appearing
    let hold = timing.hold ?? pacing.pause(characters / pacing.readingCharactersPerSecond)
    var statuses: [StoryBeat.StatusChange] = []
    if mine, let final = message.status {
      let steps: [Message.Status] =
        switch final {
        case .delivered: [.sent, .delivered]
        case .read: [.sent, .delivered, .read]
        case .sending, .sent, .failed: [final]
        }
      statuses = steps.enumerated().map {
        StoryBeat.StatusChange(time: settles + Double($0) * pacing.statusStep, status: $1)
      }
      statuses[0].time = appears
    }
    let reactionsPop = message.reactions.isEmpty ? nil : settles + min(hold / 2, 1)
    return StoryBeat(
      index: index, start: start, typist: typing > 0 ? typist : nil, appears: appears, settles: settles,
      statuses: statuses, reactionsPop: reactionsPop, ends: settles + hold)
  }

  /// Others' messages are typed by their sender, one's own in the input bar (when the pacing
  /// says so); notices by nobody.
  private static func typist(of message: Message, mine: Bool, pacing: StoryPacing) -> StoryBeat.Typist? {
    guard message.kind == .message, let from = message.from else { return nil }
    guard mine else { return .participant(from) }
    return pacing.typesOwnMessages && message.text != nil && message.media == nil ? .inputBar : nil
  }

  private static func scaled(_ beat: StoryBeat, by scale: Double) -> StoryBeat {
    var beat = beat
    beat.start *= scale
    beat.appears *= scale
    beat.settles *= scale
    beat.ends *= scale
    beat.statuses = beat.statuses.map { StoryBeat.StatusChange(time: $0.time * scale, status: $0.status) }
    beat.reactionsPop = beat.reactionsPop.map { $0 * scale }
    return beat
  }
}
