import BubbleCore

/// What every animation file is made with: its frame size, its rate, whether it keeps alpha.
public struct AnimationSettings: Sendable, Hashable {
  /// Every frame's size in pixels (video formats need both even: `problems` says so).
  public var pixelWidth: Int
  public var pixelHeight: Int
  /// Frames per second; a frame appended with `ticks: n` is shown n / fps seconds.
  public var framesPerSecond: Int
  /// Keeps the frames' alpha where the format can (APNG, WebP, GIF's one clear colour, WebM's
  /// VP9 with alpha); else frames are laid on opaque `background`.
  public var transparent: Bool
  /// 0...100 for the lossy formats (WebP, MP4, WebM); `nil` for each format's default.
  public var quality: Int?
  /// Plays forever (animated images); video formats ignore it.
  public var loops: Bool
  /// Sound mixed under the frames: mono 48 kHz samples in -1...1 (MP4 and WebM only).
  public var audio: [Float]?

  public init(
    pixelWidth: Int, pixelHeight: Int, framesPerSecond: Int = 30, transparent: Bool = false, quality: Int? = nil,
    loops: Bool = true, audio: [Float]? = nil
  ) {
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.framesPerSecond = framesPerSecond
    self.transparent = transparent
    self.quality = quality
    self.loops = loops
    self.audio = audio
  }

  public static let framesPerSecondRange = 1...60
  public static let audioSampleRate = 48_000
}

/// One animation file written frame by frame: frames go in as drawn (each the settings' size),
/// the file's bytes come out at `finish`. A frame shown longer (nothing moved) is appended once
/// with more ticks, so writers that can say "shown longer" store it once. Not thread-safe.
public protocol AnimationWriting: AnyObject {
  /// Appends `frame`, shown for `ticks` frames (1 or more) of 1/fps s.
  func append(_ frame: RasterImage, ticks: Int) throws(GraphicsError)
  /// The whole file. Nothing is written anywhere before this returns.
  func finish() throws(GraphicsError) -> [UInt8]
}
