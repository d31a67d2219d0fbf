import Foundation
import Testing

/// A WhatsApp export posted as text: `from=whatsapp`, `date-order`, the zone of its times from
/// `timezone`; media are not sent with it and draw as placeholders.
@Suite struct WhatsAppImportRouteTests {
  static let chat = Fixture.root.appendingPathComponent(
    "Examples/exports/whatsapp/android/WhatsApp Chat with Marta Reis.txt")

  @Test func anAndroidExportValidatesAndRendersAsText() async throws {
    let server = try await RunningServer.start()
    let body = Array(try Data(contentsOf: Self.chat))
    let validated = try await server.send(
      .POST, "/v1/validate?from=whatsapp&me=Tom%C3%A1s", body: body, contentType: "text/plain; charset=utf-8")
    #expect(validated.status == 200, "\(validated.text)")
    #expect(validated.json["messages"] as? Int == 16 && validated.json["participants"] as? Int == 2)
    // Without the folder, every attachment is kept: no warning about the missing video.
    let warnings = validated.details.isEmpty ? (validated.json["warnings"] as? [[String: Any]] ?? []) : []
    #expect(warnings.isEmpty, "\(warnings)")
    let rendered = try await server.send(
      .POST, "/v1/render?from=whatsapp&timezone=Europe/Lisbon", body: body, contentType: "text/plain")
    #expect(rendered.status == 200, "\(rendered.text)")
    #expect(rendered.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let wrongOrder = try await server.send(
      .POST, "/v1/validate?from=whatsapp&date-order=dmy", body: body, contentType: "text/plain")
    #expect(wrongOrder.status == 422, "\(wrongOrder.status)")
    #expect(wrongOrder.text.contains("month 21 is out of range"), "\(wrongOrder.text)")
    let badOption = try await server.send(
      .POST, "/v1/validate?from=whatsapp&date-order=dym", body: body, contentType: "text/plain")
    #expect(badOption.status == 400)
    try await server.stop()
  }
}
