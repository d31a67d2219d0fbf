import BubbleRemoteMedia
import BubbleService
import Configuration
import Foundation

extension ServeCommand {
  /// The flags given, by `ServeSetting.key`, for the settings reader.
  var givenFlags: [String: ConfigValue] {
    var flags: [String: ConfigValue] = [:]
    let texts: [(String, String?)] = [
      ("host", host), ("media-root", mediaRoot), ("log-level", logLevel), ("themes-dir", themesDir), ("config", config),
      ("telegram-bot-api-url", telegramBotAPIURL),
    ]
    for case (let key, let text?) in texts { flags[key] = ConfigValue(.string(text), isSecret: false) }
    let numbers: [(String, Int?)] = [
      ("port", port), ("workers", workers), ("queue", queue), ("max-body-mb", maxBodyMb), ("deadline", deadline),
      ("cache-mb", cacheMb), ("max-connections", maxConnections), ("idle-timeout", idleTimeout),
      ("min-body-rate-kb", minBodyRateKb),
    ]
    for case (let key, let number?) in numbers { flags[key] = ConfigValue(.int(number), isSecret: false) }
    if !allowRemoteHost.isEmpty {
      flags["allow-remote-host"] = ConfigValue(.stringArray(allowRemoteHost), isSecret: false)
    }
    return flags
  }

  /// Every setting from the flags, the environment and `--config`'s file, in that order, else its
  /// default. Ranges are checked after (`ServiceConfiguration.problems`).
  func serviceConfiguration(environment: [String: String] = ProcessInfo.processInfo.environment) async throws
    -> ServiceConfiguration
  {
    let settings = try await ServeSettingsReader(flags: givenFlags, environment: environment)
    // Clamped before multiplying, so a huge count cannot overflow (the range check names it).
    func megabytes(_ key: String, _ fallback: Int) throws -> Int {
      min(max(try settings.int(key) ?? fallback, -1), 1 << 30)
    }
    let workers = try settings.int("workers") ?? ServiceConfiguration.defaultWorkers
    let remoteHosts = (settings.strings("allow-remote-host") ?? []).map { $0.trimmingCharacters(in: .whitespaces) }
    var configuration = ServiceConfiguration(
      host: settings.string("host") ?? ServiceConfiguration.defaultHost,
      port: try settings.int("port") ?? ServiceConfiguration.defaultPort,
      workers: workers,
      queueLimit: try settings.int("queue"),
      maxBodyBytes: try megabytes("max-body-mb", ServiceConfiguration.defaultMaxBodyMegabytes) << 20,
      deadline: .seconds(try settings.int("deadline") ?? ServiceConfiguration.defaultDeadlineSeconds),
      cacheBytes: try megabytes("cache-mb", ServiceConfiguration.defaultCacheMegabytes) << 20,
      mediaRoot: settings.string("media-root").map { URL(fileURLWithPath: $0) },
      allowedRemoteHosts: remoteHosts.filter { !$0.isEmpty },
      maxConnections: try settings.int("max-connections"),
      idleTimeout: .seconds(try settings.int("idle-timeout") ?? ServiceConfiguration.defaultIdleTimeoutSeconds),
      minimumBodyBytesPerSecond: try megabytes(
        "min-body-rate-kb", ServiceConfiguration.defaultMinimumBodyKilobytesPerSecond) << 10)
    configuration.logLevel = settings.string("log-level")?.lowercased() ?? "info"
    configuration.themesFolder = settings.string("themes-dir").flatMap {
      $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
    }
    if let url = settings.string("telegram-bot-api-url") {
      configuration.telegramBotAPIURL = try RemoteMediaSettings.botAPIURL(
        url, name: ServeSettingsReader.names(of: "telegram-bot-api-url"))
    }
    // From the environment only: a flag shows in `ps`, a settings file is one more copy.
    configuration.telegramBotToken = try RemoteMediaSettings.botToken(environment[TelegramFileFetcher.tokenVariable])
    return configuration
  }
}
