import BubbleGraphics
import Foundation

/// Fetches http(s) media and Telegram files for `MediaResolution`. BubbleKit has no HTTP client
/// of its own: the `BubbleRemoteMedia` target brings one (with a host policy), and without a
/// fetcher remote sources stay placeholders, so renders are offline and repeatable by default.
public protocol RemoteMediaFetching: Sendable {
  /// The body at `url` (an http(s) URL, or `telegram-file:<file_id>`), or why it cannot be used
  /// (the words end up in a warning).
  func fetch(_ url: String) async -> Result<[UInt8], MediaProblem>
}

/// The resolve stage, before layout: loads and decodes every requested source
/// concurrently and returns them as one immutable `ResolvedMedia`.
public struct MediaResolution: Sendable {
  public var resolver: MediaResolver
  /// `nil`: http(s) sources and Telegram files are not fetched, and warn so.
  public var remote: (any RemoteMediaFetching)?
  public var cache: DecodedImageCache
  /// Sources loaded at once: enough to overlap slow servers, few enough for two cores.
  public var width: Int
  /// Distinct sources loaded, in the requests' order (`RenderBudget.maxImages`); the rest are
  /// placeholders with one warning.
  public var maxImages: Int
  /// Pixels decoded in all, each image counted at the size it decodes to
  /// (`RenderBudget.maxDecodedPixels`); images past it are placeholders with one warning.
  public var maxDecodedPixels: Int
  /// Decodes of every render sharing it reserve their bytes here first
  /// (`RenderBudget.maxDecodingBytesInFlight`); an image needing more than all of it is a
  /// placeholder with a warning.
  public var decodingGate: DecodingMemoryGate

  public init(
    baseDirectory: URL? = nil, remote: (any RemoteMediaFetching)? = nil, cache: DecodedImageCache = DecodedImageCache(),
    maxBytes: Int = 32 << 20, width: Int = 8, budget: RenderBudget = .default
  ) {
    resolver = MediaResolver(baseDirectory: baseDirectory, maxBytes: maxBytes)
    self.remote = remote
    self.cache = cache
    self.width = max(1, width)
    maxImages = budget.maxImages
    maxDecodedPixels = budget.maxDecodedPixels
    decodingGate = .shared(capacity: budget.maxDecodingBytesInFlight)
  }

  /// Loads each distinct source once, at most `width` at a time; the warnings follow the
  /// order of `requests`, whatever order the loads finish in, and so do the budgets: which
  /// images fit never depends on timing. Once `deadline` has passed nothing more is loaded
  /// (the render then fails).
  public func resolve(_ requests: [MediaRequest], deadline: Deadline? = nil) async -> ResolvedMedia {
    // A chat that draws no image (a direct chat in most themes) need not hop to the resolving
    // threads and back.
    guard !requests.isEmpty else { return ResolvedMedia(outcomes: [:], requests: []) }
    let (admitted, beyond) = distinctSources(requests)
    let ledger = PixelLedger(budget: maxDecodedPixels)
    var outcomes = await withTaskExecutorPreference(ResolveExecutor.shared) {
      await load(admitted, ledger: ledger, deadline: deadline)
    }
    for source in beyond { outcomes[source] = .failure(overImageBudget) }
    return ResolvedMedia(outcomes: outcomes, requests: requests)
  }

  /// Each source once, in the requests' order: the first `maxImages`, and the rest.
  private func distinctSources(_ requests: [MediaRequest]) -> (admitted: [MediaSource], beyond: [MediaSource]) {
    var seen: Set<MediaSource> = []
    let sources = requests.map(\.source).filter { seen.insert($0).inserted }
    return (Array(sources.prefix(max(0, maxImages))), Array(sources.dropFirst(max(0, maxImages))))
  }

