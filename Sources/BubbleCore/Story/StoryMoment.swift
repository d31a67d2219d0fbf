/// What a chat story shows at one instant: everything a frame is drawn from. Equal moments are
/// equal frames, so a frame is drawn only when its moment changed.
public struct StoryMoment: Sendable, Hashable {
  /// An own message not yet at its final ticks, or with reactions still to pop.
  public struct Unsettled: Sendable, Hashable {
    public var index: Int
    public var status: Message.Status?
    public var hidesReactions: Bool
  }

  /// The list's newest row sliding in: how far, 0 to 1, eased.
  public struct Entrance: Sendable, Hashable {
    public enum Row: Sendable, Hashable {
      /// The newest message; it replaces its sender's "typing..." when they were seen typing.
      case message(replacesTyping: Bool)
      /// Someone's "typing..." bubble.
      case typing
    }
    public var row: Row
    public var progress: Double
  }

  /// Messages in the list: the conversation's first `shown`.
  public var shown: Int
  public var unsettled: [Unsettled]
  /// Who is seen typing, and which of the typing indicator's steps shows (0..<`typingSteps`).
  public var typist: String?
  public var typingStep: Int
  /// The input bar's text.
  public var draft: String
  /// The keyboard's height as a share of its own, 0 (down) to 1 (up).
  public var keyboard: Double
  public var entrance: Entrance?

  /// The typing indicator's cycle: its dots pulse through this many steps.
  public static let typingSteps = 8
  public static let typingCycle = 1.2
  /// Moments are quantised so that a value that does not visibly change makes no new frame.
  static let progressSteps = 64.0
}

extension StoryTimeline {
  /// The story at `time` seconds. Looks at the beats around `time` only, so a frame costs the
  /// same early and late in a long story.
  public func moment(at time: Double) -> StoryMoment {
    let shown = beats.partitioningIndex { $0.appears > time }
    let current = shown < beats.count ? beats[shown] : nil
    var moment = StoryMoment(
      shown: shown, unsettled: unsettled(at: time, shown: shown), typist: nil, typingStep: 0, draft: "",
      keyboard: keyboard(at: time, shown: shown), entrance: nil)
    if let current, time >= current.start, let typist = current.typist {
      switch typist {
      case .participant(let id):
        moment.typist = id
        let cycles = (time - current.start) / StoryMoment.typingCycle
        moment.typingStep = Int((cycles - cycles.rounded(.down)) * Double(StoryMoment.typingSteps))
      case .inputBar:
        moment.draft = draft(of: current, at: time)
      }
    }
    if shown > 0, time < beats[shown - 1].settles {
      let beat = beats[shown - 1]
      let progress = quantised((time - beat.appears) / max(beat.settles - beat.appears, 1e-9))
      let typed = if case .participant = beat.typist { true } else { false }
      moment.entrance = .init(row: .message(replacesTyping: typed), progress: easedOut(progress))
    } else if let current, case .participant = current.typist, time >= current.start,
      time < current.start + pacing.appearing / pacing.speed
    {
      let progress = quantised((time - current.start) / (pacing.appearing / pacing.speed))
      moment.entrance = .init(row: .typing, progress: easedOut(progress))
    }
    return moment
  }

  /// Shown messages whose ticks or reactions are not yet final at `time`.
  private func unsettled(at time: Double, shown: Int) -> [StoryMoment.Unsettled] {
    var found: [StoryMoment.Unsettled] = []
    var index = shown - 1
    while index >= 0, beats[index].appears + longestSettling >= time {
      let beat = beats[index]
      if beat.finalAt > time {
        let status = beat.status(at: time)
        let hides = beat.reactionsPop.map { time < $0 } ?? false
        if status != beat.statuses.last?.status || hides {
          found.append(.init(index: beat.index, status: status, hidesReactions: hides))
        }
      }
      index -= 1
    }
    return found.reversed()
  }

  /// The text typed so far: a share of its characters as the typing goes.
  private func draft(of beat: StoryBeat, at time: Double) -> String {
    guard let text = messageTexts[beat.index] else { return "" }
    let share = (time - beat.start) / max(beat.appears - beat.start, 1e-9)
    return String(text.prefix(Int((Double(text.count) * share).rounded(.down))))
  }

  /// Up while one's own messages are typed and sent: it rises as the first of a run starts
  /// and falls as the last one ends.
  private func keyboard(at time: Double, shown: Int) -> Double {
    let rise = max(pacing.appearing / pacing.speed, 1e-9)
    var share = 0.0
    for beat in beats[max(0, shown - 2)..<min(beats.count, shown + 1)] where beat.typist == .inputBar {
      let down = keyboardRunEnd(from: beat.index)
      guard time >= beat.start, time < down else { continue }
      let continuesRun = beat.index > 0 && beats[beat.index - 1].typist == .inputBar
      let runGoesOn = beat.index + 1 < beats.count && beats[beat.index + 1].typist == .inputBar
      let rising = continuesRun ? 1 : (time - beat.start) / rise
      let falling = runGoesOn ? 1 : (down - time) / rise
      share = max(share, min(1, rising, falling))
    }
    return easedOut(quantised(share))
  }

  /// When the keyboard goes down after the own message at `index`: with the next message's
  /// start when that is typed in the input bar too (it stays up), else at this one's end.
  private func keyboardRunEnd(from index: Int) -> Double {
    if index + 1 < beats.count, beats[index + 1].typist == .inputBar { return beats[index + 1].start }
    return beats[index].ends
  }

  private func quantised(_ value: Double) -> Double {
    (min(max(value, 0), 1) * StoryMoment.progressSteps).rounded(.down) / StoryMoment.progressSteps
  }

  private func easedOut(_ value: Double) -> Double { 1 - (1 - value) * (1 - value) * (1 - value) }
}

extension Array {
  /// The first index whose element satisfies `belongs`, for a predicate false then true along
  /// the array (binary search).
  func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
