import Foundation
import Testing

@testable import BubbleService

/// `/v1/render?screen=...` (one phone screen, as `bubbles render --screen`), `format=` and the
/// warnings counter, over loopback HTTP.
@Suite struct ScreenAndFormatTests {
  @Test func aScreenIsOneImageOfTheScreensSize() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    let screen = try await server.render(body, query: "?screen=390x844&scale=2")
    #expect(screen.status == 200)
    #expect(screen.headers["content-type"] == "image/png")
    #expect(ThumbnailRouteTests.pixelSize(screen.body).map { [$0.width, $0.height] } == [780, 1688])
    #expect(screen.headers["x-page-count"] == nil)
    let small = try await server.render(body, query: "?screen=320x568&scale=1")
    #expect(ThumbnailRouteTests.pixelSize(small.body).map { [$0.width, $0.height] } == [320, 568])
    let metrics = try await server.send("/metrics").text
    #expect(metrics.contains(#"bubbles_render_duration_seconds_count{stage="screen"} 2"#))
    try await server.stop()
  }

  @Test func theInputStateDraftAndKeyboardChangeTheScreen() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    let initial = try await server.render(body, query: "?screen=390x844&scale=1")
    let typing = try await server.render(body, query: "?screen=390x844&scale=1&input-state=text&draft=On%20my%20way")
    let lowKeyboard = try await server.render(
      body, query: "?screen=390x844&scale=1&input-state=text&draft=On%20my%20way&keyboard-height=200")
    let emoji = try await server.render(body, query: "?screen=390x844&scale=1&input-state=emoji")
    for reply in [initial, typing, lowKeyboard, emoji] { #expect(reply.status == 200) }
    let tags = Set([initial, typing, lowKeyboard, emoji].compactMap { $0.headers["etag"] })
    #expect(tags.count == 4)
    let images = Set([initial, typing, lowKeyboard, emoji].map(\.body))
    #expect(images.count == 4)
    try await server.stop()
  }

  @Test func screenProblemsAre400WithTheParameterAsPath() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    let cases: [(query: String, path: String, words: String)] = [
      ("screen=10x10", "screen", "WIDTHxHEIGHT"),
      ("screen=390", "screen", "390x844"),
      ("screen=390x844&input-state=sideways", "input-state", "initial, text, voice, emoji, plus"),
      ("screen=390x844&keyboard-height=300", "keyboard-height", "input-state text"),
      ("screen=390x844&input-state=text&keyboard-height=50", "keyboard-height", "must be between 100 and 590 points"),
      ("input-state=text", "input-state", "needs screen"),
      ("draft=hi", "draft", "needs screen"),
      ("screen=390x844&page=2", "page", "a screen is one image"),
      ("screen=390x844&draft=" + String(repeating: "a", count: 4097), "draft", "at most 4096 bytes"),
      ("format=gif", "format", "formats: png"),
    ]
    for (query, path, words) in cases {
      let reply = try await server.render(body, query: "?" + query)
      #expect(reply.status == 400, "\(query)")
      #expect(reply.json["detail"] as? String == "invalid render options", "\(query)")
      let detail = reply.details.first
      #expect(detail?["path"] as? String == path, "\(query)")
      #expect((detail?["message"] as? String)?.contains(words) == true, "\(query): \(reply.details)")
    }
    #expect(try await server.render(body, query: "?screen=390x844&input-state=text&keyboard-height=300").status == 200)
    try await server.stop()
  }

  @Test func formatPNGIsTheDefaultAndThumbnailsTakeIt() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    let plain = try await server.render(body, query: "?scale=1")
    let named = try await server.render(body, query: "?scale=1&format=PNG")
    #expect(named.status == 200)
    #expect(named.headers["content-type"] == "image/png")
    #expect(named.body == plain.body)
    let thumbnail = try await server.send(.POST, "/v1/thumbnail?w=64&h=64&format=png", body: body)
    #expect(thumbnail.status == 200)
    #expect(ThumbnailRouteTests.pixelSize(thumbnail.body).map { [$0.width, $0.height] } == [64, 64])
    let refused = try await server.send(.POST, "/v1/thumbnail?w=64&h=64&format=bmp", body: body)
    #expect(refused.status == 400)
    #expect(refused.details.first?["path"] as? String == "format")
    try await server.stop()
  }

  @Test func warningsAreCountedByRoute() async throws {
    let server = try await RunningServer.start()
    let missing = Fixture.imageMessage("media/nowhere.jpg")
    #expect(try await server.render(missing).headers["x-render-warnings"] == "1")
    #expect(try await server.send(.POST, "/v1/thumbnail?w=64&h=64", body: missing).status == 200)
    // A cache hit renders nothing, so it warns of nothing new.
    #expect(try await server.render(missing).headers["x-cache"] == "hit")
    let metrics = try await server.send("/metrics").text
    #expect(metrics.contains(#"bubbles_render_warnings_total{route="/v1/render"} 1"#), "\(metrics)")
    #expect(metrics.contains(#"bubbles_render_warnings_total{route="/v1/thumbnail"} 1"#))
    try await server.stop()
  }
}
