import BubbleKit
import Foundation
import LoopbackSockets
import Testing

@testable import BubbleRemoteMedia

/// http(s) media over real HTTP on loopback: fetched only with a fetcher, under its host policy.
@Suite struct RemoteMediaTests {
  static let avatar = try! [UInt8](
    Data(contentsOf: TestSupport.corpus.appendingPathComponent("media/avatar-bob.png")))
  /// The test server is on loopback, which the default policy refuses: these tests opt in.
  static let loopback = RemoteHostPolicy(allowedRanges: [.loopback])

  /// On a thread of its own, so the timeout test's timer is not held up by the renders of
  /// the suites running in parallel.
  static func fetch(_ url: String, policy: RemoteHostPolicy = loopback) async -> Result<[UInt8], MediaProblem> {
    await withTaskExecutorPreference(DedicatedExecutor()) {
      await HTTPMediaFetcher.withFetcher(policy: policy) { await $0.fetch(url) }
    }
  }

  /// `fetcher.fetch(url)` on a thread of its own, as `fetch(_:policy:)` does.
  static func fetch(_ url: String, with fetcher: HTTPMediaFetcher) async -> Result<[UInt8], MediaProblem> {
    await withTaskExecutorPreference(DedicatedExecutor()) { await fetcher.fetch(url) }
  }

  static func problem(_ result: Result<[UInt8], MediaProblem>) -> String? {
    guard case .failure(let problem) = result else { return nil }
    return problem.description
  }

