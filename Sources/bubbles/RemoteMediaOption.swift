import ArgumentParser
import BubbleKit
import BubbleRemoteMedia

/// `--allow-remote-media`, shared by the commands that draw media.
struct RemoteMediaOption: ParsableArguments {
  @Flag(help: "Fetch http(s) media sources from public addresses (by default they draw as placeholders).")
  var allowRemoteMedia = false

  /// An HTTP fetcher with the default host policy when the flag was given, else `nil`.
  func withRemoteMedia<Result>(_ body: ((any RemoteMediaFetching)?) async throws -> Result) async throws -> Result {
    try await Self.withRemoteMedia(allowed: allowRemoteMedia, body)
  }

  /// An HTTP fetcher with the default host policy when `allowed`, else `nil`.
  static func withRemoteMedia<Result>(
    allowed: Bool, _ body: ((any RemoteMediaFetching)?) async throws -> Result
  ) async throws -> Result {
    guard allowed else { return try await body(nil) }
    return try await HTTPMediaFetcher.withFetcher { try await body($0) }
  }
}
