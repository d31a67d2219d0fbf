import BubbleKit
import BubbleRemoteMedia
import Foundation

/// A request rendered on a worker: the body decoded there (decoding a large body is work the pool
/// bounds too), its media read from the media root only and fetched from the allowed hosts
/// only, within what is left of the request's deadline, by the worker's `Pipeline`.
struct PageRendering: Sendable {
  var maxBodyBytes: Int
  var mediaRoot: URL?
  var allowedRemoteHosts: [String]
  var telegramBotAPIURL: URL
  var telegramBotToken: TelegramBotToken?
  var metrics: ServiceMetrics

  /// The frames of a story a second of the deadline allows (`--deadline`).
  static let storyFramesPerDeadlineSecond = 20

  struct Rendered: Sendable {
    /// In the query's format.
    var image: [UInt8]
    /// `nil` for a thumbnail or a screen.
    var pageCount: Int?
    var warnings: [String]
  }

  /// The one file the query asks for: a page, every page in one PDF, a thumbnail or a screen.
  func render(
    _ body: ConversationBody.Received, query: RenderQuery, worker: RenderWorker, deadline: ContinuousClock.Instant
  ) async throws -> Rendered {
    let started = ContinuousClock.now
    let decoded = try ConversationBody.decode(body, maxBytes: maxBodyBytes, importing: query.importing)
    let imported = decoded.imported
    // An export's media paths are its own folder's: a zip's pictures were extracted with it; a
    // JSON or text export's folder is not sent, so they draw as placeholders rather than being
    // looked up among the operator's files.
    let mediaFolder = decoded.source?.baseDirectory ?? (imported.format == .bubbles ? mediaRoot : nil)
    let remaining = deadline - .now
    guard remaining > .zero else { throw Self.pastDeadline("waiting for a worker") }
    var request = query.request
    request.budget.renderTime = remaining
    if case .animate = request.job {
      // A story past what the deadline can draw and encode is refused at once (422), not timed
      // out (504): 20 frames a second of it, well under what a 1080x1920 frame costs here.
      let seconds = Int(remaining / .seconds(1))
      request.budget.maxFrames = min(request.budget.maxFrames, max(1, seconds * Self.storyFramesPerDeadlineSecond))
    }
    let input = RenderInput(imported.conversation, baseDirectory: mediaFolder, appTheme: imported.appTheme)
    var images: RenderedImages
    let image: [UInt8]?
    do {
      images = try await worker.pipeline.render(request, input: input, remote: remoteFetcher(within: remaining))
      image = try images.next()
    } catch let error as PipelineError {
      throw Self.serviceError(error)
    } catch let error as RenderError {
      throw Self.serviceError(.rendering(error))
    }
    guard let image else { throw ServiceError(.internalServerError, "the render made no image") }
    // The zip's extracted pictures are needed until the image is drawn.
    withExtendedLifetime(decoded.source) {}
    record(images.statistics, job: request.job, total: .now - started)
    return Rendered(image: image, pageCount: images.pageCount, warnings: images.warnings)
  }

  private func remoteFetcher(within remaining: Duration) -> (any RemoteMediaFetching)? {
    Self.remoteFetcher(
      allowedHosts: allowedRemoteHosts, botAPIURL: telegramBotAPIURL, token: telegramBotToken, within: remaining)
  }

  /// Remote media only from the hosts allowed (each redirect checked again), never from a private,
  /// loopback or link-local address, and never longer than the request may still take; Telegram
  /// files from the Bot API server with `token`, under the same limits.
  static func remoteFetcher(
    allowedHosts: [String], botAPIURL: URL, token: TelegramBotToken?, within remaining: Duration
  ) -> (any RemoteMediaFetching)? {
    guard !allowedHosts.isEmpty || token != nil else { return nil }
    let policy = RemoteHostPolicy(timeout: min(remaining, .seconds(10)), allowedHosts: Set(allowedHosts))
    let http = allowedHosts.isEmpty ? nil : HTTPMediaFetcher(policy: policy)
    // The URL was checked at start-up (`ServiceConfiguration.problems`).
    return (try? TelegramFileFetcher(apiURL: botAPIURL, botToken: token, policy: policy, http: http)) ?? http
  }

  /// Each stage's time for pages; a thumbnail or a screen has no stage statistics: its time in
  /// all, under a stage of its own.
  private func record(_ statistics: RenderStatistics?, job: RenderJob, total: Duration) {
    guard let statistics else {
      if case .thumbnail = job { metrics.recordRender(stage: "thumbnail", total) }
      if case .screen = job { metrics.recordRender(stage: "screen", total) }
      if case .animate = job { metrics.recordRender(stage: "story", total) }
      return
    }
    metrics.recordRender(stage: "resolve", statistics.resolve)
    metrics.recordRender(stage: "layout", statistics.layout)
    metrics.recordRender(stage: "draw", statistics.draw)
    metrics.recordRender(stage: "encode", statistics.encode)
    metrics.recordRender(stage: "total", total)
  }

  static func pastDeadline(_ stage: String) -> ServiceError {
    ServiceError(.gatewayTimeout, "the render passed the service's deadline while \(stage)")
  }

  /// Budgets are the request's fault (422), except time (504); Cairo or Pango failing, or a
  /// built-in theme that does not load, is ours (500).
  static func serviceError(_ error: PipelineError) -> ServiceError {
    switch error {
    case .invalidRequest(let problems):
      return .invalidOptions("invalid render options", problems.map { ($0.field.rawValue, $0.message) })
    case .theme(let problem):
      if case .builtInBroken = problem { return ServiceError(.internalServerError, problem.description) }
      return .invalidOptions(problem.description, [("theme", problem.description)])
    case .noSuchPage:
      return .invalidOptions(error.description, [("page", error.description)])
    case .wrongInput:
      return .badRequest(error.description)
    case .rendering(.invalidOptions(let message)):
      return .invalidOptions(message, [])
    case .rendering(.graphics(let error)):
      return ServiceError(.internalServerError, "rendering failed: \(error)")
    case .rendering(.overBudget(let exceeded)):
      if exceeded.budget == .renderTime {
        return ServiceError(.gatewayTimeout, exceeded.description)
      }
      return ServiceError(.unprocessableContent, exceeded.description, problem: .overBudget)
    }
  }
}
