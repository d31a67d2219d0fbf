/// The `album` content kind: its value, fields, summary and node.
public enum AlbumKind: RowSplittingContentKind {
  public static let typeName = "album"

  public static func decode(_ fields: ObjectReader) -> [AlbumItem] {
    let minimumCount = 2
    guard let itemsField = fields.requiredField("items"),
      let items = itemsField.elements(maxCount: fields.limits.maxAlbumItems)
    else { return [] }
    if items.count < minimumCount {
      itemsField.error("an album needs at least \(minimumCount) items, found \(items.count)")
    }
    return items.compactMap(decodeItem)
  }

  private static func decodeItem(_ item: JSONField) -> AlbumItem? {
    guard let reader = item.object(), let typeField = reader.requiredField("type"), let type = typeField.string()
    else { return nil }
    defer { reader.finish() }
    switch type {
    case ImageKind.typeName: return .image(ImageKind.decode(reader))
    case VideoKind.typeName: return .video(VideoKind.decode(reader))
    default:
      typeField.error("unknown album item type \(JSONText.quoted(type)); expected one of image, video")
      return nil
    }
  }

  public static func encode(_ album: [AlbumItem], to fields: ObjectWriter) {
    fields.objects("items", album) { item, fields in
      switch item {
      case .image(let image):
        fields.write("type", ImageKind.typeName)
        ImageKind.encode(image, to: fields)
      case .video(let video):
        fields.write("type", VideoKind.typeName)
        VideoKind.encode(video, to: fields)
      }
    }
  }

  public static func summary(of album: [AlbumItem], strings: PresentationStrings) -> String {
    strings.album
  }

  public static func images(of album: [AlbumItem]) -> [ContentImage] {
    album.enumerated().compactMap { index, item in
      let source: MediaSource? =
        switch item {
        case .image(let image): image.src
        case .video(let video): video.poster
        }
      return source.map { ContentImage($0, role: "item \(index + 1)") }
    }
  }

  /// `separate`: each item a message of its own, as if sent one by one (WeChat).
  public static func rows(of album: [AlbumItem], style: Style) -> MessageRows? {
    let apart = style.caption == .separate
    switch style.layout {
    case .mosaic, .stack: return apart ? MessageRows(media: [.album(album)], captionApart: true) : nil
    case .separate: return MessageRows(media: album.map(\.content), captionApart: apart)
    }
  }

  public static func node(for album: [AlbumItem], in message: PresentedMessage) -> (any ContentNode)? {
    album.isEmpty ? nil : AlbumNode(items: album, hasCaption: message.hasCaption)
  }
}

public enum AlbumItem: Sendable, Hashable {
  case image(ImageMedia)
  case video(VideoMedia)

  /// The item as a message's content of its own.
  public var content: MessageContent {
    switch self {
    case .image(let image): .image(image)
    case .video(let video): .video(video)
    }
  }
}

extension MessageContent {
  public static func album(_ album: [AlbumItem]) -> MessageContent { MessageContent(AlbumKind.self, album) }
  public var album: [AlbumItem]? { content(of: AlbumKind.self) }
}
