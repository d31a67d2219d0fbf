/// The `poll` content kind: its value, fields, summary and node.
public enum PollKind: RenderableContentKind {
  public static let typeName = "poll"

  public static func decode(_ fields: ObjectReader) -> PollMedia {
    let question = fields.requiredString("question") ?? ""
    var options: [PollMedia.Option] = []
    if let optionsField = fields.requiredField("options"),
      let items = optionsField.elements(maxCount: fields.limits.maxPollOptions)
    {
      if items.isEmpty { optionsField.error("a poll needs at least 1 option") }
      options = items.compactMap { item in
        guard let optionReader = item.object() else { return nil }
        defer { optionReader.finish() }
        return PollMedia.Option(
          text: optionReader.requiredString("text") ?? "",
          votes: optionReader.field("votes")?.integer(in: 0...InputNumberRanges.maxCount) ?? 0)
      }
    }
    return PollMedia(
      question: question, options: options,
      totalVoters: fields.field("total_voters")?.integer(in: 0...InputNumberRanges.maxCount))
  }

  public static func encode(_ poll: PollMedia, to fields: ObjectWriter) {
    fields.write("question", poll.question)
    fields.objects("options", poll.options) { option, fields in
      fields.write("text", option.text)
      fields.write("votes", option.votes)
    }
    fields.write("total_voters", poll.totalVoters)
  }

  public static func summary(of poll: PollMedia, strings: PresentationStrings) -> String {
    MediaSummary.nonEmpty(poll.question).map { "📊 \($0)" } ?? strings.poll
  }

  public static func node(for poll: PollMedia, in message: PresentedMessage) -> (any ContentNode)? {
    PollNode(poll: poll)
  }
}

public struct PollMedia: Sendable, Hashable {
  public struct Option: Sendable, Hashable {
    public var text: String
    public var votes: Int
    public init(text: String, votes: Int) {
      self.text = text
      self.votes = votes
    }
  }
  public var question: String
  public var options: [Option]
  public var totalVoters: Int?
  public init(question: String, options: [Option], totalVoters: Int? = nil) {
    self.question = question
    self.options = options
    self.totalVoters = totalVoters
  }
}

extension MessageContent {
  public static func poll(_ poll: PollMedia) -> MessageContent { MessageContent(PollKind.self, poll) }
  public var poll: PollMedia? { content(of: PollKind.self) }
}
