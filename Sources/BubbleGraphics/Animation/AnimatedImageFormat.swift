/// The animated image formats: APNG, animated WebP and GIF, their limits and their writers.
public enum AnimatedImageFormat: String, Sendable, CaseIterable {
  case apng, webp, gif

  /// The format's name in messages.
  public var name: String {
    switch self {
    case .apng: "APNG"
    case .webp: "animated WebP"
    case .gif: "GIF"
    }
  }

  /// Pixels per side: WebP's bitstream stops at 16383.
  public var pixelSideRange: ClosedRange<Int> { self == .webp ? 1...16383 : 1...16384 }
  /// Pixels per frame: writers hold a frame or two of them in memory.
  public static let maximumPixelCount = 40_000_000
  public static let qualityRange = 0...100
  /// The longest one `append` may show a frame (APNG's and GIF's 16-bit delays fit 10 minutes).
  public static let maximumSecondsPerAppend = 600

  /// The ticks one `append` may take at `framesPerSecond` (taken into its range): 1 to 10 minutes' worth.
  public static func ticksRange(framesPerSecond: Int) -> ClosedRange<Int> {
    let range = AnimationSettings.framesPerSecondRange
    return 1...(min(max(framesPerSecond, range.lowerBound), range.upperBound) * maximumSecondsPerAppend)
  }

  /// What is wrong with `settings` for this format, a sentence each; empty when it can be written.
  /// Quality is used by WebP only (APNG is lossless, GIF's palettes have none) but checked for all.
  public func problems(_ settings: AnimationSettings) -> [String] {
    var problems: [String] = []
    let (width, height) = (settings.pixelWidth, settings.pixelHeight)
    if !pixelSideRange.contains(width) || !pixelSideRange.contains(height) {
      problems.append("frames of \(width) x \(height) px: each side must be \(pixelSideRange) px")
    } else if width * height > Self.maximumPixelCount {
      problems.append("frames of \(width) x \(height) px: at most \(Self.maximumPixelCount) px per frame")
    }
    if !AnimationSettings.framesPerSecondRange.contains(settings.framesPerSecond) {
      problems.append("\(settings.framesPerSecond) fps is outside \(AnimationSettings.framesPerSecondRange)")
    }
    if let quality = settings.quality, !Self.qualityRange.contains(quality) {
      problems.append("quality \(quality) is outside \(Self.qualityRange)")
    }
    return problems.map { "\(name): \($0)" }
  }

  /// A writer of this format; throws as its initialiser does.
  public func writer(_ settings: AnimationSettings) throws(GraphicsError) -> any AnimationWriting {
    switch self {
    case .apng: try APNGWriter(settings: settings)
    case .webp: try AnimatedWebPWriter(settings: settings)
    case .gif: try GIFWriter(settings: settings)
    }
  }
}
