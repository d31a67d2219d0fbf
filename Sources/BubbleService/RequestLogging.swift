import Hummingbird
import Logging

/// One log line per request (id, method, route, status, duration) and the request counter by
/// route and status. Errors are turned into their responses here, so the line and the counter
/// see the status the client gets.
struct RequestLogging<Context: RequestContext>: RouterMiddleware {
  let metrics: ServiceMetrics

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    let started = ContinuousClock.now
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as any HTTPResponseError {
      response = try error.response(from: request, context: context)
    } catch {
      response = try ServiceError(.internalServerError, "internal error").response(from: request, context: context)
      context.logger.error("unexpected error", metadata: ["error": "\(error)"])
    }
    // The route pattern, not the path, so metrics' labels stay few whatever clients send.
    // Requests no route takes share one label (Hummingbird names its fallback "NotFound").
    let route = context.endpointPath.flatMap { $0 == "NotFound" ? nil : $0 } ?? "unmatched"
    let status = response.status.code
    metrics.countRequest(route: route, status: status)
    let milliseconds = Double((ContinuousClock.now - started) / .microseconds(1)) / 1000
    context.logger.info(
      "request",
      metadata: [
        "id": "\(context.id)", "method": "\(request.method)", "route": "\(route)", "status": "\(status)",
        "duration_ms": "\(milliseconds)", "cache": "\(response.headers[cacheOutcomeField] ?? "-")",
      ])
    response.headers[requestIDField] = context.id
    return response
  }
}

let requestIDField = HTTPFields.Element.Name("X-Request-Id")!
