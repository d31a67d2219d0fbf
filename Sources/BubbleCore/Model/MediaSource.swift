/// Where an image comes from, as written in the conversation.
public enum MediaSource: Sendable, Equatable, Hashable {
  /// A path relative to the conversation file's folder.
  case path(String)
  /// A `data:` URI (the whole URI as written).
  case dataURI(String)
  /// An http(s) URL; fetched only when the user opts in.
  case url(String)
  /// A Telegram Bot API `file_id`, written `telegram-file:<file_id>`; downloaded through a Bot API
  /// server only when one is configured with a bot token.
  case telegramFile(String)

  /// How a Telegram file is written, before its `file_id`.
  public static let telegramFilePrefix = "telegram-file:"

  public init(_ string: String) {
    let lower = string.lowercased()
    if lower.hasPrefix("data:") {
      self = .dataURI(string)
    } else if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
      self = .url(string)
    } else if lower.hasPrefix(Self.telegramFilePrefix) {
      self = .telegramFile(String(string.dropFirst(Self.telegramFilePrefix.count)))
    } else {
      self = .path(string)
    }
  }

  /// The source as the conversation format writes it.
  public var written: String {
    switch self {
    case .path(let text), .url(let text), .dataURI(let text): text
    case .telegramFile(let id): Self.telegramFilePrefix + id
    }
  }

  /// Short form for warnings: never the whole data URI.
  public var displayName: String {
    switch self {
    case .path(let path): path
    case .url(let url): url
    case .dataURI(let uri): String(uri.prefix(32)) + (uri.count > 32 ? "…" : "")
    case .telegramFile(let id): Self.telegramFilePrefix + String(id.prefix(24)) + (id.count > 24 ? "…" : "")
    }
  }

  /// Longest `file_id` accepted; the Bot API's are under 100 characters.
  public static let maxTelegramFileIDLength = 256

  /// Whether `id` can be a `file_id`: base64url (letters, digits, `-`, `_`), 1 to 256 of them.
  /// Nothing else may reach a Bot API request's query.
  public static func isTelegramFileID(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.count <= maxTelegramFileIDLength
      && id.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
          true
        default: false
        }
      }
  }
}