  @Test func urlsAreNotFetchedWithoutAFetcher() async throws {
    let server = try LoopbackHTTPServer(body: Self.avatar)
    defer { server.stop() }
    let media = await MediaResolution(baseDirectory: nil).resolve([MediaRequest(source: .url(server.url), owner: "m")])
    #expect(media.image(for: .url(server.url)) == nil)
    #expect(
      media.warnings == [
        "m: \(server.url): remote images are not fetched unless allowed (--allow-remote-media); drawing a placeholder"
      ])
  }

  @Test func allowedURLsAreFetched() async throws {
    let server = try LoopbackHTTPServer(body: Self.avatar)
    defer { server.stop() }
    #expect(try await Self.fetch(server.url).get() == Self.avatar)
  }

  @Test func loopbackAndPrivateHostsAreRefusedByDefault() async throws {
    let server = try LoopbackHTTPServer(body: Self.avatar)
    defer { server.stop() }
    let policy = RemoteHostPolicy()
    #expect(Self.problem(await Self.fetch(server.url, policy: policy))?.contains("a loopback address") == true)
    let byName = await Self.fetch("http://localhost:\(server.port)/a.png", policy: policy)
    #expect(Self.problem(byName)?.contains("a loopback address") == true)
    #expect(Self.problem(await Self.fetch("http://[::1]:\(server.port)/a.png", policy: policy)) != nil)
    #expect(Self.problem(await Self.fetch("http://192.168.1.20/a.png", policy: policy))?.contains("private") == true)
    #expect(
      Self.problem(await Self.fetch("http://169.254.169.254/latest", policy: policy))?.contains("link-local") == true)
    #expect(Self.problem(await Self.fetch("http://0.0.0.0/a.png", policy: policy))?.contains("unspecified") == true)
    #expect(Self.problem(await Self.fetch("ftp://example.com/a.png", policy: policy))?.contains("http(s)") == true)
  }

  /// The connection goes to the address that was checked, not to whatever the name resolves
  /// to when the client connects (DNS rebinding): a name only the fetcher's resolver knows,
  /// checked as loopback, is fetched from there; checked as public but really loopback for
  /// the system, it is refused before any connection.
  @Test func theConnectionGoesToTheCheckedAddress() async throws {
    let server = try LoopbackHTTPServer(body: Self.avatar)
    defer { server.stop() }
    let url = "http://pinned.invalid:\(server.port)/a.png"
    let pinned = HTTPMediaFetcher(policy: Self.loopback, resolver: { _ in [.ipv4([127, 0, 0, 1])] })
    #expect(try await Self.fetch(url, with: pinned).get() == Self.avatar)
    let publicOnly = HTTPMediaFetcher(policy: RemoteHostPolicy(), resolver: { _ in [.ipv4([127, 0, 0, 1])] })
    #expect(Self.problem(await Self.fetch(url, with: publicOnly))?.contains("a loopback address") == true)
    let mixed = HTTPMediaFetcher(
      policy: RemoteHostPolicy(), resolver: { _ in [.ipv4([93, 184, 216, 34]), .ipv4([10, 0, 0, 1])] })
    #expect(Self.problem(await Self.fetch(url, with: mixed))?.contains("private") == true)
  }

  @Test func redirectsAreFollowedAndCheckedHopByHop() async throws {
    let target = try LoopbackHTTPServer(body: Self.avatar)
    defer { target.stop() }
    let hop = try LoopbackHTTPServer(status: 302, body: [], headers: ["Location: \(target.url)"])
    defer { hop.stop() }
    #expect(try await Self.fetch(hop.url).get() == Self.avatar)

    let toPrivate = try LoopbackHTTPServer(status: 301, body: [], headers: ["Location: http://10.1.2.3/a.png"])
    defer { toPrivate.stop() }
    #expect(Self.problem(await Self.fetch(toPrivate.url))?.contains("10.1.2.3 is a private address") == true)
  }

  /// `bubbles serve --allow-remote-host`: only the hosts listed, every redirect checked again.
  @Test func onlyAllowedHostsAreFetchedRedirectsIncluded() async throws {
    let target = try LoopbackHTTPServer(body: Self.avatar)
    defer { target.stop() }
    let listed = RemoteHostPolicy(allowedRanges: [.loopback], allowedHosts: ["127.0.0.1"])
    #expect(try await Self.fetch(target.url, policy: listed).get() == Self.avatar)
    let elsewhere = RemoteHostPolicy(allowedRanges: [.loopback], allowedHosts: ["media.example.com"])
    #expect(Self.problem(await Self.fetch(target.url, policy: elsewhere))?.contains("not an allowed host") == true)
    let unlisted = target.url.replacingOccurrences(of: "127.0.0.1", with: "localhost")
    let hop = try LoopbackHTTPServer(status: 302, body: [], headers: ["Location: \(unlisted)"])
    defer { hop.stop() }
    #expect(
      Self.problem(await Self.fetch(hop.url, policy: listed))?.contains("localhost is not an allowed host") == true)
  }

  @Test func tooManyRedirectsAreRefused() async throws {
    // Redirects to itself forever.
    let loop = try LoopbackHTTPServer(status: 302, body: [], headers: ["Location: /again.png"])
    defer { loop.stop() }
    #expect(Self.problem(await Self.fetch(loop.url))?.contains("more than 3 redirects") == true)
  }

  @Test func errorsAndOversizedResponsesAreRefused() async throws {
    let missing = try LoopbackHTTPServer(status: 404, body: Array("not here".utf8))
    defer { missing.stop() }
    #expect(Self.problem(await Self.fetch(missing.url))?.contains("HTTP 404") == true)

    var capped = Self.loopback
    capped.maxBytes = 100_000
    let declared = try LoopbackHTTPServer(body: [UInt8](repeating: 7, count: 200_000))
    defer { declared.stop() }
    #expect(Self.problem(await Self.fetch(declared.url, policy: capped))?.contains("larger") == true)

    // No length given: the body is cut off while streaming, long before its end.
    let total = 32 << 20
    let streamed = try LoopbackHTTPServer(body: [UInt8](repeating: 7, count: total), declaresLength: false)
    defer { streamed.stop() }
    #expect(Self.problem(await Self.fetch(streamed.url, policy: capped))?.contains("larger") == true)
    try await Task.sleep(for: .milliseconds(200))
    #expect(streamed.bytesSent < total / 4, "the server sent \(streamed.bytesSent) of \(total) bytes")
  }

  @Test func slowServersTimeOut() async throws {
    // The server would answer after 5 s: only the deadline can make this fail.
    let slow = try LoopbackHTTPServer(body: Self.avatar, delay: 5)
    defer { slow.stop() }
    var policy = Self.loopback
    policy.timeout = .milliseconds(300)
    let result = await Self.fetch(slow.url, policy: policy)
    #expect(Self.problem(result)?.contains("no answer from 127.0.0.1 within 0.3 seconds") == true, "\(result)")
  }

  @Test func anAllowedRemoteAvatarIsDrawn() async throws {
    let server = try LoopbackHTTPServer(body: Self.avatar)
    defer { server.stop() }
    let json = """
      { "kind": "group", "participants": [{ "id": "ann", "avatar": "\(server.url)" }],
        "messages": [{ "id": "1", "from": "ann", "text": "hi" }] }
      """
    let conversation = try TestSupport.conversation(json)
    let offline = try await TestSupport.render(conversation)
    #expect(offline.warnings.count == 1)
    let online = try await HTTPMediaFetcher.withFetcher(policy: Self.loopback) { fetcher in
      try await TestSupport.render(conversation, remote: fetcher)
    }
    #expect(online.warnings.isEmpty)
    #expect(online.pages[0].png != offline.pages[0].png)
  }
}