  /// A sliding window of `width` loads: the next starts as soon as one finishes. Each load's
  /// turn at the pixel budget is its place in `sources`.
  private func load(_ sources: [MediaSource], ledger: PixelLedger, deadline: Deadline?) async
    -> [MediaSource: DecodedImageCache.Outcome]
  {
    await withTaskGroup(of: (MediaSource, DecodedImageCache.Outcome).self) { group in
      var pending = sources.enumerated().makeIterator()
      for _ in 0..<max(1, width) {
        guard let (turn, source) = pending.next() else { break }
        group.addTask { (source, await load(source, turn: turn, ledger: ledger, deadline: deadline)) }
      }
      var outcomes: [MediaSource: DecodedImageCache.Outcome] = [:]
      for await (source, outcome) in group {
        outcomes[source] = outcome
        if let (turn, next) = pending.next() {
          group.addTask { (next, await load(next, turn: turn, ledger: ledger, deadline: deadline)) }
        }
      }
      return outcomes
    }
  }

  /// The same without fetching, synchronously, one source after another, for callers that
  /// cannot wait: swift-snapshot-testing's strategies are synchronous, and blocking a test's
  /// thread on tasks that need the same small thread pool could stall. http(s) sources and
  /// Telegram files warn as not fetched.
  package func resolveLocally(_ requests: [MediaRequest]) -> ResolvedMedia {
    let (admitted, beyond) = distinctSources(requests)
    var outcomes: [MediaSource: DecodedImageCache.Outcome] = [:]
    var pixelsLeft = maxDecodedPixels
    for source in admitted {
      outcomes[source] = resolver.bytes(for: source).flatMap { bytes in
        let pixels = Self.decodedPixels(of: bytes)
        guard pixels <= pixelsLeft else { return .failure(overPixelBudget) }
        pixelsLeft -= pixels
        return cache.outcome(for: bytes, decode: Self.decode)
      }
    }
    for source in beyond { outcomes[source] = .failure(overImageBudget) }
    return ResolvedMedia(outcomes: outcomes, requests: requests)
  }

  /// The source's bytes (local, or fetched), decoded through the cache when its pixels fit what
  /// is left of the budget at its turn.
  func load(_ source: MediaSource, turn: Int, ledger: PixelLedger, deadline: Deadline?) async
    -> DecodedImageCache.Outcome
  {
    let bytes: Result<[UInt8], MediaProblem>
    if deadline?.hasPassed == true {
      bytes = .failure(MediaProblem("not loaded: the render ran out of time"))
    } else if case .telegramFile(let id) = source, !MediaSource.isTelegramFileID(id) {
      bytes = .failure(MediaResolver.notATelegramFileID)
    } else if let remote, source.isFetched {
      bytes = await remote.fetch(source.written)
    } else {
      bytes = resolver.bytes(for: source)
    }
    // Every turn is taken, even by a source that failed, or the ones after it would wait forever.
    let pixels = (try? bytes.get()).map(Self.decodedPixels) ?? 0
    let fits = await ledger.claim(pixels, turn: turn)
    guard fits else { return bytes.flatMap { _ in .failure(overPixelBudget) } }
    return await bytes.asyncFlatMap(decodeWithinTheGate)
  }

  /// Decodes once the gate has room for the decode's buffers, giving them back after.
  private func decodeWithinTheGate(_ bytes: [UInt8]) async -> DecodedImageCache.Outcome {
    let reservation = Self.decodingBytes(of: bytes)
    guard await decodingGate.reserve(reservation) else {
      return .failure(
        MediaProblem(
          "decoding it needs \(formatByteCount(reservation)), over the budget of "
            + "\(formatByteCount(decodingGate.capacity)) decoded at once"))
    }
    let outcome = cache.outcome(for: bytes, decode: Self.decode)
    await decodingGate.release(reservation)
    return outcome
  }

  private var overImageBudget: MediaProblem {
    MediaProblem(overBudget: "over the budget of \(maxImages) images per render")
  }

  private var overPixelBudget: MediaProblem {
    MediaProblem(overBudget: "over the budget of \(megapixels(maxDecodedPixels)) decoded per render")
  }

  /// No picture is drawn larger than about 380 pt at scale 3: big photos may be
  /// decoded smaller (JPEG's DCT scaling) as long as their shorter side keeps this many pixels.
  static let decodedShortSide = 1200

  /// Decodes at the size drawn when the codec can (JPEG); an image still more than twice that
  /// (a big PNG or WebP) is scaled down once here, so drawing does not resample its megapixels
  /// every time it is drawn, and the cache holds the small copy.
  static func decode(_ bytes: [UInt8]) -> DecodedImageCache.Outcome {
    ImageDecoder.decode(bytes, targetSize: targetSize(for: bytes))
      .map(reducedForDrawing)
      .mapError { MediaProblem("not a decodable image: \($0)") }
  }

