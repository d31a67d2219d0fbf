import BubbleKit
import Foundation
import Testing

@Suite struct MediaResolverTests {
  private func withFolder(_ body: (URL) throws -> Void) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let inside = root.appendingPathComponent("chat")
    try FileManager.default.createDirectory(
      at: inside.appendingPathComponent("media"), withIntermediateDirectories: true)
    try Data("secret".utf8).write(to: root.appendingPathComponent("outside.png"))
    try Data("inside".utf8).write(to: inside.appendingPathComponent("media/ok.png"))
    try body(inside)
  }

  private func problem(_ result: Result<[UInt8], MediaProblem>) -> String? {
    if case .failure(let problem) = result { return problem.description }
    return nil
  }

  @Test func readsAPathInsideTheFolder() async throws {
    try withFolder { folder in
      let resolver = MediaResolver(baseDirectory: folder)
      #expect((try? resolver.bytes(for: .path("media/ok.png")).get()) == Array("inside".utf8))
    }
  }

  @Test func refusesEscapes() async throws {
    try withFolder { folder in
      let resolver = MediaResolver(baseDirectory: folder)
      #expect(problem(resolver.bytes(for: .path("../outside.png")))?.contains("climb") == true)
      #expect(problem(resolver.bytes(for: .path("media/../../outside.png")))?.contains("climb") == true)
      #expect(problem(resolver.bytes(for: .path(folder.path + "/media/ok.png")))?.contains("relative") == true)
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent("media/link.png"),
        withDestinationURL: folder.deletingLastPathComponent().appendingPathComponent("outside.png"))
      #expect(problem(resolver.bytes(for: .path("media/link.png")))?.contains("out of") == true)
      #expect(problem(resolver.bytes(for: .path("media/missing.png")))?.contains("not found") == true)
      #expect(problem(resolver.bytes(for: .path("media")))?.contains("regular") == true)
    }
  }

  @Test func refusesURLsAndBadDataURIs() async {
    let resolver = MediaResolver(baseDirectory: nil, maxBytes: 16)
    #expect(problem(resolver.bytes(for: .url("https://example.com/a.png")))?.contains("not fetched") == true)
    #expect(problem(resolver.bytes(for: .dataURI("data:image/png;base64,@@@@")))?.contains("base64") == true)
    #expect(problem(resolver.bytes(for: .dataURI("data:image/png,plain")))?.contains("not base64") == true)
    let big = "data:image/png;base64," + String(repeating: "AAAA", count: 100)
    #expect(problem(resolver.bytes(for: .dataURI(big)))?.contains("larger") == true)
    #expect((try? resolver.bytes(for: .dataURI("data:image/png;base64,aGk=")).get()) == Array("hi".utf8))
    #expect(problem(resolver.bytes(for: .path("a.png")))?.contains("stdin") == true)
  }

  @Test func brokenAvatarsDrawAsInitialsWithAWarning() async throws {
    let json = """
      { "kind": "group", "participants": [{ "id": "ann", "name": "Ann", "avatar": "../escape.png" },
        { "id": "bob", "avatar": "data:image/png;base64,bm90IGFuIGltYWdl" }],
        "messages": [{ "id": "1", "from": "ann", "text": "hi" }, { "id": "2", "from": "bob", "text": "yo" }] }
      """
    let result = try await TestSupport.render(try TestSupport.conversation(json))
    #expect(result.pages.count == 1)
    #expect(result.warnings.count == 2)
    #expect(result.warnings.contains { $0.contains("message 1") && $0.contains("climb") })
    #expect(result.warnings.contains { $0.contains("message 2") && $0.contains("not a decodable image") })
  }
}
