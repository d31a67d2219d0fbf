import Foundation
import Testing

@testable import BubbleService

/// `from=`, `me=` and `chat=`: an app's export as the body of `/v1/render` and `/v1/validate`.
@Suite struct ImportRouteTests {
  static func export(_ name: String) throws -> [UInt8] {
    Array(
      try Data(contentsOf: Fixture.root.appendingPathComponent("Examples/exports/telegram/\(name)/result.json")))
  }

  @Test func aTelegramExportRendersWithItsMediaAsPlaceholders() async throws {
    let server = try await RunningServer.start()
    for query in ["?from=telegram&me=Ana%20Souza", ""] {
      let reply = try await server.render(try Self.export("single-chat"), query: query)
      #expect(reply.status == 200, "\(query): \(reply.text.prefix(300))")
      #expect(reply.headers["content-type"] == "image/png")
      #expect(Int(reply.headers["x-render-warnings"] ?? "") ?? 0 > 0, "the export's media are not sent")
    }
    try await server.stop()
  }

  @Test func validateCountsTheExportsMessagesAndAsksForAChat() async throws {
    let server = try await RunningServer.start()
    let single = try await server.send(.POST, "/v1/validate?from=auto", body: try Self.export("single-chat"))
    #expect(single.status == 200)
    #expect(single.json["messages"] as? Int == 24)
    let account = try await server.send(.POST, "/v1/validate", body: try Self.export("account"))
    #expect(account.status == 422)
    #expect(account.details.compactMap { $0["message"] as? String }.contains("Ben Carter (1002)"), "\(account.text)")
    let chosen = try await server.send(.POST, "/v1/validate?chat=Trail%20Club", body: try Self.export("account"))
    #expect(chosen.status == 200)
    #expect(chosen.json["messages"] as? Int == 1)
    try await server.stop()
  }

  @Test func unknownFormatsAndTextThatIsNoChatAreRefused() async throws {
    let server = try await RunningServer.start()
    let bogus = try await server.render(try Self.export("single-chat"), query: "?from=sms")
    #expect(bogus.status == 400)
    #expect(bogus.details.first?["path"] as? String == "from")
    let text = try await server.send(
      .POST, "/v1/render", body: Array("just some notes\n".utf8), contentType: "text/plain")
    #expect(text.status == 415)
    try await server.stop()
  }
}
