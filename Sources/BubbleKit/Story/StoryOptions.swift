import BubbleCore
import BubbleGraphics

/// What a chat story is drawn in.
public enum StoryFraming: Sendable, Hashable, Codable {
  /// A phone screen (points, at the style's scale): the list scrolls, the input bar types one's
  /// own messages with the keyboard up.
  case screen(ScreenOptions)
  /// The chat growing on the theme's background, the style's width wide and as tall as the
  /// whole chat (at most the style's page height), scrolling once it is full.
  case page
  /// A Telegram video sticker: the bubbles on a clear canvas, its longer side `side` pixels.
  case sticker(side: Int)

  /// Telegram's video stickers: 512 px, at most 3 s, at most 256 KB.
  public static let telegramStickerSide = 512
  public static let telegramStickerSeconds = 3.0
  public static let telegramStickerBytes = 256 * 1024
  public static let stickerSideRange = 64...1024

  /// Own messages are typed in an input bar only where there is one.
  var typesOwnMessages: Bool {
    if case .screen = self { return true }
    return false
  }
}

/// A chat story's settings beside the request's theme and style (`RenderJob.animate`).
public struct StoryOptions: Sendable, Hashable, Codable {
  public var framing: StoryFraming
  public var pacing: StoryPacing
  public var framesPerSecond: Int
  public var format: AnimationFormat
  /// Our own send and receive sounds under the frames (MP4 and WebM).
  public var sound: Bool

  public init(
    framing: StoryFraming = .screen(ScreenOptions()), pacing: StoryPacing = StoryPacing(), framesPerSecond: Int = 30,
    format: AnimationFormat = .mp4, sound: Bool = false
  ) {
    self.framing = framing
    self.pacing = pacing
    self.framesPerSecond = framesPerSecond
    self.format = format
    self.sound = sound
  }

  public static let framesPerSecondRange = AnimationSettings.framesPerSecondRange

  /// Each setting outside its range, as a sentence, with the request field it belongs to.
  public func problems(name: (RequestField) -> String = { $0.rawValue }) -> [(RequestField, String)] {
    var problems: [(RequestField, String)] = pacing.problems().map {
      ($0.hasPrefix("speed") ? .speed : .story, $0.hasPrefix("speed") ? name(.speed) + $0.dropFirst(5) : $0)
    }
    let range = Self.framesPerSecondRange
    if !range.contains(framesPerSecond) {
      problems.append(
        (.fps, "\(name(.fps)) \(framesPerSecond) is outside \(range.lowerBound) to \(range.upperBound)"))
    }
    if sound, !format.carriesSound {
      problems.append((.sound, "\(format.name) carries no sound; \(name(.sound)) needs mp4 or webm"))
    }
    if case .sticker(let side) = framing, !StoryFraming.stickerSideRange.contains(side) {
      problems.append((.sticker, "a sticker's side \(side) px is outside 64 to 1024"))
    }
    return problems
  }

  /// The pacing as this framing plays it: own messages typed only in a screen's input bar.
  var effectivePacing: StoryPacing {
    var pacing = pacing
    pacing.typesOwnMessages = pacing.typesOwnMessages && framing.typesOwnMessages
    return pacing
  }
}
