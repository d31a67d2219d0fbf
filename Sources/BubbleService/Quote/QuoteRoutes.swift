import BubbleKit
import Foundation
import Hummingbird

/// `POST /generate`, `/generate.png` and `/generate.webp`: LyoSU/quote-api's routes, so a quote
/// bot pointed at `bubbles serve` works unchanged (docs/quote-api.md). The same pool, deadline,
/// body limits and cache as the other renders; answers and errors in quote-api's envelope.
extension Routes {
  func addQuoteAPI<Methods: RouterMethods>(to router: Methods) {
    for (path, ext) in [("/generate", nil), ("/generate.png", "png"), ("/generate.webp", "webp")] {
      router.post(RouterPath(path)) { request, _ in
        do {
          return try await withBody(request) { try await generate(request, ext: ext, reading: $0) }
        } catch let error as ServiceError {
          return QuoteAnswer.failure(error)
        }
      }
    }
  }

  private func generate(_ request: Request, ext routeExt: String?, reading: BodyReading) async throws -> Response {
    let deadline = ContinuousClock.now + configuration.deadline
    guard request.uri.queryParameters.isEmpty else {
      throw ServiceError.invalidOptions("/generate takes its settings in the body, not the query", [])
    }
    _ = try ConversationBody.checkContentType(request)
    let body = try await reading.collect(request)
    guard !body.isEmpty else { throw ServiceError(.badRequest, "query_empty") }
    let address = RenderCache.address(of: body, request: ["route=generate", "ext=\(routeExt ?? "")"])
    let entityTag = "\"\(address)\""
    let headers: HTTPFields = [.eTag: entityTag, .cacheControl: "public, max-age=31536000, immutable"]
    if let cached = cache.entry(for: address) {
      metrics.countCache(.hit)
      return try QuoteAnswer.image(cached, ext: routeExt ?? cached.quoteExt, headers: headers)
    }
    let rendering = QuoteRendering(
      maxBodyBytes: configuration.maxBodyBytes, allowedRemoteHosts: configuration.allowedRemoteHosts,
      telegramBotAPIURL: configuration.telegramBotAPIURL, telegramBotToken: configuration.telegramBotToken)
    let (pool, cache, metrics) = (pool, cache, metrics)
    let entry = try await inFlight.entry(for: address) {
      let entry = try await pool.withWorker { worker in
        try await rendering.render(body, ext: routeExt, worker: worker, deadline: deadline)
      }
      cache.insert(entry, for: address)
      metrics.countWarnings(entry.warnings.count, route: "/generate")
      metrics.countCache(.miss, bytes: cache.byteCount)
      return entry
    }
    return try QuoteAnswer.image(entry, ext: routeExt ?? entry.quoteExt, headers: headers)
  }
}
