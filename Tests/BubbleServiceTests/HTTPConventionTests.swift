import AsyncHTTPClient
import Foundation
import Testing

@testable import BubbleService

/// The conventions every route keeps (issue 27): problem+json errors with stable types, JSON
/// 404 and 405 with `Allow`, unknown parameters refused everywhere, warnings' text in the
/// response, `# HELP` on every metric and one label for requests no route takes.
@Suite struct HTTPConventionTests {
  @Test func errorsAreProblemJSONWithAStableType() async throws {
    let server = try await RunningServer.start()
    let malformed = try await server.render(Array("{\n  \"format\": ".utf8))
    #expect(malformed.headers["content-type"] == "application/problem+json")
    #expect(malformed.json["type"] as? String == "/problems/malformed-body")
    #expect(malformed.json["title"] as? String == "Malformed body")
    #expect(malformed.json["status"] as? Int == 400)
    #expect(malformed.details.first?["line"] as? Int == 2)
    let options = try await server.render(try Fixture.corpus("direct-basics"), query: "?width=5")
    #expect(options.problem == "invalid-options" && options.details.first?["path"] as? String == "width")
    // Every type a client may get is described at its URI.
    for problem in Problem.all {
      let described = try await server.send(problem.type)
      #expect(described.status == 200 && described.json["title"] as? String == problem.title, "\(problem.name)")
    }
    #expect(try await server.send("/problems/no-such-problem").problem == "not-found")
    try await server.stop()
  }

  @Test func noRouteIs404AndAnotherMethodIs405WithAllow() async throws {
    let server = try await RunningServer.start()
    let missing = try await server.send("/no/such/route")
    #expect(missing.status == 404 && missing.problem == "not-found")
    #expect(missing.headers["content-type"] == "application/problem+json")
    let get = try await server.send("/v1/render")
    #expect(get.status == 405 && get.problem == "method-not-allowed")
    #expect(get.headers["allow"] == "POST")
    let post = try await server.send(.POST, "/v1/themes", body: [])
    #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD")
    #expect(try await server.send(.HEAD, "/health/live").status == 200)
    let metrics = try await server.send("/metrics").text
    #expect(metrics.contains(#"bubbles_http_requests_total{route="unmatched",status="404"} 1"#), "\(metrics)")
    #expect(metrics.contains(#"bubbles_http_requests_total{route="unmatched",status="405"} 2"#), "\(metrics)")
    #expect(!metrics.contains("NotFound"))
    try await server.stop()
  }

  @Test func unknownOrRepeatedParametersAreRefusedOnEveryRoute() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    for path in ["/v1/render?colour=red", "/v1/thumbnail?w=64&h=64&colour=red", "/v1/validate?colour=red"] {
      let reply = try await server.send(.POST, path, body: body)
      #expect(reply.status == 400 && reply.problem == "invalid-options", "\(path)")
      #expect(reply.details.first?["path"] as? String == "colour", "\(path)")
    }
    let twice = try await server.render(body, query: "?theme=default&theme=wechat")
    #expect(twice.status == 400 && twice.details.first?["path"] as? String == "theme")
    try await server.stop()
  }

  @Test func warningsTextIsInTheResponse() async throws {
    let server = try await RunningServer.start()
    let missing = Fixture.imageMessage("media/nowhere-é.jpg")
    let reply = try await server.render(missing)
    #expect(reply.headers["x-render-warnings"] == "1")
    let warning = try #require(reply.fields["x-render-warning"]?.first)
    #expect(warning.contains("nowhere-%C3%A9.jpg"), "\(warning)")
    #expect(warning.removingPercentEncoding?.contains("nowhere-é.jpg") == true)
    // A cache hit answers the same warnings.
    let hit = try await server.render(missing)
    #expect(hit.headers["x-cache"] == "hit" && hit.fields["x-render-warning"] == reply.fields["x-render-warning"])
    try await server.stop()
  }

  @Test func everyMetricHasHelp() async throws {
    let server = try await RunningServer.start()
    _ = try await server.render(try Fixture.corpus("direct-basics"))
    let lines = try await server.send("/metrics").text.split(separator: "\n")
    let typed = lines.filter { $0.hasPrefix("# TYPE ") }.map { $0.split(separator: " ")[2] }
    let helped = Set(lines.filter { $0.hasPrefix("# HELP ") }.map { $0.split(separator: " ")[2] })
    #expect(typed.count >= 6)
    #expect(typed.allSatisfy { helped.contains($0) }, "\(typed.filter { !helped.contains($0) })")
    try await server.stop()
  }
}
