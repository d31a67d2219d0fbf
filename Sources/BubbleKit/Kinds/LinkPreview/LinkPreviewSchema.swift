extension LinkPreviewKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media:
      #"{ "type": "link_preview", "url": "https://example.com/blog/bubbles", "site_name": "Example Blog", "title": "Drawing chat bubbles headlessly", "description": "How a message becomes a picture." }"#,
    summary: "Drawing chat bubbles headlessly")

  /// The `link_preview` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A link card drawn under the message text, in the same bubble.",
      "type": "object",
      "required": [
        "url"
      ],
      "properties": {
        "url": {
          "description": "The linked address. Required, non-empty.",
          "$ref": "#/$defs/nonEmptyString"
        },
        "site_name": {
          "description": "Site name, e.g. \"Example Blog\".",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "title": {
          "description": "Page title.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "description": {
          "description": "Page summary.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "image": {
          "description": "Preview picture.",
          "if": {
            "type": "null"
          },
          "else": {
            "$ref": "#/$defs/mediaSource"
          }
        }
      },
      "additionalProperties": true
    }
    """#
}
