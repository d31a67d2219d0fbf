extension ContactKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "contact", "name": "Ranger Station", "phone": "+852 2345 6789" }"#,
    summary: "Ranger Station")

  /// The `contact` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A shared contact card.",
      "type": "object",
      "required": [
        "name"
      ],
      "properties": {
        "name": {
          "description": "Contact name. Required (may be empty).",
          "type": "string",
          "maxLength": 65536
        },
        "phone": {
          "description": "Phone number, as written.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "avatar": {
          "description": "Contact picture.",
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
