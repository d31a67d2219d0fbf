extension TransferKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "transfer", "amount": "¥88.00", "note": "Snacks", "accepted": true }"#,
    summary: "Transfer ¥88.00")

  /// The `transfer` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A WeChat-style money transfer card.",
      "type": "object",
      "required": [
        "amount"
      ],
      "properties": {
        "amount": {
          "description": "Amount as displayed, e.g. \"¥88.00\". Required, non-empty.",
          "$ref": "#/$defs/nonEmptyString"
        },
        "note": {
          "description": "Transfer note.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "accepted": {
          "description": "Whether the recipient accepted it. Default false.",
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
