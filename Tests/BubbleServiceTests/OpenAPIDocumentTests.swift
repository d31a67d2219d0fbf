import Foundation
import Hummingbird
import Testing

@testable import BubbleService

/// The OpenAPI document describes the service as it is: every route the router has, every
/// parameter the queries read, and it is what `/openapi.json` answers. (CI also runs
/// schemathesis against the real server: `.ci/schemathesis`.)
@Suite struct OpenAPIDocumentTests {
  static func document() throws -> [String: Any] {
    let text = try OpenAPIDocument.json().text
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func everyRouteIsDescribed() throws {
    let bubbles = try BubbleRoutes(ServiceConfiguration(workers: 1))
    defer { bubbles.pool.stopThreads() }
    let router = BubbleServer.buildRouter(bubbles)
    let paths = try #require(try Self.document()["paths"] as? [String: [String: Any]])
    let routes = router.routes.filter { $0.method != .head }
    #expect(routes.count >= 9)
    for route in routes {
      let operations = paths["\(route.path)"]
      #expect(operations?[route.method.rawValue.lowercased()] != nil, "\(route) is not in the document")
    }
    #expect(paths.values.map(\.count).reduce(0, +) == routes.count, "the document lists a route the router lacks")
  }

  @Test func theQueriesReadTheDocumentedParameters() throws {
    #expect(RenderQuery.parameterNames == ServiceParameter.names(for: .render))
    #expect(RenderQuery.thumbnailParameterNames == ServiceParameter.names(for: .thumbnail))
    #expect(RenderQuery.animateParameterNames == ServiceParameter.names(for: .animate))
    #expect(ImportQuery.parameterNames == ServiceParameter.names(for: .validate))
    // A name may mean one thing on one route and another elsewhere (format=), never twice on one.
    for route in ServiceParameter.Route.allCases {
      #expect(Set(ServiceParameter.names(for: route)).count == ServiceParameter.names(for: route).count, "\(route)")
    }
  }

  @Test func theServiceAnswersTheDocument() async throws {
    let server = try await RunningServer.start()
    let reply = try await server.send("/openapi.json")
    #expect(reply.status == 200 && reply.headers["content-type"] == "application/json")
    let served = try #require(try JSONSerialization.jsonObject(with: Data(reply.body)) as? NSDictionary)
    #expect(served == (try Self.document()) as NSDictionary)
    #expect(served["openapi"] as? String == "3.1.0")
    try await server.stop()
  }
}
