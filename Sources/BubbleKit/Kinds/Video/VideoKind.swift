/// The `video` content kind: its value, fields, summary and node.
public enum VideoKind: RowSplittingContentKind {
  public static let typeName = "video"

  public static func decode(_ fields: ObjectReader) -> VideoMedia {
    VideoMedia(
      poster: fields.field("poster")?.mediaSource(), width: fields.dimension("width"),
      height: fields.dimension("height"), duration: fields.duration())
  }

  public static func encode(_ video: VideoMedia, to fields: ObjectWriter) {
    fields.write("poster", video.poster)
    fields.write("width", video.width)
    fields.write("height", video.height)
    fields.write("duration", video.duration)
  }

  public static func summary(of video: VideoMedia, strings: PresentationStrings) -> String {
    strings.video
  }

  public static func images(of video: VideoMedia) -> [ContentImage] {
    video.poster.map { [ContentImage($0)] } ?? []
  }

  public static func rows(of video: VideoMedia, style: Style) -> MessageRows? {
    style.caption == .separate ? MessageRows(media: [.video(video)], captionApart: true) : nil
  }

  public static func node(for video: VideoMedia, in message: PresentedMessage) -> (any ContentNode)? {
    VideoNode(video: video, hasCaption: message.hasCaption)
  }
}

public struct VideoMedia: Sendable, Hashable {
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

extension MessageContent {
  public static func video(_ video: VideoMedia) -> MessageContent { MessageContent(VideoKind.self, video) }
  public var video: VideoMedia? { content(of: VideoKind.self) }
}
