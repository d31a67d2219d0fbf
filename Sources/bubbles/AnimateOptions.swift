import ArgumentParser
import BubbleKit

extension StoryScreenSize {
  static func invalid(_ text: String) -> ValidationError { ValidationError(problem(text)) }
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
}

/// `--sticker telegram-video`.
enum VideoStickerPlatform: String, CaseIterable, ExpressibleByArgument {
  case telegramVideo = "telegram-video"
}
