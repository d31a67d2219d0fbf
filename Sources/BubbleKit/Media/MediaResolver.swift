import Foundation

public struct MediaProblem: Error, CustomStringConvertible, Sendable {
  public var description: String
  /// The source was not loaded because a budget ran out (`RenderBudget.maxImages`,
  /// `maxDecodedPixels`): all such sources of a render share one warning.
  public var isOverBudget = false

  public init(_ description: String) { self.description = description }

  public init(overBudget description: String) {
    self.description = description
    isOverBudget = true
  }
}

/// Turns a local media source into bytes, safely: paths stay inside the
/// conversation's folder, data URIs are size-capped. http(s) sources and Telegram files are
/// fetched by a `RemoteMediaFetching` given to `MediaResolution`, never here.
public struct MediaResolver: Sendable {
  /// The conversation file's folder; `nil` (stdin) allows no relative paths.
  public var baseDirectory: URL?
  public var maxBytes: Int

  public init(baseDirectory: URL? = nil, maxBytes: Int = 32 << 20) {
    self.baseDirectory = baseDirectory?.standardizedFileURL
    self.maxBytes = maxBytes
  }

  /// The bytes of a path or data URI; a URL or a Telegram file is refused (it needs a fetcher).
  public func bytes(for source: MediaSource) -> Result<[UInt8], MediaProblem> {
    switch source {
    case .url:
      return .failure(Self.remoteNotAllowed)
    case .telegramFile:
      return .failure(Self.telegramNotConfigured)
    case .dataURI(let uri):
      return decodeDataURI(uri)
    case .path(let path):
      return readFile(path)
    }
  }

  /// Why a URL draws as a placeholder when remote media is not allowed.
  public static let remoteNotAllowed = MediaProblem(
    "remote images are not fetched unless allowed (--allow-remote-media)")

  /// Why a Telegram file draws as a placeholder when no Bot API server and token are configured.
  public static let telegramNotConfigured = MediaProblem(
    "a Telegram file needs a bot token and the Bot API (botToken, BUBBLES_TELEGRAM_BOT_TOKEN)")

  /// Why a `telegram-file:` source made in code (the decoder refuses it) is not fetched.
  public static let notATelegramFileID = MediaProblem(
    "not a Telegram file_id: 1 to \(MediaSource.maxTelegramFileIDLength) letters, digits, - and _")

  private func readFile(_ path: String) -> Result<[UInt8], MediaProblem> {
    guard let base = baseDirectory else {
      return .failure(MediaProblem("relative paths need a conversation file (input came from stdin)"))
    }
    switch ContainedFolder(base, name: "the conversation's folder").read(path, maxBytes: maxBytes) {
    case .success(let file): return .success([UInt8](file.data))
    case .failure(let problem): return .failure(MediaProblem(problem.description))
    }
  }

  private func decodeDataURI(_ uri: String) -> Result<[UInt8], MediaProblem> {
    guard let comma = uri.firstIndex(of: ",") else {
      return .failure(MediaProblem("data URI without a comma"))
    }
    let header = uri[uri.startIndex..<comma].lowercased()
    guard header.hasSuffix(";base64") else {
      return .failure(MediaProblem("data URI is not base64"))
    }
    let payload = uri[uri.index(after: comma)...]
    guard payload.utf8.count / 4 * 3 <= maxBytes else {
      return .failure(MediaProblem("data URI is larger than \(formatByteCount(maxBytes))"))
    }
    guard let data = Data(base64Encoded: String(payload), options: .ignoreUnknownCharacters), !data.isEmpty else {
      return .failure(MediaProblem("data URI is not valid base64"))
    }
    return .success([UInt8](data))
  }
}
