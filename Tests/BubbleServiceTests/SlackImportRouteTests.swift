import Foundation
import Testing

/// A Slack workspace export's zip as `application/zip`: `chat=` picks the conversation, as
/// `--chat` does; without it the service lists them (422).
@Suite struct SlackImportRouteTests {
  static let zip = Fixture.root.appendingPathComponent("Examples/exports/slack/northwind.zip")

  @Test func aWorkspaceZipNeedsChatAndRendersTheOneItNames() async throws {
    let server = try await RunningServer.start()
    let body = Array(try Data(contentsOf: Self.zip))
    let listed = try await server.send(.POST, "/v1/validate", body: body, contentType: "application/zip")
    #expect(listed.status == 422, "\(listed.text)")
    #expect(listed.text.contains("choose one with --chat") && listed.text.contains("general (C01GENERAL)"))
    let validated = try await server.send(
      .POST, "/v1/validate?chat=general", body: body, contentType: "application/zip")
    #expect(validated.status == 200, "\(validated.text)")
    #expect(validated.json["messages"] as? Int == 11, "\(validated.text)")
    let rendered = try await server.send(
      .POST, "/v1/render?chat=D07DM0001&timezone=UTC", body: body, contentType: "application/zip")
    #expect(rendered.status == 200, "\(rendered.text)")
    #expect(rendered.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    try await server.stop()
  }
}
