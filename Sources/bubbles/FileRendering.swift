import BubbleKit
import Foundation

/// What `render` does to one input with the command's options: read it, render it with a
/// thread's renderers and publish its pages (or its screen) at its targets. A single render and
/// every file of a batch go through here, so a file of a batch is written with the same bytes,
/// and fails with the same error and status, as when rendered alone.
struct FileRendering: Sendable {
  /// `--from`, and the import options (`--me`, `--chat`, ...) with the decoding limits.
  var importFormat: ImportFormat
  var importOptions: ImportOptions
  /// `--timeout`, counted for each file from its start.
  var timeout: Double
  /// Width, scale, page height and budgets; the render's time is set for each file.
  var options: RenderOptions
  /// `--screen`: one phone screen instead of pages.
  var screen: ScreenOptions?
  /// `--thumbnail`: one image of a fixed size instead of pages.
  var thumbnail: ThumbnailRequest?
  var allowRemoteMedia: Bool
  var printsStatistics: Bool
  var reporter: Reporter

  /// Renders `input` and publishes its images at `targets`; returns how many were written. A
  /// failed render publishes nothing and removes the targets' images of earlier runs, so no stale
  /// image passes for its result.
  func render(_ input: String, to targets: OutputTargets, with renderers: RendererSet) async throws -> Int {
    do {
      return try await renderAndWrite(input, to: targets, with: renderers)
    } catch {
      targets.removeStaleImages(keeping: [])
      throw error
    }
  }

  private func renderAndWrite(_ input: String, to targets: OutputTargets, with renderers: RendererSet) async throws
    -> Int
  {
    let clock = CommandClock(timeout: timeout)
    let loaded = try InputLoader.load(input, from: importFormat, options: importOptions, reporter: reporter)
    try clock.check(during: "reading the conversation")
    var options = options
    options.budget.renderTime = clock.remaining
    if let screen {
      try await renderScreen(loaded, screen: screen, options: options, with: renderers, to: targets)
      return 1
    }
    if let thumbnail {
      try await renderThumbnail(loaded, thumbnail, options: options, with: renderers, to: targets)
      return 1
    }
    var stream = try await CommandFailure.mappingRenderErrors {
      let renderer = try renderers.conversationRenderer()
      return try await RemoteMediaOption.withRemoteMedia(allowed: allowRemoteMedia) { remote in
        try await renderer.pages(
          loaded.conversation, options: options, baseDirectory: loaded.baseDirectory, remote: remote)
      }
    }
    for warning in stream.warnings { reporter.warning("\(loaded.displayName): \(warning)") }
    try write(&stream, to: targets)
    if printsStatistics { Diagnostics.printNote("\(loaded.displayName): \(stream.statistics.summary)") }
    return stream.pageCount
  }

  private func renderScreen(
    _ loaded: LoadedConversation, screen: ScreenOptions, options: RenderOptions, with renderers: RendererSet,
    to targets: OutputTargets
  ) async throws {
    let rendered = try await CommandFailure.mappingRenderErrors {
      let renderer = try renderers.screenRenderer()
      return try await RemoteMediaOption.withRemoteMedia(allowed: allowRemoteMedia) { remote in
        try await renderer.render(
          loaded.conversation, screen: screen, options: options, baseDirectory: loaded.baseDirectory, remote: remote)
      }
    }
    for warning in rendered.warnings { reporter.warning("\(loaded.displayName): \(warning)") }
    // One image, so never split into OUTPUT-N.png; a one-page PDF or an SVG drawn again from its layout.
    guard targets.format.isVector else { return try targets.writeSingleImage(rendered.png) }
    let document = try await CommandFailure.mappingRenderErrors {
      try rendered.document(targets.format, scale: options.scale)
    }
    try targets.writeSingleFile(document)
  }

  private func renderThumbnail(
    _ loaded: LoadedConversation, _ thumbnail: ThumbnailRequest, options: RenderOptions, with renderers: RendererSet,
    to targets: OutputTargets
  ) async throws {
    let rendered = try await CommandFailure.mappingRenderErrors {
      let renderer = try renderers.conversationRenderer()
      return try await RemoteMediaOption.withRemoteMedia(allowed: allowRemoteMedia) { remote in
        try await renderer.thumbnail(
          loaded.conversation, size: thumbnail.size, fit: thumbnail.fit, options: options,
          baseDirectory: loaded.baseDirectory, remote: remote)
      }
    }
    for warning in rendered.warnings { reporter.warning("\(loaded.displayName): \(warning)") }
    try targets.writeSingleImage(rendered.png)
  }

  /// Each page is drawn, encoded and written to its temporary file before the next is drawn; a
  /// PDF holds every page in one file.
  private func write(_ stream: inout PageStream, to targets: OutputTargets) throws(CommandFailure) {
    if targets.format.holdsAllPages {
      let document: [UInt8]
      do throws(RenderError) {
        document = try stream.pdf()
      } catch {
        throw .rendering(error)
      }
      return try targets.writeSingleFile(document)
    }
    let encoding = targets.encoding
    let nextPage = { (stream: inout PageStream) throws(CommandFailure) -> [UInt8] in
      let page: [UInt8]?
      do throws(RenderError) {
        page = try stream.nextImage(as: encoding)
      } catch {
        throw .rendering(error)
      }
      guard let page else { throw .failure("rendering failed: the conversation has fewer pages than announced") }
      return page
    }
    guard targets.isStandardOutput else {
      return try targets.writePages(count: stream.pageCount) { _ throws(CommandFailure) in try nextPage(&stream) }
    }
    guard stream.pageCount == 1 else {
      throw .failure(
        "the conversation needs \(stream.pageCount) pages; "
          + "write to a file (-o chat.png) or raise --max-page-height (and --max-page-megapixels)")
    }
    try targets.writeSingleFile(try nextPage(&stream))
  }
}

/// The renderers of one thread, made when first needed and kept for every file it renders:
/// each owns a font system (Pango font maps are not thread-safe), which takes a few
/// milliseconds to make, and caches that later renders reuse.
final class RendererSet {
  let theme: Theme
  private var pages: ConversationRenderer?
  private var screens: ScreenRenderer?

  init(theme: Theme) { self.theme = theme }

  func conversationRenderer() throws(GraphicsError) -> ConversationRenderer {
    if let pages { return pages }
    // Each file is drawn once: compressed strips kept for a later render would only hold memory.
    let renderer = try ConversationRenderer(theme: theme, stripCacheBytes: 0)
    pages = renderer
    return renderer
  }

  func screenRenderer() throws(GraphicsError) -> ScreenRenderer {
    if let screens { return screens }
    let renderer = try ScreenRenderer(theme: theme)
    screens = renderer
    return renderer
  }
}
