import BubbleCore
import CVideo

/// The file a `VideoWriter` makes.
public enum VideoContainer: String, Sendable, CaseIterable {
  /// H.264 (libx264) and AAC sound: what every phone and app plays.
  case mp4
  /// VP9 (libvpx) and Opus sound; keeps alpha when `transparent` (Telegram's video stickers).
  case webm
}

/// MP4 or WebM video through the system's FFmpeg, at a constant frame rate: a frame appended
/// with `ticks: n` is encoded n times (the repeats cost almost no bits), so players and
/// `ffprobe` see `framesPerSecond` frames every second. The same frames give the same bytes
/// with the same FFmpeg, x264 and libvpx. The file is made in memory; `finish` returns it.
///
/// Frames are Cairo's premultiplied ARGB; an opaque video shows them on black where they are not
/// opaque (lay them on a background first).
public final class VideoWriter: AnimationWriting {
  public let container: VideoContainer
  public let settings: AnimationSettings
  /// Frame periods written so far: the video's length is `tickCount / framesPerSecond` seconds.
  public private(set) var tickCount = 0

  private let muxer: Muxer
  private let video: MuxedStream
  private let audio: (stream: MuxedStream, feed: AudioFeed)?
  private let converter: FrameConverter
  private var failure: String?
  private var finished = false

  /// `maxBitrate` (bits per second) holds the video's rate down where `quality` alone would spend
  /// more. The encoders aim at it on average (x264 within a 1 s buffer, libvpx's constrained
  /// quality), so a hard stretch can go over: where the size is a rule (Telegram's video stickers,
  /// 256 KB for 3 s: 600_000 gave 180 KB for twelve moving discs), check the bytes and write again
  /// with a lower `maxBitrate` or `quality`. Throws when the settings do not suit video
  /// (`problems`) or this FFmpeg lacks the codecs.
  public init(container: VideoContainer, settings: AnimationSettings, maxBitrate: Int? = nil) throws(GraphicsError) {
    let problems = Self.problems(container: container, settings: settings, maxBitrate: maxBitrate)
    guard problems.isEmpty else { throw GraphicsError("cannot write this video: " + problems.joined(separator: "; ")) }
    // FFmpeg is loaded the first time a video is written (CVideo.h), and may not be installed.
    if let missing = bk_video_load() { throw GraphicsError(String(cString: missing)) }
    _ = ffmpegLoggingQuieted
    self.container = container
    self.settings = settings
    let muxer = try Muxer(formatName: container.rawValue)
    let headers = muxer.wantsGlobalHeaders
    switch container {
    case .mp4:
      let encoder = try Encoder.h264(settings, maxBitrate: maxBitrate, globalHeaders: headers)
      video = try MuxedStream(encoder, in: muxer, filter: try SEIFilter(for: encoder), packetDuration: 1)
    case .webm:
      let encoder = try Encoder.vp9(settings, maxBitrate: maxBitrate, globalHeaders: headers)
      video = try MuxedStream(encoder, in: muxer, packetDuration: 1)
    }
    if let samples = settings.audio, !samples.isEmpty {
      let encoder =
        container == .mp4 ? try Encoder.aac(globalHeaders: headers) : try Encoder.opus(globalHeaders: headers)
      let clipped = samples.map { min(1, max(-1, $0)) }
      audio = (try MuxedStream(encoder, in: muxer), try AudioFeed(samples: clipped, encoder: encoder))
    } else {
      audio = nil
    }
    converter = try FrameConverter(
      width: settings.pixelWidth, height: settings.pixelHeight, transparent: container == .webm && settings.transparent)
    try muxer.writeHeader(options: container == .mp4 ? [("movflags", "+faststart")] : [])
    self.muxer = muxer
  }

  public func append(_ frame: RasterImage, ticks: Int) throws(GraphicsError) {
    try checkWriting()
    guard ticks >= 1 else { throw GraphicsError("a frame is shown for 1 tick or more, not \(ticks)") }
    guard frame.width == settings.pixelWidth, frame.height == settings.pixelHeight else {
      throw GraphicsError(
        "frame is \(frame.width) x \(frame.height) px; this video's frames are "
          + "\(settings.pixelWidth) x \(settings.pixelHeight) px")
    }
    let limit = Self.maximumSeconds * settings.framesPerSecond
    guard ticks <= limit - tickCount else {
      throw GraphicsError("the video would be longer than \(Self.maximumSeconds) s (\(limit) frames)")
    }
    do throws(GraphicsError) {
      try converter.convert(frame)
      for _ in 0..<ticks {
        converter.frame.pointee.pts = Int64(tickCount)
        try video.send(converter.frame)
        tickCount += 1
      }
      try sendAudio(last: false)
    } catch {
      failure = error.description
      throw error
    }
  }

  public func finish() throws(GraphicsError) -> [UInt8] {
    try checkWriting()
    guard tickCount > 0 else { throw GraphicsError("a video needs at least one frame") }
    do throws(GraphicsError) {
      try video.send(nil)
      try sendAudio(last: true)
      try audio?.stream.send(nil)
      let bytes = try muxer.finish()
      finished = true
      return bytes
    } catch {
      failure = error.description
      throw error
    }
  }

  /// The sound up to the frames written so far (cut at the video's end when `last`).
  private func sendAudio(last: Bool) throws(GraphicsError) {
    guard let audio else { return }
    let end = tickCount * AnimationSettings.audioSampleRate / settings.framesPerSecond
    try audio.feed.feed(upTo: end, last: last) { frame throws(GraphicsError) in try audio.stream.send(frame) }
  }

  private func checkWriting() throws(GraphicsError) {
    if let failure { throw GraphicsError("this video cannot go on after a failure: \(failure)") }
    if finished { throw GraphicsError("this video is already finished") }
  }
}
