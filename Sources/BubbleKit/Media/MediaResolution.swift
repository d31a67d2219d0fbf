import Foundation

/// Fetches http(s) media for `MediaResolution`. BubbleKit has no HTTP client of its own:
/// the `BubbleRemoteMedia` target brings one (with a host policy), and without a fetcher
/// remote sources stay placeholders, so renders are offline and repeatable by default.
public protocol RemoteMediaFetching: Sendable {
  /// The body at `url`, or why it cannot be used (the words end up in a warning).
  func fetch(_ url: String) async -> Result<[UInt8], MediaProblem>
}

/// The resolve stage, before layout: loads and decodes every requested source
/// concurrently and returns them as one immutable `ResolvedMedia`.
public struct MediaResolution: Sendable {
  public var resolver: MediaResolver
  /// `nil`: http(s) sources are not fetched, and warn so.
  public var remote: (any RemoteMediaFetching)?
  public var cache: DecodedImageCache
  /// Sources loaded at once: enough to overlap slow servers, few enough for two cores.
  public var width: Int

  public init(
    baseDirectory: URL?, remote: (any RemoteMediaFetching)? = nil, cache: DecodedImageCache = DecodedImageCache(),
    maxBytes: Int = 32 << 20, width: Int = 8
  ) {
    resolver = MediaResolver(baseDirectory: baseDirectory, maxBytes: maxBytes)
    self.remote = remote
    self.cache = cache
    self.width = max(1, width)
  }

  /// Loads each distinct source once, at most `width` at a time; the warnings follow the
  /// order of `requests`, whatever order the loads finish in.
  public func resolve(_ requests: [MediaRequest]) async -> ResolvedMedia {
    var seen: Set<MediaSource> = []
    let sources = requests.map(\.source).filter { seen.insert($0).inserted }
    let outcomes = await withTaskExecutorPreference(ResolveExecutor.shared) { await load(sources) }
    return ResolvedMedia(outcomes: outcomes, requests: requests)
  }

  /// A sliding window of `width` loads: the next starts as soon as one finishes.
  private func load(_ sources: [MediaSource]) async -> [MediaSource: DecodedImageCache.Outcome] {
    await withTaskGroup(of: (MediaSource, DecodedImageCache.Outcome).self) { group in
      var pending = sources.makeIterator()
      for _ in 0..<max(1, width) {
        guard let source = pending.next() else { break }
        group.addTask { (source, await load(source)) }
      }
      var outcomes: [MediaSource: DecodedImageCache.Outcome] = [:]
      for await (source, outcome) in group {
        outcomes[source] = outcome
        if let next = pending.next() { group.addTask { (next, await load(next)) } }
      }
      return outcomes
    }
  }

  /// The same without fetching, synchronously, one source after another, for callers that
  /// cannot wait: swift-snapshot-testing's strategies are synchronous, and blocking a test's
  /// thread on tasks that need the same small thread pool could stall. http(s) sources warn
  /// as not fetched.
  package func resolveLocally(_ requests: [MediaRequest]) -> ResolvedMedia {
    var outcomes: [MediaSource: DecodedImageCache.Outcome] = [:]
    for request in requests where outcomes[request.source] == nil {
      outcomes[request.source] = resolver.bytes(for: request.source).flatMap {
        cache.outcome(for: $0, decode: Self.decode)
      }
    }
    return ResolvedMedia(outcomes: outcomes, requests: requests)
  }

  /// The source's bytes (local, or fetched), decoded through the cache.
  func load(_ source: MediaSource) async -> DecodedImageCache.Outcome {
    let bytes: Result<[UInt8], MediaProblem>
    if case .url(let address) = source, let remote {
      bytes = await remote.fetch(address)
    } else {
      bytes = resolver.bytes(for: source)
    }
    return bytes.flatMap { cache.outcome(for: $0, decode: Self.decode) }
  }

  /// No picture is drawn larger than about 380 pt at scale 3: big photos may be
  /// decoded smaller (JPEG's DCT scaling) as long as their shorter side keeps this many pixels.
  static let decodedShortSide = 1200

  static func decode(_ bytes: [UInt8]) -> DecodedImageCache.Outcome {
    ImageDecoder.decode(bytes, targetSize: targetSize(for: bytes)).mapError {
      MediaProblem("not a decodable image: \($0)")
    }
  }

  private static func targetSize(for bytes: [UInt8]) -> ImageDecoder.PixelSize? {
    guard let size = ImageDecoder.dimensions(of: bytes), size.width > 0, size.height > 0 else { return nil }
    let factor = Double(decodedShortSide) / Double(min(size.width, size.height))
    guard factor < 1 else { return nil }
    return (
      Int.saturating(Double(size.width) * factor, rounding: .up),
      Int.saturating(Double(size.height) * factor, rounding: .up)
    )
  }
}
