import Foundation

/// Loads and caches the images of one render (an avatar appears many times),
/// and collects warnings about sources that cannot be drawn.
///
/// Not thread-safe: one store per render.
public final class ImageStore {
  private let resolver: MediaResolver
  /// Each source is read and decoded once; a failure keeps its reason.
  private var cache: [MediaSource: Result<RasterImage, MediaProblem>] = [:]
  /// Every owner of a broken source hears about it once.
  private var warned: Set<String> = []
  public private(set) var warnings: [String] = []

  public init(resolver: MediaResolver) { self.resolver = resolver }

  /// The decoded image, or `nil` (with a warning naming `owner`) when it cannot be drawn.
  @discardableResult
  public func image(for source: MediaSource, owner: String) -> RasterImage? {
    let result = cache[source] ?? load(source)
    cache[source] = result
    switch result {
    case .success(let image):
      return image
    case .failure(let problem):
      if warned.insert(owner + "\u{0}" + source.displayName).inserted {
        warn("\(owner): \(source.displayName): \(problem.description); drawing a placeholder")
      }
      return nil
    }
  }

  /// An already loaded image (for drawing).
  public func cachedImage(for source: MediaSource) -> RasterImage? { try? cache[source]?.get() }

  public func warn(_ message: String) { warnings.append(message) }

  private func load(_ source: MediaSource) -> Result<RasterImage, MediaProblem> {
    resolver.bytes(for: source).flatMap { bytes in
      ImageDecoder.decode(bytes).mapError { MediaProblem("not a decodable image: \($0)") }
    }
  }
}
