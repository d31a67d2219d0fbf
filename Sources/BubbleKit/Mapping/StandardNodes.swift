extension ContentNodeRegistry {
  /// The built-in kinds. A media type without a renderer of its own draws as a
  /// labelled placeholder.
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
    registerVisualMedia(in: &registry)
    registerCards(in: &registry)
    return registry
  }()

  /// Photos, albums, videos, stickers, link previews, locations (Nodes/Media).
  static func registerVisualMedia(in registry: inout ContentNodeRegistry) {
  }

  /// Voice, audio, file, contact, call, poll, red packet, transfer (Nodes/Cards).
  static func registerCards(in registry: inout ContentNodeRegistry) {
  }
}
