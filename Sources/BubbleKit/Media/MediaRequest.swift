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
    var requests = (presented.message.media?.images ?? []).map { image in
      MediaRequest(source: image.source, owner: image.role.map { "\(owner) \($0)" } ?? owner)
    }
    if let avatar = presented.avatar?.source { requests.append(MediaRequest(source: avatar, owner: owner + " avatar")) }
    if let quoted = presented.reply?.avatar?.source {
      requests.append(MediaRequest(source: quoted, owner: owner + " reply avatar"))
    }
    return requests
  }
}
