import Hummingbird

/// Refuses (404) a path not written as the routes are: an empty segment (`//v1/render`,
/// `/v1/render/`), a `.` or `..` segment. The router would match some of them, so each spelling
/// would be a cache key, a log route and (before) a metric label of its own.
struct CanonicalPaths<Context: RequestContext>: RouterMiddleware {
  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    let path = request.uri.path
    guard Self.isCanonical(path) else {
      let shown = path.count > 120 ? String(path.prefix(120)) + "..." : path
      throw ServiceError(
        .notFound,
        "no route at \(shown): write the path as the routes are (no empty, . or .. segments, no slash at the end), "
          + "like /v1/render")
    }
    return try await next(request, context)
  }

  static func isCanonical(_ path: String) -> Bool {
    guard path != "/" else { return true }
    guard path.hasPrefix("/") else { return false }
    return path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).allSatisfy { segment in
      !segment.isEmpty && segment != "." && segment != ".."
    }
  }
}
