import BubbleGraphics
import BubbleKit
import Foundation
import LoopbackSockets
import Testing

@testable import BubbleRemoteMedia

/// `telegram-file:` sources over real HTTP: a Bot API server on loopback answers `getFile` and
/// serves the file. The default host policy refuses loopback: these tests reach the server only
/// because it is the configured Bot API server.
@Suite struct TelegramFileTests {
  /// A solid magenta picture, so a render shows whether it was drawn.
  static let magenta: UInt32 = 0xFFFF_00FF
  static let picture = try! RasterImage.fromARGB(Array(repeating: magenta, count: 64 * 48), width: 64, height: 48)!
    .pngData()
  static let token = LoopbackBotAPI.token
  static let botToken = TelegramBotToken(LoopbackBotAPI.token)
  static let photo = LoopbackBotAPI.File(path: "photos/file_1.png", bytes: picture)

  static func fetcher(
    _ api: LoopbackBotAPI, token: TelegramBotToken? = botToken, policy: RemoteHostPolicy = RemoteHostPolicy(),
    http: HTTPMediaFetcher? = nil
  ) throws -> TelegramFileFetcher {
    try TelegramFileFetcher(apiURL: api.url, botToken: token, policy: policy, http: http)
  }

  /// On a thread of its own, as `RemoteMediaTests.fetch` does: the timeout test's timer must not
  /// wait behind the renders of the suites running in parallel.
  static func fetch(_ source: String, with fetcher: TelegramFileFetcher) async -> Result<[UInt8], MediaProblem> {
    await withTaskExecutorPreference(DedicatedExecutor()) { await fetcher.fetch(source) }
  }

  static func problem(_ result: Result<[UInt8], MediaProblem>) -> String? {
    guard case .failure(let problem) = result else { return nil }
    return problem.description
  }

