/// Everything the core knows about one kind of message content, a `media.type` of the format:
/// its type name, how its fields decode (with located errors) and encode, how it reads in one line, where
/// it sits in a message, and which images it needs. The renderer adds how it draws
/// (`RenderableContentKind` in BubbleKit); built-in kinds and a user's own register the same way.
public protocol ContentKind: Sendable {
  /// The kind's value, decoded from its JSON object.
  associatedtype Content: Sendable & Hashable
  /// The kind's theme keys (`kinds.<type>` in a theme file), if it has any.
  associatedtype Style: ContentStyle = NoContentStyle

  /// The `type` of the format's `media` object ("image", "poll", "order_card").
  static var typeName: String { get }

  /// Where the content goes among a message's parts.
  static var traits: ContentTraits { get }

  /// Reads the kind's fields (`type` is already read). Problems go to `fields.error(...)` or
  /// `fields.warning(...)`, which locate them; any error rejects the document, so the value
  /// returned then is never drawn and may hold placeholders.
  static func decode(_ fields: ObjectReader) -> Content

  /// Writes the kind's fields, the way back of `decode` (`type` is written already), for
  /// `ConversationEncoder`: decoding what it writes must give `content` again. Fields come out
  /// in the order written; leave out what `decode` reads as missing (`nil`, `fields.flag`).
  static func encode(_ content: Content, to fields: ObjectWriter)

  /// A few words naming the content, for reply headers and inbox rows ("Photo", "📊 Lunch?").
  static func summary(of content: Content, strings: PresentationStrings) -> String

  /// The images the content needs, for the resolve stage, in drawing order.
  static func images(of content: Content) -> [ContentImage]

  /// The values of the kind's theme keys when a theme leaves them out.
  static var defaultStyle: Style { get }

  /// JSON Schema of the kind's `media` object without its `type`, for docs/conversation.schema.json
  /// (`bubbles schema conversation` adds `type`).
  static var fieldsSchema: String { get }

  /// A `media` object of the kind and the summary it reads as in English, for the conformance
  /// suite over the registered kinds (decoded, summarised, drawn in every theme).
  static var example: ContentKindExample? { get }
}

/// A kind's sample content: a message's `media` object as JSON, and its `summary`.
public struct ContentKindExample: Sendable, Hashable {
  public var media: String
  public var summary: String

  public init(media: String, summary: String) {
    self.media = media
    self.summary = summary
  }
}

extension ContentKind where Style == NoContentStyle {
  public static var defaultStyle: NoContentStyle { NoContentStyle() }
}

extension ContentKind {
  public static var traits: ContentTraits { ContentTraits() }
  public static func images(of content: Content) -> [ContentImage] { [] }
  public static var fieldsSchema: String { #"{ "type": "object" }"# }
  public static var example: ContentKindExample? { nil }
}

/// Where a kind's content sits in a message.
public struct ContentTraits: Sendable, Hashable {
  public enum Order: Sendable, Hashable {
    /// Above the text, which becomes its caption (photos, files).
    case beforeText
    /// Below the text, as a card about it (link previews).
    case afterText
  }

  public var order: Order
  /// Drawn without a bubble around the message (stickers); the sender's avatar says who sent it.
  public var isBubbleless: Bool
  /// With text, the one-line summary is the text alone (a link preview only describes its text).
  public var summaryDefersToText: Bool

  public init(order: Order = .beforeText, isBubbleless: Bool = false, summaryDefersToText: Bool = false) {
    self.order = order
    self.isBubbleless = isBubbleless
    self.summaryDefersToText = summaryDefersToText
  }
}

/// An image a content kind draws, and what it is to the message ("contact avatar", "item 2"),
/// for warnings that name it ("message m17 contact avatar: a.jpg: file not found").
public struct ContentImage: Sendable, Hashable {
  public var source: MediaSource
  public var role: String?

  public init(_ source: MediaSource, role: String? = nil) {
    self.source = source
    self.role = role
  }
}
