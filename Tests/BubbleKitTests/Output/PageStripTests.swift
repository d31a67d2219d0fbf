import Foundation
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// Pages drawn and compressed in strips, on several threads: the strips are cut between rows, the
/// pieces join into one PNG that independent decoders read back as the page drawn whole, and the
/// bytes do not depend on the thread count.
@Suite struct PageStripTests {
  /// Rows of noise and text, `height` px each, as strips of a canvas `width` px wide.
  static func stripCanvases(width: Int, heights: [Int]) throws -> [(Canvas, [UInt32])] {
    try heights.map { height in try PNGEncodingTests.drawnCanvas(width: width, height: height) }
  }

  @Test(arguments: [0, 1, 2, 6, 9, 12])
  func piecesJoinIntoOneImageForLibpngAndPillow(level: Int) throws {
    let strips = try Self.stripCanvases(width: 301, heights: [23, 40, 1, 57])
    let expected = strips.flatMap(\.1)
    let encoder = try PNGEncoder(level: level)
    let pieces = try strips.enumerated().map { index, strip in
      try strip.0.spendOnPiece(encoder: encoder, opaque: true, last: index == strips.count - 1)
    }
    let png = try PNGEncoder.png(width: 301, height: 121, opaque: true, level: level, pieces: pieces)
    #expect(try ImageDecoder.decode(png).get().argbPixels() == expected)
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("joined.png")
    try Data(png).write(to: file)
    #expect(try PNGEncodingTests.pillowPremultipliedARGB(file) == expected)
  }

  /// A kept piece holds its own bytes, not the buffer it was compressed in (the strip's size:
  /// 3,000 messages once held 684 MiB through pieces kept by the strip cache).
  @Test func aPieceHoldsOnlyItsBytes() throws {
    let canvas = try Canvas(pixelWidth: 780, pixelHeight: 160, scale: 2)
    canvas.fill(RGBColor(red: 0.8, green: 0.9, blue: 1, alpha: 1))
    let piece = try canvas.spendOnPiece(encoder: PNGEncoder(level: 2), opaque: true, last: false)
    #expect(piece.bytes.count < 4096 && piece.scanlineBytes == 160 * (780 * 3 + 1))
    #expect(piece.bytes.capacity < 2 * piece.bytes.count + 64, "capacity \(piece.bytes.capacity)")
  }

  @Test func piecesWithAlphaJoinWithinRounding() throws {
    let pixels = PNGEncodingTests.noise(count: 61 * 30, opaque: false, seed: 11)
    let top = try #require(RasterImage.fromARGB(Array(pixels[..<(61 * 13)]), width: 61, height: 13))
    let bottom = try #require(RasterImage.fromARGB(Array(pixels[(61 * 13)...]), width: 61, height: 17))
    let encoder = try PNGEncoder(level: 2)
    let pieces = try [(top, 13, false), (bottom, 17, true)].map { image, height, last in
      let canvas = try Canvas(pixelWidth: 61, pixelHeight: height, scale: 1)
      canvas.draw(image, in: Rect(x: 0, y: 0, width: 61, height: Double(height)))
      return try canvas.spendOnPiece(encoder: encoder, opaque: false, last: last)
    }
    let png = try PNGEncoder.png(width: 61, height: 30, opaque: false, level: 2, pieces: pieces)
    let decoded = try ImageDecoder.decode(png).get().argbPixels()
    let worst = zip(pixels, decoded).map { PNGEncodingTests.largestChannelDifference($0, $1) }.max() ?? 0
    #expect(decoded.count == pixels.count && worst <= 1)
  }