  @Test func aFileIsDownloadedThroughGetFile() async throws {
    let api = try LoopbackBotAPI(files: ["AgACphoto-1_x": Self.photo])
    defer { api.stop() }
    let fetched = await Self.fetch("telegram-file:AgACphoto-1_x", with: try Self.fetcher(api))
    #expect(try fetched.get() == Self.picture)
    #expect(
      api.server.requestedPaths == [
        LoopbackBotAPI.getFilePath("AgACphoto-1_x"), "/file/bot\(Self.token)/photos/file_1.png",
      ])
  }

  @Test func aRefusalNamesTheBotAPIsWordsButNotTheToken() async throws {
    let api = try LoopbackBotAPI(files: [:])
    defer { api.stop() }
    let problem = Self.problem(await Self.fetch("telegram-file:unknown", with: try Self.fetcher(api)))
    #expect(
      problem == "the Bot API's getFile: the Bot API refused it (HTTP 400): Bad Request: invalid file_id",
      "\(problem ?? "fetched")")
    let wrongToken = try Self.fetcher(api, token: TelegramBotToken("42:not-the-bots-token"))
    let unauthorized = Self.problem(await Self.fetch("telegram-file:unknown", with: wrongToken))
    #expect(unauthorized?.hasSuffix("(HTTP 401): Unauthorized") == true, "\(unauthorized ?? "fetched")")
    #expect(unauthorized?.contains("not-the-bots-token") == false)
  }

  @Test func withoutATokenNothingIsAsked() async throws {
    let api = try LoopbackBotAPI(files: ["AgACphoto": Self.photo])
    defer { api.stop() }
    let problem = Self.problem(await Self.fetch("telegram-file:AgACphoto", with: try Self.fetcher(api, token: nil)))
    #expect(problem == "a Telegram file needs a bot token (botToken, BUBBLES_TELEGRAM_BOT_TOKEN)")
    #expect(api.server.requestedPaths.isEmpty)
  }

  /// A token goes into the URLs' paths: nothing but digits, a colon and base64url is one, and
  /// printed it never shows.
  @Test func aTokenIsCheckedAndNeverPrinted() throws {
    for bad in ["", "123", ":abc", "abc:def", "123:", "123:a/../../getMe", "123:a?x=1", "123:a b", "١٢٣:abc"] {
      #expect(TelegramBotToken(bad) == nil, "\(bad)")
    }
    let token = try #require(Self.botToken)
    var dumped = ""
    dump(token, to: &dumped)
    for text in ["\(token)", String(reflecting: token), dumped, "\([token])", "\(Optional(token) as Any)"] {
      #expect(!text.contains("secret"), "\(text)")
    }
  }

  @Test func withoutAFetcherATelegramFileIsAPlaceholder() async {
    let source = MediaSource.telegramFile("AgACAgIAAxkBAAIBZ2VxYyZz-Q_1234567890")
    let media = await MediaResolution(baseDirectory: nil).resolve([MediaRequest(source: source, owner: "message 7")])
    #expect(
      media.warnings == [
        "message 7: telegram-file:AgACAgIAAxkBAAIBZ2VxYyZz…: a Telegram file needs a bot token and the Bot API "
          + "(botToken, BUBBLES_TELEGRAM_BOT_TOKEN); drawing a placeholder"
      ])
  }

  /// A `file_size` over the cap is refused from `getFile`'s answer: the file is never asked for.
  @Test func anOversizedFileIsRefusedBeforeDownloading() async throws {
    var policy = RemoteHostPolicy()
    policy.maxBytes = 100_000
    let huge = LoopbackBotAPI.File(path: "photos/file_2.png", bytes: Self.picture, declaredSize: 20_000_000)
    let api = try LoopbackBotAPI(files: ["AgAChuge": huge])
    defer { api.stop() }
    let problem = Self.problem(await Self.fetch("telegram-file:AgAChuge", with: try Self.fetcher(api, policy: policy)))
    #expect(
      problem == "the file is 20000000 bytes, larger than 100000 bytes; not downloaded", "\(problem ?? "fetched")")
    #expect(api.server.requestedPaths == [LoopbackBotAPI.getFilePath("AgAChuge")])
  }

  /// A `file_path` that climbs out, is absolute or names another server is never requested.
  @Test(arguments: ["../secret.png", "photos/../../etc/passwd", "/var/lib/telegram/file.png", "http://evil/x.png"])
  func aFilePathThatLeavesTheServersFilesIsRefused(_ path: String) async throws {
    let api = try LoopbackBotAPI(files: ["AgACbad": LoopbackBotAPI.File(path: path, bytes: Self.picture)])
    defer { api.stop() }
    let problem = Self.problem(await Self.fetch("telegram-file:AgACbad", with: try Self.fetcher(api)))
    #expect(problem?.contains("the file_path is not a relative path") == true, "\(problem ?? "fetched")")
    #expect(api.server.requestedPaths == [LoopbackBotAPI.getFilePath("AgACbad")])
  }

  /// A server that would answer after 5 s fails at the policy's 0.3 s: only the deadline can
  /// make this fail (the time taken is not measured: under the whole suite's load on two cores,
  /// the fetch's threads wait their turn).
  @Test func aSlowBotAPITimesOut() async throws {
    let api = try LoopbackBotAPI(files: ["AgACphoto": Self.photo], delay: 5)
    defer { api.stop() }
    var policy = RemoteHostPolicy()
    policy.timeout = .milliseconds(300)
    let problem = Self.problem(await Self.fetch("telegram-file:AgACphoto", with: try Self.fetcher(api, policy: policy)))
    #expect(problem == "no answer from 127.0.0.1 within 0.3 seconds", "\(problem ?? "fetched")")
  }

  /// `getFile` and the download share one deadline: each answers within it (2 s of 3), both
  /// together do not. A deadline for each request would fetch the file.
  @Test func getFileAndTheDownloadShareOneDeadline() async throws {
    let api = try LoopbackBotAPI(files: ["AgACphoto": Self.photo], delay: 2)
    defer { api.stop() }
    var policy = RemoteHostPolicy()
    policy.timeout = .seconds(3)
    let problem = Self.problem(await Self.fetch("telegram-file:AgACphoto", with: try Self.fetcher(api, policy: policy)))
    #expect(problem == "no answer from 127.0.0.1 within 3.0 seconds", "\(problem ?? "fetched")")
  }

  @Test func theBotAPIsAnswerIsCapped() async throws {
    let long = String(repeating: "x", count: 70_000)
    let api = try LoopbackBotAPI(
      files: [:], answers: ["AgAClong": LoopbackBotAPI.json(200, #"{"ok":false,"description":"\#(long)"}"#)])
    defer { api.stop() }
    let problem = Self.problem(await Self.fetch("telegram-file:AgAClong", with: try Self.fetcher(api)))
    #expect(problem == "the Bot API's getFile: the Bot API's answer is larger than 64 KiB", "\(problem ?? "fetched")")
  }
}
