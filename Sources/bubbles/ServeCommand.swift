import ArgumentParser
import BubbleService
import Foundation

/// `bubbles serve`: the HTTP thumbnail service (BubbleService). Each setting is a flag or an
/// environment variable (the flag wins), checked before the server starts (status 64).
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract:
      "Serve renders over HTTP: POST /v1/render, /v1/thumbnail, /v1/validate; GET /v1/themes, /health/*, /metrics.",
    discussion: """
      Every setting is a flag or an environment variable (the flag wins):
        --host BUBBLES_HOST (127.0.0.1), --port BUBBLES_PORT (8080),
        --workers BUBBLES_WORKERS (the processors), --queue BUBBLES_QUEUE (2 per worker),
        --max-body-mb BUBBLES_MAX_BODY_MB (8), --deadline BUBBLES_DEADLINE (10 s),
        --cache-mb BUBBLES_CACHE_MB (64), --media-root BUBBLES_MEDIA_ROOT (none),
        --allow-remote-host BUBBLES_ALLOW_REMOTE_HOSTS (comma-separated; none),
        --max-connections BUBBLES_MAX_CONNECTIONS (what the descriptor limit leaves room for, at most 4096),
        --idle-timeout BUBBLES_IDLE_TIMEOUT (30 s), --min-body-rate-kb BUBBLES_MIN_BODY_RATE_KB (8),
        --log-level LOG_LEVEL (info: a line per request; warning and above: problems only),
        --themes-dir BUBBLES_THEMES_DIR (none: the built-in themes only).
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
      """)

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

  func validate() throws {
    // Servers run with the hard descriptor limit; the connection cap is checked against it.
    DescriptorLimit.raiseToHardLimit()
    let problems = try serviceConfiguration().problems
    if let first = problems.first { throw ValidationError(([first] + problems.dropFirst()).joined(separator: "; ")) }
  }

  func run() async throws {
    do {
      try await BubbleServer.run(try serviceConfiguration())
    } catch let error as ThemeFolderError {
      // Configuration, as a bad flag is: 64.
      throw CommandFailure.usage(error.message, notes: error.problems.map { "  " + $0 })
    }
  }

  func serviceConfiguration(environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> ServiceConfiguration
  {
    let settings = EnvironmentSettings(environment: environment)
    let workers = try workers ?? settings.number("BUBBLES_WORKERS") ?? ServiceConfiguration.defaultWorkers
    let megabyte = 1 << 20
    let remoteHosts =
      allowRemoteHost.isEmpty
      ? (environment["BUBBLES_ALLOW_REMOTE_HOSTS"] ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      } : allowRemoteHost
    var configuration = ServiceConfiguration(
      host: host ?? environment["BUBBLES_HOST"] ?? ServiceConfiguration.defaultHost,
      port: try port ?? settings.number("BUBBLES_PORT") ?? ServiceConfiguration.defaultPort,
      workers: workers,
      queueLimit: try queue ?? settings.number("BUBBLES_QUEUE"),
      maxBodyBytes: try settings.megabytes(
        maxBodyMb, "BUBBLES_MAX_BODY_MB", ServiceConfiguration.defaultMaxBodyMegabytes)
        * megabyte,
      deadline: .seconds(
        try deadline ?? settings.number("BUBBLES_DEADLINE") ?? ServiceConfiguration.defaultDeadlineSeconds),
      cacheBytes: try settings.megabytes(cacheMb, "BUBBLES_CACHE_MB", ServiceConfiguration.defaultCacheMegabytes)
        * megabyte,
      mediaRoot: (mediaRoot ?? environment["BUBBLES_MEDIA_ROOT"]).map { URL(fileURLWithPath: $0) },
      allowedRemoteHosts: remoteHosts.filter { !$0.isEmpty },
      maxConnections: try maxConnections ?? settings.number("BUBBLES_MAX_CONNECTIONS"),
      idleTimeout: .seconds(
        try idleTimeout ?? settings.number("BUBBLES_IDLE_TIMEOUT") ?? ServiceConfiguration.defaultIdleTimeoutSeconds),
      minimumBodyBytesPerSecond: try settings.megabytes(
        minBodyRateKb, "BUBBLES_MIN_BODY_RATE_KB", ServiceConfiguration.defaultMinimumBodyKilobytesPerSecond) << 10)
    configuration.logLevel = logLevel ?? environment["LOG_LEVEL"]?.lowercased() ?? "info"
    configuration.themesFolder = (themesDir ?? environment["BUBBLES_THEMES_DIR"]).flatMap {
      $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
    }
    return configuration
  }
}

/// The service's environment variables, a number that is not one refused with its name.
struct EnvironmentSettings {
  var environment: [String: String]

  func number(_ name: String) throws -> Int? {
    guard let text = environment[name] else { return nil }
    guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
      throw ValidationError("\(name) must be a whole number, not \"\(text)\"")
    }
    return value
  }

  /// A megabyte count from the flag, else the variable, else the default; clamped before
  /// multiplying so a huge value cannot overflow (the range check then names it).
  func megabytes(_ flag: Int?, _ name: String, _ fallback: Int) throws -> Int {
    let value = try flag ?? number(name) ?? fallback
    return min(max(value, -1), 1 << 30)
  }
}
