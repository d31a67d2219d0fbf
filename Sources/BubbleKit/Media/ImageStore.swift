import Foundation

/// Loads and caches the images of one render (an avatar appears many times),
/// and collects warnings about sources that cannot be drawn.
///
/// Not thread-safe: one store per render.
public final class ImageStore {
  private let resolver: MediaResolver
  private var cache: [MediaSource: RasterImage?] = [:]
  public private(set) var warnings: [String] = []

  public init(resolver: MediaResolver) { self.resolver = resolver }

  /// The decoded image, or `nil` (with a warning naming `owner`) when it cannot be drawn.
  @discardableResult
  public func image(for source: MediaSource, owner: String) -> RasterImage? {
    if let cached = cache[source] { return cached }
    let image: RasterImage?
    switch resolver.bytes(for: source) {
    case .success(let bytes):
      image = ImageDecoder.decode(bytes)
      if image == nil { warn("\(owner): \(source.displayName): not a decodable image; drawing a placeholder") }
    case .failure(let problem):
      image = nil
      warn("\(owner): \(source.displayName): \(problem.description); drawing a placeholder")
    }
    cache[source] = image
    return image
  }

  /// An already loaded image (for drawing).
  public func cachedImage(for source: MediaSource) -> RasterImage? { cache[source] ?? nil }

  public func warn(_ message: String) { warnings.append(message) }
}
