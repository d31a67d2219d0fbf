import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// The `quote` job's sizes: quote-api's for its types, the platforms' rules for stickers.
@Suite struct QuoteJobTests {
  static let dialog = """
    {"messages": [
     {"chatId": 107, "avatar": true, "from": {"id": 107, "name": "assasinfil"}, "text": "Хто знає як зробити NFC клон?"},
     {"chatId": 107, "avatar": true, "from": {"id": 107, "name": "assasinfil"}, "text": "Треба Flipper Zero 🔥"},
     {"chatId": 108, "avatar": true, "from": {"id": 108, "name": "nowiks"},
      "replyMessage": {"name": "assasinfil", "text": "Хто знає як зробити NFC клон?", "chatId": 107},
      "text": "Ну получить можна… 你好 مرحبا"}]}
    """

  static func render(
    _ json: String, type: QuoteAPIRequest.Kind? = nil, job: RenderJob? = nil,
    encoding: OutputEncoding? = nil
  ) async throws -> [UInt8] {
    let kinds = ContentNodeRegistry.standard.contentKinds
    var quote = try QuoteAPIRequest.decode(Data(json.utf8), kinds: kinds).get()
    if let type { quote.kind = type }
    var request = try quote.renderRequest(kinds: kinds, budget: .default)
    if let job { request.job = job }
    if let encoding { request.encoding = encoding }
    var images = try await Pipeline().render(
      TestSupport.patient(request), input: RenderInput(quote.conversation))
    return try #require(try images.next())
  }

  static func size(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
    try #require(ImageDecoder.dimensions(of: bytes))
  }

  @Test func aQuoteHasItsLongSideExactly512AsWebP() async throws {
    let bytes = try await Self.render(Self.dialog, type: .quote)
    #expect(Array(bytes[8..<12]) == Array("WEBP".utf8))
    let size = try Self.size(bytes)
    #expect(max(size.width, size.height) == 512)
    #expect(min(size.width, size.height) > 100)
  }

  @Test func aStoryIs720By1280AndAnImageHasItsWallpaper() async throws {
    #expect(try Self.size(try await Self.render(Self.dialog, type: .stories)) == (720, 1280))
    let raw = try Self.size(try await Self.render(Self.dialog, type: .raw))
    let image = try Self.size(try await Self.render(Self.dialog, type: .image))
    // 95 x 75 layout pixels of wallpaper round the bubbles, at scale 2.
    #expect(image.width == raw.width + 190 && image.height == raw.height + 150)
  }

  @Test func aTelegramStickerKeepsItsRules() async throws {
    let bytes = try await Self.render(Self.dialog, job: .quote(.sticker(.telegram)), encoding: .webp())
    let size = try Self.size(bytes)
    #expect(max(size.width, size.height) == 512 && min(size.width, size.height) <= 512)
    #expect(bytes.count <= 512 * 1024)
  }

  @Test func aWhatsAppStickerIs512SquareWithAClearMarginUnder100KB() async throws {
    let bytes = try await Self.render(Self.dialog, job: .quote(.sticker(.whatsapp)), encoding: .webp())
    #expect(try Self.size(bytes) == (512, 512))
    #expect(bytes.count <= 100 * 1024)
    let image = try ImageDecoder.decode(bytes).get()
    let pixels = image.argbPixels()
    var marginInk = 0
    for y in 0..<512 {
      for x in 0..<512 where x < 16 || y < 16 || x >= 496 || y >= 496 {
        marginInk += Int(pixels[y * 512 + x] >> 24)
      }
    }
    #expect(marginInk == 0)
    #expect(pixels.contains { $0 >> 24 == 255 })
  }

  @Test func aWhatsAppStickerIsWebPOnly() {
    let request = RenderRequest(job: .quote(.sticker(.whatsapp)), encoding: .png)
    #expect(request.problems().map(\.message) == ["a WhatsApp sticker is WebP, not png"])
  }

  @Test func aStickerTooLargeAsLosslessIsMadeSmallerUntilItFits() async throws {
    // A photo-like noise picture does not fit in 100 KB lossless.
    var state: UInt32 = 7
    let noise = (0..<(256 * 256)).map { _ -> UInt32 in
      state = state &* 1_664_525 &+ 1_013_904_223
      return 0xFF00_0000 | (state >> 8)
    }
    let picture = try #require(RasterImage.fromARGB(noise, width: 256, height: 256))
    let png = try picture.pngData(level: 1)
    let uri = "data:image/png;base64," + Data(png).base64EncodedString()
    let json = #"{"messages": [{"from": {"id": 1, "name": "A"}, "media": {"url": "\#(uri)"}}]}"#
    let bytes = try await Self.render(json, job: .quote(.sticker(.whatsapp)), encoding: .webp())
    #expect(bytes.count <= 100 * 1024)
    #expect(try Self.size(bytes) == (512, 512))
  }
}
