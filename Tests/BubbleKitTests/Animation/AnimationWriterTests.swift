import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// The animated image writers (APNG, WebP, GIF) with the real libraries, read back by ffprobe and
/// Pillow: a 64 x 48 px yellow square moving over blue (or over nothing) for 10 frames at 30 fps,
/// every third frame shown 3 ticks.
@Suite struct AnimationWriterTests {
  static let width = 64
  static let height = 48
  static let framesPerSecond = 30
  static let frameCount = 10
  static let background = RGBColor(red: 0.2, green: 0.4, blue: 0.8)
  static let square = RGBColor(red: 1, green: 0.8, blue: 0)

  static func ticks(_ index: Int) -> Int { index % 3 == 2 ? 3 : 1 }
  static let totalTicks = (0..<frameCount).map(ticks).reduce(0, +)
  static let totalMilliseconds = Double(totalTicks) * 1000 / Double(framesPerSecond)
  static let frameMilliseconds = 1000 / Double(framesPerSecond)

  /// Frame `index`'s square: 12 px, its top left at (4 + 5i, 10 + 2i).
  static func squareOrigin(_ index: Int) -> (x: Int, y: Int) { (4 + 5 * index, 10 + 2 * index) }
  static func squareCentre(_ index: Int) -> (x: Int, y: Int) { (squareOrigin(index).x + 6, squareOrigin(index).y + 6) }

