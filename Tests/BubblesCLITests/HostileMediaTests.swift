import Foundation
import Testing

/// Media that cannot be drawn never fails a render: each becomes a placeholder
/// of its declared size and a warning that names the message.
@Suite("hostile media")
struct HostileMediaTests {
  /// A folder with a conversation whose every image is broken in a different way.
  private static func makeChat(in directory: URL) throws -> URL {
    let chat = directory.appendingPathComponent("chat", isDirectory: true)
    try FileManager.default.createDirectory(at: chat.appendingPathComponent("media"), withIntermediateDirectories: true)
    let sunset = try Data(contentsOf: Paths.corpus.appendingPathComponent("media/sunset.jpg"))
    try chat.write(sunset.prefix(sunset.count / 2), to: "media/truncated.jpg")
    try chat.write(sunset.prefix(200), to: "media/stub.jpg")
    try chat.write("just some text, not a picture", to: "media/text.png")
    // A real PNG whose header claims 60000 x 60000 pixels: refused before decoding.
    var huge = [UInt8](try Data(contentsOf: Paths.corpus.appendingPathComponent("media/tiles.png")))
    for offset in [16, 20] { huge.replaceSubrange(offset..<offset + 4, with: [0x00, 0x00, 0xEA, 0x60]) }
    try chat.write(Data(huge), to: "media/huge.png")
    try directory.write(sunset, to: "outside.jpg")
    try FileManager.default.createSymbolicLink(
      at: chat.appendingPathComponent("media/link.jpg"),
      withDestinationURL: directory.appendingPathComponent("outside.jpg"))
    let sources = [
      "media/missing.jpg", "media/truncated.jpg", "media/stub.jpg", "media/text.png", "media/huge.png",
      "../outside.jpg", "/etc/passwd", "media/link.jpg", "data:image/png;base64,!!!notbase64!!!",
      "data:image/png;base64,aGVsbG8=", "https://example.com/photo.jpg",
    ]
    let messages = sources.enumerated().map { index, source in
      #"{ "id": "bad\#(index)", "from": "ann", "media": { "type": "image", "src": "\#(source)", "width": 800, "height": 600 } }"#
    }
    return try chat.write(ChatJSON.document(messages), to: "chat.json")
  }

  @Test("every broken source renders as a placeholder with a warning naming its message, exit 0")
  func brokenSourcesWarn() async throws {
    try await withTemporaryDirectory { directory in
      let input = try Self.makeChat(in: directory)
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(args: ["render", input.path, "-o", output.path])
      expectExit(result, 0)
      #expect(PNGInfo(contentsOf: output)?.width == 780)
      let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning") }
      for index in 0..<11 {
        #expect(
          warnings.contains { $0.contains("message bad\(index)") }, "no warning for bad\(index):\n\(result.stderr)")
      }
    }
  }

  @Test("--allow-remote-media still refuses loopback and private hosts, with the reason")
  func remoteMediaKeepsToPublicHosts() async throws {
    try await withTemporaryDirectory { directory in
      let messages = ["http://127.0.0.1:9/a.png", "http://10.0.0.7/b.png"].enumerated().map { index, source in
        #"{ "id": "r\#(index)", "from": "ann", "media": { "type": "image", "src": "\#(source)" } }"#
      }
      let input = try directory.write(ChatJSON.document(messages), to: "chat.json")
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(args: ["render", input.path, "-o", output.path, "--allow-remote-media"])
      expectExit(result, 0)
      #expect(result.stderr.contains("message r0: http://127.0.0.1:9/a.png: 127.0.0.1 is a loopback address"))
      #expect(result.stderr.contains("message r1: http://10.0.0.7/b.png: 10.0.0.7 is a private address"))
    }
  }

  @Test("contact-sheet takes --allow-remote-media too, with the same host policy")
  func contactSheetsFetchWithTheSamePolicy() async throws {
    try await withTemporaryDirectory { directory in
      let message = #"{ "id": "r0", "from": "ann", "media": { "type": "image", "src": "http://127.0.0.1:9/a.png" } }"#
      let input = try directory.write(ChatJSON.document([message]), to: "chat.json")
      let output = directory.appending(file: "sheet.png")
      let result = try await CLI.run(
        args: ["contact-sheet", input.path, "-o", output.path, "--themes", "telegram", "--allow-remote-media"])
      expectExit(result, 0)
      #expect(result.stderr.contains("127.0.0.1 is a loopback address"), "\(result.stderr)")
      let without = try await CLI.run(args: ["contact-sheet", input.path, "-o", output.path, "--themes", "telegram"])
      expectExit(without, 0)
      #expect(without.stderr.contains("--allow-remote-media"), "\(without.stderr)")
    }
  }
}
