/// What `--screen` asks for: the phone's size in points, the input bar's state, the draft in its
/// field and the unread count the back button shows.
public struct ScreenOptions: Sendable, Hashable, Codable {
  public var size: Size
  public var inputState: InputBarState
  /// Text typed into the field; empty shows the placeholder.
  public var draft: String
  /// Unread messages in the other chats, beside the back chevron ("< 12"); `nil` for none.
  public var backUnread: Int?
  /// How long the mic has been held, in seconds: the timer of a recording voice state
  /// (`input_bar.voice_mode: recording`).
  public var recordingSeconds: Int

  public init(
    size: Size = Size(width: 390, height: 844), inputState: InputBarState = .initial, draft: String = "",
    backUnread: Int? = nil, recordingSeconds: Int = 0
  ) {
    self.size = size
    self.inputState = inputState
    self.draft = draft
    self.backUnread = backUnread
    self.recordingSeconds = recordingSeconds
  }

  /// Up to an hour: the timer shows minutes and seconds.
  public static let recordingSecondsRange = 0...3599

  /// As an inbox's unread counts (the badge shows "99+" past 99).
  public static let backUnreadRange = 0...InputNumberRanges.maxCount

  public static let widthRange: ClosedRange<Double> = 240...1400
  /// A longer draft is refused: the field shows a few lines, and the text is shaped.
  public static let maxDraftBytes = 4096
  public static let heightRange: ClosedRange<Double> = 480...3000

  /// Parses "390x844" (points, width by height); `nil` for anything else or a size out of range.
  public static func size(parsing text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      widthRange.contains(width), heightRange.contains(height)
    else { return nil }
    return Size(width: width, height: height)
  }
}
