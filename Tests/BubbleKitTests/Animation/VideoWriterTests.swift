import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// `VideoWriter` through the real FFmpeg libraries, its files read back by ffprobe and ffmpeg.
@Suite struct VideoWriterTests {
  static let width = 160
  static let height = 96
  static let background = RGBColor(red: 0.1, green: 0.3, blue: 0.6)
  static let square = RGBColor(red: 0.9, green: 0.15, blue: 0.1)
  /// How long each of the 12 frames is shown: 21 ticks, 0.7 s at 30 fps.
  static let ticks = [1, 3, 1, 2, 1, 1, 4, 1, 1, 2, 1, 3]
  static var tickCount: Int { ticks.reduce(0, +) }

  /// Frame `index`: a 32 px square 8 px further right each frame, on `background` or on nothing.
  static func frame(_ index: Int, transparent: Bool = false) throws -> RasterImage {
    let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1)
    if !transparent { canvas.fill(background) }
    canvas.fill(Rect(x: squareX(index), y: 32, width: 32, height: 32), color: square)
    return try canvas.spendOnImage()
  }

  static func squareX(_ index: Int) -> Double { Double(10 + 8 * index) }

  static func settings(transparent: Bool = false, audio: [Float]? = nil, fps: Int = 30) -> AnimationSettings {
    AnimationSettings(
      pixelWidth: width, pixelHeight: height, framesPerSecond: fps, transparent: transparent, audio: audio)
  }

  static func video(_ container: VideoContainer, transparent: Bool = false, audio: [Float]? = nil, fps: Int = 30)
    throws -> [UInt8]
  {
    let settings = settings(transparent: transparent, audio: audio, fps: fps)
    let writer = try VideoWriter(container: container, settings: settings)
    for (index, ticks) in ticks.enumerated() {
      try writer.append(frame(index, transparent: transparent), ticks: ticks)
    }
    #expect(writer.tickCount == tickCount)
    return try writer.finish()
  }

  /// `bytes` in a temporary file for the tools, removed after `body`.
  static func withFile<Result>(_ bytes: [UInt8], _ ext: String, _ body: (URL) throws -> Result) throws -> Result {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("video." + ext)
    try Data(bytes).write(to: file)
    return try body(file)
  }

  /// The RGBA pixel at (x, y) of a decoded frame, as 0...255 values.
  static func pixel(_ rgba: [UInt8], x: Int, y: Int) -> [Int] {
    let start = (y * width + x) * 4
    return rgba[start..<start + 4].map(Int.init)
  }

  /// Whether `pixel` is `color` (opaque) within a lossy codec's and YUV's tolerance.
  static func isClose(_ pixel: [Int], to color: RGBColor, tolerance: Int = 16) -> Bool {
    let expected = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    return zip(pixel, expected).allSatisfy { abs($0 - $1) <= tolerance } && pixel[3] == 255
  }

  @Test(arguments: [(VideoContainer.mp4, "h264", 30), (.webm, "vp9", 30), (.mp4, "h264", 24), (.webm, "vp9", 60)])
  func theFileHasEveryTickAsAFrameAtTheFrameRate(container: VideoContainer, codec: String, fps: Int) throws {
    let bytes = try Self.video(container, fps: fps)
    let probe = try Self.withFile(bytes, container.rawValue) { try FFmpegTools.probe($0) }
    let video = try #require(probe.video)
    #expect(video.codec == codec)
    #expect(video.width == Self.width && video.height == Self.height)
    #expect(video.pixelFormat == "yuv420p")
    #expect(video.frameRate == "\(fps)/1")
    #expect(video.frameCount == String(Self.tickCount))
    #expect(abs(probe.duration - Double(Self.tickCount) / Double(fps)) <= 1 / Double(fps) + 0.001)
    #expect(probe.audio == nil)
  }

  @Test(arguments: [VideoContainer.mp4, .webm])
  func aFrameDecodesToWhatWasDrawnWhileItIsShown(container: VideoContainer) throws {
    let bytes = try Self.video(container)
    // Ticks 5 and 6 show frame 3 (after 1 + 3 + 1 ticks).
    for tick in [5, 6] {
      let rgba = try Self.withFile(bytes, container.rawValue) { try FFmpegTools.frame(tick, of: $0) }
      try #require(rgba.count == Self.width * Self.height * 4)
      let centre = Self.pixel(rgba, x: Int(Self.squareX(3)) + 16, y: 48)
      #expect(Self.isClose(centre, to: Self.square), "square's centre is \(centre)")
      let beside = Self.pixel(rgba, x: Int(Self.squareX(3)) + 48, y: 48)
      #expect(Self.isClose(beside, to: Self.background), "background is \(beside)")
    }
  }

  @Test(arguments: [VideoContainer.mp4, .webm])
  func theSameFramesGiveTheSameBytes(container: VideoContainer) throws {
    let audio = StorySounds.track(duration: 0.7, cues: [(0.1, .sent), (0.4, .received)])
    let first = try Self.video(container, audio: audio)
    #expect(try Self.video(container, audio: audio) == first)
  }

  @Test func anMP4HasItsIndexFirstAndNoLibraryVersions() throws {
    let bytes = try Self.video(.mp4)
    let text = String(decoding: bytes, as: Unicode.ASCII.self)
    let index = try #require(text.range(of: "moov")), media = try #require(text.range(of: "mdat"))
    #expect(index.lowerBound < media.lowerBound, "faststart: moov before mdat")
    #expect(!text.contains("x264"), "libx264's version SEI is removed")
    #expect(!text.contains("Lavf5") && !text.contains("Lavc5"))
  }

  @Test func aTransparentWebMKeepsItsAlpha() throws {
    let bytes = try Self.video(.webm, transparent: true)
    try Self.withFile(bytes, "webm") { file in
      let video = try #require(try FFmpegTools.probe(file).video)
      #expect(video.tags?["alpha_mode"] == "1")
      #expect(video.frameCount == String(Self.tickCount))
      // FFmpeg's own VP9 decoder ignores the alpha stream; libvpx's reads it.
      let rgba = try FFmpegTools.frame(5, of: file, decoder: "libvpx-vp9")
      try #require(rgba.count == Self.width * Self.height * 4)
      let centre = Self.pixel(rgba, x: Int(Self.squareX(3)) + 16, y: 48)
      #expect(Self.isClose(centre, to: Self.square), "square's centre is \(centre)")
      let clear = Self.pixel(rgba, x: Int(Self.squareX(3)) + 48, y: 48)
      #expect(clear[3] <= 8, "a clear pixel is \(clear)")
    }
  }

  @Test(arguments: [(VideoContainer.mp4, "aac"), (.webm, "opus")])
  func storySoundsBecomeAnAudioStreamAsLongAsTheVideo(container: VideoContainer, codec: String) throws {
    // Longer than the video's 0.7 s: the sound is cut at the video's end.
    let track = StorySounds.track(duration: 1, cues: [(0.1, .sent), (0.4, .received)])
    let bytes = try Self.video(container, audio: track)
    let (probe, decoded) = try Self.withFile(bytes, container.rawValue) {
      (try FFmpegTools.probe($0), try FFmpegTools.audio(of: $0))
    }
    #expect(probe.audio?.codec == codec)
    #expect(probe.video?.frameCount == String(Self.tickCount))
    #expect(abs(probe.duration - 0.7) <= 0.05, "duration \(probe.duration)")
    #expect(abs(Double(decoded.count) / 48_000 - 0.7) <= 0.03, "\(decoded.count) samples")
    // Silence before the first cue, sound after it.
    let loudest = { (range: Range<Int>) in decoded[range].map(abs).max() ?? 0 }
    #expect(loudest(0..<4_000) < 0.02)
    #expect(loudest(4_800..<10_000) > 0.1)
  }

  @Test func settingsThatCannotMakeAVideoSayWhatWasExpected() throws {
    let cases: [(AnimationSettings, String)] = [
      (AnimationSettings(pixelWidth: 161, pixelHeight: 96), "even"),
      (AnimationSettings(pixelWidth: 160, pixelHeight: 8), "16...4096"),
      (AnimationSettings(pixelWidth: 160, pixelHeight: 96, framesPerSecond: 0), "1...60"),
      (AnimationSettings(pixelWidth: 160, pixelHeight: 96, quality: 101), "0...100"),
      (AnimationSettings(pixelWidth: 160, pixelHeight: 96, audio: [0, .nan]), "audio sample 1"),
    ]
    for (settings, expected) in cases {
      for container in VideoContainer.allCases {
        let error = #expect(throws: GraphicsError.self) { try VideoWriter(container: container, settings: settings) }
        #expect(error?.description.contains(expected) == true, "\(error?.description ?? "")")
      }
    }
    let error = #expect(throws: GraphicsError.self) {
      try VideoWriter(container: .webm, settings: Self.settings(), maxBitrate: 5)
    }
    #expect(error?.description.contains("bit/s") == true)
  }

  @Test(arguments: [VideoContainer.mp4, .webm])
  func aWriterLeftUnfinishedFreesWhatItHolds(container: VideoContainer) throws {
    // Frames still inside the encoders, a header in memory: deinit frees them without a file.
    let sound = StorySounds.samples(.received)
    for audio in [nil, sound] {
      let writer = try VideoWriter(container: container, settings: Self.settings(audio: audio))
      try writer.append(Self.frame(0), ticks: 3)
    }
  }

  @Test(arguments: [VideoContainer.mp4, .webm])
  func badFramesAndLateCallsThrow(container: VideoContainer) throws {
    let writer = try VideoWriter(container: container, settings: Self.settings())
    let wrongSize = try Canvas(pixelWidth: 100, pixelHeight: 96, scale: 1).spendOnImage()
    let error = #expect(throws: GraphicsError.self) { try writer.append(wrongSize, ticks: 1) }
    #expect(error?.description.contains("160 x 96 px") == true, "\(error?.description ?? "")")
    #expect(throws: GraphicsError.self) { try writer.append(Self.frame(0), ticks: 0) }
    #expect(throws: GraphicsError.self) { try writer.finish() }  // no frame yet
    try writer.append(Self.frame(0), ticks: 2)
    #expect(try !writer.finish().isEmpty)
    #expect(throws: GraphicsError.self) { try writer.append(Self.frame(1), ticks: 1) }
    #expect(throws: GraphicsError.self) { try writer.finish() }
  }

  /// Twelve gradient discs circling: every pixel of the middle moves each frame.
  static func busyFrame(_ index: Int, side: Int) throws -> RasterImage {
    let canvas = try Canvas(pixelWidth: side, pixelHeight: side, scale: 1)
    let middle = Double(side) / 2
    for disc in 0..<12 {
      let angle = Double(index) * 0.07 + Double(disc) * 0.52
      let rect = Rect(
        x: middle - 15 + middle * 0.7 * cos(angle), y: middle - 15 + middle * 0.7 * sin(angle), width: 30, height: 30)
      canvas.fill(
        .ellipse(in: rect), from: RGBColor(red: Double(disc) / 12, green: 0.5, blue: 1 - Double(disc) / 12), atY: 0,
        to: RGBColor(red: 1, green: 0.8, blue: 0.2), atY: Double(side))
    }
    return try canvas.spendOnImage()
  }

  @Test(arguments: [(VideoContainer.mp4, false), (.webm, false), (.webm, true)])
  func aBitrateCapMakesASmallerFileAtTheSameQuality(container: VideoContainer, transparent: Bool) throws {
    let settings = AnimationSettings(pixelWidth: 256, pixelHeight: 256, transparent: transparent, quality: 100)
    let frames = try (0..<30).map { try Self.busyFrame($0, side: 256) }
    let size = { (maxBitrate: Int?) throws -> Int in
      let writer = try VideoWriter(container: container, settings: settings, maxBitrate: maxBitrate)
      for frame in frames { try writer.append(frame, ticks: 1) }
      return try writer.finish().count
    }
    let uncapped = try size(nil)
    let capped = try size(100_000)
    // 1 s at 100 kbit/s is 12.5 KB; the encoders aim at the cap on average, not strictly (VP9's
    // alpha plane, a stream of its own, shares it).
    #expect(capped < uncapped / 2, "\(capped) bytes capped, \(uncapped) not")
    #expect(capped < 12_500 * 2, "\(capped) bytes")
  }
}
