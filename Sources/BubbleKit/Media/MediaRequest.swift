/// One image a render needs, and who a warning about it names ("message m17").
public struct MediaRequest: Sendable, Hashable {
  public var source: MediaSource
  public var owner: String

  public init(source: MediaSource, owner: String) {
    self.source = source
    self.owner = owner
  }
}

extension MediaRequest {
  /// What the presented conversation draws, in its order: each message's media (album items
  /// by position), then the avatar beside it. The same owners the nodes name.
  public static func conversation(_ items: [PresentationItem]) -> [MediaRequest] {
    items.flatMap { item -> [MediaRequest] in
      guard case .message(let presented) = item else { return [] }
      return message(presented)
    }
  }

  static func message(_ presented: PresentedMessage) -> [MediaRequest] {
    let owner = "message \(presented.message.id)"
    var requests = presented.message.media.map { media(of: $0, owner: owner) } ?? []
    if let avatar = presented.avatar?.source { requests.append(MediaRequest(source: avatar, owner: owner + " avatar")) }
    return requests
  }

  private static func media(of media: Media, owner: String) -> [MediaRequest] {
    let sources: [(MediaSource?, String)] =
      switch media {
      case .image(let image): [(image.src, owner)]
      case .video(let video): [(video.poster, owner)]
      case .sticker(let sticker): [(sticker.src, owner)]
      case .location(let location): [(location.src, owner)]
      case .linkPreview(let preview): [(preview.image, owner)]
      case .contact(let contact): [(contact.avatar, owner + " contact avatar")]
      case .album(let items): items.enumerated().map { albumSource($1, owner: "\(owner) item \($0 + 1)") }
      case .voice, .audio, .file, .call, .poll, .redPacket, .transfer, .custom: []
      }
    return sources.compactMap { source, owner in source.map { MediaRequest(source: $0, owner: owner) } }
  }

  private static func albumSource(_ item: AlbumItem, owner: String) -> (MediaSource?, String) {
    switch item {
    case .image(let image): (image.src, owner)
    case .video(let video): (video.poster, owner)
    }
  }
}
