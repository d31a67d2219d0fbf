extension AlbumKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media:
      #"{ "type": "album", "items": [{ "type": "image", "src": "media/mountains.jpg", "width": 1800, "height": 600 }, { "type": "image", "src": "media/tiles.png", "width": 1000, "height": 1000 }] }"#,
    summary: "Album")

  /// The `album` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "2 to 10 photos and videos shown as one mosaic in one bubble.",
      "type": "object",
      "required": [
        "items"
      ],
      "properties": {
        "items": {
          "description": "The tiles: 2 to 10 image or video objects, each with its own \"type\".",
          "type": "array",
          "minItems": 2,
          "maxItems": 10,
          "items": {
            "$ref": "#/$defs/albumItem"
          }
        }
      },
      "additionalProperties": true
    }
    """#
}
