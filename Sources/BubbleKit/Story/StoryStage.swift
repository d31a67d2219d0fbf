import BubbleCore

/// The conversation a story's moment shows: its first messages, own ticks and reactions as
/// they are at that moment, and someone typing as a bubble at the end of the list or as words
/// under the title, as the theme draws it (`kinds.typing.in_title`).
struct StoryStage {
  let conversation: Conversation
  let typingInTitle: Bool
  let typingTitle: String

  init(_ conversation: Conversation, typing: TypingKind.Style) {
    self.conversation = conversation
    typingInTitle = typing.inTitle
    typingTitle = typing.title
  }

  /// The id of the message standing for someone typing; no message of the input has it (ids
  /// are unique and this one is never read from input).
  static let typingMessageID = "\u{0}typing"

  func conversation(at moment: StoryMoment) -> Conversation {
    var shown = conversation
    shown.messages = Array(conversation.messages.prefix(moment.shown))
    for unsettled in moment.unsettled where unsettled.index < shown.messages.count {
      shown.messages[unsettled.index].status = unsettled.status
      if unsettled.hidesReactions { shown.messages[unsettled.index].reactions = [] }
    }
    guard let typist = moment.typist else { return shown }
    if typingInTitle {
      // WeChat and NIM say so in a one-to-one chat's title only; a group's title stays.
      if conversation.kind == .direct { shown.title = typingTitle }
    } else {
      shown.messages.append(
        Message(
          id: Self.typingMessageID, from: typist,
          media: .typing(TypingMedia(step: moment.typingStep))))
    }
    return shown
  }

  /// The moment just before its entrance: without the row sliding in (a message goes back to
  /// its sender typing, when they were seen typing).
  func beforeEntrance(of moment: StoryMoment) -> StoryMoment? {
    guard let entrance = moment.entrance else { return nil }
    var before = moment
    before.entrance = nil
    switch entrance.row {
    case .typing:
      before.typist = nil
    case .message(let replacesTyping):
      before.shown = max(0, moment.shown - 1)
      if replacesTyping, before.shown < conversation.messages.count {
        before.typist = conversation.messages[before.shown].from
      }
    }
    return before
  }
}
