import AsyncHTTPClient
import Foundation
import Testing

@testable import BubbleService

/// The error statuses, each as problem+json `{ "type", "title", "status", "detail", "errors": [...] }`.
@Suite struct ErrorStatusTests {
  @Test func malformedJSONIs400WithItsPlace() async throws {
    let server = try await RunningServer.start()
    let reply = try await server.render(Array("{\n  \"format\": ".utf8))
    #expect(reply.status == 400)
    #expect(reply.json["detail"] as? String == "malformed JSON")
    #expect(reply.details.first?["line"] as? Int == 2)
    try await server.stop()
  }

  @Test func optionsOutOfRangeAre400() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    for query in [
      "?width=5", "?width=nan", "?scale=9", "?timezone=Mars/Olympus", "?clock=13", "?page=0", "?theme=../etc",
      "?theme=Themes/default.json", "?colour=red", "?page=99999999999999999999",
    ] {
      let reply = try await server.render(body, query: query)
      #expect(reply.status == 400, "\(query)")
      #expect(reply.json["detail"] as? String == "invalid render options", "\(query)")
      #expect(!reply.details.isEmpty, "\(query)")
    }
    try await server.stop()
  }

  @Test func wrongContentTypeIs415() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    #expect(try await server.send(.POST, "/v1/render", body: body, contentType: "text/plain").status == 415)
    #expect(try await server.send(.POST, "/v1/validate", body: body, contentType: nil).status == 415)
    #expect(
      try await server.send(.POST, "/v1/validate", body: body, contentType: "application/json; charset=utf-8").status
        == 200)
    try await server.stop()
  }

  @Test func bodyOverTheLimitIs413() async throws {
    let server = try await RunningServer.start { $0.maxBodyBytes = 1 << 20 }
    let large = Fixture.conversation(messages: 20, text: String(repeating: "x", count: 60_000))
    #expect(large.count > 1 << 20)
    let reply = try await server.render(large)
    #expect(reply.status == 413)
    #expect(reply.json["detail"] is String)
    #expect(try await server.send("/health/live").status == 200)
    try await server.stop()
  }
}
