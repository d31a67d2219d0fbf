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

  /// No picture is drawn larger than about 380 pt at scale 3: big photos may be
  /// decoded smaller (JPEG's DCT scaling) as long as their shorter side keeps this many pixels.
  static let decodedShortSide = 1200

  private func load(_ source: MediaSource) -> Result<RasterImage, MediaProblem> {
    resolver.bytes(for: source).flatMap { bytes in
      ImageDecoder.decode(bytes, targetSize: Self.targetSize(for: bytes)).mapError {
        MediaProblem("not a decodable image: \($0)")
      }
    }
  }

  private static func targetSize(for bytes: [UInt8]) -> ImageDecoder.PixelSize? {
    guard let size = ImageDecoder.dimensions(of: bytes), size.width > 0, size.height > 0 else { return nil }
    let factor = Double(decodedShortSide) / Double(min(size.width, size.height))
    guard factor < 1 else { return nil }
    return (Int((Double(size.width) * factor).rounded(.up)), Int((Double(size.height) * factor).rounded(.up)))
  }
}
