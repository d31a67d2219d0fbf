import BubbleRemoteMedia
import Foundation
import Logging

/// What `bubbles serve` runs with: the address, the render pool and the limits every request is
/// held to. Built from flags and environment variables by the CLI; `problems` checks every
/// number before the server starts, so a bad value fails at start-up with a sentence, never later.
public struct ServiceConfiguration: Sendable {
  public var host: String
  /// 0 asks the system for a free port (the tests do).
  public var port: Int
  /// Render workers, each a thread with its own renderers.
  public var workers: Int
  /// Requests that may wait for a worker; one more is answered 503 at once.
  public var queueLimit: Int
  /// Largest request body, in bytes; more is 413.
  public var maxBodyBytes: Int
  /// A render's time from when it is accepted (waiting included); past it, 504.
  public var deadline: Duration
  /// Bytes the rendered-image cache may hold; 0 caches nothing.
  public var cacheBytes: Int
  /// Media files are read only from under this folder; `nil` reads no file at all.
  public var mediaRoot: URL?
  /// Hosts remote (http/https) media may come from, public addresses only; empty fetches nothing.
  public var allowedRemoteHosts: [String]
  /// Open connections at most; more wait in the listen queue until one closes. `nil`: as many as
  /// the descriptor limit leaves room for (`defaultMaxConnections`).
  public var maxConnections: Int?
  /// A connection with no request in progress is closed after this, and a request's head must
  /// arrive within it.
  public var idleTimeout: Duration
  /// A body must keep arriving at this rate (bytes per second) once `bodyGrace` has passed, or
  /// it is answered 408 and its reservation given back.
  public var minimumBodyBytesPerSecond: Int
  /// How long a body may take before its rate is checked; also how long body reads may go on
  /// once a graceful shutdown has begun.
  public var bodyGrace: Duration
  /// The least severe log lines written (`--log-level`, `LOG_LEVEL`): `trace`, `debug`, `info`
  /// (one line per request), `notice`, `warning`, `error` or `critical`.
  public var logLevel = "info"
  /// `--themes-dir`: theme files requests may name besides the built-in themes (`ThemeFolder`),
  /// loaded before the server listens and again on SIGHUP; `nil`, the built-in themes only.
  public var themesFolder: URL?
  /// `--telegram-bot-api-url`: the Bot API server `telegram-file:` media are downloaded through,
  /// wherever it is (loopback too: the operator chose it).
  public var telegramBotAPIURL = TelegramFileFetcher.defaultAPIURL
  /// `BUBBLES_TELEGRAM_BOT_TOKEN`: with it, Telegram files are downloaded; without it they are
  /// placeholders. Never logged (it prints as `<redacted>`).
  public var telegramBotToken: TelegramBotToken?

  public init(
    host: String = ServiceConfiguration.defaultHost, port: Int = ServiceConfiguration.defaultPort,
    workers: Int = ServiceConfiguration.defaultWorkers, queueLimit: Int? = nil,
    maxBodyBytes: Int = ServiceConfiguration.defaultMaxBodyMegabytes << 20,
    deadline: Duration = .seconds(ServiceConfiguration.defaultDeadlineSeconds),
    cacheBytes: Int = ServiceConfiguration.defaultCacheMegabytes << 20, mediaRoot: URL? = nil,
    allowedRemoteHosts: [String] = [], maxConnections: Int? = nil,
    idleTimeout: Duration = .seconds(ServiceConfiguration.defaultIdleTimeoutSeconds),
    minimumBodyBytesPerSecond: Int = ServiceConfiguration.defaultMinimumBodyKilobytesPerSecond << 10,
    bodyGrace: Duration = .seconds(5)
  ) {
    self.host = host
    self.port = port
    self.workers = workers
    self.queueLimit = queueLimit ?? Self.defaultQueueLimit(workers: workers)
    self.maxBodyBytes = maxBodyBytes
    self.deadline = deadline
    self.cacheBytes = cacheBytes
    self.mediaRoot = mediaRoot
    self.allowedRemoteHosts = allowedRemoteHosts
    self.maxConnections = maxConnections
    self.idleTimeout = idleTimeout
    self.minimumBodyBytesPerSecond = minimumBodyBytesPerSecond
    self.bodyGrace = bodyGrace
  }

  public static let defaultHost = "127.0.0.1"
  public static let defaultPort = 8080
  public static let defaultWorkers = max(1, ProcessInfo.processInfo.activeProcessorCount)
  public static let defaultMaxBodyMegabytes = 8
  public static let defaultDeadlineSeconds = 10
  public static let defaultCacheMegabytes = 64
  public static let defaultIdleTimeoutSeconds = 30
  public static let defaultMinimumBodyKilobytesPerSecond = 8

