import BubbleReference

/// The bodies the service answers besides images: problems (RFC 9457), validation results,
/// the theme list and a problem type's description; and one reusable response per problem status.
enum OpenAPISchemas {
  static func reference(_ name: String) -> OrderedJSON { .object(["$ref": .string("#/components/schemas/" + name)]) }

  static let service: [OrderedJSON.Member] = [
    .init(
      key: "Problem",
      value: .object([
        "description": "An error answer (RFC 9457). `type` names its kind; `errors` locates each problem.",
        "type": "object",
        "required": ["type", "title", "status", "detail", "errors"],
        "properties": .object([
          "type": .object([
            "type": "string", "enum": .array(Problem.all.map { .string($0.type) }),
            "description": "The kind, a stable relative URI: `GET` it for its description.",
          ]),
          "title": .object(["type": "string"]),
          "status": .object(["type": "integer"]),
          "detail": .object(["type": "string", "description": "This occurrence, in a sentence."]),
          "errors": .object(["type": "array", "items": reference("Located")]),
        ]),
      ])),
    .init(
      key: "Located",
      value: .object([
        "description":
          "One problem: the parameter (as path) of a query, or the path, line and column of the body's JSON.",
        "type": "object",
        "required": ["path", "message"],
        "properties": .object([
          "path": .object(["type": "string"]),
          "line": .object(["type": "integer", "minimum": 1]),
          "column": .object(["type": "integer", "minimum": 1]),
          "message": .object(["type": "string"]),
        ]),
      ])),
    .init(
      key: "ProblemType",
      value: .object([
        "type": "object",
        "required": ["name", "title", "status", "description"],
        "properties": .object([
          "name": .object(["type": "string"]), "title": .object(["type": "string"]),
          "status": .object(["type": "integer"]), "description": .object(["type": "string"]),
        ]),
      ])),
    .init(
      key: "Validation",
      value: .object([
        "type": "object",
        "required": ["valid", "messages", "participants", "warnings"],
        "properties": .object([
          "valid": .object(["const": true]),
          "messages": .object(["type": "integer", "minimum": 0]),
          "participants": .object(["type": "integer", "minimum": 0]),
          "warnings": .object(["type": "array", "items": reference("Located")]),
        ]),
      ])),
    .init(
      key: "Themes",
      value: .object([
        "type": "object",
        "required": ["themes"],
        "properties": .object([
          "themes": .object([
            "type": "array",
            "items": .object([
              "type": "object",
              "required": ["name", "description"],
              "properties": .object([
                "name": .object(["type": "string"]), "description": .object(["type": "string"]),
                "source": .object(["type": "string", "enum": ["built-in", "custom"]]),
              ]),
            ]),
          ])
        ]),
      ])),
    .init(
      key: "Status",
      value: .object([
        "type": "object", "required": ["status"], "properties": .object(["status": .object(["type": "string"])]),
      ])),
  ]

  /// One response per status a problem may have, named by it ("400").
  static var problemResponses: OrderedJSON {
    var statuses: [Int] = []
    for problem in Problem.all where !statuses.contains(problem.status) { statuses.append(problem.status) }
    return .object(
      statuses.map { status in
        let kinds = Problem.all.filter { $0.status == status }.map { "`\($0.name)`: \($0.description)" }
        var headers: [OrderedJSON.Member] = [
          .init(key: "X-Request-Id", value: OpenAPIPaths.header("The request's id, as its log line names it."))
        ]
        if status == 503 {
          headers.append(.init(key: "Retry-After", value: OpenAPIPaths.header("Seconds to wait.", type: "integer")))
        }
        if status == 405 { headers.append(.init(key: "Allow", value: OpenAPIPaths.header("The path's methods."))) }
        return .init(
          key: String(status),
          value: .object([
            "description": .string(kinds.joined(separator: " ")),
            "headers": .object(headers),
            "content": .object([
              ServiceError.problemMediaType: .object(["schema": reference("Problem")])
            ]),
          ]))
      })
  }
}
