import BubbleKit
import BubbleReference

/// quote-api's routes in the OpenAPI document: its request body as `QuoteAPIRequest` reads it,
/// its answers (the JSON envelope, or the image's bytes) and its error envelope.
enum OpenAPIQuotePaths {
  static let paths: [OrderedJSON.Member] = [
    .init(
      key: "/generate", value: route("A quote-api request drawn: the JSON envelope, or the bytes when `ext` is set.")),
    .init(key: "/generate.png", value: route("The same, answered as the image's bytes (quote-api's `ext` png).")),
    .init(key: "/generate.webp", value: route("The same, answered as the image's bytes (quote-api's `ext` webp).")),
  ]

  static let errorStatuses = [400, 408, 413, 415, 422, 500, 503, 504]

  static func route(_ summary: String) -> OrderedJSON {
    let error: OrderedJSON = .object([
      "description": "quote-api's error envelope.",
      "content": .object([
        "application/json": .object(["schema": OpenAPISchemas.reference("QuoteError")]),
        "application/problem+json": .object(["schema": OpenAPISchemas.reference("Problem")]),
      ]),
    ])
    let image: OrderedJSON = .object(["schema": .object(["type": "string", "contentMediaType": "image/*"])])
    let answer: OrderedJSON = .object([
      "description": "The quote.",
      "headers": .object([
        "quote-type": OpenAPIPaths.header("The answer's type (bytes only): quote, image, stories, png."),
        "quote-width": OpenAPIPaths.header("The image's width in pixels (bytes only).", type: "integer"),
        "quote-height": OpenAPIPaths.header("The image's height in pixels (bytes only).", type: "integer"),
        "ETag": OpenAPIPaths.header("The request's content address."),
      ]),
      "content": .object([
        "application/json": .object(["schema": OpenAPISchemas.reference("QuoteAnswer")]),
        "image/png": image, "image/webp": image,
      ]),
    ])
    return .object([
      "post": .object([
        "summary": .string(summary),
        "requestBody": .object([
          "required": true,
          "content": .object(["application/json": .object(["schema": OpenAPISchemas.reference("QuoteRequest")])]),
        ]),
        "responses": .object(
          [.init(key: "200", value: answer)] + errorStatuses.map { .init(key: String($0), value: error) }),
      ])
    ])
  }

  static let schemas: [OrderedJSON.Member] = [
    .init(key: "QuoteRequest", value: request),
    .init(
      key: "QuoteAnswer",
      value: .object([
        "type": "object", "required": ["ok", "result"],
        "properties": .object([
          "ok": .object(["const": true]),
          "result": .object([
            "type": "object", "required": ["image", "width", "height"],
            "properties": .object([
              "image": .object(["type": "string", "description": "The image, base64."]),
              "type": .object(["type": .array(["string", "null"])]),
              "width": .object(["type": "integer"]), "height": .object(["type": "integer"]),
              "ext": .object(["type": "string"]),
            ]),
          ]),
        ]),
      ])),
    .init(
      key: "QuoteError",
      value: .object([
        "type": "object", "required": ["ok", "error"],
        "properties": .object([
          "ok": .object(["const": false]),
          "error": .object([
            "type": "object", "required": ["code", "message"],
            "properties": .object([
              "code": .object(["type": "integer"]),
              "message": .object([
                "type": "string",
                "description": "quote-api's word (messages_empty, query_empty) or a sentence; each problem located.",
              ]),
            ]),
          ]),
        ]),
      ])),
  ]

  static let request: OrderedJSON = .object([
    "description": "LyoSU/quote-api's /generate body (docs/quote-api.md); fields it does not know are ignored.",
    "type": "object",
    "required": ["messages"],
    "properties": .object([
      "type": .object([
        "type": ["string", "null"], "description": "quote, image, stories; anything else answers the bubbles as drawn.",
      ]),
      "format": .object(["enum": ["png", "webp", .null]]),
      "ext": .object(["enum": ["png", "webp", .null]]),
      "backgroundColor": .object(["type": ["string", "null"], "examples": ["//#292232", "#1b1429/#2b2439", "white"]]),
      "width": .object(["type": ["number", "null"], "minimum": 200, "maximum": 2000]),
      "height": .object(["type": ["number", "null"], "minimum": 1, "maximum": 32767]),
      "scale": .object(["type": ["number", "null"], "description": "Clamped to 1 to 20."]),
      "emojiBrand": .object(["type": ["string", "null"]]),
      "botToken": .object(["type": ["string", "null"], "description": "A Telegram bot token, for file_id media."]),
      "messages": .object([
        "type": "array", "minItems": 1,
        "items": .object([
          "type": "object",
          "properties": .object([
            "chatId": .object(["type": ["integer", "null"]]),
            "avatar": .object(["type": ["boolean", "null"]]),
            "from": .object([
              "type": ["object", "null"],
              "properties": .object([
                "id": .object(["type": ["integer", "null"]]),
                "name": .object(["type": .array(["string", "boolean", "null"])]),
                "first_name": .object(["type": ["string", "null"]]),
                "last_name": .object(["type": ["string", "null"]]),
                "username": .object(["type": ["string", "null"]]),
              ]),
            ]),
            "text": .object(["type": ["string", "null"]]),
            "entities": .object(["type": ["array", "null"], "items": .object(["type": "object"])]),
            "replyMessage": .object(["type": ["object", "null"]]),
            "media": .object(["type": .array(["object", "array", "null"])]),
            "mediaType": .object(["type": ["string", "null"]]),
            "voice": .object(["type": ["object", "null"]]),
            "document": .object(["type": ["object", "null"]]),
            "audio": .object(["type": ["object", "null"]]),
            "forward": .object(["type": ["object", "boolean", "null"]]),
            "accentColorId": .object(["type": ["integer", "null"]]),
          ]),
        ]),
      ]),
    ]),
  ])
}
