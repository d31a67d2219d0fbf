/// The `typing` content kind: another's "typing..." as three pulsing dots in a bubble (Telegram,
/// WhatsApp, iMessage), or, in a theme whose `kinds.typing.in_title` is set, as words in place of the
/// chat's title (WeChat, NIM). Chat stories show it before each message of another; a
/// conversation may hold one too (a screenshot of someone typing).
public enum TypingKind: RenderableContentKind {
  public static let typeName = "typing"

  public static func decode(_ fields: ObjectReader) -> TypingMedia {
    TypingMedia(step: fields.field("step")?.integer(in: TypingMedia.stepRange) ?? 0)
  }

  public static func encode(_ typing: TypingMedia, to fields: ObjectWriter) {
    fields.write("step", typing.step == 0 ? nil : typing.step)
  }

  public static func summary(of typing: TypingMedia, strings: PresentationStrings) -> String { "typing…" }

  public static func node(for typing: TypingMedia, in message: PresentedMessage) -> (any ContentNode)? {
    TypingNode(step: typing.step)
  }

  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "typing", "step": 2 }"#, summary: "typing…")

  public static let fieldsSchema = #"""
    {
      "description": "Someone typing: three pulsing dots in a bubble.",
      "type": "object",
      "properties": {
        "step": {
          "description": "Which moment of the dots' pulse, 0 to 7 (a chat story's frames step through them). Default 0.",
          "type": ["integer", "null"],
          "minimum": 0,
          "maximum": 7
        }
      }
    }
    """#
}

public struct TypingMedia: Sendable, Hashable {
  /// Which of the pulse's steps shows (`StoryMoment.typingSteps`).
  public var step: Int
  public init(step: Int = 0) { self.step = min(max(step, Self.stepRange.lowerBound), Self.stepRange.upperBound) }
  public static let stepRange = 0...(StoryMoment.typingSteps - 1)
}

extension MessageContent {
  public static func typing(_ typing: TypingMedia) -> MessageContent { MessageContent(TypingKind.self, typing) }
  public var typing: TypingMedia? { content(of: TypingKind.self) }
}
