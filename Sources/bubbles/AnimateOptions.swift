import ArgumentParser
import BubbleKit

/// `bubbles animate --screen`: a video's size in pixels, a preset (9:16, 1:1, 16:9) or WxH, as
/// a phone screen in points at the largest scale (3, 2 or 1) that divides it into a screen.
struct StoryScreenSize {
  var pixelWidth: Int
  var pixelHeight: Int

  static let presets: [(name: String, width: Int, height: Int)] = [
    ("9:16", 1080, 1920), ("1:1", 1080, 1080), ("16:9", 1920, 1080),
  ]

  static let help = "9:16 (1080x1920), 1:1 (1080x1080), 16:9 (1920x1080), or WIDTHxHEIGHT in pixels"

  init?(parsing text: String) {
    if let preset = Self.presets.first(where: { $0.name == text }) {
      (pixelWidth, pixelHeight) = (preset.width, preset.height)
      return
    }
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
    (pixelWidth, pixelHeight) = (width, height)
    guard screen != nil else { return nil }
  }

  /// The screen in points and its pixels per point: the largest scale whose screen is within
  /// `ScreenOptions`' ranges; `nil` when none is.
  var screen: (size: Size, scale: Int)? {
    for scale in [3, 2, 1] where pixelWidth % scale == 0 && pixelHeight % scale == 0 {
      let size = Size(width: Double(pixelWidth / scale), height: Double(pixelHeight / scale))
      if ScreenOptions.widthRange.contains(size.width), ScreenOptions.heightRange.contains(size.height) {
        return (size, scale)
      }
    }
    return nil
  }

  static func invalid(_ text: String) -> ValidationError {
    let width = ScreenOptions.widthRange
    let height = ScreenOptions.heightRange
    return ValidationError(
      "--screen must be \(help), a screen of \(formatNumber(width.lowerBound)) to \(formatNumber(width.upperBound)) "
        + "by \(formatNumber(height.lowerBound)) to \(formatNumber(height.upperBound)) points at 1, 2 or 3 pixels "
        + "a point, not \(text)")
  }
}

/// How fast the story plays: every computed pause (a message's own `timing` wins).
struct PacingOptions: ParsableArguments {
  @Option(help: "Plays this many times faster, 0.1 to 10.")
  var speed: Double = 1

  @Option(help: ArgumentHelp("Characters typed a second: how long \"typing...\" shows.", valueName: "chars"))
  var typingSpeed = StoryPacing().typingCharactersPerSecond

  @Option(help: ArgumentHelp("Characters read a second: how long a message stays.", valueName: "chars"))
  var readingSpeed = StoryPacing().readingCharactersPerSecond

  @Option(help: ArgumentHelp("The shortest computed pause, in seconds.", valueName: "seconds"))
  var shortestPause = StoryPacing().shortestPause

  @Option(help: ArgumentHelp("The longest computed pause, in seconds.", valueName: "seconds"))
  var longestPause = StoryPacing().longestPause

  var pacing: StoryPacing {
    var pacing = StoryPacing()
    pacing.speed = speed
    pacing.typingCharactersPerSecond = typingSpeed
    pacing.readingCharactersPerSecond = readingSpeed
    pacing.shortestPause = shortestPause
    pacing.longestPause = longestPause
    return pacing
  }

  func validate() throws {
    if let problem = pacing.problems().first { throw ValidationError(problem) }
  }
}

/// `--sticker telegram-video`.
enum VideoStickerPlatform: String, CaseIterable, ExpressibleByArgument {
  case telegramVideo = "telegram-video"
}
