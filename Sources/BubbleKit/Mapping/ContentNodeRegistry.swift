/// Maps content kinds to node factories (Telegram's
/// `contentNodeMessagesAndClassesForItem`, NIMKit's content-config factory).
///
/// A message is first described as an ordered list of content kinds
/// (`sender_name`, `forward_header`, `reply_header`, its media type, `text` or
/// `big_emoji`, `reactions`); each kind's factory makes the node. Content kinds
/// (`media.type`s) are plug-ins: `register(ImageKind.self)` brings the kind's decoding,
/// summary and traits (`contentKinds`, for the decoder) and its node. Library users register
/// their own kinds the same way, or override built-in ones.
public struct ContentNodeRegistry: Sendable {
  public typealias Factory = @Sendable (PresentedMessage) -> (any ContentNode)?

  private var factories: [String: Factory] = [:]
  private var splitters: [String: Splitter] = [:]
  /// The content kinds a conversation may use: pass them to `ConversationDecoder.decode`.
  public private(set) var contentKinds = ContentKinds()

  public init() {}

  /// Registers a content kind: its decoding for `contentKinds` and its node.
  public mutating func register<Kind: RenderableContentKind>(_ kind: Kind.Type) {
    add(kind)
  }

  /// Registers a kind given as an existential, as in a list of kinds.
  public mutating func register(_ kind: any RenderableContentKind.Type) {
    add(kind)  // opens the existential
  }

  private mutating func add<Kind: RenderableContentKind>(_ kind: Kind.Type) {
    contentKinds.register(kind)
    factories[Kind.typeName] = { message in
      message.message.media?.content(of: Kind.self).flatMap { Kind.node(for: $0, in: message) }
    }
    splitters[Kind.typeName] = (kind as? any RowSplittingContentKind.Type).map { Self.splitter($0) }
  }

  /// How the theme splits `message` into rows, or `nil` to keep it whole.
  func rows(of message: PresentedMessage, styles: KindStyles) -> MessageRows? {
    message.message.media.flatMap { splitters[$0.typeName] }?(message, styles)
  }

  public mutating func register(_ kind: String, factory: @escaping Factory) {
    factories[kind] = factory
    splitters[kind] = nil
  }

  public func factory(for kind: String) -> Factory? { factories[kind] }

  public var kinds: [String] { factories.keys.sorted() }

  /// The content kinds of a message, top to bottom.
  public static func contentKinds(of message: PresentedMessage) -> [String] {
    var kinds: [String] = []
    if message.senderName != nil { kinds.append(MessagePart.senderName) }
    // A deleted message kept as a bubble shows that it was deleted, nothing of what it was.
    if message.message.kind == .recalled { return kinds + [MessagePart.deleted] }
    if message.forwardedFrom != nil { kinds.append(MessagePart.forwardHeader) }
    if message.reply != nil { kinds.append(MessagePart.replyHeader) }
    let media = message.message.media
    // Most media come before their caption; some (a link preview) are a card under the text.
    let mediaGoesFirst = media.map { $0.traits.order == .beforeText } ?? false
    if let media, mediaGoesFirst { kinds.append(media.typeName) }
    if message.isBigEmoji {
      kinds.append(MessagePart.bigEmoji)
    } else if let text = message.message.text, !text.plainText.isEmpty {
      kinds.append(MessagePart.text)
    }
    if let media, !mediaGoesFirst { kinds.append(media.typeName) }
    if !message.message.reactions.isEmpty { kinds.append(MessagePart.reactions) }
    return kinds
  }

  /// The nodes of a message; a kind without a factory, or whose factory
  /// gives up, becomes an "unsupported message" node.
  /// Kinds named in `unsupported` (the theme's `media.unsupported_kinds`, a few names) are
  /// unsupported whatever is registered.
  public func nodes(for message: PresentedMessage, unsupported: [String] = []) -> [any ContentNode] {
    Self.contentKinds(of: message).map { kind in
      unsupported.contains(kind)
        ? UnsupportedNode(kind: kind) : factories[kind]?(message) ?? UnsupportedNode(kind: kind)
    }
  }
}

/// Names of the built-in content kinds that are not media types.
public enum MessagePart {
  public static let forwardHeader = "forward_header"
  public static let replyHeader = "reply_header"
  public static let senderName = "sender_name"
  public static let text = "text"
  public static let bigEmoji = "big_emoji"
  public static let reactions = "reactions"
  public static let deleted = "deleted"
}
