import BubbleKit
import Foundation

/// What `render` does to one input with the command's request: read it, run the request through
/// a thread's pipeline and publish its files (pages, a document, a screen or a thumbnail) at its
/// targets. A single render and every file of a batch go through here, so a file of a batch is
/// written with the same bytes, and fails with the same error and status, as when rendered alone;
/// and the service's workers run the same request through the same pipeline.
struct FileRendering: Sendable {
  /// Everything the options say; the render's time is set for each file.
  var request: RenderRequest
  /// `--timeout`, counted for each file from its start.
  var timeout: Double
  var remoteMedia: RemoteMediaSettings
  var printsStatistics: Bool
  var reporter: Reporter

  /// Renders `input` and publishes its images at `targets`; returns how many were written. A
  /// failed render publishes nothing and removes the targets' images of earlier runs, so no stale
  /// image passes for its result; but a run whose targets include one of its inputs is refused
  /// (64) and touches nothing.
  func render(_ input: String, to targets: OutputTargets, with pipeline: Pipeline) async throws -> Int {
    let clock = CommandClock(timeout: timeout)
    let loaded = try await removingStaleImagesOnFailure(targets) {
      let loaded = try InputLoader.load(
        input, from: request.importing.from, options: request.importOptions, reporter: reporter)
      try clock.check(during: "reading the conversation")
      return loaded
    }
    try targets.refuseWritingOver(InputFiles(input, loaded: loaded))
    return try await removingStaleImagesOnFailure(targets) {
      try await renderAndWrite(loaded, to: targets, with: pipeline, clock: clock)
    }
  }

  private func removingStaleImagesOnFailure<T>(_ targets: OutputTargets, _ body: () async throws -> T) async throws
    -> T
  {
    do {
      return try await body()
    } catch {
      targets.removeStaleImages(keeping: [])
      throw error
    }
  }

  private func renderAndWrite(
    _ loaded: LoadedConversation, to targets: OutputTargets, with pipeline: Pipeline, clock: CommandClock
  ) async throws -> Int {
    var request = request
    request.budget.renderTime = clock.remaining
    var images = try await CommandFailure.mappingRenderErrors {
      try await remoteMedia.withFetcher { remote in
        try await pipeline.render(
          request,
          input: RenderInput(
            loaded.conversation, baseDirectory: loaded.baseDirectory, name: loaded.displayName,
            appTheme: loaded.appTheme),
          remote: remote)
      }
    }
    for warning in images.warnings { reporter.warning("\(loaded.displayName): \(warning)") }
    try write(&images, to: targets)
    if printsStatistics, let statistics = images.statistics {
      Diagnostics.printNote("\(loaded.displayName): \(statistics.summary)")
    }
    return images.fileCount
  }

  /// Each file is drawn, encoded and written to its temporary file before the next is drawn.
  private func write(_ images: inout RenderedImages, to targets: OutputTargets) throws(CommandFailure) {
    let next = { (images: inout RenderedImages) throws(CommandFailure) -> [UInt8] in
      let file: [UInt8]?
      do throws(RenderError) {
        file = try images.next()
      } catch {
        throw .rendering(error)
      }
      guard let file else { throw .failure("rendering failed: the conversation has fewer pages than announced") }
      return file
    }
    guard targets.isStandardOutput else {
      return try targets.writePages(count: images.fileCount) { _ throws(CommandFailure) in try next(&images) }
    }
    guard images.fileCount == 1 else {
      throw .failure(
        "the conversation needs \(images.fileCount) pages; "
          + "write to a file (-o chat.png) or raise --max-page-height (and --max-page-megapixels)")
    }
    try targets.writeSingleFile(try next(&images))
  }
}
