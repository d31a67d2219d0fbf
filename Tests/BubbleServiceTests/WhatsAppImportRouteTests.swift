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

  /// Without `theme`, an export is drawn in its app's look (`auto`), as `theme=whatsapp` draws it.
  @Test func anExportWithoutAThemeIsDrawnInItsAppsLook() async throws {
    let server = try await RunningServer.start()
    let body = Array(try Data(contentsOf: Self.chat))
    var images: [String: [UInt8]] = [:]
    for query in ["", "&theme=auto", "&theme=whatsapp", "&theme=default"] {
      let rendered = try await server.send(
        .POST, "/v1/thumbnail?w=320&h=480\(query)", body: body, contentType: "text/plain")
      #expect(rendered.status == 200, "\(rendered.text)")
      images[query] = rendered.body
    }
    #expect(images[""] == images["&theme=whatsapp"] && images["&theme=auto"] == images[""])
    #expect(images[""] != images["&theme=default"])
    try await server.stop()
  }

  /// An export's zip as `application/zip`: its chat read from the archive and its pictures drawn,
  /// as `bubbles render chat.zip` draws them; a zip that is not an export is 422.
  @Test func aZipExportRendersWithItsPictures() async throws {
    let server = try await RunningServer.start()
    let zip = Array(
      try Data(
        contentsOf: Fixture.root.appendingPathComponent("Examples/exports/whatsapp/WhatsApp Chat - Lisbon trip.zip")))
    let text = Array(
      try Data(contentsOf: Fixture.root.appendingPathComponent("Examples/exports/whatsapp/ios/_chat.txt")))
    let query = "/v1/render?me=Ana%20Lima&timezone=Europe/Lisbon"
    let fromZip = try await server.send(.POST, query, body: zip, contentType: "application/zip")
    #expect(fromZip.status == 200, "\(fromZip.text)")
    #expect(fromZip.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let fromText = try await server.send(.POST, query, body: text, contentType: "text/plain")
    #expect(fromText.status == 200, "\(fromText.text)")
    // The text alone draws its pictures as placeholders, the zip draws them.
    #expect(fromZip.body != fromText.body)
    let validated = try await server.send(.POST, "/v1/validate", body: zip, contentType: "application/zip")
    #expect(validated.status == 200, "\(validated.text)")
    let notAnExport = try await server.send(
      .POST, "/v1/render", body: [0x50, 0x4B, 0x03, 0x04] + Array(repeating: 0, count: 40),
      contentType: "application/zip")
    #expect(notAnExport.status == 422, "\(notAnExport.status) \(notAnExport.text)")
    let telegram = try await server.send(.POST, "/v1/render?from=telegram", body: zip, contentType: "application/zip")
    #expect(telegram.status == 415, "\(telegram.status)")
    try await server.stop()
  }
}
