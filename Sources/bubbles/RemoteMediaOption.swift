import ArgumentParser
import BubbleKit
import BubbleRemoteMedia
import Foundation

/// `--allow-remote-media` and `--telegram-bot-api-url`, shared by the commands that draw media.
/// The bot token comes from `BUBBLES_TELEGRAM_BOT_TOKEN` only: an argument shows in `ps`.
struct RemoteMediaOption: ParsableArguments {
  @Flag(help: "Fetch http(s) media sources from public addresses (by default they draw as placeholders).")
  var allowRemoteMedia = false

  @Option(
    name: .customLong("telegram-bot-api-url"),
    help: ArgumentHelp(
      "The Telegram Bot API server that downloads telegram-file: media (an http or https URL); the bot token is "
        + "read from \(TelegramFileFetcher.tokenVariable), never from an argument.",
      valueName: "url"))
  var telegramBotAPIURL = TelegramFileFetcher.defaultAPIURL.absoluteString

  func validate() throws {
    _ = try settings()
  }

  /// The fetcher `settings()` gives, or `nil`.
  func withRemoteMedia<Result>(_ body: ((any RemoteMediaFetching)?) async throws -> Result) async throws -> Result {
    try await settings().withFetcher(body)
  }

  /// What the options and the environment ask for, checked.
  func settings(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RemoteMediaSettings {
    try RemoteMediaSettings(
      allowsURLs: allowRemoteMedia, botAPIURL: telegramBotAPIURL,
      botToken: environment[TelegramFileFetcher.tokenVariable], urlName: "--telegram-bot-api-url")
  }
}

/// Which remote media a render fetches: http(s) URLs when allowed, Telegram files when a bot
/// token is set.
struct RemoteMediaSettings: Sendable {
  var allowsURLs: Bool
  var botAPIURL: URL
  var botToken: TelegramBotToken?

  /// `urlName` is the setting the URL came from, for the error when it is not one; an empty
  /// token is none.
  init(allowsURLs: Bool, botAPIURL: String, botToken: String?, urlName: String) throws(ValidationError) {
    self.allowsURLs = allowsURLs
    self.botAPIURL = try Self.botAPIURL(botAPIURL, name: urlName)
    self.botToken = try Self.botToken(botToken)
  }

  static func botAPIURL(_ text: String, name: String) throws(ValidationError) -> URL {
    guard let url = URL(string: text), TelegramFileFetcher.isBotAPIURL(url) else {
      throw ValidationError("\(name) must be an http or https URL with a host and no query, not \"\(text)\"")
    }
    return url
  }

  /// `BUBBLES_TELEGRAM_BOT_TOKEN`'s value, checked; `nil` when unset or empty.
  static func botToken(_ text: String?) throws(ValidationError) -> TelegramBotToken? {
    guard let text, !text.isEmpty else { return nil }
    guard let token = TelegramBotToken(text) else {
      throw ValidationError(TelegramBotToken.malformed(TelegramFileFetcher.tokenVariable))
    }
    return token
  }

  /// With remote media allowed or a bot token set, a Telegram file fetcher (answering without a
  /// token when there is none) wrapping an HTTP fetcher with the default host policy (or none
  /// when only the token is set); else `nil`.
  func withFetcher<Result>(_ body: ((any RemoteMediaFetching)?) async throws -> Result) async throws -> Result {
    guard allowsURLs || botToken != nil else { return try await body(nil) }
    let policy = RemoteHostPolicy()
    let http = allowsURLs ? HTTPMediaFetcher(policy: policy) : nil
    return try await body(try TelegramFileFetcher(apiURL: botAPIURL, botToken: botToken, policy: policy, http: http))
  }
}
