/// Maps content kinds to node factories (Telegram's
/// `contentNodeMessagesAndClassesForItem`, NIMKit's content-config factory).
///
/// A message is first described as an ordered list of content kinds
/// (`sender_name`, `forward_header`, `reply_header`, its media type, `text` or
/// `big_emoji`, `reactions`); each kind's factory makes the node. Adding a kind
/// means writing its node and registering it here; library users can register
/// their own kinds or override built-in ones.
public struct ContentNodeRegistry: Sendable {
  public typealias Factory = @Sendable (PresentedMessage) -> (any ContentNode)?

  private var factories: [String: Factory] = [:]

  public init() {}

  public mutating func register(_ kind: String, factory: @escaping Factory) {
    factories[kind] = factory
  }

  public func factory(for kind: String) -> Factory? { factories[kind] }

  public var kinds: [String] { factories.keys.sorted() }

  /// The content kinds of a message, top to bottom.
  public static func contentKinds(of message: PresentedMessage) -> [String] {
    var kinds: [String] = []
    if message.senderName != nil { kinds.append(ContentKind.senderName) }
    if message.forwardedFrom != nil { kinds.append(ContentKind.forwardHeader) }
    if message.reply != nil { kinds.append(ContentKind.replyHeader) }
    let media = message.message.media
    // A link preview is a card under the text; other media come before their caption.
    let mediaGoesFirst = media.map { if case .linkPreview = $0 { false } else { true } } ?? false
    if let media, mediaGoesFirst { kinds.append(media.typeName) }
    if message.isBigEmoji {
      kinds.append(ContentKind.bigEmoji)
    } else if let text = message.message.text, !text.plainText.isEmpty {
      kinds.append(ContentKind.text)
    }
    if let media, !mediaGoesFirst { kinds.append(media.typeName) }
    if !message.message.reactions.isEmpty { kinds.append(ContentKind.reactions) }
    return kinds
  }

  /// The nodes of a message; a kind without a factory, or whose factory
  /// gives up, becomes an "unsupported message" node.
  public func nodes(for message: PresentedMessage) -> [any ContentNode] {
    Self.contentKinds(of: message).map { kind in
      factories[kind]?(message) ?? UnsupportedNode(kind: kind)
    }
  }
}

/// Names of the built-in content kinds that are not media types.
public enum ContentKind {
  public static let forwardHeader = "forward_header"
  public static let replyHeader = "reply_header"
  public static let senderName = "sender_name"
  public static let text = "text"
  public static let bigEmoji = "big_emoji"
  public static let reactions = "reactions"
}
