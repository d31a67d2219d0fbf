import BubbleRemoteMedia
import BubbleService

/// A setting of `bubbles serve`: its flag, its environment variable and its key in a settings
/// file (`--config`), with what it sets and its default. The order of precedence is flag, then
/// variable, then file, then default; the ranges are `ServiceConfiguration.problems`'s.
struct ServeSetting: Sendable {
  /// The flag without `--`, and the settings file's key.
  var key: String
  var variable: String
  var summary: String
  var defaultValue: String

  var flag: String { "--" + key }

  static let all: [ServeSetting] = [
    ServeSetting(
      key: "host", variable: "BUBBLES_HOST", summary: "the address to listen on",
      defaultValue: ServiceConfiguration.defaultHost),
    ServeSetting(
      key: "port", variable: "BUBBLES_PORT", summary: "the port, 0 to 65535 (0: any free one)",
      defaultValue: String(ServiceConfiguration.defaultPort)),
    ServeSetting(
      key: "workers", variable: "BUBBLES_WORKERS", summary: "render workers, each a thread, 1 to 64",
      defaultValue: "the processors"),
    ServeSetting(
      key: "queue", variable: "BUBBLES_QUEUE", summary: "requests that may wait for a worker, 0 to 10000",
      defaultValue: "2 per worker"),
    ServeSetting(
      key: "max-body-mb", variable: "BUBBLES_MAX_BODY_MB", summary: "the largest request body in MB, 1 to 64",
      defaultValue: String(ServiceConfiguration.defaultMaxBodyMegabytes)),
    ServeSetting(
      key: "deadline", variable: "BUBBLES_DEADLINE", summary: "seconds a render may take, waiting included, 1 to 300",
      defaultValue: String(ServiceConfiguration.defaultDeadlineSeconds)),
    ServeSetting(
      key: "cache-mb", variable: "BUBBLES_CACHE_MB", summary: "MB of rendered images to cache, 0 to 16384",
      defaultValue: String(ServiceConfiguration.defaultCacheMegabytes)),
    ServeSetting(
      key: "media-root", variable: "BUBBLES_MEDIA_ROOT", summary: "the folder media file paths resolve under",
      defaultValue: "none: no files"),
    ServeSetting(
      key: "allow-remote-host", variable: "BUBBLES_ALLOW_REMOTE_HOSTS",
      summary: "hosts remote media may come from, public addresses only (the variable: comma-separated)",
      defaultValue: "none"),
    ServeSetting(
      key: "telegram-bot-api-url", variable: "BUBBLES_TELEGRAM_BOT_API_URL",
      summary: "the Telegram Bot API server telegram-file: media are downloaded through, with the bot token in "
        + "BUBBLES_TELEGRAM_BOT_TOKEN (an http or https URL)",
      defaultValue: TelegramFileFetcher.defaultAPIURL.absoluteString),
    ServeSetting(
      key: "max-connections", variable: "BUBBLES_MAX_CONNECTIONS", summary: "open connections at most, 1 to 65536",
      defaultValue: "what the descriptor limit leaves room for, at most 4096"),
    ServeSetting(
      key: "idle-timeout", variable: "BUBBLES_IDLE_TIMEOUT",
      summary: "seconds before an idle connection is closed, 1 to 3600",
      defaultValue: String(ServiceConfiguration.defaultIdleTimeoutSeconds)),
    ServeSetting(
      key: "min-body-rate-kb", variable: "BUBBLES_MIN_BODY_RATE_KB",
      summary: "KB per second a body must keep arriving at after its first 5 s, 1 to 65536",
      defaultValue: String(ServiceConfiguration.defaultMinimumBodyKilobytesPerSecond)),
    ServeSetting(
      key: "log-level", variable: "LOG_LEVEL",
      summary: "the least severe log lines written: trace, debug, info, notice, warning, error or critical",
      defaultValue: "info"),
    ServeSetting(
      key: "themes-dir", variable: "BUBBLES_THEMES_DIR",
      summary: "a folder of theme files requests may name, reloaded on SIGHUP", defaultValue: "none"),
    ServeSetting(
      key: "config", variable: "BUBBLES_CONFIG",
      summary: "a JSON file of these settings, by flag name: {\"port\": 8080, \"workers\": 2}", defaultValue: "none"),
  ]
}
