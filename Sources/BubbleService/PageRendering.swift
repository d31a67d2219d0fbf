import BubbleKit
import BubbleRemoteMedia
import Foundation

/// One page of a conversation rendered on a worker: decoded there (decoding a large body is work
/// the pool bounds too), its media read from the media root only and fetched from the allowed
/// hosts only, within what is left of the request's deadline.
struct PageRendering: Sendable {
  var maxBodyBytes: Int
  var mediaRoot: URL?
  var allowedRemoteHosts: [String]
  var metrics: ServiceMetrics

  struct Rendered: Sendable {
    /// In the query's format.
    var image: [UInt8]
    /// `nil` for a thumbnail.
    var pageCount: Int?
    var warnings: [String]
  }

  /// A page, the thumbnail when `query.thumbnail` is set, or the screen when `query.screen` is,
  /// in the query's format.
  func render(_ body: Data, query: RenderQuery, worker: RenderWorker, deadline: ContinuousClock.Instant)
    async throws -> Rendered
  {
    try await renderImage(body, query: query, worker: worker, deadline: deadline)
  }

  private func renderImage(_ body: Data, query: RenderQuery, worker: RenderWorker, deadline: ContinuousClock.Instant)
    async throws -> Rendered
  {
    let started = ContinuousClock.now
    let imported = try ConversationBody.decode(body, maxBytes: maxBodyBytes, importing: query.importing)
    let conversation = imported.conversation
    // An export's media paths are its own folder's, which the request does not carry: they draw
    // as placeholders rather than being looked up among the operator's files.
    let mediaFolder = imported.format == .bubbles ? mediaRoot : nil
    let remaining = deadline - .now
    guard remaining > .zero else { throw Self.pastDeadline("waiting for a worker") }
    let renderer: ConversationRenderer
    do {
      renderer = try worker.renderer(themeName: query.themeName)
    } catch {
      throw ServiceError(.internalServerError, "cannot make a renderer for theme \(query.themeName): \(error)")
    }
    var options = query.options(renderTime: remaining)
    if let box = query.thumbnail {
      // libdeflate's level 1: a third less compressing time for a 320x320 thumbnail than level 2,
      // for 3% more bytes (docs/performance.md, "Issue 13").
      options.pngCompressionLevel = 1
      let thumbnail: RenderedThumbnail
      do {
        thumbnail = try await renderer.thumbnail(
          conversation, size: box.size, fit: box.fit, options: options, baseDirectory: mediaFolder,
          remote: remoteFetcher(within: remaining))
      } catch {
        throw Self.serviceError(error)
      }
      // A thumbnail has no stage statistics: its time in all, under a stage of its own.
      metrics.recordRender(stage: "thumbnail", .now - started)
      return Rendered(image: try Self.encoded(thumbnail.png, query), pageCount: nil, warnings: thumbnail.warnings)
    }
    if let screen = query.screen {
      return try await renderScreen(
        conversation, screen: screen, query: query, worker: worker, options: options, mediaFolder: mediaFolder,
        started: started, remaining: remaining)
    }
    var stream: PageStream
    do {
      stream = try await renderer.pages(
        conversation, options: options, baseDirectory: mediaFolder, remote: remoteFetcher(within: remaining))
    } catch {
      throw Self.serviceError(error)
    }
    guard query.page <= stream.pageCount else {
      throw ServiceError(
        .badRequest, "page \(query.page) does not exist: the conversation has \(stream.pageCount) page(s)")
    }
    let image: [UInt8]
    do {
      // A PDF holds every page; the other formats are one page each.
      image = try query.format.holdsAllPages ? stream.pdf() : stream.image(at: query.page - 1, as: query.encoding)
    } catch {
      throw Self.serviceError(error)
    }
    record(stream.statistics, total: .now - started)
    return Rendered(image: image, pageCount: stream.pageCount, warnings: stream.warnings)
  }

  private func renderScreen(
    _ conversation: Conversation, screen: ScreenOptions, query: RenderQuery, worker: RenderWorker,
    options: RenderOptions, mediaFolder: URL?, started: ContinuousClock.Instant, remaining: Duration
  ) async throws -> Rendered {
    let renderer: ScreenRenderer
    do {
      renderer = try worker.screenRenderer(themeName: query.themeName)
    } catch {
      throw ServiceError(.internalServerError, "cannot make a screen renderer for theme \(query.themeName): \(error)")
    }
    let screenImage: RenderedScreen
    do {
      screenImage = try await renderer.render(
        conversation, screen: screen, options: options, baseDirectory: mediaFolder,
        remote: remoteFetcher(within: remaining))
    } catch {
      throw Self.serviceError(error)
    }
    let image: [UInt8]
    if query.format.isVector {
      do {
        image = try screenImage.document(query.format, scale: options.scale)
      } catch {
        throw Self.serviceError(error)
      }
    } else {
      image = try Self.encoded(screenImage.png, query)
    }
    // A screen has no stage statistics either.
    metrics.recordRender(stage: "screen", .now - started)
    return Rendered(image: image, pageCount: nil, warnings: screenImage.warnings)
  }

  /// A renderer's PNG in the query's raster format.
  private static func encoded(_ png: [UInt8], _ query: RenderQuery) throws(ServiceError) -> [UInt8] {
    do {
      return try query.encoding.encoded(fromPNG: png)
    } catch {
      throw serviceError(.graphics(error))
    }
  }

  /// Remote media only from the hosts allowed (each redirect checked again), never from a private,
  /// loopback or link-local address, and never longer than the request may still take.
  private func remoteFetcher(within remaining: Duration) -> HTTPMediaFetcher? {
    guard !allowedRemoteHosts.isEmpty else { return nil }
    return HTTPMediaFetcher(
      policy: RemoteHostPolicy(timeout: min(remaining, .seconds(10)), allowedHosts: Set(allowedRemoteHosts)))
  }

  private func record(_ statistics: RenderStatistics, total: Duration) {
    metrics.recordRender(stage: "resolve", statistics.resolve)
    metrics.recordRender(stage: "layout", statistics.layout)
    metrics.recordRender(stage: "draw", statistics.draw)
    metrics.recordRender(stage: "encode", statistics.encode)
    metrics.recordRender(stage: "total", total)
  }

  static func pastDeadline(_ stage: String) -> ServiceError {
    ServiceError(.gatewayTimeout, "the render passed the service's deadline while \(stage)")
  }

  /// Budgets are the request's fault (422), except time (504); Cairo or Pango failing is ours (500).
  static func serviceError(_ error: RenderError) -> ServiceError {
    switch error {
    case .invalidOptions(let message): return .badRequest(message)
    case .graphics(let error): return ServiceError(.internalServerError, "rendering failed: \(error)")
    case .overBudget(let exceeded):
      if exceeded.budget == .renderTime {
        return ServiceError(.gatewayTimeout, exceeded.description)
      }
      return ServiceError(.unprocessableContent, exceeded.description)
    }
  }
}
