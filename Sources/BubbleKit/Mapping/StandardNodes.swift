extension ContentNodeRegistry {
  /// The built-in content kinds, one folder each under Sources/BubbleKit/Kinds: adding one is
  /// its folder and a line here.
  public static let builtInKinds: [any RenderableContentKind.Type] = [
    ImageKind.self,
    AlbumKind.self,
    VideoKind.self,
    VoiceKind.self,
    AudioKind.self,
    FileKind.self,
    LocationKind.self,
    ContactKind.self,
    StickerKind.self,
    LinkPreviewKind.self,
    CallKind.self,
    PollKind.self,
    RedPacketKind.self,
    TransferKind.self,
    TypingKind.self,
  ]

  /// The built-in kinds and the parts every message may have (names, headers, text, reactions).
  public static let standard: ContentNodeRegistry = {
    var registry = ContentNodeRegistry()
    registry.register(MessagePart.forwardHeader) { message in
      message.forwardedFrom.map { ForwardHeaderNode(origin: $0) }
    }
    registry.register(MessagePart.replyHeader) { message in
      message.reply.map { ReplyHeaderNode(reply: $0) }
    }
    registry.register(MessagePart.senderName) { message in
      message.senderName.map { SenderNameNode(name: $0, color: message.senderColor ?? .black, time: message.timeText) }
    }
    registry.register(MessagePart.text) { message in
      message.message.text.map { TextNode(text: $0) }
    }
    registry.register(MessagePart.bigEmoji) { message in
      message.message.text.map { BigEmojiNode(emoji: $0.plainText) }
    }
    registry.register(MessagePart.deleted) { message in
      DeletedMessageNode(isMine: message.direction == .outgoing)
    }
    registry.register(MessagePart.reactions) { message in
      ReactionsNode(reactions: message.message.reactions)
    }
    for kind in builtInKinds { registry.register(kind) }
    return registry
  }()
}
