import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// Every raster format of a page has the page's PNG pixels: WebP and JPEG get the strips the PNG
/// is deflated from, stacked (drawing a page whole moves a glyph or a photo's pixel at a strip's
/// edge), not pixels read back from the PNG.
@Suite struct SamePixelsTests {
  @Test(arguments: ["media-gallery", "scripts-and-emoji"])
  func losslessWebPHasThePNGsPixels(sample: String) async throws {
    let pipeline = Pipeline()
    let input = RenderInput(try TestSupport.corpusConversation(sample), baseDirectory: TestSupport.corpus)
    var png = try await pipeline.render(TestSupport.patient(RenderRequest(job: .page(1), encoding: .png)), input: input)
    var webp = try await pipeline.render(
      TestSupport.patient(RenderRequest(job: .page(1), encoding: .webp())), input: input)
    let fromPNG = try ImageDecoder.decode(try #require(try png.next())).get()
    let fromWebP = try ImageDecoder.decode(try #require(try webp.next())).get()
    #expect(fromPNG.width == fromWebP.width && fromPNG.height == fromWebP.height)
    let (expected, actual) = (fromPNG.argbPixels(), fromWebP.argbPixels())
    let differing = zip(expected, actual).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) of \(expected.count) pixels differ")
  }
}
