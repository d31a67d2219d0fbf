import BubbleKit
import Foundation
import Hummingbird
import NIOHTTP1
import Testing

@testable import BubbleService

/// The playground at `/` over loopback HTTP: its page and files with their media types and the
/// strict Content-Security-Policy, GET and HEAD only, nothing referring to another host, and the
/// samples compiled in byte for byte. `.ci/browser-test` drives the page in a real browser.
@Suite struct PlaygroundTests {
  static let files: [(path: String, type: String)] = [
    ("/", "text/html; charset=utf-8"),
    ("/playground.js", "text/javascript; charset=utf-8"),
    ("/playground.css", "text/css; charset=utf-8"),
    ("/playground-samples.json", "application/json; charset=utf-8"),
  ]

  @Test func servesThePageAndItsFilesWithAStrictPolicy() async throws {
    let server = try await RunningServer.start()
    for (path, type) in Self.files {
      let reply = try await server.send(path)
      #expect(reply.status == 200, "\(path)")
      #expect(reply.headers["content-type"] == type, "\(path)")
      let policy = reply.headers["content-security-policy"] ?? ""
      #expect(policy.hasPrefix("default-src 'self'; img-src 'self' blob: data:;"), "\(path): \(policy)")
      #expect(!policy.contains("unsafe") && !policy.contains("*"), "\(policy)")
      #expect(reply.headers["x-content-type-options"] == "nosniff", "\(path)")
      #expect(!reply.body.isEmpty, "\(path)")
      #expect(reply.headers["content-length"] == String(reply.body.count), "\(path)")
      let head = try await server.send(.HEAD, path)
      #expect(head.status == 200, "HEAD \(path)")
      #expect(head.body.isEmpty, "HEAD \(path)")
      #expect(head.headers["content-type"] == type, "HEAD \(path)")
      #expect(head.headers["content-length"] == String(reply.body.count), "HEAD \(path)")
    }
    let page = try await server.send("/").text
    #expect(page.contains(#"<script src="/playground.js" defer></script>"#))
    #expect(page.contains(#"<link rel="stylesheet" href="/playground.css">"#))
    // GET and HEAD only; no parameter, as on every GET route.
    for method in [HTTPMethod.POST, .PUT, .DELETE] {
      let reply = try await server.send(method, "/", body: Array("{}".utf8))
      #expect(reply.status == 405 && reply.headers["allow"] == "GET, HEAD", "\(method) /")
    }
    let parameter = try await server.send("/?theme=default")
    #expect(parameter.status == 400 && parameter.problem == "invalid-options")
    let metrics = try await server.send("/metrics").text
    // GET and HEAD, under the route's own label.
    #expect(metrics.contains(#"bubbles_http_requests_total{route="/",status="200"} 3"#), "\(metrics)")
    try await server.stop()
  }

  /// No URL of another host (the page runs offline, and its policy would block one anyway): no
  /// `http://` or `https://` at all, no protocol-relative `//host` in an attribute, a `url()` or
  /// an `@import`.
  @Test func theFilesReferToNoOtherHost() throws {
    for name in ["index.html", "playground.js", "playground.css"] {
      let text = try #require(PlaygroundAssets.files[name], "\(name) is not embedded")
      #expect(text.range(of: #"(?i)\bhttps?:"#, options: .regularExpression) == nil, "\(name)")
      let protocolRelative = #"(?i)((src|href|action)\s*=\s*["']?|url\(\s*["']?|@import\s+["']?|fetch\(\s*["'`])//"#
      #expect(text.range(of: protocolRelative, options: .regularExpression) == nil, "\(name)")
    }
  }

  /// The format select lists what the service writes (`OutputFormat.allCases`), and every element
  /// the script looks up is in the page.
  @Test func thePageMatchesTheServiceAndTheScript() throws {
    let page = try #require(PlaygroundAssets.files["index.html"])
    let script = try #require(PlaygroundAssets.files["playground.js"])
    let select = try #require(
      page.range(of: #"<select id="format"[^>]*>[\s\S]*?</select>"#, options: .regularExpression))
    #expect(Self.matches(#"<option value="([a-z]+)""#, in: String(page[select])) == OutputFormat.allCases.map(\.name))
    let ids = Set(Self.matches(#"id="([a-z-]+)""#, in: page))
    let used = Self.matches(#"\$\('([a-z-]+)'\)"#, in: script)
    #expect(!used.isEmpty)
    for id in used { #expect(ids.contains(id), "playground.js looks up #\(id), which index.html lacks") }
  }

  /// In the OpenAPI document with their media types (`OpenAPIDocumentTests` checks that every
  /// route of `bubbles serve` is), and not among `BubbleRoutes`' routes, which an application may
  /// mount under a prefix where the page's absolute paths would not lead.
  @Test func isDescribedAndOnlyOnTheServiceRouter() throws {
    let paths = try #require(try OpenAPIDocumentTests.document()["paths"] as? [String: [String: Any]])
    for (path, type) in Self.files {
      let answer = (paths[path]?["get"] as? [String: Any])?["responses"] as? [String: Any]
      let content = (answer?["200"] as? [String: Any])?["content"] as? [String: Any]
      #expect(content?.keys.first.map { type.hasPrefix($0) } == true, "\(path): \(String(describing: content))")
    }
    let bubbles = try BubbleRoutes(ServiceConfiguration(workers: 1))
    defer { bubbles.pool.stopThreads() }
    let embedded = Router(context: BasicRequestContext.self)
    bubbles.add(to: embedded)
    #expect(!embedded.routes.contains { "\($0.path)" == "/" || "\($0.path)".hasPrefix("/playground") })
  }

  @Test func theSamplesAreTheCorpusFiles() async throws {
    let server = try await RunningServer.start()
    let reply = try await server.send("/playground-samples.json")
    let samples = try #require(reply.json["samples"] as? [[String: String]])
    #expect(
      samples.map { $0["name"] ?? "" } == ["direct-basics.json", "group-rich-text.json", "scripts-and-emoji.json"])
    for sample in samples {
      let name = try #require(sample["name"])
      let file = try Fixture.corpus(String(name.dropLast(".json".count)))
      #expect(Array((sample["text"] ?? "").utf8) == file, "\(name)")
    }
    try await server.stop()
  }

  private static func matches(_ pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
