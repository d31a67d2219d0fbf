import AsyncHTTPClient
import BubbleKit
import Foundation
import Testing

@testable import BubbleService

/// `POST /v1/thumbnail` on the real server: exact sizes, the fit, 400 for a bad box, and the
/// cache and ETag as for pages.
@Suite struct ThumbnailRouteTests {
  /// A chat taller than any box below, so the two fits show different rows.
  static let longChat = Fixture.conversation(messages: 40)

  /// Width and height from a PNG's IHDR chunk (bytes 16 to 23, big-endian).
  static func pixelSize(_ png: [UInt8]) -> (width: Int, height: Int)? {
    guard png.count >= 24, Array(png.prefix(8)) == RouteTests.pngSignature, Array(png[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    let number = { (start: Int) in png[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  func thumbnail(_ server: RunningServer, _ body: [UInt8], query: String, headers: [String: String] = [:])
    async throws -> RunningServer.Reply
  {
    try await server.send(.POST, "/v1/thumbnail" + query, body: body, headers: headers)
  }

  @Test func answersAPNGOfExactlyTheBox() async throws {
    let server = try await RunningServer.start()
    for (body, width, height) in [
      (Self.longChat, 320, 320), (Self.longChat, 480, 270), (try Fixture.corpus("direct-basics"), 200, 600),
    ] {
      let reply = try await thumbnail(server, body, query: "?w=\(width)&h=\(height)")
      #expect(reply.status == 200)
      #expect(reply.headers["content-type"] == "image/png")
      #expect(reply.headers["x-render-warnings"] == "0")
      #expect(reply.headers["x-page-count"] == nil)
      let size = try #require(Self.pixelSize(reply.body))
      #expect(size.width == width && size.height == height, "\(width)x\(height): \(size)")
    }
    let metrics = try await server.send("/metrics").text
    #expect(metrics.contains(#"bubbles_http_requests_total{route="/v1/thumbnail",status="200"} 3"#))
    #expect(metrics.contains(#"bubbles_render_duration_seconds_count{stage="thumbnail"} 3"#))
    try await server.stop()
  }

  @Test func startAndEndShowDifferentRowsAndEndIsTheDefault() async throws {
    let server = try await RunningServer.start()
    let end = try await thumbnail(server, Self.longChat, query: "?w=320&h=320&fit=end")
    let start = try await thumbnail(server, Self.longChat, query: "?w=320&h=320&fit=start")
    #expect(end.status == 200 && start.status == 200)
    #expect(start.body != end.body)
    #expect(start.headers["etag"] != end.headers["etag"])
    // No fit is fit=end: the same address, so the cache answers it.
    let unspecified = try await thumbnail(server, Self.longChat, query: "?w=320&h=320")
    #expect(unspecified.headers["etag"] == end.headers["etag"])
    #expect(unspecified.headers["x-cache"] == "hit")
    #expect(unspecified.body == end.body)
    try await server.stop()
  }

  @Test func aBadBoxOrFitIs400WithTheSentence() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    let cases: [(query: String, path: String, message: String)] = [
      ("?w=8&h=320", "w", "the thumbnail width must be between 16 and 2048 pixels, not 8"),
      ("?w=320&h=4096", "h", "the thumbnail height must be between 16 and 2048 pixels, not 4096"),
      ("?w=320&h=-1", "h", "the thumbnail height must be between 16 and 2048 pixels, not -1"),
      ("?w=32.5&h=320", "w", "the thumbnail width must be a whole number of pixels between 16 and 2048, not 32.5"),
      ("?h=320", "w", "w is required: the thumbnail width in pixels, 16 to 2048"),
      ("?w=320&h=320&fit=middle", "fit", "fit must be end or start, not middle"),
      ("?w=320&h=320&scale=2", "scale", "unknown parameter \"scale\""),
      ("?w=320&h=320&page=2", "page", "unknown parameter \"page\""),
      ("?w=320&h=320&width=5", "width", "width"),
    ]
    for (query, path, message) in cases {
      let reply = try await thumbnail(server, body, query: query)
      #expect(reply.status == 400, "\(query)")
      #expect(reply.json["detail"] as? String == "invalid thumbnail options", "\(query)")
      let detail = reply.details.first { $0["path"] as? String == path }
      #expect((detail?["message"] as? String)?.contains(message) == true, "\(query): \(reply.details)")
      #expect(reply.headers["etag"] == nil)
    }
    // Both sides out: two details.
    let both = try await thumbnail(server, body, query: "?w=0&h=9999&fit=up")
    #expect(both.details.compactMap { $0["path"] as? String }.sorted() == ["fit", "h", "w"])
    try await server.stop()
  }

  @Test func theBodyIsCheckedAsForPages() async throws {
    let server = try await RunningServer.start()
    let invalid = Array(#"{"format":"bubbles/1","participants":[],"messages":[{"id":"1"}]}"#.utf8)
    let unprocessable = try await thumbnail(server, invalid, query: "?w=320&h=320")
    #expect(unprocessable.status == 422)
    #expect(unprocessable.json["detail"] as? String == "invalid conversation")
    let body = try Fixture.corpus("direct-basics")
    let wrongType = try await server.send(.POST, "/v1/thumbnail?w=320&h=320", body: body, contentType: "text/plain")
    #expect(wrongType.status == 415)
    try await server.stop()
  }

  @Test func ifNoneMatchGives304ForAThumbnail() async throws {
    let server = try await RunningServer.start()
    let first = try await thumbnail(server, Self.longChat, query: "?w=320&h=320")
    #expect(first.headers["cache-control"] == "public, max-age=31536000, immutable")
    let entityTag = try #require(first.headers["etag"])
    let again = try await thumbnail(server, Self.longChat, query: "?w=320&h=320", headers: ["If-None-Match": entityTag])
    #expect(again.status == 304)
    #expect(again.body.isEmpty)
    #expect(again.headers["etag"] == entityTag)
    // Another box's tag does not match.
    let other = try await thumbnail(server, Self.longChat, query: "?w=320&h=321", headers: ["If-None-Match": entityTag])
    #expect(other.status == 200)
    #expect(other.headers["etag"] != entityTag)
    try await server.stop()
  }

  @Test func theCacheTellsSizesFitsAndPagesApart() async throws {
    let server = try await RunningServer.start()
    let body = Self.longChat
    let first = try await thumbnail(server, body, query: "?w=320&h=320")
    #expect(first.headers["x-cache"] == "miss")
    let repeated = try await thumbnail(server, body, query: "?w=320&h=320")
    #expect(repeated.headers["x-cache"] == "hit")
    #expect(repeated.body == first.body)
    var tags: Set<String> = [try #require(first.headers["etag"])]
    for (query, size) in [
      ("?w=321&h=320", "321x320"), ("?w=320&h=321", "320x321"), ("?w=320&h=320&fit=start", "320x320"),
      ("?w=320&h=320&width=320", "320x320"),
    ] {
      let reply = try await thumbnail(server, body, query: query)
      #expect(reply.headers["x-cache"] == "miss", "\(query)")
      #expect(Self.pixelSize(reply.body).map { "\($0.width)x\($0.height)" } == size, "\(query)")
      tags.insert(try #require(reply.headers["etag"]))
    }
    // A page of the same body is not a thumbnail.
    let page = try await server.render(body)
    #expect(page.headers["x-cache"] == "miss")
    tags.insert(try #require(page.headers["etag"]))
    #expect(tags.count == 6)
    try await server.stop()
  }

  /// The address includes the box and the fit; a page's address has no box.
  @Test func theAddressIncludesTheBox() throws {
    let body = Data(Self.longChat)
    var query = RenderQuery()
    let page = RenderCache.address(of: body, query: query)
    query.request.job = .thumbnail(ThumbnailSize(pixelWidth: 320, pixelHeight: 320), fit: .end)
    let thumbnail = RenderCache.address(of: body, query: query)
    query.request.job = .thumbnail(ThumbnailSize(pixelWidth: 320, pixelHeight: 320), fit: .start)
    let start = RenderCache.address(of: body, query: query)
    query.request.job = .thumbnail(ThumbnailSize(pixelWidth: 32, pixelHeight: 3200), fit: .start)
    let other = RenderCache.address(of: body, query: query)
    #expect(Set([page, thumbnail, start, other]).count == 4)
  }
}
