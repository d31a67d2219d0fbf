extension ContentNodeRegistry {
  /// The built-in kinds: every media type of the format has its own node.
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
    registerVisualMedia(in: &registry)
    registerCards(in: &registry)
    return registry
  }()

  /// Photos, albums, videos, stickers, link previews, locations (Nodes/Media).
  static func registerVisualMedia(in registry: inout ContentNodeRegistry) {
    // A caption is the message text, drawn by the text node after the media.
    let hasCaption: @Sendable (PresentedMessage) -> Bool = { !($0.message.text?.plainText.isEmpty ?? true) }
    registry.register("image") { message in
      guard case .image(let image) = message.message.media else { return nil }
      return ImageNode(image: image, hasCaption: hasCaption(message))
    }
    registry.register("album") { message in
      guard case .album(let items) = message.message.media, !items.isEmpty else { return nil }
      return AlbumNode(items: items, hasCaption: hasCaption(message))
    }
    registry.register("video") { message in
      guard case .video(let video) = message.message.media else { return nil }
      return VideoNode(video: video, hasCaption: hasCaption(message))
    }
    registry.register("sticker") { message in
      guard case .sticker(let sticker) = message.message.media else { return nil }
      return StickerNode(sticker: sticker)
    }
    registry.register("link_preview") { message in
      guard case .linkPreview(let preview) = message.message.media else { return nil }
      return LinkPreviewNode(preview: preview)
    }
    registry.register("location") { message in
      guard case .location(let location) = message.message.media else { return nil }
      return LocationNode(location: location, hasCaption: hasCaption(message))
    }
  }

  /// Voice, audio, file, contact, call, poll, red packet, transfer (Nodes/Cards).
  static func registerCards(in registry: inout ContentNodeRegistry) {
    registry.register("voice") { message in
      guard case .voice(let voice) = message.message.media else { return nil }
      return VoiceNode(voice: voice)
    }
    registry.register("audio") { message in
      guard case .audio(let audio) = message.message.media else { return nil }
      return AudioNode(audio: audio)
    }
    registry.register("file") { message in
      guard case .file(let file) = message.message.media else { return nil }
      return FileNode(file: file)
    }
    registry.register("contact") { message in
      guard case .contact(let contact) = message.message.media else { return nil }
      return ContactNode(contact: contact)
    }
    registry.register("call") { message in
      guard case .call(let call) = message.message.media else { return nil }
      return CallNode(call: call)
    }
    registry.register("poll") { message in
      guard case .poll(let poll) = message.message.media else { return nil }
      return PollNode(poll: poll)
    }
    // WeChat's cards repaint their bubble, so they need to know its shape and their place in it.
    registry.register("red_packet") { message in
      guard case .redPacket(let packet) = message.message.media else { return nil }
      return RedPacketNode(packet: packet, placement: WalletCardPlacement(message: message))
    }
    registry.register("transfer") { message in
      guard case .transfer(let transfer) = message.message.media else { return nil }
      return TransferNode(transfer: transfer, placement: WalletCardPlacement(message: message))
    }
  }
}
