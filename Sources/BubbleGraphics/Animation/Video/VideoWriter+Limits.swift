import BubbleCore

extension VideoWriter {
  /// Each side's pixels: H.264 and VP9 levels players handle; even, for 4:2:0's halved chroma.
  public static let pixelSideRange = 16...4096
  public static let qualityRange = 0...100
  /// Bits per second `maxBitrate` may cap the video at.
  public static let maxBitrateRange = 10_000...100_000_000
  /// The longest video written (a frame resent `ticks` times costs time).
  public static let maximumSeconds = 600

  /// What stops `settings` (and `maxBitrate`) from making a video, each a sentence fragment
  /// naming what was expected; empty when they will do.
  public static func problems(container: VideoContainer, settings: AnimationSettings, maxBitrate: Int? = nil)
    -> [String]
  {
    var problems: [String] = []
    for (name, side) in [("width", settings.pixelWidth), ("height", settings.pixelHeight)] {
      if !pixelSideRange.contains(side) {
        problems.append(
          "\(name) \(side) px is outside \(pixelSideRange.lowerBound)...\(pixelSideRange.upperBound) px")
      } else if side % 2 != 0 {
        problems.append("\(name) \(side) px is odd; video needs an even width and height")
      }
    }
    let rates = AnimationSettings.framesPerSecondRange
    if !rates.contains(settings.framesPerSecond) {
      problems.append(
        "\(settings.framesPerSecond) frames per second is outside \(rates.lowerBound)...\(rates.upperBound)")
    }
    if let quality = settings.quality, !qualityRange.contains(quality) {
      problems.append("quality \(quality) is outside \(qualityRange.lowerBound)...\(qualityRange.upperBound)")
    }
    if let maxBitrate, !maxBitrateRange.contains(maxBitrate) {
      problems.append(
        "maximum bitrate \(maxBitrate) bit/s is outside \(maxBitrateRange.lowerBound)...\(maxBitrateRange.upperBound)")
    }
    if let audio = settings.audio {
      if let bad = audio.firstIndex(where: { !$0.isFinite }) {
        problems.append("audio sample \(bad) is \(audio[bad]), not a number in -1...1")
      }
      if audio.count > maximumSeconds * AnimationSettings.audioSampleRate {
        problems.append("the audio is longer than \(maximumSeconds) s")
      }
    }
    return problems
  }
}
