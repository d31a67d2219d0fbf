import BubbleKit

extension RenderQuery {
  /// `/v1/animate`'s own parameters, the CLI's `bubbles animate` options by the same names:
  /// format (an animation format), quality, screen (a preset or pixels), page or sticker
  /// instead, fps, speed and sound.
  mutating func readStory(_ value: (String) -> String?, problems: inout [(parameter: String, message: String)]) {
    var story = StoryOptions(format: .mp4)
    if let text = value("format") {
      if let format = AnimationFormat.named(text) {
        story.format = format
      } else {
        problems.append(("format", "format: cannot write \(text) stories; formats: \(AnimationFormat.names)"))
      }
    }
    if let text = value("quality") {
      if let quality = Int(text) {
        request.encoding.quality = quality
      } else {
        problems.append(("quality", "quality must be a whole number from 0 to 100, not \(text)"))
      }
    }
    readFraming(value, story: &story, problems: &problems)
    if let text = value("fps") {
      if let fps = Int(text) {
        story.framesPerSecond = fps
      } else {
        problems.append(("fps", "fps must be a whole number from 1 to 60, not \(text)"))
      }
    }
    if let text = value("speed") {
      if let speed = Double(text) {
        story.pacing.speed = speed
      } else {
        problems.append(("speed", "speed must be a number from 0.1 to 10, not \(text)"))
      }
    }
    if let text = value("sound") {
      switch text {
      case "true": story.sound = true
      case "false": story.sound = false
      default: problems.append(("sound", "sound must be true or false, not \(text)"))
      }
    }
    request.job = .animate(story)
  }

  /// A phone screen of `screen` pixels (9:16 by default), the page (`page=true`, `width`
  /// points wide at `scale`), or a Telegram video sticker (`sticker=telegram-video`).
  private mutating func readFraming(
    _ value: (String) -> String?, story: inout StoryOptions, problems: inout [(parameter: String, message: String)]
  ) {
    let page = value("page")
    if let page, page != "true" && page != "false" {
      problems.append(("page", "page must be true or false, not \(page)"))
    }
    if let sticker = value("sticker") {
      guard sticker == "telegram-video" else {
        problems.append(("sticker", "sticker must be telegram-video, not \(sticker)"))
        return
      }
      story.framing = .sticker(side: StoryFraming.telegramStickerSide)
      if story.format == .mp4, value("format") == nil { story.format = .webm }
    } else if page == "true" {
      story.framing = .page
    } else {
      let text = value("screen") ?? "9:16"
      guard let size = StoryScreenSize(parsing: text), let screen = size.screen else {
        problems.append(("screen", StoryScreenSize.problem(text, name: "screen")))
        return
      }
      story.framing = .screen(ScreenOptions(size: screen.size))
      request.style.scale = screen.scale
    }
  }
}
