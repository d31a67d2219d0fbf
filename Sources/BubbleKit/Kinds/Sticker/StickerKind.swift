/// The `sticker` content kind: its value, fields, summary and node.
public enum StickerKind: RenderableContentKind {
  public static let typeName = "sticker"
  public static let traits = ContentTraits(isBubbleless: true)

  public static func decode(_ fields: ObjectReader) -> StickerMedia {
    StickerMedia(
      src: fields.field("src")?.mediaSource(), width: fields.dimension("width"), height: fields.dimension("height"),
      emoji: fields.string("emoji"))
  }

  public static func encode(_ sticker: StickerMedia, to fields: ObjectWriter) {
    fields.write("src", sticker.src)
    fields.write("width", sticker.width)
    fields.write("height", sticker.height)
    fields.write("emoji", sticker.emoji)
  }

  public static func summary(of sticker: StickerMedia, strings: PresentationStrings) -> String {
    MediaSummary.joined(sticker.emoji, strings.sticker)
  }

  public static func images(of sticker: StickerMedia) -> [ContentImage] {
    sticker.src.map { [ContentImage($0)] } ?? []
  }

  public static func node(for sticker: StickerMedia, in message: PresentedMessage) -> (any ContentNode)? {
    StickerNode(sticker: sticker)
  }
}

public struct StickerMedia: Sendable, Hashable {
  public var src: MediaSource?
  public var width: Int?
  public var height: Int?
  public var emoji: String?
  public init(src: MediaSource?, width: Int? = nil, height: Int? = nil, emoji: String? = nil) {
    self.src = src
    self.width = width
    self.height = height
    self.emoji = emoji
  }
}

extension MessageContent {
  public static func sticker(_ sticker: StickerMedia) -> MessageContent { MessageContent(StickerKind.self, sticker) }
  public var sticker: StickerMedia? { content(of: StickerKind.self) }
}
