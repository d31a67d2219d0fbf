import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// The flat writer (PNG levels 1 and 2, flat_deflate.c) on what it is made for, chat pages in
/// several themes, and on what it is not: noise, alpha, rows wider than deflate's window, images
/// of more than one block. Every file is read back by libpng (`ImageDecoder`) and Pillow, and
/// every instruction set the processor has must write the same bytes.
@Suite struct FlatPNGWriterTests {
  static let themes = ["telegram", "whatsapp", "imessage", "wechat", "discord-dark"]

  /// A corpus page in `theme`, as a canvas holding its pixels, and the pixels.
  static func page(_ name: String, theme: String) async throws -> (Canvas, [UInt32]) {
    let renderer = try ConversationRenderer(theme: ThemeLoader.load(theme))
    let result = try await renderer.render(
      TestSupport.corpusConversation(name), options: TestSupport.patient(RenderOptions(pngCompressionLevel: 6)),
      baseDirectory: TestSupport.corpus)
    let image = try ImageDecoder.decode(try #require(result.pages.first).png).get()
    let canvas = try Canvas(pixelWidth: image.width, pixelHeight: image.height, scale: 1)
    canvas.draw(image, in: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
    return (canvas, try canvas.argbPixels())
  }

  static var availableInstructions: [PNGEncoder.Instructions] {
    PNGEncoder.Instructions.allCases.filter { (try? PNGEncoder(level: 2, instructions: $0)) != nil }
  }

  @Test(arguments: themes)
  func chatPagesReadBackExactlyAndTheSameOnEveryInstructionSet(theme: String) async throws {
    let (canvas, pixels) = try await Self.page("group-rich-text", theme: theme)
    let instructions = Self.availableInstructions
    #expect(instructions.contains(.portable) && instructions.contains(.sse2) || !Self.isX86)
    var files: [PNGEncoder.Instructions: [UInt8]] = [:]
    for set in instructions {
      files[set] = try canvas.pngData(opaque: true, encoder: PNGEncoder(level: 2, instructions: set))
    }
    let best = try canvas.pngData(opaque: true, encoder: PNGEncoder(level: 2))
    for (set, file) in files { #expect(file == best, "\(theme): \(set) wrote other bytes than the best set") }
    #expect(try ImageDecoder.decode(best).get().argbPixels() == pixels, "\(theme): libpng reads other pixels")
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("page.png")
    try Data(best).write(to: file)
    #expect(try PNGEncodingTests.pillowPremultipliedARGB(file) == pixels, "\(theme): Pillow reads other pixels")
  }

  @Test func aChatPageCompressesAsFlatImagesDo() async throws {
    let (canvas, _) = try await Self.page("direct-basics", theme: "telegram")
    let scanlines = canvas.pixelHeight * (1 + 3 * canvas.pixelWidth)
    let png = try canvas.pngData(opaque: true, encoder: PNGEncoder(level: 2))
    // Measured near 1/24; stored blocks (what noise gets) would be the whole scanlines.
    #expect(png.count * 10 < scanlines, "\(png.count) bytes for \(scanlines) bytes of scanlines")
  }

  // 7, 9, 17 and 25 px: either side of the 8-pixel groups opaque rows are converted in.
  @Test(arguments: [(1, 1), (2, 300), (7, 5), (9, 4), (17, 3), (25, 2), (11_000, 3), (780, 800)])
  func shapesAtTheWritersEdgesReadBack(width: Int, height: Int) throws {
    // A flat band, a repeated row and noise: runs, rows equal above and stored blocks in one
    // image. 11,000 px rows are past deflate's 32 KiB window (no matches with the row above);
    // 780 x 800 is more than one block of input.
    var pixels = PNGEncodingTests.noise(count: width * height, opaque: true, seed: UInt64(width))
    for index in 0..<(width * height / 2) { pixels[index] = 0xFF_EE_FF_DE }
    if height > 2 { for x in 0..<width { pixels[2 * width + x] = pixels[width + x] } }
    let image = try #require(RasterImage.fromARGB(pixels, width: width, height: height))
    let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1)
    canvas.draw(image, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    for set in Self.availableInstructions {
      let png = try canvas.pngData(opaque: true, encoder: PNGEncoder(level: 2, instructions: set))
      #expect(try ImageDecoder.decode(png).get().argbPixels() == pixels, "\(width)x\(height) with \(set)")
    }
    // Converted inside the canvas's own buffer, as a page is.
    let spent = try canvas.spendOnPNG(encoder: PNGEncoder(level: 2))
    #expect(try ImageDecoder.decode(spent).get().argbPixels() == pixels, "\(width)x\(height) in place")
  }

  @Test func pixelsWithAlphaReadBackWithinRoundingAtTheFlatLevels() throws {
    let pixels = PNGEncodingTests.noise(count: 97 * 31, opaque: false, seed: 3)
    let image = try #require(RasterImage.fromARGB(pixels, width: 97, height: 31))
    for level in [1, 2] {
      let decoded = try ImageDecoder.decode(try image.pngData(level: level)).get().argbPixels()
      let worst = zip(pixels, decoded).map { PNGEncodingTests.largestChannelDifference($0, $1) }.max() ?? 0
      #expect(worst <= 1, "level \(level): straight RGBA read back differs by \(worst)")
    }
  }

  @Test func theEncoderSaysWhichWriterAndInstructionsItUses() throws {
    #expect(try PNGEncoder(level: 6).instructions == nil)
    #expect(try PNGEncoder(level: 0).instructions == nil)
    let best = try #require(try PNGEncoder(level: 2).instructions)
    #expect(best != .best, "the best set is named after the one it chose")
    #expect(try PNGEncoder(level: 1, instructions: .portable).instructions == .portable)
  }

  static var isX86: Bool {
    #if arch(x86_64)
      true
    #else
      false
    #endif
  }
}
