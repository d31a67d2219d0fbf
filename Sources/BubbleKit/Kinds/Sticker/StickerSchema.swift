extension StickerKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "sticker", "src": "media/smile-sticker.png", "width": 512, "height": 512, "emoji": "😊" }"#,
    summary: "😊 Sticker")

  /// The `sticker` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A sticker: the picture alone, without a bubble.",
      "type": "object",
      "properties": {
        "src": {
          "description": "The sticker picture.",
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
        "emoji": {
          "description": "The emoji the sticker stands for (used in previews).",
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
