import BubbleKit
import BubbleReference

/// The routes of the OpenAPI document, each with every status it may answer.
enum OpenAPIPaths {
  static func header(_ description: String, type: String = "string") -> OrderedJSON {
    .object(["description": .string(description), "schema": .object(["type": .string(type)])])
  }

  static func problems(_ statuses: [Int]) -> [OrderedJSON.Member] {
    statuses.map { .init(key: String($0), value: .object(["$ref": .string("#/components/responses/\($0)")])) }
  }

  static func json(_ description: String, schema: String) -> OrderedJSON {
    .object([
      "description": .string(description),
      "content": .object(["application/json": .object(["schema": OpenAPISchemas.reference(schema)])]),
    ])
  }

  static func parameters(_ route: ServiceParameter.Route) -> OrderedJSON {
    .array(
      ServiceParameter.all.filter { $0.routes.contains(route) }.map { parameter in
        .object([
          "name": .string(parameter.name), "in": "query", "required": .bool(parameter.required),
          "description": .string(parameter.description), "schema": parameter.schema,
        ])
      })
  }

  /// A conversation as JSON (bubbles/1, or a JSON export), or an export as text or a zip.
  static let conversationBody: OrderedJSON = .object([
    "required": true,
    "description": .string(
      "A bubbles/1 conversation, or an app's export: JSON (Telegram, Discord, …), text (WhatsApp, LINE, …) or a "
        + "zip. Media files are not sent: they draw as placeholders."),
    "content": .object([
      "application/json": .object(["schema": OpenAPISchemas.reference("Conversation")]),
      "text/plain": .object(["schema": .object(["type": "string"])]),
      "application/zip": .object(["schema": .object(["type": "string", "contentMediaType": "application/zip"])]),
    ]),
  ])

  static let errorsOfABody = [400, 408, 413, 415, 422, 500, 503]

  static func image(
    route: ServiceParameter.Route, summary: String,
    mediaTypes: [String] = OutputFormat.allCases.map(\.mediaType)
  ) -> OrderedJSON {
    let imageHeaders: OrderedJSON = .object([
      "ETag": header("The request's content address; send it back as If-None-Match."),
      "X-Cache": header("hit, miss or not-modified."),
      "X-Page-Count": header("The conversation's pages (pages only).", type: "integer"),
      "X-Render-Warnings": header("How many problems the render drew around.", type: "integer"),
      "X-Render-Warning": header("One problem's sentence, percent-encoded UTF-8 (a field each, at most 20)."),
      "X-Request-Id": header("The request's id, as its log line names it."),
    ])
    let formats = OrderedJSON.object(mediaTypes.map { .init(key: $0, value: .object(["schema": .object([:])])) })
    let ifNoneMatch: OrderedJSON = .object([
      "name": "If-None-Match", "in": "header", "required": false, "schema": .object(["type": "string"]),
      "description": "An ETag this request answered before: 304 without a render.",
    ])
    guard case .array(let query) = parameters(route) else { return .null }
    return .object([
      "post": .object([
        "summary": .string(summary),
        "parameters": .array(query + [ifNoneMatch]),
        "requestBody": conversationBody,
        "responses": .object(
          [
            .init(
              key: "200",
              value: .object(["description": "The image.", "headers": imageHeaders, "content": formats])),
            .init(key: "304", value: .object(["description": "The image of the ETag sent is still this one."])),
          ] + problems((errorsOfABody + [412, 504]).sorted())),
      ])
    ])
  }

  static func get(_ summary: String, _ responses: [OrderedJSON.Member]) -> OrderedJSON {
    .object(["get": .object(["summary": .string(summary), "responses": .object(responses + problems([400]))])])
  }

  /// Every route: the service's, then the playground's.
  static let all: OrderedJSON = {
    guard case .object(let members) = service else { return service }
    return .object(members + OpenAPIQuotePaths.paths + playground)
  }()

  /// The playground's page and files (`Playground.assets`, `bubbles serve` only): GET, no parameter.
  static let playground: [OrderedJSON.Member] = Playground.assets.map { asset in
    let mediaType = String(asset.mediaType.prefix { $0 != ";" })
    let schema: OrderedJSON = .object(["type": .string(mediaType == "application/json" ? "object" : "string")])
    let answer: OrderedJSON = .object([
      "description": .string(asset.summary),
      "headers": .object([
        "Content-Security-Policy": header(
          "default-src 'self'; img-src 'self' blob: data:; ... (the page loads "
            + "nothing from another host)")
      ]),
      "content": .object([.init(key: mediaType, value: .object(["schema": schema]))]),
    ])
    return .init(key: asset.path, value: get(asset.summary, [.init(key: "200", value: answer)]))
  }

  static let service: OrderedJSON = .object([
    "/v1/render": image(route: .render, summary: "A page of the conversation, or a phone screen (screen=)."),
    "/v1/thumbnail": image(route: .thumbnail, summary: "Exactly w x h pixels of the conversation."),
    "/v1/animate": image(
      route: .animate, summary: "The conversation playing, as a video or an animated image (a chat story).",
      mediaTypes: AnimationFormat.allCases.map(\.mediaType)),
    "/v1/validate": .object([
      "post": .object([
        "summary": "Decodes the body and says what is wrong with it, without rendering.",
        "parameters": parameters(.validate),
        "requestBody": conversationBody,
        "responses": .object(
          [.init(key: "200", value: json("The body is valid.", schema: "Validation"))] + problems(errorsOfABody)),
      ])
    ]),
    "/v1/themes": get(
      "The themes a request may name.", [.init(key: "200", value: json("The themes.", schema: "Themes"))]),
    "/health/live": get("The process answers.", [.init(key: "200", value: json("Live.", schema: "Status"))]),
    "/health/ready": get(
      "Ready for renders; 503 while shutting down.",
      [.init(key: "200", value: json("Ready.", schema: "Status"))] + problems([503])),
    "/metrics": get(
      "Prometheus metrics.",
      [
        .init(
          key: "200",
          value: .object([
            "description": "The text exposition format.",
            "content": .object(["text/plain": .object(["schema": .object(["type": "string"])])]),
          ]))
      ]),
    "/problems/{name}": .object([
      "get": .object([
        "summary": "What a problem type means.",
        "parameters": .array([
          .object([
            "name": "name", "in": "path", "required": true,
            "schema": .object(["type": "string", "enum": .array(Problem.all.map { .string($0.name) })]),
          ])
        ]),
        "responses": .object(
          [.init(key: "200", value: json("The description.", schema: "ProblemType"))] + problems([400, 404])),
      ])
    ]),
    "/openapi.json": get(
      "This document.",
      [
        .init(
          key: "200",
          value: .object([
            "description": "OpenAPI 3.1.",
            "content": .object(["application/json": .object(["schema": .object(["type": "object"])])]),
          ]))
      ]),
  ])
}
