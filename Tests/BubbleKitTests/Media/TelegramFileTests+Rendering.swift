import BubbleGraphics
import BubbleKit
import Foundation
import LoopbackSockets
import Testing

@testable import BubbleRemoteMedia

/// A Bot API message drawn with its photo, the token kept out of every problem, and the sources
/// that are not Telegram files.
extension TelegramFileTests {
  static let photoMessage = #"""
    { "update_id": 1, "message": { "message_id": 5, "date": 1795194000,
      "from": { "id": 7, "is_bot": false, "first_name": "Ann" },
      "chat": { "id": 7, "first_name": "Ann", "type": "private" },
      "photo": [ { "file_id": "AgACsmall", "file_unique_id": "s", "file_size": 900, "width": 90, "height": 68 },
        { "file_id": "AgACphoto", "file_unique_id": "p", "file_size": 5000, "width": 640, "height": 480 } ],
      "caption": "the view" } }
    """#

  /// The page's pixels and warnings, drawn by `Pipeline` with `remote`.
  static func render(_ input: RenderInput, remote: (any RemoteMediaFetching)?) async throws -> ([UInt32], [String]) {
    var images = try await Pipeline().render(
      TestSupport.patient(RenderRequest(job: .page(1), encoding: .png)), input: input, remote: remote)
    let page = try ImageDecoder.decode(try #require(try images.next())).get()
    return (page.argbPixels(), images.warnings)
  }

  @Test func aBotAPIPhotoIsDrawnThroughThePipeline() async throws {
    let api = try LoopbackBotAPI(files: ["AgACphoto": Self.photo])
    defer { api.stop() }
    let imported = try ConversationImport.importConversation(Data(Self.photoMessage.utf8)).get()
    let input = RenderInput(imported.conversation, appTheme: imported.appTheme)
    let (offline, offlineWarnings) = try await Self.render(input, remote: nil)
    #expect(
      offlineWarnings == [
        "message 5: telegram-file:AgACphoto: a Telegram file needs a bot token and the Bot API "
          + "(botToken, BUBBLES_TELEGRAM_BOT_TOKEN); drawing a placeholder"
      ])
    #expect(!offline.contains(Self.magenta))
    let (online, warnings) = try await Self.render(input, remote: try Self.fetcher(api))
    #expect(warnings.isEmpty, "\(warnings)")
    // The photo fills a bubble about 300 pt wide, at scale 2: tens of thousands of its pixels.
    let drawn = online.filter { $0 == Self.magenta }.count
    #expect(drawn > 20_000, "\(drawn) magenta pixels")
    #expect(api.server.requestedPaths.count == 2 && !api.server.requestedPaths.contains { $0.contains("small") })
  }

  /// Every way a fetch can fail, with the token in the URLs and even in the server's words: no
  /// problem and no warning names it.
  @Test func theTokenNeverAppearsInAProblem() async throws {
    let elsewhere = try LoopbackHTTPServer(body: Self.picture)
    defer { elsewhere.stop() }
    let echo = #"{"ok":false,"error_code":404,"description":"Not Found: /bot\#(Self.token)/getFile"}"#
    // A connection closed without an answer: the HTTP client's own error.
    var hangUp = LoopbackHTTPServer.Response(body: [])
    hangUp.bytes = []
    let answers = [
      "AgAChangup": hangUp,
      "AgACecho": LoopbackBotAPI.json(404, echo),
      "AgACmissing": LoopbackBotAPI.json(200, #"{"ok":true,"result":{"file_path":"photos/gone.png"}}"#),
      // Only the Bot API's own host and port are trusted: another loopback port is refused.
      "AgACaway": LoopbackHTTPServer.Response(
        status: 302, body: [], headers: ["Location: \(elsewhere.url("bot\(Self.token)/file.png"))"]),
    ]
    let api = try LoopbackBotAPI(files: ["AgACphoto": Self.photo], answers: answers)
    defer { api.stop() }
    var slow = RemoteHostPolicy()
    slow.timeout = .milliseconds(300)
    let slowAPI = try LoopbackBotAPI(files: ["AgACphoto": Self.photo], delay: 5)
    defer { slowAPI.stop() }
    var problems: [String] = []
    for id in ["AgACecho", "AgACmissing", "AgACaway", "AgAChangup"] {
      problems.append(Self.problem(await Self.fetch("telegram-file:\(id)", with: try Self.fetcher(api))) ?? "")
    }
    let timedOut = try Self.fetcher(slowAPI, policy: slow)
    problems.append(Self.problem(await Self.fetch("telegram-file:AgACphoto", with: timedOut)) ?? "")
    #expect(
      problems[0] == "the Bot API's getFile: the Bot API refused it (HTTP 404): Not Found: /bot<redacted>/getFile")
    #expect(problems[1] == "the server answered HTTP 404")
    #expect(problems[2] == "the Bot API's getFile: 127.0.0.1 is a loopback address; not fetched")
    #expect(problems[3].hasPrefix("the Bot API's getFile: download failed"), "\(problems[3])")
    #expect(problems[4] == "no answer from 127.0.0.1 within 0.3 seconds")
    #expect(elsewhere.requestedPaths.isEmpty)

    let json = Self.photoMessage.replacingOccurrences(of: "AgACphoto", with: "AgACecho")
    let imported = try ConversationImport.importConversation(Data(json.utf8)).get()
    let (_, warnings) = try await Self.render(RenderInput(imported.conversation), remote: try Self.fetcher(api))
    #expect(warnings.count == 1 && warnings[0].contains("bot<redacted>"), "\(warnings)")
    for text in problems + warnings {
      #expect(!text.contains(Self.token) && !text.contains("secret_TOKEN"), "\(text)")
    }
  }

  /// Sources that are not Telegram files go to the HTTP fetcher, under its own policy, or stay
  /// unfetched without one.
  @Test func otherSourcesGoToTheHTTPFetcher() async throws {
    let server = try LoopbackHTTPServer(body: Self.picture)
    defer { server.stop() }
    let api = try LoopbackBotAPI(files: [:])
    defer { api.stop() }
    let withHTTP = try Self.fetcher(api, http: HTTPMediaFetcher(policy: RemoteHostPolicy(allowedRanges: [.loopback])))
    #expect(try await Self.fetch(server.url, with: withHTTP).get() == Self.picture)
    let refusing = try Self.fetcher(api, http: HTTPMediaFetcher())
    #expect(Self.problem(await Self.fetch(server.url, with: refusing))?.contains("a loopback address") == true)
    let telegramOnly = try Self.fetcher(api)
    #expect(
      Self.problem(await Self.fetch(server.url, with: telegramOnly))
        == "remote images are not fetched unless allowed (--allow-remote-media)")
    #expect(api.server.requestedPaths.isEmpty)
  }

  @Test func aBotAPIURLMustBeHTTP() throws {
    for url in ["ftp://api.telegram.org", "file:///tmp/x", "https://api.telegram.org/?a=b"] {
      #expect(throws: TelegramFileFetcher.InvalidBotAPIURL.self) {
        try TelegramFileFetcher(apiURL: URL(string: url)!, botToken: nil, http: nil)
      }
    }
    let local = try TelegramFileFetcher(apiURL: URL(string: "http://localhost:8081/")!, botToken: nil, http: nil)
    #expect(local.apiURL.absoluteString == "http://localhost:8081")
  }
}
