extension RedPacketKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "red_packet", "greeting": "恭喜发财，大吉大利", "opened": false }"#,
    summary: "Red packet, 恭喜发财，大吉大利")

  /// The `red_packet` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A WeChat-style red packet card.",
      "type": "object",
      "properties": {
        "greeting": {
          "description": "Greeting written on the packet.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "opened": {
          "description": "Whether it has been opened. Default false.",
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
