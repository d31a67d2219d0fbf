/// One message's times in a story, in seconds from the start.
public struct StoryBeat: Sendable, Hashable {
  /// Who is seen typing the message before it appears.
  public enum Typist: Sendable, Hashable {
    /// Another participant: "typing..." in the list (or the title).
    case participant(String)
    /// One's own message typed in the input bar, the keyboard up.
    case inputBar
  }

  /// An own message's ticks from `time` on.
  public struct StatusChange: Sendable, Hashable {
    public var time: Double
    public var status: Message.Status
  }

  /// The message's index in the conversation.
  public var index: Int
  /// When typing starts (`appears` when nobody types it).
  public var start: Double
  public var typist: Typist?
  /// When it starts sliding into the list.
  public var appears: Double
  /// When it stops moving.
  public var settles: Double
  /// Its ticks over time, the first at `appears`; empty for others' messages.
  public var statuses: [StatusChange]
  /// When its reactions pop in; `nil` without reactions.
  public var reactionsPop: Double?
  /// When the next message may start.
  public var ends: Double

  /// The status shown at `time` (the first change's before it).
  public func status(at time: Double) -> Message.Status? {
    statuses.last { $0.time <= time }?.status ?? statuses.first?.status
  }

  /// Past its last change: its ticks and reactions are final.
  public var finalAt: Double { max(settles, statuses.last?.time ?? 0, reactionsPop ?? 0) }
}