  static func reducedForDrawing(_ image: RasterImage) -> RasterImage {
    guard min(image.width, image.height) > 2 * decodedShortSide else { return image }
    let size = reduced(width: image.width, height: image.height, rounding: .toNearestOrAwayFromZero)
    return image.scaled(width: size.width, height: size.height) ?? image
  }

  /// The bytes decoding `bytes` allocates at its peak: the decoder's, plus the copy
  /// `reducedForDrawing` makes of an image still too large.
  static func decodingBytes(of bytes: [UInt8]) -> Int {
    let target = targetSize(for: bytes)
    let decoding = ImageDecoder.decodingBytes(of: bytes, targetSize: target)
    guard let size = ImageDecoder.decodedSize(of: bytes, targetSize: target),
      min(size.width, size.height) > 2 * decodedShortSide
    else { return decoding }
    let copy = reduced(width: size.width, height: size.height, rounding: .toNearestOrAwayFromZero)
    return decoding + copy.width * copy.height * 4
  }

  /// What decoding `bytes` allocates, in pixels (0 when the header cannot be read, as decoding
  /// then fails before allocating).
  static func decodedPixels(of bytes: [UInt8]) -> Int {
    guard let size = ImageDecoder.decodedSize(of: bytes, targetSize: targetSize(for: bytes)) else { return 0 }
    return size.width * size.height
  }

  private static func targetSize(for bytes: [UInt8]) -> ImageDecoder.PixelSize? {
    guard let size = ImageDecoder.dimensions(of: bytes), size.width > 0, size.height > 0,
      min(size.width, size.height) > decodedShortSide
    else { return nil }
    return reduced(width: size.width, height: size.height, rounding: .up)
  }

  /// A size scaled to a shorter side of `decodedShortSide` pixels, each side rounded by `rule`
  /// and at least 1: what the decoder aims for (rounded up, never below it) and what a large
  /// decoded image is scaled to (rounded to nearest).
  private static func reduced(width: Int, height: Int, rounding rule: FloatingPointRoundingRule)
    -> ImageDecoder.PixelSize
  {
    let factor = Double(decodedShortSide) / Double(min(width, height))
    return (
      Int.saturating(Double(width) * factor, rounding: rule, in: 1...Int.max),
      Int.saturating(Double(height) * factor, rounding: rule, in: 1...Int.max)
    )
  }
}

/// Hands out `RenderBudget.maxDecodedPixels` in the conversation's order, whatever order the
/// loads finish in: a load waits for its turn (its source's place), so which images fit never
/// depends on timing. Loads start in that order, so the earliest waiting turn is always running.
actor PixelLedger {
  private var remaining: Int
  private var turn = 0
  private var waiting: [Int: (pixels: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]

  init(budget: Int) { remaining = budget }

  /// Whether `pixels` fit in what is left when turn `index` comes; they are spent if so.
  func claim(_ pixels: Int, turn index: Int) async -> Bool {
    await withCheckedContinuation { continuation in
      waiting[index] = (pixels, continuation)
      settle()
    }
  }

  private func settle() {
    while let (pixels, continuation) = waiting.removeValue(forKey: turn) {
      let fits = pixels <= remaining
      if fits { remaining -= pixels }
      turn += 1
      continuation.resume(returning: fits)
    }
  }
}

extension Result where Failure == MediaProblem {
  /// `flatMap` with an async transform.
  func asyncFlatMap<NewSuccess>(_ transform: (Success) async -> Result<NewSuccess, MediaProblem>) async
    -> Result<NewSuccess, MediaProblem>
  {
    switch self {
    case .success(let value): await transform(value)
    case .failure(let problem): .failure(problem)
    }
  }
}

extension MediaSource {
  /// Whether a `RemoteMediaFetching` loads it (an http(s) URL or a Telegram file), not the resolver.
  var isFetched: Bool {
    switch self {
    case .url, .telegramFile: true
    case .path, .dataURI: false
    }
  }
}
