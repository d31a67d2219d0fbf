extension LocationKind {
  /// A message's `media` of the kind and its summary, for the conformance suite (media paths
  /// are under Examples/corpus).
  public static let example: ContentKindExample? = ContentKindExample(
    media:
      #"{ "type": "location", "latitude": 22.2783, "longitude": 114.1747, "title": "North Gate Parking", "address": "Trail Rd 1, Hong Kong" }"#,
    summary: "North Gate Parking")

  /// The `location` media object's fields in docs/conversation.schema.json (`bubbles schema conversation`).
  public static let fieldsSchema = #"""
    {
      "description": "A place: map image or drawn map with a pin, title and address.",
      "type": "object",
      "required": [
        "latitude",
        "longitude"
      ],
      "properties": {
        "latitude": {
          "description": "Degrees, -90 to 90. Required.",
          "type": "number",
          "minimum": -90,
          "maximum": 90
        },
        "longitude": {
          "description": "Degrees, -180 to 180. Required.",
          "type": "number",
          "minimum": -180,
          "maximum": 180
        },
        "title": {
          "description": "Name of the place.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "address": {
          "description": "Address line.",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 65536
        },
        "src": {
          "description": "Optional map image.",
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
