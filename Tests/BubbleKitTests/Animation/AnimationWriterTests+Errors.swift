import BubbleGraphics
import BubbleKit
import Testing

/// Bad settings and frames throw, saying where and what was expected; nothing crashes.
extension AnimationWriterTests {
  /// What `body` threw, or "" when it did not throw.
  static func message(_ body: () throws -> Void) -> String {
    do {
      try body()
      return ""
    } catch {
      return "\(error)"
    }
  }

  static func sized(
    width: Int = width, height: Int = height, framesPerSecond: Int = framesPerSecond, quality: Int? = nil
  )
    -> AnimationSettings
  {
    AnimationSettings(pixelWidth: width, pixelHeight: height, framesPerSecond: framesPerSecond, quality: quality)
  }

  @Test(arguments: AnimatedImageFormat.allCases)
  func badSettingsThrowSayingWhatWasExpected(format: AnimatedImageFormat) {
    let name = format.name
    #expect(
      Self.message { _ = try format.writer(Self.sized(framesPerSecond: 0)) } == "\(name): 0 fps is outside 1...60")
    #expect(Self.message { _ = try format.writer(Self.sized(width: 0)) }.contains("\(name): frames of 0 x 48 px"))
    #expect(Self.message { _ = try format.writer(Self.sized(height: 20000)) }.contains("each side must be 1..."))
    #expect(Self.message { _ = try format.writer(Self.sized(width: 9000, height: 9000)) }.contains("40000000 px"))
    #expect(
      Self.message { _ = try format.writer(Self.sized(quality: 101)) }.contains("quality 101 is outside 0...100"))
    #expect(Self.message { _ = try format.writer(Self.sized(width: -5, framesPerSecond: 1000)) }.contains("; "))
  }

  @Test(arguments: AnimatedImageFormat.allCases)
  func badFramesThrowSayingWhichAndWhatWasExpected(format: AnimatedImageFormat) throws {
    let writer = try format.writer(Self.sized())
    let small = try Canvas(pixelWidth: 32, pixelHeight: 32, scale: 1).spendOnImage()
    let name = format.name
    #expect(Self.message { _ = try writer.finish() } == "\(name): no frame was appended before finish")
    #expect(
      Self.message { try writer.append(small, ticks: 1) }
        == "\(name) frame 1 is 32 x 32 px; the animation's frames are 64 x 48 px")
    let frame = try Self.frame(0)
    #expect(
      Self.message { try writer.append(frame, ticks: 0) }.hasPrefix("\(name) frame 1: 0 ticks is outside 1...18000"))
    #expect(Self.message { try writer.append(frame, ticks: 18001) }.contains("up to 600 s at 30 fps"))
    try writer.append(frame, ticks: 1)
    #expect(Self.message { try writer.append(small, ticks: 1) }.hasPrefix("\(name) frame 2 is 32 x 32 px"))
    _ = try writer.finish()
    #expect(Self.message { try writer.append(frame, ticks: 1) } == "\(name) writer is finished")
    #expect(Self.message { _ = try writer.finish() } == "\(name) writer is finished")
  }

  @Test(arguments: AnimatedImageFormat.allCases)
  func aLongStillIsKeptWhole(format: AnimatedImageFormat) throws {
    // 10 minutes twice over: more than APNG's and GIF's 16-bit delays hold in one frame.
    let settings = AnimationSettings(pixelWidth: Self.width, pixelHeight: Self.height, framesPerSecond: 60)
    let frame = try Self.frame(0)
    let bytes = try Self.write(format, settings, [(frame, 36000), (frame, 36000), (try Self.frame(1), 1)])
    let reading = try Self.inFile(bytes, format) { try AnimatedImageReaders.pillow($0, frame: 0, points: []) }
    #expect(abs(reading.totalMilliseconds - 1_200_000 - 1000.0 / 60) <= 20, "\(reading.durations)")
  }
}
