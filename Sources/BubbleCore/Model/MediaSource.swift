/// Where an image comes from, as written in the conversation.
public enum MediaSource: Sendable, Equatable, Hashable {
  /// A path relative to the conversation file's folder.
  case path(String)
  /// A `data:` URI (the whole URI as written).
  case dataURI(String)
  /// An http(s) URL; fetched only when the user opts in.
  case url(String)

  public init(_ string: String) {
    let lower = string.lowercased()
    if lower.hasPrefix("data:") {
      self = .dataURI(string)
    } else if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
      self = .url(string)
    } else {
      self = .path(string)
    }
  }

  /// Short form for warnings: never the whole data URI.
  public var displayName: String {
    switch self {
    case .path(let path): path
    case .url(let url): url
    case .dataURI(let uri): String(uri.prefix(32)) + (uri.count > 32 ? "…" : "")
    }
  }
}
