import Hummingbird
import Synchronization

/// The routes' paths and methods, filled once the routes are added (`Router.routes`), for the
/// answers to requests no route takes.
final class RouteTable: Sendable {
  private let routes = Mutex<[(segments: [Substring], methods: [HTTPRequest.Method])]>([])

  func fill(from descriptions: [Router<some RequestContext>.RouteDescription]) {
    var byPath: [String: [HTTPRequest.Method]] = [:]
    for route in descriptions { byPath["\(route.path)", default: []].append(route.method) }
    let table = byPath.map { path, methods in
      // HEAD is answered wherever GET is (the router's autoGenerateHeadEndpoints).
      let all = methods.contains(.get) && !methods.contains(.head) ? methods + [.head] : methods
      return (segments: Self.segments(path), methods: all.sorted { $0.rawValue < $1.rawValue })
    }
    routes.withLock { $0 = table }
  }

  /// The methods a path has, or none when no route has the path.
  func methods(at path: String) -> [HTTPRequest.Method] {
    let asked = Self.segments(path)
    return routes.withLock { routes in
      routes.first { Self.matches(asked, $0.segments) }?.methods ?? []
    }
  }

  private static func segments(_ path: String) -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: true)
  }

  /// A `{name}` or `:name` segment of a route takes any one segment.
  private static func matches(_ asked: [Substring], _ route: [Substring]) -> Bool {
    asked.count == route.count
      && zip(asked, route).allSatisfy { $0 == $1 || $1.hasPrefix("{") || $1.hasPrefix(":") }
  }
}

/// Answers a request no route takes as problem+json: 405 with `Allow` when the path has other
/// methods, else 404. Hummingbird's own answer is a bare 404 for both, with no body.
struct UnmatchedRequests<Context: RequestContext>: RouterMiddleware {
  let table: RouteTable

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    // The router names the endpoint before a matched route's middleware runs.
    guard context.endpointPath == nil else { return try await next(request, context) }
    let path = request.uri.path
    let allowed = table.methods(at: path)
    guard allowed.isEmpty else { throw ServiceError.methodNotAllowed(request.method, path: path, allowed: allowed) }
    let shown = path.count > 120 ? String(path.prefix(120)) + "..." : path
    throw ServiceError(.notFound, "no route at \(shown); GET /openapi.json lists the routes")
  }
}
