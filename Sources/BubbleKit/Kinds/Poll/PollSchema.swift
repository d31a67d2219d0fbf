extension PollKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media:
      #"{ "type": "poll", "question": "Next trip?", "total_voters": 5, "options": [{ "text": "Lantau Peak", "votes": 3 }, { "text": "Stay home", "votes": 2 }] }"#,
    summary: "📊 Next trip?")

  /// The `poll` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A poll: question and options with percentage bars.",
      "type": "object",
      "required": [
        "question",
        "options"
      ],
      "properties": {
        "question": {
          "description": "The question. Required (may be empty).",
          "type": "string",
          "maxLength": 65536
        },
        "options": {
          "description": "1 to 100 answers.",
          "type": "array",
          "minItems": 1,
          "maxItems": 100,
          "items": {
            "$ref": "#/$defs/pollOption"
          }
        },
        "total_voters": {
          "description": "Number of people who voted (integer 0 to 1000000000).",
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000000000
        }
      },
      "additionalProperties": true
    }
    """#
}
