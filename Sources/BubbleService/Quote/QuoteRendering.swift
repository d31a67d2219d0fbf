import BubbleKit
import BubbleRemoteMedia
import Foundation

/// A quote-api request rendered on a worker: decoded there (a large body is work the pool
/// bounds), in the quote theme for its colour, media from the allowed hosts only, within what is
/// left of the request's deadline. The same request as `bubbles quote` makes, so the same bytes.
struct QuoteRendering: Sendable {
  var maxBodyBytes: Int
  var allowedRemoteHosts: [String]
  var telegramBotAPIURL: URL
  /// The service's own token (`BUBBLES_TELEGRAM_BOT_TOKEN`); a request's `botToken` wins.
  var telegramBotToken: TelegramBotToken?

  func render(_ body: Data, ext routeExt: String?, worker: RenderWorker, deadline: ContinuousClock.Instant)
    async throws -> RenderCache.Entry
  {
    let pipeline = worker.pipeline
    let kinds = pipeline.registry.contentKinds
    var quote = try decode(body, kinds: kinds)
    // The route's extension is quote-api's `ext` too.
    if let routeExt { quote.ext = routeExt }
    let token = try botToken(quote)
    let remaining = deadline - .now
    guard remaining > .zero else { throw PageRendering.pastDeadline("waiting for a worker") }
    var budget = RenderBudget.default
    budget.decoding = ConversationBody.limits(maxBytes: maxBodyBytes)
    budget.renderTime = remaining
    let request: RenderRequest
    do {
      request = try quote.renderRequest(kinds: kinds, budget: budget)
    } catch {
      throw ServiceError(.internalServerError, "the quote theme does not load: \(error)")
    }
    do {
      var images = try await pipeline.render(
        request, input: RenderInput(quote.conversation, name: "quote"),
        remote: PageRendering.remoteFetcher(
          allowedHosts: allowedRemoteHosts, botAPIURL: telegramBotAPIURL, token: token, within: remaining))
      guard let image = try images.next() else { throw ServiceError(.internalServerError, "the quote made no image") }
      let size = imageSize(of: image) ?? (0, 0)
      let isPNG = image.starts(with: OutputFormat.png.signature)
      return RenderCache.Entry(
        image: image, mediaType: (isPNG ? OutputFormat.png : .webp).mediaType, pageCount: nil,
        warnings: images.warnings,
        quoteType: quote.answerType(width: size.width, height: size.height), quoteExt: quote.ext)
    } catch let error as PipelineError {
      throw PageRendering.serviceError(error)
    } catch let error as RenderError {
      throw PageRendering.serviceError(.rendering(error))
    }
  }

  /// The body as quote-api reads it; `messages_empty` as quote-api says it, other problems located.
  private func decode(_ body: Data, kinds: ContentKinds) throws -> QuoteAPIRequest {
    switch QuoteAPIRequest.decode(body, kinds: kinds, limits: ConversationBody.limits(maxBytes: maxBodyBytes)) {
    case .success(let quote): return quote
    case .failure(.syntax(let syntax)):
      throw ServiceError(
        .badRequest, "malformed JSON", problem: .malformedBody,
        details: [.init(path: "", line: syntax.line, column: syntax.column, message: syntax.message)])
    case .failure(.invalid(let issues)):
      let details = issues.map(ConversationBody.detail)
      // quote-api's own word for a request without messages; its callers look for it.
      let noMessages = details.contains { $0.path == "messages" || $0.path.isEmpty && $0.message.contains("messages") }
      throw ServiceError(.badRequest, noMessages ? "messages_empty" : "invalid quote request", details: details)
    }
  }

  /// The request's `botToken` (quote-api's), else the service's; one that cannot be a token is
  /// refused without being repeated.
  private func botToken(_ quote: QuoteAPIRequest) throws -> TelegramBotToken? {
    guard let text = quote.botToken, !text.isEmpty else { return telegramBotToken }
    guard let token = TelegramBotToken(text) else {
      throw ServiceError(
        .badRequest, "invalid quote request",
        details: [.init(path: "botToken", line: nil, column: nil, message: "expected a bot token like 123456:ABC-DEF…")]
      )
    }
    return token
  }
}
