/// A content kind whose theme may draw one message as several rows, as if sent one by one: an
/// album as separate photos (WeChat), a caption as a text bubble of its own (iMessage, WeChat).
/// The split is planned before layout (`MessageRowSplit`); each row is then an ordinary message.
public protocol RowSplittingContentKind: RenderableContentKind {
  /// The rows `content` becomes in a theme with `style`, or `nil` to keep the message whole.
  static func rows(of content: Content, style: Style) -> MessageRows?
}

/// How a message is split: one row per media content, top to bottom, then its caption (the
/// message's text) as a row of its own when `captionApart`.
public struct MessageRows: Sendable {
  public var media: [MessageContent]
  public var captionApart: Bool

  public init(media: [MessageContent], captionApart: Bool) {
    self.media = media
    self.captionApart = captionApart
  }
}

/// Where a photo's or video's caption goes (`kinds.image.caption`, `kinds.video.caption`,
/// `kinds.album.caption`).
public enum CaptionPlacement: String, Codable, Sendable, Hashable, CaseIterable {
  /// Under the media, in the same bubble (Telegram, WhatsApp).
  case inside
  /// A text bubble of its own under the bare media (iMessage, WeChat).
  case separate
}

extension ContentNodeRegistry {
  typealias Splitter = @Sendable (PresentedMessage, KindStyles) -> MessageRows?

  static func splitter<Kind: RowSplittingContentKind>(_ kind: Kind.Type) -> Splitter {
    { message, styles in
      message.message.media?.content(of: Kind.self).flatMap { Kind.rows(of: $0, style: styles.style(for: Kind.self)) }
    }
  }
}
