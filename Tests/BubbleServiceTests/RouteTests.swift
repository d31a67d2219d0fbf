import AsyncHTTPClient
import Foundation
import Testing

@testable import BubbleService

/// Every route of the real server, over loopback HTTP.
@Suite struct RouteTests {
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  @Test func healthThemesAndMetricsAnswer() async throws {
    let server = try await RunningServer.start()
    #expect(try await server.send("/health/live").status == 200)
    #expect(try await server.send("/health/ready").status == 200)
    let themes = try await server.send("/v1/themes")
    #expect(themes.status == 200)
    let names = (themes.json["themes"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    #expect(names.contains("default"))
    let metrics = try await server.send("/metrics")
    #expect(metrics.status == 200)
    #expect(metrics.text.contains(#"bubbles_http_requests_total{route="/v1/themes",status="200"} 1"#))
    #expect(metrics.text.contains("bubbles_render_queue_depth"))
    #expect(try await server.send("/no/such/route").status == 404)
    try await server.stop()
  }

  @Test func rendersAConversationToPNG() async throws {
    let server = try await RunningServer.start { $0.mediaRoot = Fixture.root.appendingPathComponent("Examples/corpus") }
    let reply = try await server.render(try Fixture.corpus("direct-basics"), query: "?theme=default&width=390&scale=1")
    #expect(reply.status == 200)
    #expect(reply.headers["content-type"] == "image/png")
    #expect(Array(reply.body.prefix(8)) == Self.pngSignature)
    #expect(reply.headers["x-page-count"] == "1")
    #expect(reply.headers["x-render-warnings"] == "0")
    #expect(reply.headers["x-request-id"] != nil)
    let metrics = try await server.send("/metrics")
    #expect(metrics.text.contains(#"bubbles_render_duration_seconds_count{stage="total"} 1"#))
    try await server.stop()
  }

  @Test func picksAPageOfALongConversation() async throws {
    let server = try await RunningServer.start()
    let long = Fixture.conversation(messages: 400)
    let first = try await server.render(long, query: "?scale=1")
    #expect(first.status == 200)
    let pageCount = Int(first.headers["x-page-count"] ?? "") ?? 0
    #expect(pageCount > 1)
    let last = try await server.render(long, query: "?scale=1&page=\(pageCount)")
    #expect(last.status == 200)
    #expect(last.body != first.body)
    let beyond = try await server.render(long, query: "?scale=1&page=\(pageCount + 1)")
    #expect(beyond.status == 400)
    try await server.stop()
  }

  @Test func mediaOutsideTheRootIsNotRead() async throws {
    let server = try await RunningServer.start { $0.mediaRoot = Fixture.root.appendingPathComponent("Examples/corpus") }
    #expect(try await server.render(Fixture.imageMessage("media/sunset.jpg")).headers["x-render-warnings"] == "0")
    for outside in ["../../Package.swift", "/etc/hostname", "media/../../README.md"] {
      let reply = try await server.render(Fixture.imageMessage(outside))
      #expect(reply.status == 200)
      #expect(reply.headers["x-render-warnings"] == "1", "\(outside)")
    }
    // Without a root, no file at all.
    let noRoot = try await RunningServer.start()
    #expect(try await noRoot.render(Fixture.imageMessage("media/sunset.jpg")).headers["x-render-warnings"] == "1")
    try await server.stop()
    try await noRoot.stop()
  }

  @Test func validateAnswersEveryProblemLocated() async throws {
    let server = try await RunningServer.start()
    let valid = try await server.send(.POST, "/v1/validate", body: try Fixture.corpus("direct-basics"))
    #expect(valid.status == 200)
    #expect(valid.json["valid"] as? Bool == true)
    let invalid =
      #"{"format":"bubbles/1","participants":[{"id":"a"}],"messages":[{"id":"1","from":"zed","time":"soon"}]}"#
    let reply = try await server.send(.POST, "/v1/validate", body: Array(invalid.utf8))
    #expect(reply.status == 422)
    #expect(reply.json["detail"] as? String == "invalid conversation")
    #expect(reply.details.count >= 2)
    #expect(reply.details.allSatisfy { $0["line"] as? Int == 1 && $0["column"] is Int && $0["path"] is String })
    #expect(try await server.render(Array(invalid.utf8)).status == 422)
    try await server.stop()
  }
}
