extension AudioKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "audio", "title": "Mountain Song", "performer": "The Hikers", "duration": 214 }"#,
    summary: "Mountain Song — The Hikers")

  /// The `audio` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A music file: play button, title, performer and duration.",
      "type": "object",
      "properties": {
        "title": {
          "description": "Track title.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "performer": {
          "description": "Artist.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "duration": {
          "description": "Length in seconds (>= 0).",
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