  static func frame(_ index: Int, transparent: Bool = false) throws -> RasterImage {
    let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1)
    if !transparent { canvas.fill(background) }
    let origin = squareOrigin(index)
    canvas.fill(Rect(x: Double(origin.x), y: Double(origin.y), width: 12, height: 12), color: square)
    return try canvas.spendOnImage()
  }

  static func settings(transparent: Bool = false, quality: Int? = nil, loops: Bool = true) -> AnimationSettings {
    AnimationSettings(
      pixelWidth: width, pixelHeight: height, framesPerSecond: framesPerSecond, transparent: transparent,
      quality: quality, loops: loops)
  }

  static func write(_ format: AnimatedImageFormat, _ settings: AnimationSettings, _ frames: [(RasterImage, Int)])
    throws -> [UInt8]
  {
    let writer = try format.writer(settings)
    for (frame, ticks) in frames { try writer.append(frame, ticks: ticks) }
    return try writer.finish()
  }

  static func movingSquare(_ format: AnimatedImageFormat, _ settings: AnimationSettings = settings()) throws
    -> [UInt8]
  {
    let frames = try (0..<frameCount).map { (try frame($0, transparent: settings.transparent), ticks($0)) }
    return try write(format, settings, frames)
  }

  /// `bytes` in a file of a throwaway folder, read by `body`; the folder is kept (and named) when
  /// ANIMATION_WRITER_TESTS_KEEP is set, to look at the frames.
  static func inFile<Result>(_ bytes: [UInt8], _ format: AnimatedImageFormat, _ body: (URL) throws -> Result)
    throws -> Result
  {
    let folder = try TestSupport.temporaryDirectory()
    defer {
      if ProcessInfo.processInfo.environment["ANIMATION_WRITER_TESTS_KEEP"] == nil {
        try? FileManager.default.removeItem(at: folder)
      } else {
        print("animation files kept in \(folder.path)")
      }
    }
    let file = folder.appendingPathComponent("animation.\(format.rawValue == "apng" ? "png" : format.rawValue)")
    try Data(bytes).write(to: file)
    return try body(file)
  }

  /// The drawn pixel at `point` of frame `index` as straight RGBA.
  static func drawnRGBA(_ image: RasterImage, _ point: (x: Int, y: Int)) -> [Int] {
    let word = image.argbPixels()[point.y * width + point.x]
    let alpha = Int(word >> 24)
    let straight = { (shift: UInt32) in alpha == 0 ? 0 : (Int(word >> shift & 0xff) * 255 + alpha / 2) / alpha }
    return [straight(16), straight(8), straight(0), alpha]
  }

  static func largestDifference(_ left: [Int], _ right: [Int]) -> Int {
    zip(left, right).map { abs($0 - $1) }.max() ?? 255
  }

  @Test(
    arguments: [(AnimatedImageFormat.apng, nil), (.webp, nil), (.webp, 80), (.gif, nil)]
      as [(AnimatedImageFormat, Int?)])
  func framesTimesAndPixelsReadBack(format: AnimatedImageFormat, quality: Int?) throws {
    let bytes = try Self.movingSquare(format, Self.settings(quality: quality))
    let expected = try Self.frame(5)
    let points = [Self.squareCentre(5), (x: 62, y: 2)]
    let reading = try Self.inFile(bytes, format) { file in
      if format != .webp { try Self.checkProbe(file, codec: format == .apng ? "apng" : "gif") }
      let png = file.deletingLastPathComponent().appendingPathComponent("frame5.png")
      return try AnimatedImageReaders.pillow(file, frame: 5, points: points, savingFrameTo: png)
    }
    #expect(reading.width == Self.width && reading.height == Self.height)
    #expect(reading.frames == Self.frameCount)
    #expect(reading.loop == 0)
    // APNG's delays are exact fractions; WebP's whole ms and GIF's whole cs, with no drift.
    let tolerance = format == .gif ? Self.frameMilliseconds : 1
    #expect(abs(reading.totalMilliseconds - Self.totalMilliseconds) <= tolerance, "\(reading.durations)")
    let allowed = quality != nil ? 24 : (format == .gif ? 2 : 0)
    for (point, pixel) in zip(points, reading.pixels) {
      let difference = Self.largestDifference(pixel, Self.drawnRGBA(expected, point))
      #expect(difference <= allowed, "\(format) at \(point): \(pixel)")
    }
  }

  static func checkProbe(_ file: URL, codec: String) throws {
    let probe = try AnimatedImageReaders.ffprobe(file)
    let stream = try #require(probe.streams.first)
    #expect(stream.codecName == codec)
    #expect(stream.width == width && stream.height == height)
    #expect(stream.readFrames == String(frameCount))
    #expect(probe.packets.count == frameCount)
    for duration in [probe.packetSeconds] + [probe.format.duration.flatMap(Double.init)].compactMap({ $0 }) {
      #expect(abs(duration * 1000 - totalMilliseconds) <= frameMilliseconds, "ffprobe: \(duration) s")
    }
  }

  @Test(arguments: AnimatedImageFormat.allCases, [false, true])
  func theSameFramesGiveTheSameBytes(format: AnimatedImageFormat, transparent: Bool) throws {
    let first = try Self.movingSquare(format, Self.settings(transparent: transparent))
    let second = try Self.movingSquare(format, Self.settings(transparent: transparent))
    #expect(first == second)
  }

  @Test(arguments: AnimatedImageFormat.allCases)
  func anUnchangedFrameOnlyLengthensTheOneBefore(format: AnimatedImageFormat) throws {
    let twoFrames = [(try Self.frame(0), 1), (try Self.frame(1), 1)]
    let without = try Self.write(format, Self.settings(), twoFrames)
    let with = try Self.write(format, Self.settings(), twoFrames + [(try Self.frame(1), 2)])
    #expect(with.count - without.count <= 4, "\(without.count) bytes, then \(with.count)")
    let reading = try Self.inFile(with, format) { try AnimatedImageReaders.pillow($0, frame: 1, points: []) }
    #expect(reading.frames == 2)
    #expect(abs(reading.totalMilliseconds - 4 * Self.frameMilliseconds) <= 10, "\(reading.durations)")
  }

  @Test(arguments: AnimatedImageFormat.allCases)
  func aClearPixelStaysClearAndAMovedSquareLeavesNothing(format: AnimatedImageFormat) throws {
    let bytes = try Self.movingSquare(format, Self.settings(transparent: true))
    let firstSquare = Self.squareCentre(0)
    for index in [0, 5, 9] {
      let points = [(x: 1, y: 1), Self.squareCentre(index), (x: firstSquare.x - 4, y: firstSquare.y - 4)]
      let reading = try Self.inFile(bytes, format) {
        try AnimatedImageReaders.pillow($0, frame: index, points: points)
      }
      let drawn = try Self.frame(index, transparent: true)
      #expect(reading.pixels[0][3] == 0, "\(format) frame \(index): corner \(reading.pixels[0])")
      #expect(Self.largestDifference(reading.pixels[1], Self.drawnRGBA(drawn, points[1])) <= 2)
      let firstSquareAlpha = reading.pixels[2][3]
      #expect(firstSquareAlpha == (index == 0 ? 255 : 0), "\(format) frame \(index): \(reading.pixels[2])")
    }
  }

  @Test(arguments: AnimatedImageFormat.allCases)
  func playingOnceIsWritten(format: AnimatedImageFormat) throws {
    let bytes = try Self.movingSquare(format, Self.settings(loops: false))
    let reading = try Self.inFile(bytes, format) { try AnimatedImageReaders.pillow($0, frame: 0, points: []) }
    // APNG's num_plays and WebP's loop count are 1; a GIF without NETSCAPE2.0 plays once.
    #expect(reading.loop == (format == .gif ? nil : 1))
  }

  @Test func apngChunksAreSealedAndNumberedAndHoldOnlyWhatChanged() throws {
    let chunks = try PNGChunkList(try Self.movingSquare(.apng))
    #expect(chunks.chunks.allSatisfy { $0.crcMatches })
    #expect(chunks.chunks.map(\.type).prefix(4) == ["IHDR", "acTL", "fcTL", "IDAT"])
    #expect(chunks.chunks.last?.type == "IEND")
    let animation = try #require(chunks.all("acTL").first)
    #expect(animation.uint32(at: 0) == Self.frameCount && animation.uint32(at: 4) == 0)
    #expect(chunks.sequenceNumbers == Array(0..<(2 * Self.frameCount - 1)))
    let controls = chunks.all("fcTL")
    // Frame 1 redraws the union of the square's old and new places: x 4...20, y 10...23.
    #expect([4, 8, 12, 16].map { controls[1].uint32(at: $0) } == [17, 14, 4, 10])
    #expect(controls.map { $0.uint16(at: 20) } == (0..<Self.frameCount).map(Self.ticks))
    #expect(controls.allSatisfy { $0.uint16(at: 22) == Self.framesPerSecond && $0.data[24...] == [0, 0] })
  }
}
