import BubbleKit
import Foundation
import Testing

/// http(s) media over real HTTP on loopback: fetched only when allowed, capped in size.
@Suite struct RemoteMediaTests {
  private let avatar = try! [UInt8](Data(contentsOf: TestSupport.corpus.appendingPathComponent("media/avatar-bob.png")))

  @Test func urlsAreNotFetchedByDefault() throws {
    let server = try LoopbackHTTPServer(body: avatar)
    defer { server.stop() }
    let result = MediaResolver(baseDirectory: nil).bytes(for: .url(server.url))
    guard case .failure(let problem) = result else {
      Issue.record("fetched without permission")
      return
    }
    #expect(problem.description.contains("--allow-remote-media"))
  }

  @Test func allowedURLsAreFetched() throws {
    let server = try LoopbackHTTPServer(body: avatar)
    defer { server.stop() }
    let bytes = try MediaResolver(baseDirectory: nil, allowsRemote: true).bytes(for: .url(server.url)).get()
    #expect(bytes == avatar)
  }

  @Test func errorsAndOversizedResponsesAreRefused() throws {
    let missing = try LoopbackHTTPServer(status: 404, body: Array("not here".utf8))
    defer { missing.stop() }
    let notFound = MediaResolver(baseDirectory: nil, allowsRemote: true).bytes(for: .url(missing.url))
    #expect((try? notFound.get()) == nil, "\(notFound)")
    let big = try LoopbackHTTPServer(body: [UInt8](repeating: 7, count: 200_000))
    defer { big.stop() }
    let capped = MediaResolver(baseDirectory: nil, maxBytes: 100_000, allowsRemote: true).bytes(for: .url(big.url))
    guard case .failure(let problem) = capped else {
      Issue.record("an oversized response was accepted")
      return
    }
    #expect(problem.description.contains("larger"))
  }

  @Test func anAllowedRemoteAvatarIsDrawn() throws {
    let server = try LoopbackHTTPServer(body: avatar)
    defer { server.stop() }
    let json = """
      { "kind": "group", "participants": [{ "id": "ann", "avatar": "\(server.url)" }],
        "messages": [{ "id": "1", "from": "ann", "text": "hi" }] }
      """
    let conversation = try TestSupport.conversation(json)
    let offline = try TestSupport.render(conversation)
    #expect(offline.warnings.count == 1)
    let online = try TestSupport.render(conversation, options: RenderOptions(allowsRemoteMedia: true))
    #expect(online.warnings.isEmpty)
    #expect(online.pages[0].png != offline.pages[0].png)
  }
}
