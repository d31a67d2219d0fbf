public struct Message: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case message, system, recalled
  }

  public enum Status: String, Sendable, Hashable, CaseIterable {
    case sending, sent, delivered, read, failed
  }

  /// Used when `replyTo` names a message that is not in the conversation.
  public struct ReplyPreview: Sendable, Hashable {
    public var from: String?
    public var text: String?
    public init(from: String? = nil, text: String? = nil) {
      self.from = from
      self.text = text
    }
  }

  public struct Reaction: Sendable, Hashable {
    public var emoji: String
    public var count: Int
    public var mine: Bool
    public init(emoji: String, count: Int, mine: Bool = false) {
      self.emoji = emoji
      self.count = count
      self.mine = mine
    }
  }

  public var id: String
  public var kind: Kind
  /// Sender participant id; `nil` only for system notices.
  public var from: String?
  public var time: Timestamp?
  /// The message text, or the caption when `media` is present.
  public var text: RichText?
  /// What the message shows besides its text: a photo, a poll, a kind of your own.
  public var media: MessageContent?
  public var replyTo: String?
  public var replyPreview: ReplyPreview?
  public var forwardedFrom: String?
  public var edited: Bool
  public var status: Status?
  public var reactions: [Reaction]
  public var pinned: Bool
  /// When it plays in a chat story; `nil` for the pacing's defaults.
  public var timing: MessageTiming?

  public init(
    id: String, kind: Kind = .message, from: String? = nil, time: Timestamp? = nil,
    text: RichText? = nil, media: MessageContent? = nil, replyTo: String? = nil,
    replyPreview: ReplyPreview? = nil, forwardedFrom: String? = nil, edited: Bool = false,
    status: Status? = nil, reactions: [Reaction] = [], pinned: Bool = false, timing: MessageTiming? = nil
  ) {
    self.id = id
    self.kind = kind
    self.from = from
    self.time = time
    self.text = text
    self.media = media
    self.replyTo = replyTo
    self.replyPreview = replyPreview
    self.forwardedFrom = forwardedFrom
    self.edited = edited
    self.status = status
    self.reactions = reactions
    self.pinned = pinned
    self.timing = timing
  }
}
