/// The `link_preview` content kind: its value, fields, summary and node.
public enum LinkPreviewKind: RenderableContentKind {
  public static let typeName = "link_preview"
  public static let traits = ContentTraits(order: .afterText, summaryDefersToText: true)

  public static func decode(_ fields: ObjectReader) -> LinkPreviewMedia {
    LinkPreviewMedia(
      url: fields.requiredString("url", nonEmpty: true) ?? "", siteName: fields.string("site_name"),
      title: fields.string("title"), description: fields.string("description"),
      image: fields.field("image")?.mediaSource())
  }

  public static func encode(_ preview: LinkPreviewMedia, to fields: ObjectWriter) {
    fields.write("url", preview.url)
    fields.write("site_name", preview.siteName)
    fields.write("title", preview.title)
    fields.write("description", preview.description)
    fields.write("image", preview.image)
  }

  public static func summary(of preview: LinkPreviewMedia, strings: PresentationStrings) -> String {
    [preview.title, preview.siteName, preview.url].lazy.compactMap { $0.flatMap(MediaSummary.nonEmpty) }.first
      ?? preview.url
  }

  public static func images(of preview: LinkPreviewMedia) -> [ContentImage] {
    preview.image.map { [ContentImage($0)] } ?? []
  }

  public static func node(for preview: LinkPreviewMedia, in message: PresentedMessage) -> (any ContentNode)? {
    LinkPreviewNode(preview: preview, messageText: message.message.text?.plainText)
  }
}

public struct LinkPreviewMedia: Sendable, Hashable {
  public var url: String
  public var siteName: String?
  public var title: String?
  public var description: String?
  public var image: MediaSource?
  public init(
    url: String, siteName: String? = nil, title: String? = nil, description: String? = nil,
    image: MediaSource? = nil
  ) {
    self.url = url
    self.siteName = siteName
    self.title = title
    self.description = description
    self.image = image
  }
}

extension MessageContent {
  public static func linkPreview(_ linkPreview: LinkPreviewMedia) -> MessageContent {
    MessageContent(LinkPreviewKind.self, linkPreview)
  }
  public var linkPreview: LinkPreviewMedia? { content(of: LinkPreviewKind.self) }
}
