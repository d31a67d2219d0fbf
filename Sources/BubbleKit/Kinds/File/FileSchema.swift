extension FileKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "file", "name": "route.gpx", "size": 48213, "mime": "application/gpx+xml" }"#,
    summary: "route.gpx")

  /// The `file` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A document: icon, name and human-readable size.",
      "type": "object",
      "required": [
        "name"
      ],
      "properties": {
        "name": {
          "description": "File name. Required (may be empty).",
          "type": "string",
          "maxLength": 65536
        },
        "size": {
          "description": "Size in bytes (integer 0 to 2^53 - 1).",
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 9007199254740991
        },
        "mime": {
          "description": "MIME type, e.g. application/pdf.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        }
      },
      "additionalProperties": true
    }
    """#
}
