import BubbleKit
import Foundation
import NIOCore

/// Downloads `telegram-file:<file_id>` sources through a Telegram Bot API server
/// (https://core.telegram.org/bots/api#getfile): `getFile` for the file's path, then the file.
/// Anything else goes to the `HTTPMediaFetcher` for ordinary URLs, if there is one.
///
/// The Bot API server is the operator's choice, so its host and port are reached wherever they
/// are (a local server on loopback too); every other limit of the policy holds: the file's size
/// (a declared `file_size` over it is refused before downloading), redirects, and one timeout
/// for both requests. The token is in both URLs and never in a problem: it reads `<redacted>`.
public final class TelegramFileFetcher: RemoteMediaFetching {
  public static let defaultAPIURL = URL(string: "https://api.telegram.org")!
  /// Where the command line and the service read the token: never from an argument, which `ps` shows.
  public static let tokenVariable = "BUBBLES_TELEGRAM_BOT_TOKEN"
  /// `getFile`'s answer is a few hundred bytes.
  static let maxAnswerBytes = 64 << 10

  /// The Bot API server, without a trailing slash.
  public let apiURL: URL
  public let policy: RemoteHostPolicy
  /// Ordinary http(s) URLs; `nil` leaves them unfetched, as without remote media.
  public let http: HTTPMediaFetcher?
  private let token: TelegramBotToken?
  /// `policy`, trusting the Bot API server.
  private let api: HTTPMediaFetcher

  /// A fetcher for the Bot API server at `apiURL` (an http or https URL with a host, and neither
  /// query nor fragment). Without a token, every Telegram file is a problem saying so.
  public init(
    apiURL: URL = TelegramFileFetcher.defaultAPIURL, botToken: TelegramBotToken?,
    policy: RemoteHostPolicy = RemoteHostPolicy(), http: HTTPMediaFetcher?
  ) throws(InvalidBotAPIURL) {
    guard Self.isBotAPIURL(apiURL), let trusting = policy.trusting(apiURL) else { throw InvalidBotAPIURL() }
    let text = apiURL.absoluteString
    self.apiURL = text.hasSuffix("/") ? URL(string: String(text.dropLast())) ?? apiURL : apiURL
    self.policy = policy
    self.http = http
    token = botToken
    api = HTTPMediaFetcher(policy: trusting)
  }

  /// Whether `url` can be a Bot API server's: http or https, with a host, without a query or fragment.
  public static func isBotAPIURL(_ url: URL) -> Bool {
    RemoteHostPolicy.Endpoint(url) != nil && url.query == nil && url.fragment == nil
  }

  public struct InvalidBotAPIURL: Error, CustomStringConvertible {
    public var description: String { "the Bot API URL must be an http or https URL with a host, without a query" }
  }

  static let needsToken = MediaProblem("a Telegram file needs a bot token (botToken, \(tokenVariable))")

  public func fetch(_ url: String) async -> Result<[UInt8], MediaProblem> {
    guard case .telegramFile(let id) = MediaSource(url) else {
      return await http?.fetch(url) ?? .failure(MediaResolver.remoteNotAllowed)
    }
    guard MediaSource.isTelegramFileID(id) else { return .failure(MediaResolver.notATelegramFileID) }
    guard let token = token?.text else { return .failure(Self.needsToken) }
    let host = apiURL.host ?? "the Bot API"
    let result = await api.withinTimeout(naming: host) { deadline in
      await self.download(id, token: token, deadline: deadline)
    }
    return result.mapError { BotAPIRedaction.redacted($0, token: token) }
  }

  /// `getFile`, then the file at the path it gives, both by `deadline`.
  private func download(_ id: String, token: String, deadline: NIODeadline) async -> Result<[UInt8], MediaProblem> {
    let base = apiURL.absoluteString
    let answerLimits = HTTPMediaFetcher.Limits(
      maxBytes: Self.maxAnswerBytes, bodyName: "the Bot API's answer", readsErrorBodies: true)
    let answer = await api.get("\(base)/bot\(token)/getFile?file_id=\(id)", limits: answerLimits, deadline: deadline)
    let file: BotAPIFile
    switch answer.flatMap(BotAPIFile.read) {
    case .success(let found): file = found
    case .failure(let problem): return .failure(MediaProblem("the Bot API's getFile: \(problem.description)"))
    }
    if let size = file.size, size > policy.maxBytes {
      return .failure(
        MediaProblem(
          "the file is \(formatByteCount(size)), larger than \(formatByteCount(policy.maxBytes)); not downloaded"))
    }
    let download = await api.get("\(base)/file/bot\(token)/\(file.path)", limits: .media(policy), deadline: deadline)
    return download.flatMap { answer in
      (200..<300).contains(answer.status) ? .success(answer.body) : .failure(HTTPMediaFetcher.refused(answer.status))
    }
  }
}
