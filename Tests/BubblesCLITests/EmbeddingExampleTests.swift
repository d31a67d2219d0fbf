import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Examples/EmbeddingExample, built beside `bubbles`, run as its own process: an application's
/// own route and BubbleKit's routes mounted under /chat-images answer side by side, and SIGTERM
/// ends it cleanly.
@Suite("the embedding example")
struct EmbeddingExampleTests {
  @Test func mountsTheRoutesBesideItsOwn() async throws {
    let executable = CLI.executable.deletingLastPathComponent().appendingPathComponent("EmbeddingExample")
    let process = try RunningCLI(args: ["0"], executable: executable)
    let marker = "listening on 127.0.0.1:"
    try #require(try await process.waitForStderr(containing: marker, timeout: .seconds(240)), "\(process.stderr)")
    let port = try #require(Int(process.stderr.components(separatedBy: marker)[1].prefix { $0.isNumber }))
    let base = "http://127.0.0.1:\(port)"

    let own = try await Self.send(base + "/")
    #expect(own.status == 200 && String(decoding: own.body, as: UTF8.self).contains("own route"))

    var request = URLRequest(url: URL(string: base + "/chat-images/v1/thumbnail?w=64&h=48")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(ChatJSON.document([#"{ "id": "1", "from": "ann", "text": "Hi from the app" }"#]).utf8)
    let thumbnail = try await Self.send(request)
    #expect(thumbnail.status == 200)
    #expect(Array(thumbnail.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    // The PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
    let size = [16, 20].map { offset in thumbnail.body[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(size == [64, 48])

    let metrics = try await Self.send(base + "/chat-images/metrics")
    #expect(String(decoding: metrics.body, as: UTF8.self).contains(#"route="/chat-images/v1/thumbnail",status="200""#))
    // Not mounted (parts: api and metrics only), and the application's own 404.
    #expect(try await Self.send(base + "/chat-images/health/live").status == 404)

    process.send(SIGTERM)
    let ended = try await process.finish()
    #expect(ended.exited && ended.status == 0, "\(process.stderr)")
  }

  static func send(_ url: String) async throws -> (status: Int, body: Data) {
    try await send(URLRequest(url: URL(string: url)!))
  }

  static func send(_ request: URLRequest) async throws -> (status: Int, body: Data) {
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
  }
}
