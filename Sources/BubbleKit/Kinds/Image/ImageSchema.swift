extension ImageKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "image", "src": "media/sunset.jpg", "width": 1280, "height": 960 }"#,
    summary: "Photo")

  /// The `image` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A photo across the bubble's width; the caption (message text) goes below.",
      "type": "object",
      "properties": {
        "src": {
          "description": "The picture. Without it (or when it cannot be loaded) a placeholder is drawn.",
          "if": {
            "type": "null"
          },
          "else": {
            "$ref": "#/$defs/mediaSource"
          }
        },
        "width": {
          "description": "Width hint in pixels (1 to 100,000); with height, gives the aspect ratio before the image is decoded.",
          "$ref": "#/$defs/optionalDimension"
        },
        "height": {
          "description": "Height hint in pixels (1 to 100,000).",
          "$ref": "#/$defs/optionalDimension"
        }
      },
      "additionalProperties": true
    }
    """#
}