  /// Short, so an overloaded instance says so at once and a load balancer tries another: two
  /// waiting per worker.
  public static func defaultQueueLimit(workers: Int) -> Int { 2 * max(1, workers) }

  public static let portRange = 0...65535
  public static let workerRange = 1...64
  public static let queueRange = 0...10_000
  /// Megabytes; the decoder's own input limit (64 MiB) is the upper bound.
  public static let bodyMegabyteRange = 1...64
  public static let deadlineSecondRange = 1...300
  public static let cacheMegabyteRange = 0...16_384
  public static let connectionRange = 1...65_536
  public static let idleTimeoutSecondRange = 1...3600
  public static let bodyRateKilobyteRange = 1...65_536
  /// Milliseconds; tests make it short.
  static let bodyGraceMillisecondRange = 100...60_000

  /// The connection cap in force: the configured one, or as many as the descriptor limit leaves
  /// room for, at most 4096.
  public var connectionLimit: Int {
    maxConnections ?? max(1, min(4096, DescriptorLimit.current - descriptorReserve))
  }

  /// Descriptors kept for what is not a client connection: fonts, media files, zip folders,
  /// remote fetches, each worker's thread (libdispatch reads `/proc/<tid>/stat` and traps when
  /// it cannot open it).
  public var descriptorReserve: Int { 128 + 16 * workers }

  /// Every value out of its range or unusable, as sentences naming the flag; empty when all are good.
  public var problems: [String] {
    var problems: [String] = []
    func check(_ name: String, _ value: Int, _ range: ClosedRange<Int>, unit: String = "") {
      guard !range.contains(value) else { return }
      problems.append("\(name) must be between \(range.lowerBound) and \(range.upperBound)\(unit), not \(value)")
    }
    check("--port", port, Self.portRange)
    check("--workers", workers, Self.workerRange)
    check("--queue", queueLimit, Self.queueRange)
    check("--max-body-mb", maxBodyBytes >> 20, Self.bodyMegabyteRange, unit: " MB")
    check("--deadline", Int(deadline.components.seconds), Self.deadlineSecondRange, unit: " seconds")
    check("--cache-mb", cacheBytes >> 20, Self.cacheMegabyteRange, unit: " MB")
    check("--idle-timeout", Int(idleTimeout.components.seconds), Self.idleTimeoutSecondRange, unit: " seconds")
    check(
      "--min-body-rate-kb", minimumBodyBytesPerSecond >> 10, Self.bodyRateKilobyteRange, unit: " KB per second")
    check("the body grace", Int(bodyGrace / .milliseconds(1)), Self.bodyGraceMillisecondRange, unit: " ms")
    if let maxConnections {
      check("--max-connections", maxConnections, Self.connectionRange)
      let room = DescriptorLimit.current - descriptorReserve
      if Self.connectionRange.contains(maxConnections), maxConnections > room {
        problems.append(
          "--max-connections \(maxConnections) does not fit the descriptor limit of \(DescriptorLimit.current) "
            + "(\(descriptorReserve) are kept for files and workers): raise `ulimit -n` (LimitNOFILE= in a unit "
            + "file) or ask for at most \(max(0, room))")
      }
    }
    if Logger.Level(rawValue: logLevel) == nil {
      let levels = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
      problems.append("--log-level must be one of \(levels), not \"\(logLevel)\"")
    }
    if host.isEmpty { problems.append("--host must not be empty") }
    if let mediaRoot, !Self.isFolder(mediaRoot) {
      problems.append("--media-root \(mediaRoot.path) is not a folder")
    }
    if let themesFolder, !Self.isFolder(themesFolder) {
      problems.append("--themes-dir \(themesFolder.path) is not a folder")
    }
    if !TelegramFileFetcher.isBotAPIURL(telegramBotAPIURL) {
      problems.append(
        "--telegram-bot-api-url must be an http or https URL with a host and no query, not "
          + "\"\(telegramBotAPIURL.absoluteString)\"")
    }
    for host in allowedRemoteHosts where !Self.isHostName(host) {
      problems.append("--allow-remote-host \"\(host)\" is not a host name (like media.example.com)")
    }
    return problems
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// Letters, digits, dots and hyphens: a name, never a URL, a port or a wildcard.
  static func isHostName(_ text: String) -> Bool {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-")
    return !text.isEmpty && text.count <= 253 && text.allSatisfy(allowed.contains) && !text.hasPrefix(".")
  }
}
