import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `bubbles serve --themes-dir` reloading its folder on a real SIGHUP sent to the real process.
@Suite("bubbles serve: SIGHUP reloads --themes-dir")
struct ServeThemeReloadTests {
  typealias Server = ServeCommandTests.Server

  static let brand = #"""
    {
      "extends": "default",
      "description": "Brand, first cut",
      "outgoing": { "bubble": "#F97316" }
    }
    """#

  /// A render's status and ETag.
  static func render(_ server: Server, theme: String) async throws -> (status: Int, entityTag: String?) {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/v1/render?scale=1&theme=\(theme)")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = ServeCommandTests.body(1, length: 0)
    let (_, response) = try await Server.session.data(for: request)
    let http = response as? HTTPURLResponse
    return (http?.statusCode ?? 0, http?.value(forHTTPHeaderField: "ETag"))
  }

  static func description(of theme: String, on server: Server) async throws -> String? {
    let listing = try await server.get("/v1/themes").text
    let themes = (try JSONSerialization.jsonObject(with: Data(listing.utf8)) as? [String: Any])?["themes"]
    return (themes as? [[String: String]])?.first { $0["name"] == theme }?["description"]
  }

  /// Sends SIGHUP and waits for the `count`th log line containing `text`.
  static func hangUp(_ server: Server, thenWaitFor text: String, count: Int) async throws {
    server.process.send(SIGHUP)
    for _ in 0..<6000 where server.process.stderr.components(separatedBy: text).count - 1 < count {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(server.process.stderr.components(separatedBy: text).count - 1 == count, "\(server.process.stderr)")
  }

  @Test("a changed file is served after SIGHUP; a broken one keeps the themes in use and logs why")
  func hangUpReloadsTheFolder() async throws {
    try await withTemporaryDirectory { folder in
      let file = try folder.write(Self.brand, to: "brand.json")
      let server = try await Server.start(["--themes-dir", folder.path, "--workers", "1"])
      #expect(try await Self.description(of: "brand", on: server) == "Brand, first cut")
      let first = try await Self.render(server, theme: "brand")
      #expect(first.status == 200)

      try Data(
        Self.brand.replacingOccurrences(of: "first cut", with: "second cut")
          .replacingOccurrences(of: "#F97316", with: "#16A34A").utf8
      ).write(to: file)
      try await Self.hangUp(server, thenWaitFor: "themes reloaded", count: 1)
      #expect(try await Self.description(of: "brand", on: server) == "Brand, second cut")
      let second = try await Self.render(server, theme: "brand")
      #expect(second.status == 200 && second.entityTag != first.entityTag)

      try Data("{\n  \"bubble\": { \"radius\": -4 }\n}\n".utf8).write(to: file)
      try await Self.hangUp(server, thenWaitFor: "themes not reloaded", count: 1)
      #expect(server.process.stderr.contains("warning"), "\(server.process.stderr)")
      #expect(
        server.process.stderr.contains("\(file.path):2:25: bubble.radius: expected a number from 0 to "),
        "\(server.process.stderr)")
      #expect(try await Self.description(of: "brand", on: server) == "Brand, second cut")
      #expect(try await Self.render(server, theme: "brand").entityTag == second.entityTag)

      #expect(server.process.isRunning)
      server.process.send(SIGTERM)
      let end = try await server.process.finish(timeout: .seconds(30))
      #expect(end.exited && end.status == 0, "\(server.process.stderr.suffix(2000))")
    }
  }
}
