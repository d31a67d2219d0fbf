import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// Peak memory per input byte (issue 24): `bubbles` run as a child process on a large input of
/// each kind, its own peak RSS (`wait4`) held under a ceiling of a base plus so much per input
/// byte. A ceiling, not a timing: generous enough for a debug build on a busy machine, far below
/// what building every value or decoding every image at full size used to cost (the figures are
/// in docs/robustness.md, "Memory per input byte").
@Suite("bubbles: peak memory per input byte", .serialized)
struct MemoryCeilingTests {
  /// What any run may use before its input counts: the runtime, fonts, one page's pixels.
  static let baseBytes = 160_000_000

  static func expectUnderCeiling(
    _ run: PeakMemoryRun, inputBytes: Int, perByte: Int, base: Int = baseBytes,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ceiling = base + perByte * inputBytes
    #expect(
      run.peakBytes <= ceiling,
      "peak \(run.peakMegabytes) MB for \(inputBytes) input bytes; ceiling \(Double(ceiling) / 1_000_000) MB",
      sourceLocation: sourceLocation)
  }

  static func write(_ text: String, to url: URL) throws -> Int {
    let data = Data(text.utf8)
    try data.write(to: url)
    return data.count
  }

  @Test("bubbles JSON: 16 MB of tiny values in an unknown field are scanned, not built")
  func bubblesJSON() async throws {
    try await withTemporaryDirectory { directory in
      let tiny = "[" + String(repeating: "0,", count: 8_000_000) + "0]"
      let messages = (0..<200).map { #"{ "id": "m\#($0)", "from": "ann", "text": "Message \#($0)" }"# }
      let json = ChatJSON.document(messages, header: #""format": "bubbles/1", "attachments": \#(tiny),"#)
      let input = directory.appending(file: "chat.json")
      let bytes = try Self.write(json, to: input)
      let run = try await PeakMemoryRun.run(
        ["render", input.path, "-o", directory.appending(file: "chat.png").path], in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      Self.expectUnderCeiling(run, inputBytes: bytes, perByte: 3)
    }
  }

  @Test("Telegram JSON export: 9,000 messages")
  func telegramJSON() async throws {
    try await withTemporaryDirectory { directory in
      let messages = (0..<9_000).map { index in
        let text = "Message \(index) of a long Telegram chat, with a few words to read."
        return #"{"id": \#(index + 1), "type": "message", "date": "2026-11-20T18:00:00", "#
          + #""date_unixtime": "1795194000", "from": "Ben Carter", "from_id": "user1002", "text": "\#(text)", "#
          + #""text_entities": [{"type": "plain", "text": "\#(text)"}]}"#
      }
      let json =
        #"{"name": "Ben Carter", "type": "personal_chat", "id": 1002, "messages": ["#
        + messages.joined(separator: ",\n") + "]}"
      let input = directory.appending(file: "result.json")
      let bytes = try Self.write(json, to: input)
      let run = try await PeakMemoryRun.run(["validate", input.path], in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      Self.expectUnderCeiling(run, inputBytes: bytes, perByte: 40)
    }
  }

  static func whatsAppChat(lines: Int) -> String {
    (0..<lines).map { index in
      let stamp = String(format: "[21/11/2026, %02d:%02d:%02d]", index / 3600 % 24, index / 60 % 60, index % 60)
      return "\(stamp) \(index % 2 == 0 ? "Ana Lima" : "Bruno Costa"): message \(index) of a long chat, "
        + "with some words in it to make the line about as long as people write them."
    }.joined(separator: "\n") + "\n"
  }

  @Test("WhatsApp text export: 9,000 lines")
  func whatsAppText() async throws {
    try await withTemporaryDirectory { directory in
      let input = directory.appending(file: "_chat.txt")
      let bytes = try Self.write(Self.whatsAppChat(lines: 9_000), to: input)
      let run = try await PeakMemoryRun.run(["validate", input.path, "--from", "whatsapp"], in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      Self.expectUnderCeiling(run, inputBytes: bytes, perByte: 40)
    }
  }

  @Test("WhatsApp zip export: 9,000 lines, stored")
  func whatsAppZip() async throws {
    try await withTemporaryDirectory { directory in
      let chat = Array(Self.whatsAppChat(lines: 9_000).utf8)
      let input = directory.appending(file: "WhatsApp Chat - Long.zip")
      let zip = StoredZip.archive([(name: "_chat.txt", data: Data(chat))])
      try zip.write(to: input)
      let run = try await PeakMemoryRun.run(["validate", input.path], in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      Self.expectUnderCeiling(run, inputBytes: zip.count, perByte: 40)
    }
  }

  @Test("inbox JSON: 1,000 inline conversations and 16 MB of tiny values in an unknown field")
  func inboxJSON() async throws {
    try await withTemporaryDirectory { directory in
      let tiny = "[" + String(repeating: "0,", count: 8_000_000) + "0]"
      let entries = (0..<1_000).map { index in
        let messages = (0..<5).map {
          #"{ "id": "m\#($0)", "from": "ann", "time": 1763600000, "text": "Hello \#($0)" }"#
        }
        return #"{ "conversation": { "title": "Chat \#(index)", "participants": [{ "id": "ann" }], "#
          + #""messages": [\#(messages.joined(separator: ", "))] } }"#
      }
      let json =
        #"{ "format": "bubbles-inbox/1", "archive": \#(tiny), "conversations": ["#
        + entries.joined(separator: ",\n") + "] }"
      let input = directory.appending(file: "inbox.json")
      let bytes = try Self.write(json, to: input)
      let run = try await PeakMemoryRun.run(
        ["inbox", input.path, "-o", directory.appending(file: "list.png").path], in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      Self.expectUnderCeiling(run, inputBytes: bytes, perByte: 3)
    }
  }

  /// A flat-colour 7000 x 7000 picture: 49 megapixels (196 MB decoded) in a small file.
  /// Made anew by each test, so that the test process does not keep its 196 MB.
  static func bomb() -> RasterImage? {
    RasterImage.fromARGB([UInt32](repeating: 0xff33_6699, count: 7000 * 7000), width: 7000, height: 7000)
  }

  /// Six messages, each showing its own copy of `image` (distinct bytes, as the issue's six).
  static func sixImages(_ image: [UInt8], fileExtension: String, in directory: URL) throws -> (URL, Int) {
    var bytes = 0
    for index in 0..<6 {
      // A byte after the image's end makes each copy distinct content, decoded on its own.
      let copy = image + [UInt8(index)]
      try Data(copy).write(to: directory.appending(file: "\(index).\(fileExtension)"))
      bytes += copy.count
    }
    let messages = (0..<6).map {
      #"{ "id": "m\#($0)", "from": "ann", "media": { "type": "image", "src": "\#($0).\#(fileExtension)" } }"#
    }
    let chat = directory.appending(file: "chat.json")
    bytes += try write(ChatJSON.document(messages), to: chat)
    return (chat, bytes)
  }

  @Test(
    "images: six 7000 x 7000 PNGs, WebPs and JPEGs are decoded near the size drawn", arguments: ["png", "webp", "jpg"])
  func images(fileExtension: String) async throws {
    try await withTemporaryDirectory { directory in
      let image = try #require(Self.bomb())
      let encoded: [UInt8] =
        switch fileExtension {
        case "png": try image.pngData()
        case "webp": try RasterEncoder.webp(image, quality: nil)
        default: try RasterEncoder.jpeg(image, quality: 80, background: RGBColor(red: 255, green: 255, blue: 255))
        }
      let (chat, bytes) = try Self.sixImages(encoded, fileExtension: fileExtension, in: directory)
      let run = try await PeakMemoryRun.run(
        ["render", chat.path, "-o", directory.appending(file: "chat.png").path], in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(!run.stderr.contains("placeholder"), "\(run.stderr)")
      // Per input byte means little for a flat picture of a few kilobytes: its ceiling is the base
      // and room for the pictures at the size they are drawn, far below six decoded at full size.
      Self.expectUnderCeiling(run, inputBytes: bytes, perByte: 0, base: Self.baseBytes + 100_000_000)
    }
  }
}
