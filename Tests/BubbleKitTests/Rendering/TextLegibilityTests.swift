import BubbleKit
import Foundation
import Testing

/// Reads renders back with Tesseract OCR: text is really there and legible,
/// and markup-looking text stays literal.
@Suite struct TextLegibilityTests {
  private func ocr(_ png: [UInt8]) throws -> String {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("render.png")
    try Data(png).write(to: image)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tesseract", image.path, "stdout", "--psm", "6"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "tesseract failed; install it with .ci/install-deps --test")
    return String(decoding: data, as: UTF8.self)
  }

  @Test func renderedTextReadsBack() async throws {
    let json = """
      { "me": "me", "participants": [{ "id": "me" }, { "id": "ann", "name": "Ann" }], "messages": [
        { "id": "1", "from": "ann", "time": "2026-01-01T09:41:00Z", "text": "Meet me at the harbour gate" },
        { "id": "2", "from": "me", "time": "2026-01-01T09:42:00Z", "status": "read", "text": "Literal <b>tags</b> & more" }
      ] }
      """
    let result = try await TestSupport.render(
      try TestSupport.conversation(json), options: TestSupport.patientOptions(scale: 3))
    let text = try ocr(result.pages[0].png)
    #expect(text.contains("Meet me at the harbour gate"))
    #expect(text.contains("<b>tags</b>"))
  }
}
