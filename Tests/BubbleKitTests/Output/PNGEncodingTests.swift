import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// Our PNG writer (the flat writer's or libdeflate's stream, our container, rows converted in place) read back by two
/// decoders that share nothing with it: libpng (`ImageDecoder`) and Pillow.
@Suite struct PNGEncodingTests {
  /// Pseudo-random pixels: noise leaves the compressor no shortcut. Premultiplied when not opaque.
  static func noise(count: Int, opaque: Bool, seed: UInt64) -> [UInt32] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let bits = UInt32(truncatingIfNeeded: state >> 32)
      let alpha = opaque ? 255 : [0, 1, 128, 200, 255][Int(bits % 5)]
      let channel = { (shift: UInt32) in UInt32(Int(bits >> shift & 0xff) * alpha / 255) }
      return UInt32(alpha) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
  }

  /// A canvas `width` px wide with noise and a text drawn on it, and its pixels.
  static func drawnCanvas(width: Int, height: Int = 23) throws -> (Canvas, [UInt32]) {
    let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1)
    let image = try #require(
      RasterImage.fromARGB(
        noise(count: width * height, opaque: true, seed: UInt64(width)), width: width, height: height))
    canvas.draw(image, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    let fonts = try FontSystem()
    let text = StyledText("Hello 東京 👍", font: FontSpec(families: ["Noto Sans"], size: 14), color: .black)
    canvas.draw(fonts.shape(text, maxWidth: nil), in: Rect(x: 1, y: 1, width: Double(width), height: 20))
    return (canvas, try canvas.argbPixels())
  }

  @Test(arguments: [1, 2, 3, 4, 5, 7, 301, 780])
  func aSpentCanvasDecodesToExactlyItsPixels(width: Int) throws {
    let (canvas, drawn) = try Self.drawnCanvas(width: width)
    let png = try canvas.spendOnPNG(encoder: PNGEncoder(level: 1))
    #expect(canvas.isSpent)
    #expect(throws: GraphicsError.self) { try canvas.spendOnPNG(encoder: PNGEncoder(level: 1)) }
    let decoded = try ImageDecoder.decode(png).get()
    #expect(decoded.width == width && decoded.height == 23)
    #expect(decoded.argbPixels() == drawn)
  }

  @Test(arguments: Array(0...12))
  func everyLevelDecodesToThePixels(level: Int) throws {
    let (canvas, drawn) = try Self.drawnCanvas(width: 97)
    let png = try canvas.pngData(opaque: true, encoder: PNGEncoder(level: level))
    #expect(try ImageDecoder.decode(png).get().argbPixels() == drawn)
    #expect(!canvas.isSpent, "the copying encoder leaves the pixels alone")
  }

  @Test func levelsOutOfRangeAreRefused() {
    #expect(throws: GraphicsError.self) { try PNGEncoder(level: 13) }
    #expect(throws: GraphicsError.self) { try PNGEncoder(level: -1) }
  }

  @Test func pixelsWithAlphaComeBackWithinRounding() throws {
    let pixels = Self.noise(count: 61 * 17, opaque: false, seed: 7)
    let png = try #require(RasterImage.fromARGB(pixels, width: 61, height: 17)).pngData()
    let decoded = try ImageDecoder.decode(png).get().argbPixels()
    let worst = zip(pixels, decoded).map { Self.largestChannelDifference($0, $1) }.max() ?? 0
    #expect(worst <= 1, "straight RGBA read back and premultiplied again differs by \(worst)")
  }

  @Test func pillowReadsOurPNGsAsLibpngDoes() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var expected: [String: [UInt32]] = [:]
    for width in [3, 301] {
      let (canvas, drawn) = try Self.drawnCanvas(width: width)
      try Data(canvas.spendOnPNG(encoder: PNGEncoder(level: 1))).write(
        to: folder.appendingPathComponent("rgb\(width).png"))
      expected["rgb\(width)"] = drawn
    }
    let alpha = Self.noise(count: 61 * 17, opaque: false, seed: 9)
    try Data(try #require(RasterImage.fromARGB(alpha, width: 61, height: 17)).pngData())
      .write(to: folder.appendingPathComponent("rgba.png"))
    expected["rgba"] = alpha
    for (name, pixels) in expected {
      let read = try Self.pillowPremultipliedARGB(folder.appendingPathComponent("\(name).png"))
      #expect(read.count == pixels.count, "\(name): Pillow read \(read.count) pixels")
      let worst = zip(pixels, read).map { Self.largestChannelDifference($0, $1) }.max() ?? 0
      #expect(worst <= (name == "rgba" ? 1 : 0), "\(name): Pillow's pixels differ by up to \(worst)")
    }
  }

  @Test func pagesMatchOneTallImage() async throws {
    let messages = (0..<60).map { index in
      #"{ "id": "\#(index)", "from": "\#(index % 3 == 0 ? "me" : "ann")", "text": "Message \#(index) 東京駅で待ってる 👍" }"#
    }
    let json =
      #"{ "me": "me", "participants": [{ "id": "me" }, { "id": "ann" }], "messages": [\#(messages.joined(separator: ","))] }"#
    let conversation = try TestSupport.conversation(json)
    let whole = try await TestSupport.render(
      conversation, options: TestSupport.patient(RenderOptions(maxPageHeight: 16384)))
    let paged = try await TestSupport.render(
      conversation, options: TestSupport.patient(RenderOptions(maxPageHeight: 700)))
    #expect(whole.pages.count == 1 && paged.pages.count > 3)
    let wholePixels = try ImageDecoder.decode(whole.pages[0].png).get().argbPixels()
    let pagePixels = try paged.pages.flatMap { try ImageDecoder.decode($0.png).get().argbPixels() }
    #expect(pagePixels == wholePixels)
  }

  static func largestChannelDifference(_ left: UInt32, _ right: UInt32) -> Int {
    [24, 16, 8, 0].map { abs(Int(left >> UInt32($0) & 0xff) - Int(right >> UInt32($0) & 0xff)) }.max() ?? 0
  }

  /// Pillow's reading of `file` as premultiplied ARGB words (Debian's python3-pil, from
  /// `.ci/install-deps --test`).
  static func pillowPremultipliedARGB(_ file: URL) throws -> [UInt32] {
    let script = """
      import sys
      from PIL import Image
      image = Image.open(sys.argv[1])
      image.load()
      sys.stdout.buffer.write(image.convert("RGBA").tobytes())
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "Pillow could not read \(file.lastPathComponent); install it with .ci/install-deps --test")
    return stride(from: 0, to: bytes.count - 3, by: 4).map { index in
      let alpha = Int(bytes[index + 3])
      let premultiplied = { (value: UInt8) in UInt32((Int(value) * alpha + 127) / 255) }
      return UInt32(alpha) << 24 | premultiplied(bytes[index]) << 16 | premultiplied(bytes[index + 1]) << 8
        | premultiplied(bytes[index + 2])
    }
  }
}
