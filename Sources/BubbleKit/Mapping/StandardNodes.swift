extension ContentNodeRegistry {
  /// The built-in kinds. Media types without a renderer of their own draw as
  /// labelled placeholders.
  public static let standard: ContentNodeRegistry = {
    var registry = ContentNodeRegistry()
    registry.register(ContentKind.forwardHeader) { message in
      message.forwardedFrom.map { ForwardHeaderNode(origin: $0) }
    }
    registry.register(ContentKind.replyHeader) { message in
      message.reply.map { ReplyHeaderNode(reply: $0) }
    }
    registry.register(ContentKind.senderName) { message in
      message.senderName.map { SenderNameNode(name: $0, color: message.senderColor ?? .black) }
    }
    registry.register(ContentKind.text) { message in
      message.message.text.map { TextNode(text: $0) }
    }
    registry.register(ContentKind.bigEmoji) { message in
      message.message.text.map { BigEmojiNode(emoji: $0.plainText) }
    }
    registry.register(ContentKind.reactions) { message in
      ReactionsNode(reactions: message.message.reactions)
    }
    for type in Media.typeNames {
      registry.register(type) { message in
        message.message.media.map { MediaPlaceholderNode(media: $0) }
      }
    }
    return registry
  }()
}
