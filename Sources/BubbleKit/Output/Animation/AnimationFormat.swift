import BubbleGraphics

/// A moving-image format a chat story is written in: its name, its files and the writer that
/// makes them. Like `OutputFormat`, a value: the built-in ones (one file each beside this one)
/// use the same public initialiser a program uses for a format of its own, and `allCases` lists
/// them (`bubbles animate --format`, the service's `format=`, help and messages).
public struct AnimationFormat: Sendable, Hashable, CustomStringConvertible {
  public typealias MakeWriter = @Sendable (AnimationSettings) throws(GraphicsError) -> any AnimationWriting

  /// Lowercase, as typed after `--format`: "mp4".
  public let name: String
  /// File name extensions, lowercase; the first is the one written.
  public let extensions: [String]
  /// The HTTP `Content-Type` of a file in this format.
  public let mediaType: String
  /// Holds a sound track (`StoryOptions.sound`).
  public let carriesSound: Bool
  /// Keeps a clear canvas clear (a sticker's).
  public let keepsAlpha: Bool
  /// Its frames' sides must be even (4:2:0 video).
  public let needsEvenSize: Bool
  public let makeWriter: MakeWriter

  public init(
    name: String, extensions: [String], mediaType: String, carriesSound: Bool = false, keepsAlpha: Bool = true,
    needsEvenSize: Bool = false, makeWriter: @escaping MakeWriter
  ) {
    self.name = name
    self.extensions = extensions
    self.mediaType = mediaType
    self.carriesSound = carriesSound
    self.keepsAlpha = keepsAlpha
    self.needsEvenSize = needsEvenSize
    self.makeWriter = makeWriter
  }

  /// The built-in formats, in the order help lists them: the one line a new format adds itself to.
  public static let allCases: [AnimationFormat] = [.mp4, .webm, .webp, .gif, .apng]

  public var description: String { name }
  public var preferredExtension: String { extensions[0] }

  public static func == (lhs: AnimationFormat, rhs: AnimationFormat) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// "mp4, webm, webp, gif, apng", for messages and help.
  public static var names: String { allCases.map(\.name).joined(separator: ", ") }

  /// A format's name or one of its extensions (case-insensitive).
  public static func named(_ name: String) -> AnimationFormat? {
    allCases.first { $0.name == name.lowercased() } ?? forExtension(name)
  }

  public static func forExtension(_ fileExtension: String) -> AnimationFormat? {
    allCases.first { $0.extensions.contains(fileExtension.lowercased()) }
  }
}

extension AnimationFormat: Codable {
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let format = Self.named(name) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "no animation format \"\(name)\"; formats: \(Self.names)"))
    }
    self = format
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
