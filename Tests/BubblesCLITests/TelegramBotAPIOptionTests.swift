import Foundation
import Testing

/// `--telegram-bot-api-url` and `BUBBLES_TELEGRAM_BOT_TOKEN`: checked before anything is drawn
/// (64), and the token never echoed.
@Suite("bubbles: the Telegram Bot API settings")
struct TelegramBotAPIOptionTests {
  static let secret = "123456:AAE-secret/../getMe"
  static let photo = #"""
    { "message_id": 5, "date": 1795194000, "from": { "id": 7, "first_name": "Ann" },
      "chat": { "id": 7, "type": "private" },
      "photo": [ { "file_id": "AgACphoto", "width": 640, "height": 480 } ] }
    """#

  @Test func renderChecksTheURLAndTheToken() async throws {
    try await withTemporaryDirectory { directory in
      let input = directory.appendingPathComponent("update.json")
      try Data(Self.photo.utf8).write(to: input)
      let output = directory.appendingPathComponent("chat.png").path
      let badURL = try await CLI.run(args: ["render", input.path, "-o", output, "--telegram-bot-api-url", "ftp://x"])
      #expect(badURL.status == 64)
      #expect(badURL.stderr.contains(#"--telegram-bot-api-url must be an http or https URL with a host and no query"#))
      let badToken = try await CLI.run(
        args: ["render", input.path, "-o", output], environment: ["BUBBLES_TELEGRAM_BOT_TOKEN": Self.secret])
      #expect(badToken.status == 64)
      #expect(badToken.stderr.contains("BUBBLES_TELEGRAM_BOT_TOKEN is not a Telegram bot token"), "\(badToken.stderr)")
      #expect(!badToken.stderr.contains("secret"))
      let withoutToken = try await CLI.run(args: ["render", input.path, "-o", output])
      #expect(withoutToken.status == 0)
      #expect(
        withoutToken.stderr.contains(
          "message 5: telegram-file:AgACphoto: a Telegram file needs a bot token and the Bot API"),
        "\(withoutToken.stderr)")
    }
  }

  @Test func serveChecksTheURLAndTheToken() async throws {
    let badURL = try await CLI.run(args: ["serve"], environment: ["BUBBLES_TELEGRAM_BOT_API_URL": "file:///srv"])
    #expect(badURL.status == 64)
    #expect(
      badURL.stderr.contains(
        #"--telegram-bot-api-url, BUBBLES_TELEGRAM_BOT_API_URL or "telegram-bot-api-url" in --config must be an http"#),
      "\(badURL.stderr)")
    let badToken = try await CLI.run(args: ["serve"], environment: ["BUBBLES_TELEGRAM_BOT_TOKEN": Self.secret])
    #expect(badToken.status == 64)
    #expect(badToken.stderr.contains("BUBBLES_TELEGRAM_BOT_TOKEN is not a Telegram bot token"), "\(badToken.stderr)")
    #expect(!badToken.stderr.contains("secret"))
  }
}
