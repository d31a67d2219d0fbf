/// The `call` content kind: its value, fields, summary and node.
public enum CallKind: RenderableContentKind {
  public static let typeName = "call"

  public static func decode(_ fields: ObjectReader) -> CallMedia {
    CallMedia(
      video: fields.bool("video") ?? false, duration: fields.duration(), missed: fields.bool("missed") ?? false,
      declined: fields.bool("declined") ?? false)
  }

  public static func encode(_ call: CallMedia, to fields: ObjectWriter) {
    fields.flag("video", call.video)
    fields.write("duration", call.duration)
    fields.flag("missed", call.missed)
    fields.flag("declined", call.declined)
  }

  public static func summary(of call: CallMedia, strings: PresentationStrings) -> String {
    // "Missed call" (declined ones too), or "Call 3:05" / "Video call 3:05" (no duration when unknown or zero).
    if call.missed || call.declined { return strings.missedCall }
    let kind = call.video ? strings.videoCall : strings.call
    guard let duration = call.duration, duration > 0 else { return kind }
    return "\(kind) \(DurationFormat.string(seconds: duration))"
  }

  public static func node(for call: CallMedia, in message: PresentedMessage) -> (any ContentNode)? {
    CallNode(call: call)
  }
}

public struct CallMedia: Sendable, Hashable {
  public var video: Bool
  public var duration: Double?
  public var missed: Bool
  /// The one called declined it (WeChat says so; other themes draw it as missed).
  public var declined: Bool
  public init(video: Bool = false, duration: Double? = nil, missed: Bool = false, declined: Bool = false) {
    self.video = video
    self.duration = duration
    self.missed = missed
    self.declined = declined
  }
}

extension MessageContent {
  public static func call(_ call: CallMedia) -> MessageContent { MessageContent(CallKind.self, call) }
  public var call: CallMedia? { content(of: CallKind.self) }
}
