/// The `audio` content kind: its value, fields, summary and node.
public enum AudioKind: RenderableContentKind {
  public static let typeName = "audio"

  public static func decode(_ fields: ObjectReader) -> AudioMedia {
    AudioMedia(title: fields.string("title"), performer: fields.string("performer"), duration: fields.duration())
  }

  public static func encode(_ audio: AudioMedia, to fields: ObjectWriter) {
    fields.write("title", audio.title)
    fields.write("performer", audio.performer)
    fields.write("duration", audio.duration)
  }

  public static func summary(of audio: AudioMedia, strings: PresentationStrings) -> String {
    let parts = [audio.title, audio.performer].compactMap { $0.flatMap(MediaSummary.nonEmpty) }
    return parts.isEmpty ? strings.audio : parts.joined(separator: " — ")
  }

  public static func node(for audio: AudioMedia, in message: PresentedMessage) -> (any ContentNode)? {
    AudioNode(audio: audio)
  }
}

public struct AudioMedia: Sendable, Hashable {
  public var title: String?
  public var performer: String?
  public var duration: Double?
  public init(title: String? = nil, performer: String? = nil, duration: Double? = nil) {
    self.title = title
    self.performer = performer
    self.duration = duration
  }
}

extension MessageContent {
  public static func audio(_ audio: AudioMedia) -> MessageContent { MessageContent(AudioKind.self, audio) }
  public var audio: AudioMedia? { content(of: AudioKind.self) }
}
