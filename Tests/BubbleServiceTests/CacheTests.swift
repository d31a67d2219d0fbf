import AsyncHTTPClient
import Foundation
import NIOHTTP1
import Testing

@testable import BubbleService

/// The content-addressed cache: ETag, 304, hits with the same bytes, failures never cached.
@Suite struct CacheTests {
  /// The address is stable for the same request and changes with the body, every option and the
  /// theme: 64 lowercase hex digits (SHA-256).
  @Test func theAddressChangesWithTheBodyOptionsAndThemeOnly() throws {
    let body = try Data(Fixture.corpus("direct-basics"))
    let query = RenderQuery()
    let address = RenderCache.address(of: body, query: query)
    #expect(address.count == 64)
    #expect(address.allSatisfy { "0123456789abcdef".contains($0) })
    #expect(RenderCache.address(of: Data(body), query: RenderQuery()) == address)
    var otherBody = body
    otherBody[otherBody.count - 2] ^= 0x20
    var changes: [String: String] = ["body": RenderCache.address(of: otherBody, query: query)]
    changes["longer body"] = RenderCache.address(of: body + [0x20], query: query)
    let edits: [(String, (inout RenderQuery) -> Void)] = [
      ("theme", { $0.request.theme = .builtIn("telegram") }), ("width", { $0.request.style.width = 391 }),
      ("scale", { $0.request.style.scale = 3 }), ("timezone", { $0.request.style.timeZone = "Europe/Paris" }),
      ("clock", { $0.request.style.clock = .h12 }), ("page", { $0.request.job = .page(2) }),
      ("format", { $0.request.encoding = .webp(quality: 80) }), ("from", { $0.request.importing.from = .telegram }),
    ]
    for (name, edit) in edits {
      var changed = query
      edit(&changed)
      changes[name] = RenderCache.address(of: body, query: changed)
    }
    for (name, changed) in changes {
      #expect(changed != address, "\(name)")
    }
    #expect(Set(changes.values).count == changes.count)
  }

  @Test func aRepeatIsServedFromTheCacheWithTheSameBytes() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    let first = try await server.render(body, query: "?scale=1")
    #expect(first.status == 200)
    #expect(first.headers["x-cache"] == "miss")
    #expect(first.headers["cache-control"] == "public, max-age=31536000, immutable")
    let entityTag = try #require(first.headers["etag"])
    let second = try await server.render(body, query: "?scale=1")
    #expect(second.headers["x-cache"] == "hit")
    #expect(second.headers["etag"] == entityTag)
    #expect(second.body == first.body)
    #expect(second.headers["x-page-count"] == first.headers["x-page-count"])
    let other = try await server.render(body, query: "?scale=2")
    #expect(other.headers["x-cache"] == "miss")
    #expect(other.headers["etag"] != entityTag)
    let metrics = try await server.send("/metrics").text
    #expect(metrics.contains(#"bubbles_cache_requests_total{outcome="hit"} 1"#))
    #expect(metrics.contains(#"bubbles_cache_requests_total{outcome="miss"} 2"#))
    try await server.stop()
  }

  @Test func ifNoneMatchGives304WithoutABody() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    let entityTag = try #require(try await server.render(body).headers["etag"])
    for header in [entityTag, "\"other\", \(entityTag)", "W/\(entityTag)"] {
      let reply = try await server.send(.POST, "/v1/render", body: body, headers: ["If-None-Match": header])
      #expect(reply.status == 304, "\(header)")
      #expect(reply.body.isEmpty)
      #expect(reply.headers["etag"] == entityTag)
    }
    let stale = try await server.send(.POST, "/v1/render", body: body, headers: ["If-None-Match": "\"stale\""])
    #expect(stale.status == 200)
    try await server.stop()
  }

  /// RFC 9110: a POST whose `If-None-Match` fails is 412, and `*` always fails for a valid body;
  /// a body that is not valid gets its own answer, never a 304 or a 412.
  @Test func ifNoneMatchIsAnsweredOnlyForAValidBody() async throws {
    let server = try await RunningServer.start { $0.cacheBytes = 0 }
    let body = try Fixture.corpus("direct-basics")
    let entityTag = try #require(try await server.render(body).headers["etag"])
    // Not cached: the body is decoded to know it is valid before the 304.
    let known = try await server.send(.POST, "/v1/render", body: body, headers: ["If-None-Match": entityTag])
    #expect(known.status == 304)
    let any = try await server.send(.POST, "/v1/render", body: body, headers: ["If-None-Match": "*"])
    #expect(any.status == 412, "\(any.text)")
    let garbage = Array("not json at all".utf8)
    let garbageAny = try await server.send(.POST, "/v1/render", body: garbage, headers: ["If-None-Match": "*"])
    #expect(garbageAny.status == 400, "\(garbageAny.text)")
    let invalid = Array(#"{"format":"bubbles/1","participants":[],"messages":[{"id":"1"}]}"#.utf8)
    let invalidAny = try await server.send(.POST, "/v1/render", body: invalid, headers: ["If-None-Match": "*"])
    #expect(invalidAny.status == 422, "\(invalidAny.text)")
    try await server.stop()
  }

  @Test func failuresAreNeverCached() async throws {
    let server = try await RunningServer.start()
    let invalid = Array(#"{"format":"bubbles/1","participants":[],"messages":[{"id":"1"}]}"#.utf8)
    for _ in 0..<2 {
      let reply = try await server.render(invalid)
      #expect(reply.status == 422)
      #expect(reply.headers["x-cache"] == nil)
      #expect(reply.headers["etag"] == nil)
    }
    try await server.stop()
  }

  @Test func aZeroSizedCacheKeepsNothing() async throws {
    let server = try await RunningServer.start { $0.cacheBytes = 0 }
    let body = try Fixture.corpus("direct-basics")
    #expect(try await server.render(body).headers["x-cache"] == "miss")
    #expect(try await server.render(body).headers["x-cache"] == "miss")
    try await server.stop()
  }
}
