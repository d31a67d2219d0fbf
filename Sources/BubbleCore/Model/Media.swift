/// At most one per message; an album is one media object.
public enum Media: Sendable, Equatable {
  case image(ImageMedia)
  case album([AlbumItem])
  case video(VideoMedia)
  case voice(VoiceMedia)
  case audio(AudioMedia)
  case file(FileMedia)
  case location(LocationMedia)
  case contact(ContactMedia)
  case sticker(StickerMedia)
  case linkPreview(LinkPreviewMedia)
  case call(CallMedia)
  case poll(PollMedia)
  case redPacket(RedPacketMedia)
  case transfer(TransferMedia)
  /// A type registered by the library's user, drawn by their own content node.
  case custom(CustomMedia)

  /// The `type` string of the format; also the content-kind key of the node registry.
  public var typeName: String {
    switch self {
    case .image: "image"
    case .album: "album"
    case .video: "video"
    case .voice: "voice"
    case .audio: "audio"
    case .file: "file"
    case .location: "location"
    case .contact: "contact"
    case .sticker: "sticker"
    case .linkPreview: "link_preview"
    case .call: "call"
    case .poll: "poll"
    case .redPacket: "red_packet"
    case .transfer: "transfer"
    case .custom(let custom): custom.type
    }
  }

  public static let typeNames = [
    "image", "album", "video", "voice", "audio", "file", "location", "contact", "sticker",
    "link_preview", "call", "poll", "red_packet", "transfer",
  ]
}

public enum AlbumItem: Sendable, Equatable {
  case image(ImageMedia)
  case video(VideoMedia)
}

public struct ImageMedia: Sendable, Equatable {
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

public struct VideoMedia: Sendable, Equatable {
  public var poster: MediaSource?
  public var width: Int?
  public var height: Int?
  /// Seconds.
  public var duration: Double?
  public init(poster: MediaSource?, width: Int? = nil, height: Int? = nil, duration: Double? = nil) {
    self.poster = poster
    self.width = width
    self.height = height
    self.duration = duration
  }
}

public struct VoiceMedia: Sendable, Equatable {
  public var duration: Double
  /// Bar heights 0...31.
  public var waveform: [Int]?
  public var played: Bool
  public init(duration: Double, waveform: [Int]? = nil, played: Bool = false) {
    self.duration = duration
    self.waveform = waveform
    self.played = played
  }
}

public struct AudioMedia: Sendable, Equatable {
  public var title: String?
  public var performer: String?
  public var duration: Double?
  public init(title: String? = nil, performer: String? = nil, duration: Double? = nil) {
    self.title = title
    self.performer = performer
    self.duration = duration
  }
}

public struct FileMedia: Sendable, Equatable {
  public var name: String
  /// Bytes.
  public var size: Int64?
  public var mime: String?
  public init(name: String, size: Int64? = nil, mime: String? = nil) {
    self.name = name
    self.size = size
    self.mime = mime
  }
}

public struct LocationMedia: Sendable, Equatable {
  public var latitude: Double
  public var longitude: Double
  public var title: String?
  public var address: String?
  public var src: MediaSource?
  public init(
    latitude: Double, longitude: Double, title: String? = nil, address: String? = nil,
    src: MediaSource? = nil
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.title = title
    self.address = address
    self.src = src
  }
}

public struct ContactMedia: Sendable, Equatable {
  public var name: String
  public var phone: String?
  public var avatar: MediaSource?
  public init(name: String, phone: String? = nil, avatar: MediaSource? = nil) {
    self.name = name
    self.phone = phone
    self.avatar = avatar
  }
}

public struct StickerMedia: Sendable, Equatable {
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

public struct LinkPreviewMedia: Sendable, Equatable {
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

public struct CallMedia: Sendable, Equatable {
  public var video: Bool
  public var duration: Double?
  public var missed: Bool
  public init(video: Bool = false, duration: Double? = nil, missed: Bool = false) {
    self.video = video
    self.duration = duration
    self.missed = missed
  }
}

public struct PollMedia: Sendable, Equatable {
  public struct Option: Sendable, Equatable {
    public var text: String
    public var votes: Int
    public init(text: String, votes: Int) {
      self.text = text
      self.votes = votes
    }
  }
  public var question: String
  public var options: [Option]
  public var totalVoters: Int?
  public init(question: String, options: [Option], totalVoters: Int? = nil) {
    self.question = question
    self.options = options
    self.totalVoters = totalVoters
  }
}

public struct RedPacketMedia: Sendable, Equatable {
  public var greeting: String?
  public var opened: Bool
  public init(greeting: String? = nil, opened: Bool = false) {
    self.greeting = greeting
    self.opened = opened
  }
}

public struct TransferMedia: Sendable, Equatable {
  public var amount: String
  public var note: String?
  public var accepted: Bool
  public init(amount: String, note: String? = nil, accepted: Bool = false) {
    self.amount = amount
    self.note = note
    self.accepted = accepted
  }
}

/// Media of a type the format does not define, for a custom content node:
/// the whole JSON object, read with the typed accessors.
public struct CustomMedia: Sendable, Equatable {
  public var type: String
  public var fields: JSONValue

  public init(type: String, fields: JSONValue) {
    self.type = type
    self.fields = fields
  }

  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = fields else { return nil }
    return members.first { $0.key == key }?.value.value
  }

  public func string(_ key: String) -> String? {
    if case .string(let value) = self[key] { return value }
    return nil
  }

  public func number(_ key: String) -> Double? {
    if case .number(let value, _) = self[key] { return value }
    return nil
  }

  public func bool(_ key: String) -> Bool? {
    if case .bool(let value) = self[key] { return value }
    return nil
  }
}
