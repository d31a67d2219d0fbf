/// The `image` content kind: its value, fields, summary and node.
public enum ImageKind: RowSplittingContentKind {
  public static let typeName = "image"

  public static func decode(_ fields: ObjectReader) -> ImageMedia {
    ImageMedia(
      src: fields.field("src")?.mediaSource(), width: fields.dimension("width"), height: fields.dimension("height"))
  }

  public static func encode(_ image: ImageMedia, to fields: ObjectWriter) {
    fields.write("src", image.src)
    fields.write("width", image.width)
    fields.write("height", image.height)
  }

  public static func summary(of image: ImageMedia, strings: PresentationStrings) -> String {
    strings.photo
  }

  public static func images(of image: ImageMedia) -> [ContentImage] {
    image.src.map { [ContentImage($0)] } ?? []
  }

  public static func rows(of image: ImageMedia, style: Style) -> MessageRows? {
    style.caption == .separate ? MessageRows(media: [.image(image)], captionApart: true) : nil
  }

  public static func node(for image: ImageMedia, in message: PresentedMessage) -> (any ContentNode)? {
    ImageNode(image: image, hasCaption: message.hasCaption)
  }
}

public struct ImageMedia: Sendable, Hashable {
  public var src: MediaSource?
  /// Pixel size hints; used for the aspect ratio before decoding.
  public var width: Int?
  public var height: Int?
  public init(src: MediaSource?, width: Int? = nil, height: Int? = nil) {
    self.src = src
    self.width = width
    self.height = height
  }
}

extension MessageContent {
  public static func image(_ image: ImageMedia) -> MessageContent { MessageContent(ImageKind.self, image) }
  public var image: ImageMedia? { content(of: ImageKind.self) }
}
