import BubbleKit
import Foundation
import Hummingbird

/// The routes of `bubbles serve` (README, "The thumbnail service"): rendering pages and
/// thumbnails and validating conversations, the themes, health for a load balancer and metrics for Prometheus.
struct Routes: Sendable {
  let configuration: ServiceConfiguration
  let pool: RenderWorkerPool
  let bodies: BodyAllowance
  let metrics: ServiceMetrics
  let cache: RenderCache
  let inFlight: InFlightRenders
  let themes: ThemeLibrary

  private func reading(_ reservation: BodyReservation) -> BodyReading {
    BodyReading(
      maxBytes: configuration.maxBodyBytes, pace: BodyPace(configuration), allowance: bodies,
      reservation: reservation)
  }

  /// The routes of `parts` on `router`.
  func add<Methods: RouterMethods>(to router: Methods, parts: BubbleRoutes.Parts) {
    if parts.contains(.api) { addAPI(to: router) }
    if parts.contains(.health) {
      get(router, "/health/live") { _ in json(["status": "live"]) }
      get(router, "/health/ready") { _ in try ready() }
    }
    if parts.contains(.metrics) {
      get(router, "/metrics") { _ in
        Response(
          status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
          body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.exposition())))
      }
    }
  }

  private func addAPI<Methods: RouterMethods>(to router: Methods) {
    addQuoteAPI(to: router)
    router.post("/v1/render") { request, context in
      try await withBody(request) { try await render(request, context: context, route: .render, reading: $0) }
    }
    router.post("/v1/thumbnail") { request, context in
      try await withBody(request) { try await render(request, context: context, route: .thumbnail, reading: $0) }
    }
    router.post("/v1/animate") { request, context in
      try await withBody(request) { try await render(request, context: context, route: .animate, reading: $0) }
    }
    router.post("/v1/validate") { request, _ in
      try await withBody(request) { try await validate(request, reading: $0) }
    }
    get(router, "/v1/themes") { _ in try listThemes() }
    get(router, "/problems/{name}") { context in try problem(named: context.parameters.get("name") ?? "") }
    get(router, "/openapi.json") { _ in
      Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: OpenAPIDocument.served)))
    }
  }

  /// A GET route, which takes no query parameter: one sent is refused, as on every route.
  private func get<Methods: RouterMethods>(
    _ router: Methods, _ path: RouterPath, _ answer: @escaping @Sendable (Methods.Context) async throws -> Response
  ) {
    router.get(path) { request, context in
      let unknown = RenderQuery.unknownParameters(in: request.uri.queryParameters, known: [])
      guard unknown.isEmpty else { throw ServiceError.invalidOptions("\(path) takes no parameters", unknown) }
      return try await answer(context)
    }
  }

  /// Runs `answer` with a reservation in the allowance (`BodyAllowance`) that grows as the body
  /// arrives: 503 at once when its announced length does not fit.
  func withBody(_ request: Request, _ answer: (BodyReading) async throws -> Response) async throws
    -> Response
  {
    let announced = request.headers[.contentLength].flatMap(Int.init).map { min($0, configuration.maxBodyBytes) }
    return try await bodies.withReservation(announced: announced) { try await answer(reading($0)) }
  }

  /// A page (`/v1/render`) or a thumbnail (`/v1/thumbnail`), through the same pool, deadline and
  /// cache. The query is checked before the body is read, and the body before a worker is taken.
  /// `If-None-Match` is answered once the body is known to be valid; the cache, then a render
  /// of the same address already running, answer before a render of its own.
  private func render(
    _ request: Request, context: some RequestContext, route: RenderQuery.Route, reading: BodyReading
  ) async throws -> Response {
    let deadline = ContinuousClock.now + configuration.deadline
    let query = try RenderQuery(request.uri.queryParameters, route: route, themes: themes.themes)
    let body = try await ConversationBody.read(request, reading: reading, importing: query.importing)
    let address = RenderCache.address(of: body.data, query: query)
    let entityTag = "\"\(address)\""
    let cached = cache.entry(for: address)
    if let condition = request.headers[.ifNoneMatch].map({ EntityTagCondition($0, entityTag: entityTag) }),
      condition != .unmatched
    {
      return try notModified(condition, body: body, query: query, known: cached != nil, entityTag: entityTag)
    }
    if let cached {
      metrics.countCache(.hit)
      return imageResponse(cached, entityTag: entityTag, outcome: "hit")
    }
    let rendering = PageRendering(
      maxBodyBytes: configuration.maxBodyBytes, mediaRoot: configuration.mediaRoot,
      allowedRemoteHosts: configuration.allowedRemoteHosts, telegramBotAPIURL: configuration.telegramBotAPIURL,
      telegramBotToken: configuration.telegramBotToken, metrics: metrics)
    let (pool, cache, metrics) = (pool, cache, metrics)
    let entry = try await inFlight.entry(for: address) {
      let rendered = try await pool.withWorker { worker in
        try await rendering.render(body, query: query, worker: worker, deadline: deadline)
      }
      let entry = RenderCache.Entry(
        image: rendered.image, mediaType: query.mediaType, pageCount: rendered.pageCount, warnings: rendered.warnings)
      cache.insert(entry, for: address)
      metrics.countWarnings(entry.warnings.count, route: route.path)
      metrics.countCache(.miss, bytes: cache.byteCount)
      return entry
    }
    for warning in entry.warnings {
      context.logger.notice("render warning", metadata: ["id": "\(context.id)", "warning": "\(warning)"])
    }
    return imageResponse(entry, entityTag: entityTag, outcome: "miss")
  }

  /// 304 for a tag the client holds, 412 for `*` (RFC 9110: a POST whose condition fails is 412),
  /// both only for a valid body: one this instance rendered, or one that decodes now. A body
  /// that is not even JSON gets its 400, never a 304.
  private func notModified(
    _ condition: EntityTagCondition, body: ConversationBody.Received, query: RenderQuery, known: Bool,
    entityTag: String
  ) throws -> Response {
    if !known {
      _ = try ConversationBody.decode(
        body, maxBytes: configuration.maxBodyBytes, importing: query.importing, extractsPictures: false)
    }
    guard condition == .tag else {
      throw ServiceError(
        .preconditionFailed,
        "If-None-Match: * cannot hold for a render (every valid request has an image); send the ETag you hold")
    }
    metrics.countCache(.notModified)
    return Response(status: .notModified, headers: cachingHeaders(entityTag, outcome: "not-modified"))
  }

  private func imageResponse(_ entry: RenderCache.Entry, entityTag: String, outcome: String) -> Response {
    var headers = cachingHeaders(entityTag, outcome: outcome)
    headers[.contentType] = entry.mediaType
    if let pageCount = entry.pageCount { headers[pageCountField] = String(pageCount) }
    headers[warningCountField] = String(entry.warnings.count)
    for warning in RenderWarningField.values(entry.warnings) {
      headers.append(HTTPFields.Element(name: RenderWarningField.name, value: warning))
    }
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: entry.image)))
  }

  /// The same bytes for the same request forever (the renderer's version is in the address).
  private func cachingHeaders(_ entityTag: String, outcome: String) -> HTTPFields {
    var headers: HTTPFields = [.eTag: entityTag, .cacheControl: "public, max-age=31536000, immutable"]
    headers[cacheOutcomeField] = outcome
    return headers
  }

  /// Decoding only, on the request's task: no worker is needed to say what is wrong.
  private func validate(_ request: Request, reading: BodyReading) async throws -> Response {
    var problems: [(parameter: String, message: String)] = []
    let parameters = request.uri.queryParameters
    let importing = ImportQuery({ parameters[Substring($0)].map { String($0) } }, problems: &problems)
    problems += RenderQuery.unknownParameters(in: parameters, known: ImportQuery.parameterNames)
    guard problems.isEmpty else { throw ServiceError.invalidOptions("invalid validate options", problems) }
    let body = try await ConversationBody.read(request, reading: reading, importing: importing)
    // Validating reads the chat alone: a zip's pictures are not extracted only to be thrown away.
    let decoded = try ConversationBody.decode(
      body, maxBytes: configuration.maxBodyBytes, importing: importing, extractsPictures: false
    ).imported
    struct Valid: Encodable {
      var valid = true
      var messages: Int
      var participants: Int
      var warnings: [ServiceError.Detail]
    }
    return try json(
      Valid(
        messages: decoded.conversation.messages.count, participants: decoded.conversation.participants.count,
        warnings: decoded.warnings.map(ConversationBody.detail)))
  }

  /// The built-in themes and `--themes-dir`'s, as the set in use now.
  private func listThemes() throws -> Response {
    try json(["themes": themes.themes.listing])
  }

  /// What an error's `type` means (RFC 9457: the type URI may say so to a person).
  private func problem(named name: String) throws -> Response {
    guard let problem = Problem.all.first(where: { $0.name == name }) else {
      throw ServiceError(
        .notFound, "no problem type \(name); known: \(Problem.all.map(\.name).joined(separator: ", "))")
    }
    return try json(problem)
  }

  /// 503 while shutting down, so a load balancer stops sending before the server stops listening.
  private func ready() throws -> Response {
    guard !pool.isDraining else { throw ServiceError.overloaded("shutting down") }
    return json(["status": "ready"])
  }
}

let pageCountField = HTTPFields.Element.Name("X-Page-Count")!
let warningCountField = HTTPFields.Element.Name("X-Render-Warnings")!
/// hit, miss or not-modified; the request's log line reports it too.
let cacheOutcomeField = HTTPFields.Element.Name("X-Cache")!

func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  let data = try encoder.encode(value)
  return Response(
    status: status, headers: [.contentType: "application/json; charset=utf-8"],
    body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
}

func json(_ value: [String: String]) -> Response {
  // A dictionary of strings always encodes.
  (try? json(value, status: .ok)) ?? Response(status: .internalServerError)
}