  @Test func piecesOutOfOrderOrUnfinishedAreRefused() throws {
    let encoder = try PNGEncoder(level: 1)
    let strips = try Self.stripCanvases(width: 17, heights: [5, 5])
    let first = try strips[0].0.spendOnPiece(encoder: encoder, opaque: true, last: false)
    let second = try strips[1].0.spendOnPiece(encoder: encoder, opaque: true, last: true)
    #expect(throws: GraphicsError.self) {
      try PNGEncoder.png(width: 17, height: 10, opaque: true, level: 1, pieces: [second, first])
    }
    #expect(throws: GraphicsError.self) {
      try PNGEncoder.png(width: 17, height: 10, opaque: true, level: 1, pieces: [first])
    }
  }

  @Test func stripsAreCutOnlyBetweenRows() {
    // Rows 100 px apart; a 900 px row from 400 to 1300.
    let cuts = [50, 150, 250, 350, 1350, 1450, 1550]
    let strips = PageStrips(page: 0..<2000, cuts: cuts, pixelWidth: 390 * 2).ranges
    #expect(strips.first?.lowerBound == 0 && strips.last?.upperBound == 2000)
    #expect(zip(strips, strips.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    #expect(strips.dropLast().allSatisfy { cuts.contains($0.upperBound) })
    // 780 px rows hold 168 rows in a strip's 512 KiB: the tall row is a strip of its own.
    #expect(strips.contains(350..<1350))
    #expect(strips.allSatisfy { $0.count <= 168 || $0 == 350..<1350 || $0.upperBound == 2000 })
  }

  @Test func aPageWithoutGapsIsOneStrip() {
    #expect(PageStrips(page: 100..<900, cuts: [], pixelWidth: 780).ranges == [100..<900])
    #expect(PageStrips(page: 100..<900, cuts: [50, 950], pixelWidth: 780).ranges == [100..<900])
  }

  /// A conversation of many rows, a tall text among them: dozens of strips per page.
  static func stripedConversation() throws -> Conversation {
    var messages = (0..<80).map { index in
      #"{ "id": "\#(index)", "from": "\#(index % 3 == 0 ? "me" : "ann")", "text": "Message \#(index) 東京駅で待ってる 👍" }"#
    }
    let tall = Array(repeating: "A long line of words that wraps again and again 東京 🎉", count: 40)
      .joined(separator: " ")
    messages.insert(#"{ "id": "tall", "from": "ann", "text": "\#(tall)" }"#, at: 30)
    let json =
      #"{ "me": "me", "participants": [{ "id": "me" }, { "id": "ann" }], "messages": [\#(messages.joined(separator: ","))] }"#
    return try TestSupport.conversation(json)
  }

  @Test func theBytesDoNotDependOnTheThreads() async throws {
    let conversation = try Self.stripedConversation()
    let one = try await TestSupport.render(conversation, options: TestSupport.patient(RenderOptions(threads: 1)))
    for threads in [2, 3, 8] {
      let many = try await TestSupport.render(
        conversation, options: TestSupport.patient(RenderOptions(threads: threads)))
      #expect(many.pages.map(\.png) == one.pages.map(\.png), "\(threads) threads")
    }
  }

  @Test func stripsDecodeToThePageDrawnWhole() async throws {
    let conversation = try Self.stripedConversation()
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let options = TestSupport.patient(RenderOptions(threads: 2))
    let rendered = try await renderer.render(conversation, options: options, baseDirectory: TestSupport.corpus)
    let page = try #require(rendered.pages.first)
    let layout = rendered.layout
    #expect(PageStrips(page: 0..<page.pixelHeight, cuts: layout.rowGaps(scale: 2), pixelWidth: 780).ranges.count > 20)
    let canvas = try Canvas(pixelWidth: page.pixelWidth, pixelHeight: page.pixelHeight, scale: 2)
    layout.draw(
      visible: Rect(x: 0, y: 0, width: layout.width, height: Double(page.pixelHeight) / 2),
      context: DrawContext(canvas: canvas))
    #expect(try ImageDecoder.decode(page.png).get().argbPixels() == canvas.argbPixels())
  }

  @Test func onePageAloneIsThatPageOfTheWhole() throws {
    let conversation = try Self.stripedConversation()
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let options = TestSupport.patient(RenderOptions(maxPageHeight: 1500))
    let whole = try renderer.render(conversation, options: options, media: .empty)
    #expect(whole.pages.count > 2)
    var stream = try ConversationRenderer(theme: try TestSupport.defaultTheme())
      .pages(conversation, options: options, media: .empty)
    #expect(try stream.page(at: 1).png == whole.pages[1].png)
    #expect(try stream.page(at: whole.pages.count - 1).png == whole.pages.last?.png)
    #expect(throws: RenderError.self) { try stream.page(at: whole.pages.count) }
    #expect(throws: RenderError.self) { try stream.page(at: -1) }
  }

  @Test func threadsOutOfRangeAreRefused() async throws {
    let conversation = try Self.stripedConversation()
    for threads in [0, 65] {
      await #expect(throws: RenderError.self) {
        try await TestSupport.render(conversation, options: TestSupport.patient(RenderOptions(threads: threads)))
      }
    }
  }
}
