/// Looks shared by card-like content (voice, audio, file, contact, call, poll, red packet,
/// transfer): button and text sizes, spacing, the words the cards draw. Each kind's own keys are
/// its `Style` (`kinds.voice`, `kinds.poll`, ... in a theme file), in its folder under
/// Sources/BubbleKit/Kinds.
///
/// Rows (voice, audio, file, contact, call, poll) follow Telegram iOS; the
/// orange red packet and transfer cards follow WeChat. Colours that depend on
/// the bubble (text, secondary, accent) come from the side styles.
public struct CardStyle: Sendable, Equatable, Codable {
  /// Added above a card row, on top of the bubble's text inset: Telegram's file
  /// and voice bubbles sit about 9 pt from the top, looser than text (6).
  public var topPadding: Double
  /// Narrowest audio, file and contact row, so a short name does not make a stub bubble.
  public var minWidth: Double
  /// Play buttons, file icons' row height, call and contact circles (Telegram: 44).
  public var buttonSize: Double
  /// Play triangles and file extensions, drawn on the accent (Telegram: white).
  public var glyphColor: RGBColor
  /// Between a button or icon and the text beside it (Telegram: about 10).
  public var iconGap: Double
  /// Track and file names, contact names, call titles, poll questions.
  public var titleSize: Double
  /// Performers, phone numbers, call details.
  public var subtitleSize: Double
  /// Durations, file sizes, vote counts.
  public var captionSize: Double
  /// Between stacked lines of one card.
  public var lineSpacing: Double
  public var labels: CardLabels
}

/// Words the cards draw.
public struct CardLabels: Sendable, Equatable, Codable {
  public var unknownTrack: String
  public var unknownPerformer: String
  public var viewContact: String
  public var outgoingCall: String
  public var incomingCall: String
  public var missedCall: String
  public var voiceCall: String
  public var videoCall: String
  public var anonymousPoll: String
  public var noVotes: String
  public var oneVote: String
  /// "%d" is the count.
  public var votes: String
  public var redPacket: String
  /// Shown when a red packet has no greeting (WeChat's default wish).
  public var redPacketGreeting: String
  public var redPacketOpened: String
  public var transfer: String
  /// Shown when a transfer has no note.
  public var transferNote: String
  public var transferAccepted: String
}
