extension VideoKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "video", "poster": "media/ocean-poster.jpg", "width": 1280, "height": 720, "duration": 125 }"#,
    summary: "Video")

  /// The `video` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A video: poster, play button and duration badge.",
      "type": "object",
      "properties": {
        "poster": {
          "description": "Still frame shown with a play button.",
          "if": {
            "type": "null"
          },
          "else": {
            "$ref": "#/$defs/mediaSource"
          }
        },
        "width": {
          "description": "Width hint in pixels (1 to 100,000).",
          "$ref": "#/$defs/optionalDimension"
        },
        "height": {
          "description": "Height hint in pixels (1 to 100,000).",
          "$ref": "#/$defs/optionalDimension"
        },
        "duration": {
          "description": "Length in seconds (>= 0), shown as a badge.",
          "if": {
            "type": "null"
          },
          "else": {
            "$ref": "#/$defs/duration"
          }
        }
      },
      "additionalProperties": true
    }
    """#
}
