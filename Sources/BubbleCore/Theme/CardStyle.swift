/// Looks of card-like content: voice, audio, file, contact, call, poll, red packet, transfer.
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
  public var voice: VoiceCardStyle
  public var file: FileCardStyle
  public var contact: ContactCardStyle
  public var call: CallCardStyle
  public var poll: PollCardStyle
  public var wallet: WalletCardStyle
  public var labels: CardLabels
}

/// Voice notes: play button, waveform, duration.
public struct VoiceCardStyle: Sendable, Equatable, Codable {
  /// Waveform bars (LyoSU quote-api: 3 wide, 2 apart, 4 to 28 high).
  public var barWidth: Double
  public var barGap: Double
  public var minBarHeight: Double
  public var maxBarHeight: Double
  /// The waveform grows with the duration, from its minimum width at
  /// `shortDuration` seconds to its maximum at `longDuration` (Telegram iOS
  /// grows voice bubbles between 2 s and 30 s).
  public var minWaveformWidth: Double
  public var maxWaveformWidth: Double
  public var shortDuration: Double
  public var longDuration: Double
  /// Level (0...31) of the flat waveform drawn when a note has none: Telegram
  /// draws a flat line; a little above the floor so it reads as bars, not dots.
  public var flatLevel: Int
  /// A played note's bars are the accent at this opacity; an unplayed note's
  /// are the full accent. A still image has no playback progress, so the
  /// colour tells "heard" from "new" (with the unplayed dot).
  public var playedOpacity: Double
  /// Between the waveform and the duration below it.
  public var durationSpacing: Double
  /// Telegram's small accent dot after the duration of an unplayed note.
  public var unplayedDotSize: Double
  public var unplayedDotGap: Double
}

/// Documents: a page icon with the extension, name, size.
public struct FileCardStyle: Sendable, Equatable, Codable {
  public var iconWidth: Double
  public var iconHeight: Double
  public var iconRadius: Double
  /// Side of the folded corner's triangle.
  public var foldSize: Double
  /// The fold is the glyph colour at this opacity over the page: a lighter flap of the same paper.
  public var foldOpacity: Double
  public var extensionSize: Double
}

/// Shared contacts: avatar, name, phone, a separator and an action label.
public struct ContactCardStyle: Sendable, Equatable, Codable {
  /// Telegram's contact bubbles use a 40 pt avatar.
  public var avatarSize: Double
  public var separatorWidth: Double
  /// The separator is the side's secondary colour at this opacity.
  public var separatorOpacity: Double
  /// Above and below the separator.
  public var sectionSpacing: Double
  public var actionSize: Double
}

/// Call records: icon, title, direction arrow, duration.
public struct CallCardStyle: Sendable, Equatable, Codable {
  /// The icon's circle is the accent at this opacity; the glyph is the accent.
  public var iconTintOpacity: Double
  public var glyphSize: Double
  public var arrowSize: Double
  /// Telegram draws answered calls' arrows green and missed ones red.
  public var answeredColor: RGBColor
  public var missedColor: RGBColor
}

/// Polls: question, options with percentages and bars, vote count.
public struct PollCardStyle: Sendable, Equatable, Codable {
  /// Telegram's poll bubbles are wide even for short options.
  public var minWidth: Double
  public var optionSize: Double
  public var percentSize: Double
  /// Between the percentage column and the option text.
  public var percentGap: Double
  public var barHeight: Double
  /// Between an option's text and its bar.
  public var barSpacing: Double
  public var optionSpacing: Double
  /// Between the subtitle and the first option, and the last bar and the vote count.
  public var sectionSpacing: Double
}

/// WeChat's red packet and transfer cards: the whole bubble orange, a white band at the bottom.
public struct WalletCardStyle: Sendable, Equatable, Codable {
  /// Bubble width (WeChat: about 230 to 240 pt), capped by the bubble's maximum.
  public var width: Double
  /// From the bubble's edges to the icon and text.
  public var padding: EdgeInsets
  public var background: RGBColor
  /// Opened red packets and accepted transfers fade (WeChat).
  public var paleBackground: RGBColor
  public var text: RGBColor
  public var band: RGBColor
  public var bandText: RGBColor
  public var bandLabelSize: Double
  /// Above the band's label; the bubble's bottom inset is below it.
  public var bandPadding: Double
  public var iconGap: Double
  public var greetingSize: Double
  public var detailSize: Double
  public var amountSize: Double
  public var envelopeWidth: Double
  public var envelopeHeight: Double
  public var envelope: RGBColor
  public var envelopeFlap: RGBColor
  public var envelopeSeal: RGBColor
  /// The transfer's round icon and its line width.
  public var transferIconSize: Double
  public var transferIconLine: Double
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
