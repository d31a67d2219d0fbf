/// The `voice` content kind: its value, fields, summary and node.
public enum VoiceKind: RenderableContentKind {
  public static let typeName = "voice"

  public static func decode(_ fields: ObjectReader) -> VoiceMedia {
    let duration = fields.requiredField("duration")?.number(in: InputNumberRanges.durationSeconds)
    let maxBarHeight = 31
    let waveform = fields.field("waveform")?
      .elements(maxCount: fields.limits.maxWaveformSamples)?
      .map { $0.integer(in: 0...maxBarHeight) ?? 0 }
    return VoiceMedia(duration: duration ?? 0, waveform: waveform, played: fields.bool("played") ?? false)
  }

  public static func encode(_ voice: VoiceMedia, to fields: ObjectWriter) {
    fields.write("duration", voice.duration)
    fields.write("waveform", voice.waveform)
    fields.flag("played", voice.played)
  }

  public static func summary(of voice: VoiceMedia, strings: PresentationStrings) -> String {
    MediaSummary.fill(strings.voiceMessage, with: DurationFormat.string(seconds: voice.duration))
  }

  public static func node(for voice: VoiceMedia, in message: PresentedMessage) -> (any ContentNode)? {
    VoiceNode(voice: voice)
  }
}

public struct VoiceMedia: Sendable, Hashable {
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

extension MessageContent {
  public static func voice(_ voice: VoiceMedia) -> MessageContent { MessageContent(VoiceKind.self, voice) }
  public var voice: VoiceMedia? { content(of: VoiceKind.self) }
}
