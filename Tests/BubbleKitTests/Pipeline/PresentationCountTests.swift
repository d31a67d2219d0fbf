import BubbleKit
import Foundation
import Testing

/// A render presents its conversation once, whatever its job and format: the media it resolves
/// and the layout it draws come from the same presented items. Serialized: sixteen renders at once
/// would hold the cooperative pool's threads from every other test.
@Suite(.serialized) struct PresentationCountTests {
  static let jobs: [RenderJob] = [
    .pages, .page(1), .thumbnail(ThumbnailSize(pixelWidth: 160, pixelHeight: 200), fit: .end),
    .screen(ScreenOptions(size: Size(width: 390, height: 844))),
  ]

  @Test(arguments: jobs, [OutputEncoding.png, .webp(quality: 60), .jpeg(), .pdf])
  func eachRenderPresentsOnce(job: RenderJob, encoding: OutputEncoding) async throws {
    var request = TestSupport.patient(RenderRequest(job: job, style: RenderStyle(scale: 1), encoding: encoding))
    guard request.problems().isEmpty else {
      // A thumbnail is never a PDF, nor is one page of one: the request says so before any work.
      #expect(job.isRasterOnly || encoding.format.holdsAllPages)
      return
    }
    request.budget.maxPages = 50
    let pipeline = Pipeline()
    var images = try await pipeline.render(
      request,
      input: RenderInput(try TestSupport.corpusConversation("media-gallery"), baseDirectory: TestSupport.corpus))
    let files = try images.all()
    #expect(!files.isEmpty)
    #expect(files.allSatisfy { $0.starts(with: encoding.format.signature) })
    #expect(pipeline.presentations == 1, "\(job) as \(encoding.format)")
  }

  @Test func aRendererCountsOnePresentationPerCall() async throws {
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let conversation = try TestSupport.corpusConversation("direct-basics")
    _ = try await renderer.render(
      conversation, options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
    _ = try await renderer.thumbnail(
      conversation, size: ThumbnailSize(pixelWidth: 100, pixelHeight: 100), options: TestSupport.patientOptions(),
      baseDirectory: TestSupport.corpus)
    #expect(renderer.presentations == 2)
  }
}
