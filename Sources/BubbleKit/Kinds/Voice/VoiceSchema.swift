extension VoiceKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "voice", "duration": 7, "played": false, "waveform": [0, 4, 9, 15, 22, 31, 27, 18, 12, 6] }"#,
    summary: "Voice message 0:07")

  /// The `voice` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A voice message: play button, waveform and duration.",
      "type": "object",
      "required": [
        "duration"
      ],
      "properties": {
        "duration": {
          "description": "Length in seconds (>= 0). Required.",
          "$ref": "#/$defs/duration"
        },
        "waveform": {
          "description": "Bar heights from 0 to 31, at most 1024 of them.",
          "if": {
            "type": "null"
          },
          "else": {
            "type": "array",
            "maxItems": 1024,
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 31
            }
          }
        },
        "played": {
          "description": "Whether it has been listened to; unplayed messages get a dot. Default false.",
          "type": [
            "boolean",
            "null"
          ]
        }
      },
      "additionalProperties": true
    }
    """#
}
