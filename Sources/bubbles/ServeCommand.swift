import ArgumentParser
import BubbleService
import Foundation

/// `bubbles serve`: the HTTP thumbnail service (BubbleService). Each setting is a flag, an
/// environment variable or a key of `--config`'s file (`ServeSettingsReader`, swift-configuration),
/// checked before the server starts (status 64).
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract:
      "Serve renders over HTTP: POST /v1/render, /v1/thumbnail, /v1/validate; GET /v1/themes, /health/*, /metrics.",
    discussion: HelpText.unwrapped(
      """
      Every setting is a flag, an environment variable, or a key of --config's JSON
      file (BUBBLES_CONFIG; keys as the flags without --); a flag wins over its
      variable, a variable over the file:
        --host BUBBLES_HOST (127.0.0.1), --port BUBBLES_PORT (8080),
        --workers BUBBLES_WORKERS (the processors), --queue BUBBLES_QUEUE (2 per worker),
        --max-body-mb BUBBLES_MAX_BODY_MB (8), --deadline BUBBLES_DEADLINE (10 s),
        --cache-mb BUBBLES_CACHE_MB (64), --media-root BUBBLES_MEDIA_ROOT (none),
        --allow-remote-host BUBBLES_ALLOW_REMOTE_HOSTS (comma-separated; none),
        --telegram-bot-api-url BUBBLES_TELEGRAM_BOT_API_URL (https://api.telegram.org),
        --max-connections BUBBLES_MAX_CONNECTIONS (what the descriptor limit leaves room for, at most 4096),
        --idle-timeout BUBBLES_IDLE_TIMEOUT (30 s), --min-body-rate-kb BUBBLES_MIN_BODY_RATE_KB (8),
        --log-level LOG_LEVEL (info: a line per request; warning and above: problems only),
        --themes-dir BUBBLES_THEMES_DIR (none: the built-in themes only).
      BUBBLES_TELEGRAM_BOT_TOKEN (the environment only, never a flag or the file):
      the bot token telegram-file: media are downloaded with; without it they
      are placeholders.
      SIGTERM or SIGINT shuts down gracefully: accepted renders finish, new ones get 503.
      SIGHUP reloads --themes-dir (it does not shut down).
      Custom themes: each NAME.json in --themes-dir (a `render --theme` file) is
      theme=NAME, listed by GET /v1/themes. All are checked before the server
      listens: a bad one stops it (status 64) with FILE:LINE:COLUMN problems; a
      built-in theme's name is refused. SIGHUP reloads all or nothing: with a
      bad file the themes in use stay and a warning says why; renders under way
      keep their theme. theme-override=<JSON> lays theme keys over theme=NAME
      for one request (at most 16 KiB; no extends or fonts.files).
      Example:
        bubbles serve --port 8080 --workers 2 --themes-dir /etc/bubbles/themes
        curl --data-binary @chat.json -H 'Content-Type: application/json' \\
          'http://127.0.0.1:8080/v1/render?width=390&scale=2' -o chat.png
        curl --data-binary @chat.json -H 'Content-Type: application/json' \\
          'http://127.0.0.1:8080/v1/thumbnail?w=320&h=320&fit=end' -o thumb.png
      The playground, a page that edits a conversation and renders it: open http://127.0.0.1:8080/ in a browser.
      """))

  @Option(help: "Address to listen on (BUBBLES_HOST; default 127.0.0.1, loopback only).")
  var host: String?

  @Option(help: "Port (BUBBLES_PORT; 0 to 65535, default 8080).")
  var port: Int?

  @Option(help: "Render workers, each a thread (BUBBLES_WORKERS; 1 to 64, default: the processors).")
  var workers: Int?

  @Option(help: "Requests that may wait for a worker; more get 503 (BUBBLES_QUEUE; 0 to 10000, default 2 per worker).")
  var queue: Int?

  @Option(help: "Largest request body in MB; more gets 413 (BUBBLES_MAX_BODY_MB; 1 to 64, default 8).")
  var maxBodyMb: Int?

  @Option(help: "Seconds a render may take, waiting included; past it, 504 (BUBBLES_DEADLINE; 1 to 300, default 10).")
  var deadline: Int?

  @Option(help: "MB of rendered images to cache (BUBBLES_CACHE_MB; 0 to 16384, default 64).")
  var cacheMb: Int?

  @Option(help: "Media file paths resolve under this folder only (BUBBLES_MEDIA_ROOT; default: no files).")
  var mediaRoot: String?

  @Option(
    help: "A host remote media may come from, public addresses only; repeat for more (BUBBLES_ALLOW_REMOTE_HOSTS).")
  var allowRemoteHost: [String] = []

  @Option(
    name: .customLong("telegram-bot-api-url"),
    help: ArgumentHelp(
      "The Telegram Bot API server that downloads telegram-file: media, with the bot token in "
        + "BUBBLES_TELEGRAM_BOT_TOKEN (BUBBLES_TELEGRAM_BOT_API_URL; an http or https URL, default "
        + "https://api.telegram.org).",
      valueName: "url"))
  var telegramBotAPIURL: String?

  @Option(
    help: """
      Open connections at most; more wait to be accepted until one closes (BUBBLES_MAX_CONNECTIONS; 1 to 65536, \
      default: what the descriptor limit leaves room for, at most 4096).
      """)
  var maxConnections: Int?

  @Option(
    help: """
      Seconds before an idle connection, or one whose request head has not arrived, is closed \
      (BUBBLES_IDLE_TIMEOUT; 1 to 3600, default 30).
      """)
  var idleTimeout: Int?

  @Option(
    help: """
      KB per second a request body must keep arriving at after its first 5 s; slower gets 408 \
      (BUBBLES_MIN_BODY_RATE_KB; 1 to 65536, default 8).
      """)
  var minBodyRateKb: Int?

  @Option(
    help:
      "Least severe log lines written: trace, debug, info (a line per request), notice, warning, error or critical (LOG_LEVEL; default info)."
  )
  var logLevel: String?

  @Option(
    help: """
      A folder of theme files (NAME.json, at most 256 of 1 MiB each) requests may name as theme=NAME; \
      checked before the server listens, reloaded on SIGHUP (BUBBLES_THEMES_DIR; default: none).
      """)
  var themesDir: String?

  @Option(
    help: """
      A JSON file of these settings, keys as the flags without -- ({"port": 8080, "workers": 2, \
      "allow-remote-host": ["media.example.com"]}); flags and variables win over it (BUBBLES_CONFIG).
      """)
  var config: String?

  func run() async throws {
    // Servers run with the hard descriptor limit; the connection cap is checked against it.
    DescriptorLimit.raiseToHardLimit()
    let seeHelp = "See 'bubbles serve --help' for every setting, its variable and its range."
    let configuration: ServiceConfiguration
    do {
      configuration = try await serviceConfiguration()
    } catch let error as ValidationError {
      throw CommandFailure.usage(error.message, notes: [seeHelp])
    }
    let problems = configuration.problems
    if !problems.isEmpty { throw CommandFailure.usage(problems.joined(separator: "; "), notes: [seeHelp]) }
    do {
      try await BubbleServer.run(configuration)
    } catch let error as ThemeFolderError {
      // Configuration, as a bad flag is: 64.
      throw CommandFailure.usage(error.message, notes: error.problems.map { "  " + $0 })
    }
  }
}
