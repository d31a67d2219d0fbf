/// The images of one render, loaded and decoded before layout: each source maps to its
/// image, or to the problem that makes it a placeholder. Immutable and `Sendable`, so
/// layout and drawing only read it (no I/O, no warnings of their own).
public struct ResolvedMedia: Sendable {
  private let outcomes: [MediaSource: DecodedImageCache.Outcome]
  /// One line per owner and broken source, in the order of the requests (the
  /// conversation's), e.g. "message m17: photos/x.jpg: file not found; drawing a placeholder".
  public let warnings: [String]

  /// Nothing resolved: every picture is a placeholder, and no warning is given.
  public static let empty = ResolvedMedia(images: [:])

  /// Images already in memory (a source not listed draws a placeholder).
  public init(images: [MediaSource: RasterImage]) {
    outcomes = images.mapValues { .success($0) }
    warnings = []
  }

  init(outcomes: [MediaSource: DecodedImageCache.Outcome], requests: [MediaRequest]) {
    self.outcomes = outcomes
    warnings = Self.warnings(for: requests, outcomes: outcomes)
  }

  /// The decoded image, or `nil` when the source failed or was never resolved.
  public func image(for source: MediaSource) -> RasterImage? { try? outcomes[source]?.get() }

  /// Why the source draws as a placeholder, when it was resolved and failed.
  public func problem(for source: MediaSource) -> MediaProblem? {
    guard case .failure(let problem) = outcomes[source] else { return nil }
    return problem
  }

  /// Every owner of a broken source hears about it once; the sources a budget left out share
  /// one warning per budget, after the others.
  private static func warnings(
    for requests: [MediaRequest], outcomes: [MediaSource: DecodedImageCache.Outcome]
  ) -> [String] {
    var warned: Set<MediaRequest> = []
    var warnings: [String] = []
    var overBudget: [(problem: String, sources: Set<MediaSource>, first: MediaRequest)] = []
    for request in requests {
      guard case .failure(let problem) = outcomes[request.source], warned.insert(request).inserted else { continue }
      if problem.isOverBudget {
        if let index = overBudget.firstIndex(where: { $0.problem == problem.description }) {
          overBudget[index].sources.insert(request.source)
        } else {
          overBudget.append((problem.description, [request.source], request))
        }
        continue
      }
      warnings.append("\(request.owner): \(request.source.displayName): \(problem.description); drawing a placeholder")
    }
    return warnings
      + overBudget.map { problem, sources, first in
        let count = sources.count == 1 ? "1 image" : "\(sources.count) images"
        return
          "\(count) \(problem) (the first: \(first.owner): \(first.source.displayName)); drawing placeholders"
      }
  }
}
