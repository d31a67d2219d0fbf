/// A content kind the renderer can draw: the core's `ContentKind` (type name, fields, summary,
/// traits, images) plus its content node. Built-in kinds (Sources/BubbleKit/Kinds) and a user's
/// own register the same way: `registry.register(OrderCardKind.self)`.
public protocol RenderableContentKind: ContentKind {
  /// The node that lays out and draws `content` in `message`; `nil` draws an
  /// "unsupported message" bubble instead.
  static func node(for content: Content, in message: PresentedMessage) -> (any ContentNode)?
}

extension PresentedMessage {
  /// The message text is a caption of its media.
  public var hasCaption: Bool { !(message.text?.plainText.isEmpty ?? true) }
}
