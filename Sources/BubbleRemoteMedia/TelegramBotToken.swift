import BubbleKit

/// A Telegram bot token (`123456:AAE...`), checked: digits, a colon, then letters, digits, `-` and
/// `_`, so nothing else can enter a Bot API URL's path. Printed, dumped or logged, it reads
/// `<redacted>`: only `TelegramFileFetcher` puts its text in a URL.
public struct TelegramBotToken: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  let text: String

  /// `nil` unless `text` is written as a bot token is.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, text.utf8.count <= 256, !parts[0].isEmpty,
      parts[0].utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      MediaSource.isTelegramFileID(String(parts[1]))
    else { return nil }
    self.text = text
  }

  /// How a token that is not one is refused, naming where it came from (`source`) but not it.
  public static func malformed(_ source: String) -> String {
    "\(source) is not a Telegram bot token: digits, a colon, then letters, digits, - and _"
  }

  public var description: String { "<redacted>" }
  public var debugDescription: String { "<redacted>" }
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
