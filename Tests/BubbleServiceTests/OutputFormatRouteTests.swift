import Foundation
import Testing

@testable import BubbleService

/// `format=png|webp|jpeg|pdf|svg` and `quality=` over loopback HTTP: each with its media type, in
/// the cache's address, and read back by a tool that is not ours (Pillow, pdfinfo, rsvg-convert).
@Suite struct OutputFormatRouteTests {
  @Test func eachFormatHasItsMediaTypeAndReadsBack() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    let png = try await server.render(body, query: "?scale=1")
    let size = try #require(ThumbnailRouteTests.pixelSize(png.body))
    for (format, type) in [("webp", "image/webp"), ("jpeg", "image/jpeg"), ("jpg", "image/jpeg")] {
      let reply = try await server.render(body, query: "?scale=1&format=\(format)")
      #expect(reply.status == 200)
      #expect(reply.headers["content-type"] == type)
      let read = try Self.pillow(reply.body, suffix: format)
      #expect(read == "\(size.width)x\(size.height) RGB", "\(format)")
    }
    let pdf = try await server.render(body, query: "?scale=1&format=pdf")
    #expect(pdf.headers["content-type"] == "application/pdf")
    let info = try Self.tool("pdfinfo", pdf.body, suffix: "pdf", arguments: [])
    #expect(info.contains("Pages:           \(pdf.headers["x-page-count"] ?? "?")"), "\(info)")
    let text = try Self.tool("pdftotext", pdf.body, suffix: "pdf", arguments: ["-"])
    #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    let svg = try await server.render(body, query: "?scale=1&format=svg")
    #expect(svg.headers["content-type"] == "image/svg+xml")
    #expect(svg.text.hasPrefix("<?xml"))
    _ = try Self.tool("rsvg-convert", svg.body, suffix: "svg", arguments: [])
    let screen = try await server.render(body, query: "?screen=390x844&format=pdf")
    #expect(screen.status == 200)
    #expect(try Self.tool("pdfinfo", screen.body, suffix: "pdf", arguments: []).contains("390 x 844 pts"))
    try await server.stop()
  }

  @Test func qualityIsPartOfTheAddressAndChangesTheImage() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    let lossless = try await server.render(body, query: "?scale=1&format=webp")
    let lossy = try await server.render(body, query: "?scale=1&format=webp&quality=50")
    let again = try await server.render(body, query: "?scale=1&format=webp&quality=50")
    #expect(lossless.headers["etag"] != lossy.headers["etag"])
    #expect(lossless.body != lossy.body)
    #expect(again.headers["x-cache"] == "hit")
    #expect(again.body == lossy.body)
    let thumbnail = try await server.send(.POST, "/v1/thumbnail?w=64&h=64&format=jpeg&quality=70", body: body)
    #expect(thumbnail.status == 200)
    #expect(thumbnail.headers["content-type"] == "image/jpeg")
    try await server.stop()
  }

  @Test func formatProblemsAre400WithTheParameterAsPath() async throws {
    let server = try await RunningServer.start()
    let body = try Fixture.corpus("direct-basics")
    let cases: [(route: String, query: String, path: String, words: String)] = [
      ("/v1/render", "format=png&quality=50", "quality", "png has no quality"),
      ("/v1/render", "format=jpeg&quality=101", "quality", "outside 0 to 100"),
      ("/v1/render", "format=webp&quality=high", "quality", "whole number"),
      ("/v1/render", "format=pdf&page=2", "page", "a PDF holds every page"),
      ("/v1/thumbnail", "w=64&h=64&format=svg", "format", "a thumbnail is a raster image"),
    ]
    for (route, query, path, words) in cases {
      let reply = try await server.send(.POST, route + "?" + query, body: body)
      #expect(reply.status == 400, "\(query)")
      let detail = reply.details.first
      #expect(detail?["path"] as? String == path, "\(query)")
      #expect((detail?["message"] as? String)?.contains(words) == true, "\(query): \(reply.details)")
    }
    try await server.stop()
  }

  /// Pillow's "WIDTHxHEIGHT MODE" of an image.
  static func pillow(_ bytes: [UInt8], suffix: String) throws -> String {
    let script =
      "import sys\nfrom PIL import Image\nimage = Image.open(sys.argv[1]); image.load()\n"
      + "print(f'{image.width}x{image.height} {image.mode}')"
    return try tool("python3", bytes, suffix: suffix, arguments: ["-c", script], fileFirst: false)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs /usr/bin/`name` on `bytes` written to a temporary file (`.ci/install-deps --test`).
  static func tool(_ name: String, _ bytes: [UInt8], suffix: String, arguments: [String], fileFirst: Bool = true)
    throws -> String
  {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-\(UUID()).\(suffix)")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/" + name)
    process.arguments = fileFirst ? [file.path] + arguments : arguments + [file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "\(name) could not read the \(suffix); .ci/install-deps --test")
    return String(decoding: data, as: UTF8.self)
  }
}
