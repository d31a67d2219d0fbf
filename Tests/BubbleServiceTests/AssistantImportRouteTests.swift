import Foundation
import Testing

/// A ChatGPT export posted as JSON: `from=chatgpt`, `chat`, and `tool-messages`.
@Suite struct AssistantImportRouteTests {
  static let conversations = Fixture.root.appendingPathComponent("Examples/exports/chatgpt/account/conversations.json")

  @Test func aChatGPTExportValidatesWithItsToolMessagesSkippedOrShown() async throws {
    let server = try await RunningServer.start()
    let body = Array(try Data(contentsOf: Self.conversations))
    let listed = try await server.send(.POST, "/v1/validate?from=chatgpt", body: body, contentType: "application/json")
    #expect(listed.status == 422, "\(listed.text)")
    #expect(listed.text.contains("Three days in Lisbon"), "\(listed.text)")
    for (query, count) in [("", 4), ("&tool-messages=skip", 4), ("&tool-messages=show", 6)] {
      let validated = try await server.send(
        .POST, "/v1/validate?chat=1\(query)", body: body, contentType: "application/json")
      #expect(validated.status == 200, "\(validated.text)")
      #expect(validated.json["messages"] as? Int == count, "\(query)")
    }
    let bad = try await server.send(
      .POST, "/v1/validate?chat=1&tool-messages=all", body: body, contentType: "application/json")
    #expect(bad.status == 400)
    try await server.stop()
  }
}
