extension CallKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "call", "video": false, "duration": 185 }"#,
    summary: "Call 3:05")

  /// The `call` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A call record: \"Call 3:05\", \"Video call 3:05\" or \"Missed call\".",
      "type": "object",
      "properties": {
        "video": {
          "description": "Video call rather than voice call. Default false.",
          "type": [
            "boolean",
            "null"
          ]
        },
        "duration": {
          "description": "Length in seconds (>= 0); not shown when absent or 0.",
          "if": {
            "type": "null"
          },
          "else": {
            "$ref": "#/$defs/duration"
          }
        },
        "missed": {
          "description": "The call was missed. Default false.",
          "type": [
            "boolean",
            "null"
          ]
        },
        "declined": {
          "description": "The one called declined the call (WeChat and NIM write \"Declined\"; other themes draw it as missed). Default false.",
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
