import Foundation
import Testing

/// `bubbles quote` and `render --sticker`: quote-api's requests and any chat as stickers, the
/// sizes by their rules, bad requests located (65) and bad options refused (64).
@Suite("bubbles quote and --sticker")
struct QuoteCommandTests {
  static let request = #"""
    {"type": "quote", "backgroundColor": "//#252e44", "messages": [
      {"chatId": 101, "avatar": true, "from": {"id": 101, "name": "Олена Ковальчук"},
       "replyMessage": {"name": "Андрій", "text": "давай завтра о 10:00?", "chatId": 102},
       "text": "Домовились, скину нагадування 🔥"}]}
    """#

  /// Width and height from a WebP's header (VP8L or VP8X, which our encoder writes).
  static func webpSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count > 30, Array(bytes[8..<12]) == Array("WEBP".utf8) else { return nil }
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8L":
      let bits = UInt32(bytes[21]) | UInt32(bytes[22]) << 8 | UInt32(bytes[23]) << 16 | UInt32(bytes[24]) << 24
      return (Int(bits & 0x3FFF) + 1, Int((bits >> 14) & 0x3FFF) + 1)
    case "VP8X":
      let width = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
      let height = Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16
      return (width + 1, height + 1)
    case "VP8 ":
      return (Int(bytes[26]) | Int(bytes[27] & 0x3F) << 8, Int(bytes[28]) | Int(bytes[29] & 0x3F) << 8)
    default:
      return nil
    }
  }

  @Test("a quote is a WebP whose long side is 512, a story 720x1280")
  func quoteAndStory() async throws {
    try await withTemporaryDirectory { directory in
      try Data(Self.request.utf8).write(to: directory.appending(file: "q.json"))
      let quote = try await CLI.run(args: ["quote", "q.json", "-o", "q.webp"], in: directory)
      expectExit(quote, 0)
      let size = try #require(Self.webpSize(try [UInt8](Data(contentsOf: directory.appending(file: "q.webp")))))
      #expect(max(size.width, size.height) == 512)
      let story = try await CLI.run(args: ["quote", "q.json", "-o", "s.png", "--type", "stories"], in: directory)
      expectExit(story, 0)
      let png = try #require(PNGInfo(contentsOf: directory.appending(file: "s.png")))
      #expect(png.width == 720 && png.height == 1280)
    }
  }

  @Test("a bad request is a located error (65); a bad option a usage error (64); nothing is written")
  func badRequests() async throws {
    try await withTemporaryDirectory { directory in
      try Data(#"{"messages": [{"text": "hi"}], "scale": "big"}"#.utf8).write(to: directory.appending(file: "q.json"))
      let bad = try await CLI.run(args: ["quote", "q.json", "-o", "q.webp"], in: directory)
      expectExit(bad, 65)
      #expect(bad.stderr.contains("q.json:1:41: scale: expected a number from 1 to 20"), "\(bad.stderr)")
      let option = try await CLI.run(
        args: ["quote", "q.json", "-o", "q.webp", "--background-color", "nope"], in: directory)
      expectExit(option, 64)
      #expect(try directoryListing(directory) == ["q.json"])
    }
  }

  @Test("render --sticker whatsapp: 512x512 WebP within 100 KB; as PNG it is a usage error")
  func whatsappSticker() async throws {
    try await withTemporaryDirectory { directory in
      let input = Paths.corpus.appending(file: "direct-basics.json").path
      let sticker = try await CLI.run(args: ["render", input, "-o", "s.webp", "--sticker", "whatsapp"], in: directory)
      expectExit(sticker, 0)
      let bytes = try [UInt8](Data(contentsOf: directory.appending(file: "s.webp")))
      #expect(Self.webpSize(bytes).map { $0 == (512, 512) } == true)
      #expect(bytes.count <= 100 * 1024)
      let png = try await CLI.run(args: ["render", input, "-o", "s.png", "--sticker", "whatsapp"], in: directory)
      expectExit(png, 64)
      #expect(png.stderr.contains("a WhatsApp sticker is WebP, not png"), "\(png.stderr)")
    }
  }
}
